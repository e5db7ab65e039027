#if !canImport(UIKit)
    import Foundation

    /// `UINavigationItem` (https://developer.apple.com/documentation/uikit/uinavigationitem): what
    /// a view controller shows in the navigation bar — its title and its bar button items.
    @MainActor
    open class UINavigationItem {
        /// `title` (https://developer.apple.com/documentation/uikit/uinavigationitem/title).
        open var title: String?
        /// `leftBarButtonItems` (https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems).
        open var leftBarButtonItems: [UIBarButtonItem]?
        /// `rightBarButtonItems`
        /// (https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems).
        open var rightBarButtonItems: [UIBarButtonItem]?

        /// `leftBarButtonItem` (https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem):
        /// the first of `leftBarButtonItems`.
        open var leftBarButtonItem: UIBarButtonItem? {
            get { leftBarButtonItems?.first }
            set { leftBarButtonItems = newValue.map { [$0] } }
        }

        /// `rightBarButtonItem` (https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem):
        /// the first of `rightBarButtonItems`.
        open var rightBarButtonItem: UIBarButtonItem? {
            get { rightBarButtonItems?.first }
            set { rightBarButtonItems = newValue.map { [$0] } }
        }

        /// `titleView` (https://developer.apple.com/documentation/uikit/uinavigationitem/titleview):
        /// a view shown in place of the title, such as a segmented control.
        open var titleView: UIView?
        /// `searchController`
        /// (https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller): the
        /// search the navigation bar shows.
        open var searchController: UISearchController?
        /// `hidesSearchBarWhenScrolling`
        /// (https://developer.apple.com/documentation/uikit/uinavigationitem/hidessearchbarwhenscrolling).
        open var hidesSearchBarWhenScrolling = true

        /// `init(title:)` (https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)).
        public init(title: String) {
            self.title = title
        }

        /// Every bar button item, left ones first: what a user can tap.
        package var allItems: [UIBarButtonItem] { (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) }
    }
#endif
