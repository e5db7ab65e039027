#if !canImport(UIKit)
    import Foundation

    /// `UINavigationItem` (https://developer.apple.com/documentation/uikit/uinavigationitem): what
    /// a view controller shows in the navigation bar — its title and its bar button items.
    @MainActor
    open class UINavigationItem {
        /// `title`.
        open var title: String?
        /// `leftBarButtonItems`.
        open var leftBarButtonItems: [UIBarButtonItem]?
        /// `rightBarButtonItems`.
        open var rightBarButtonItems: [UIBarButtonItem]?

        /// `leftBarButtonItem`: the first of `leftBarButtonItems`.
        open var leftBarButtonItem: UIBarButtonItem? {
            get { leftBarButtonItems?.first }
            set { leftBarButtonItems = newValue.map { [$0] } }
        }

        /// `rightBarButtonItem`: the first of `rightBarButtonItems`.
        open var rightBarButtonItem: UIBarButtonItem? {
            get { rightBarButtonItems?.first }
            set { rightBarButtonItems = newValue.map { [$0] } }
        }

        /// `titleView`: a view shown in place of the title, such as a segmented control.
        open var titleView: UIView?
        /// `searchController`
        /// (https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller): the
        /// search the navigation bar shows.
        open var searchController: UISearchController?
        /// `hidesSearchBarWhenScrolling`.
        open var hidesSearchBarWhenScrolling = true

        /// `init(title:)`.
        public init(title: String) {
            self.title = title
        }

        /// Every bar button item, left ones first: what a user can tap.
        package var allItems: [UIBarButtonItem] { (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) }
    }
#endif
