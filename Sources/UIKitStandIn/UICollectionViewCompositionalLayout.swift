#if !canImport(UIKit)
    import Foundation

    /// `UICollectionViewCompositionalLayout`
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout): a list
    /// layout, one section for all, or a section provider. The stand-in reads the supplementary
    /// views each section shows — the headers and footers its data source is asked for — and
    /// shows every item, as a list tall enough for all.
    @MainActor
    open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
        /// `UICollectionViewCompositionalLayoutSectionProvider`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider).
        public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

        /// The list configuration the layout was made with (not UIKit API).
        package let listConfiguration: UICollectionLayoutListConfiguration?
        private let sectionProvider: SectionProvider?

        init(listConfiguration: UICollectionLayoutListConfiguration?) {
            self.listConfiguration = listConfiguration
            sectionProvider = nil
            super.init()
        }

        /// `init(section:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:)):
        /// every section laid out alike.
        public init(section: NSCollectionLayoutSection) {
            listConfiguration = nil
            sectionProvider = { _, _ in section }
            super.init()
        }

        /// `init(sectionProvider:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)):
        /// each section as the provider makes it, asked when the section is laid out.
        public init(sectionProvider: @escaping SectionProvider) {
            listConfiguration = nil
            self.sectionProvider = sectionProvider
            super.init()
        }

        package override func supplementaryKinds(inSection section: Int) -> [String] {
            if let listConfiguration { return listConfiguration.supplementaryKinds }
            let environment = StandInLayoutEnvironment(contentSize: collectionView?.bounds.size ?? .zero)
            return sectionProvider?(section, environment)?.supplementaryKinds ?? []
        }

        package override func listConfiguration(inSection section: Int) -> UICollectionLayoutListConfiguration? {
            if let listConfiguration { return listConfiguration }
            let environment = StandInLayoutEnvironment(contentSize: collectionView?.bounds.size ?? .zero)
            return sectionProvider?(section, environment)?.listConfiguration
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
    /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct): the
    /// appearance of a list layout, kept and not drawn.
    public struct UICollectionLayoutListConfiguration: Hashable, Sendable {
        /// `UICollectionLayoutListConfiguration.Appearance`
        /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum).
        public enum Appearance: Int, Hashable, Sendable {
            case plain, grouped, insetGrouped, sidebar, sidebarPlain
        }

        /// `appearance`
        /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.property).
        public var appearance: Appearance
        /// `showsSeparators`
        /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/showsseparators).
        public var showsSeparators = true
        /// `UICollectionLayoutListConfiguration.HeaderMode`
        /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum).
        public enum HeaderMode: Int, Hashable, Sendable {
            case none, supplementary, firstItemInSection
        }
        /// `UICollectionLayoutListConfiguration.FooterMode`
        /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum).
        public enum FooterMode: Int, Hashable, Sendable {
            case none, supplementary
        }
        /// `headerMode`
        /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property):
        /// with `.supplementary` each section shows a view of
        /// `UICollectionView.elementKindSectionHeader`, which the data source is asked for.
        public var headerMode = HeaderMode.none
        /// `footerMode`
        /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.property):
        /// with `.supplementary`, a view of `UICollectionView.elementKindSectionFooter`.
        public var footerMode = FooterMode.none

        /// The element kinds of the supplementary views each section shows.
        @MainActor package var supplementaryKinds: [String] {
            (headerMode == .supplementary ? [UICollectionView.elementKindSectionHeader] : [])
                + (footerMode == .supplementary ? [UICollectionView.elementKindSectionFooter] : [])
        }

        /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`
        /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/swipeactionsconfigurationprovider):
        /// the actions a swipe on the item at an index path shows.
        public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

        /// `leadingSwipeActionsConfigurationProvider`
        /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/leadingswipeactionsconfigurationprovider).
        public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
        /// `trailingSwipeActionsConfigurationProvider`
        /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider):
        /// a list's items show no swipe action unless given, not even Delete.
        public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

        /// `init(appearance:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)).
        public init(appearance: Appearance) {
            self.appearance = appearance
        }

        /// Equal when they look alike: the swipe action providers are closures, left out.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.appearance == rhs.appearance && lhs.showsSeparators == rhs.showsSeparators
                && lhs.headerMode == rhs.headerMode && lhs.footerMode == rhs.footerMode
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(appearance)
            hasher.combine(showsSeparators)
            hasher.combine(headerMode)
            hasher.combine(footerMode)
        }
    }
#endif
