#if !canImport(UIKit)
    import Foundation

    /// `UICollectionViewCompositionalLayout`
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout): here
    /// only the list layout a list-style collection view is made with, holding its configuration.
    @MainActor
    open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
        /// The list configuration the layout was made with (not UIKit API).
        package let listConfiguration: UICollectionLayoutListConfiguration?

        init(listConfiguration: UICollectionLayoutListConfiguration?) {
            self.listConfiguration = listConfiguration
            super.init()
        }

        /// `list(using:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)):
        /// a layout of one column of list cells.
        open class func list(
            using configuration: UICollectionLayoutListConfiguration
        )
            -> UICollectionViewCompositionalLayout
        {
            UICollectionViewCompositionalLayout(listConfiguration: configuration)
        }
    }

    /// `UICollectionLayoutListConfiguration`
    /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration): the
    /// appearance of a list layout, kept and not drawn.
    public struct UICollectionLayoutListConfiguration: Hashable, Sendable {
        /// `UICollectionLayoutListConfiguration.Appearance`
        /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum).
        public enum Appearance: Int, Hashable, Sendable {
            case plain, grouped, insetGrouped, sidebar, sidebarPlain
        }

        /// `appearance` (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.property).
        public var appearance: Appearance
        /// `showsSeparators` (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/showsseparators).
        public var showsSeparators = true

        /// `init(appearance:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/init(appearance:)).
        public init(appearance: Appearance) {
            self.appearance = appearance
        }
    }
#endif
