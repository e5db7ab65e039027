#if !canImport(UIKit)
    import Foundation

    /// `UICollectionViewLayout` (https://developer.apple.com/documentation/uikit/uicollectionviewlayout):
    /// what a collection view is made with. A value holder here: nothing is laid out — the
    /// stand-in collection view shows every item, as a list tall enough for all.
    @MainActor
    open class UICollectionViewLayout: NSObject {
        /// `collectionView` (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview):
        /// the view using the layout.
        open internal(set) weak var collectionView: UICollectionView?

        /// `init()` (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()).
        public override init() {
            super.init()
        }

        /// `invalidateLayout()` (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()):
        /// nothing to invalidate.
        open func invalidateLayout() {}

        /// The element kinds of the supplementary views `section` shows: none unless the layout
        /// says (not UIKit API; what the stand-in asks the data source for).
        package func supplementaryKinds(inSection section: Int) -> [String] { [] }

        /// The list configuration `section` is laid out with, when it is a list (not UIKit API;
        /// where the stand-in finds an item's swipe actions).
        package func listConfiguration(inSection section: Int) -> UICollectionLayoutListConfiguration? { nil }
    }

    /// `UICollectionViewFlowLayout` (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout):
    /// its sizes and spacing, kept and not used.
    @MainActor
    open class UICollectionViewFlowLayout: UICollectionViewLayout {
        /// `UICollectionViewFlowLayout.automaticSize`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/automaticsize).
        public static let automaticSize = CGSize(
            width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

        /// `scrollDirection` (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection).
        open var scrollDirection: UICollectionView.ScrollDirection = .vertical
        /// `itemSize` (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize).
        open var itemSize = CGSize(width: 50, height: 50)
        /// `headerReferenceSize` (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize):
        /// a size other than zero shows a header in each section.
        open var headerReferenceSize = CGSize.zero
        /// `footerReferenceSize` (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize).
        open var footerReferenceSize = CGSize.zero
        /// `estimatedItemSize` (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize).
        open var estimatedItemSize = CGSize.zero
        /// `minimumLineSpacing` (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing).
        open var minimumLineSpacing: CGFloat = 10
        /// `minimumInteritemSpacing`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing).
        open var minimumInteritemSpacing: CGFloat = 10

        package override func supplementaryKinds(inSection section: Int) -> [String] {
            (headerReferenceSize != .zero ? [UICollectionView.elementKindSectionHeader] : [])
                + (footerReferenceSize != .zero ? [UICollectionView.elementKindSectionFooter] : [])
        }
    }
#endif
