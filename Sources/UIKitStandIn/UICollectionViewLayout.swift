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
        /// `estimatedItemSize` (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize).
        open var estimatedItemSize = CGSize.zero
        /// `minimumLineSpacing` (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing).
        open var minimumLineSpacing: CGFloat = 10
        /// `minimumInteritemSpacing`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing).
        open var minimumInteritemSpacing: CGFloat = 10
    }
#endif
