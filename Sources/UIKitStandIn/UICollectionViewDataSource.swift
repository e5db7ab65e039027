#if !canImport(UIKit)
    import Foundation

    /// `UICollectionViewDataSource` (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource):
    /// the counts and the cells. The optional requirement has UIKit's default (one section).
    @MainActor
    public protocol UICollectionViewDataSource: AnyObject {
        /// `collectionView(_:numberOfItemsInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)).
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
        /// `collectionView(_:cellForItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)).
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        )
            -> UICollectionViewCell
        /// `numberOfSections(in:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)):
        /// 1 unless given.
        func numberOfSections(in collectionView: UICollectionView) -> Int
        /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)):
        /// asked for each supplementary view the layout shows (a section's header or footer) when
        /// the section is laid out, inserted or reloaded.
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView
        /// `collectionView(_:canMoveItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)):
        /// every item unless given, where the data source implements `moveItemAt` (Apple: "If you
        /// don't implement this method, but you do implement `collectionView(_:moveItemAt:to:)`…").
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
        /// `collectionView(_:moveItemAt:to:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)):
        /// called when the user's drag ends with the item in another place, after the view moved
        /// it; the data source moves the item in its model. Without it "the collection view
        /// ignores any attempts to reorder items".
        func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath)
    }

    extension UICollectionViewDataSource {
        /// `collectionView(_:canMoveItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)):
        /// by default, every item (the view offers reordering only where the data source implements
        /// `moveItemAt`).
        public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            true
        }
        /// `collectionView(_:moveItemAt:to:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)):
        /// by default, not implemented — the view offers no reordering.
        public func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            collectionView.dataSourceLacksMoveItem = true
        }
        /// `numberOfSections(in:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)):
        /// by default, one section.
        public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
        /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)):
        /// a data source that shows supplementary views must implement it; the stand-in's default
        /// is a blank view.
        public func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            UICollectionReusableView(frame: .zero)
        }
    }

    /// `UICollectionViewDelegate` (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate):
    /// selection, items coming on screen, reordering, and, as a scroll view's delegate, scrolling.
    /// Every requirement is optional, with UIKit's default.
    @MainActor
    public protocol UICollectionViewDelegate: UIScrollViewDelegate {
        /// `collectionView(_:willDisplay:forItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)):
        /// the item came on screen (at layout, scrolled in, inserted), its cell made.
        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
        /// `collectionView(_:shouldSelectItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)):
        /// `true` unless given.
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
        /// `collectionView(_:didSelectItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)).
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
        /// `collectionView(_:didDeselectItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)).
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
        /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)` (iOS 15)
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformoveofitemfromoriginalindexpath:atcurrentindexpath:toproposedindexpath:)):
        /// where a dragged item goes; unless given, what the older method below says.
        func collectionView(
            _ collectionView: UICollectionView,
            targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath
        /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` (deprecated in iOS 15)
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformovefromitemat:toproposedindexpath:)):
        /// "If you do not implement this method, the collection view uses the index path in the
        /// `proposedIndexPath` parameter."
        @available(iOS, deprecated: 15.0)
        func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath
        /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16)
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)):
        /// what a long press on the items shows; unless given, for one item, what the older
        /// method below says.
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration?
        /// `collectionView(_:contextMenuConfigurationForItemAt:point:)` (deprecated in iOS 16)
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemat:point:)):
        /// no menu unless given.
        @available(iOS, deprecated: 16.0)
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration?
    }

    extension UICollectionViewDelegate {
        /// `collectionView(_:willDisplay:forItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)):
        /// by default, nothing.
        public func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {}
        /// `collectionView(_:shouldSelectItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)):
        /// by default, `true`.
        public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
        {
            true
        }
        /// `collectionView(_:didSelectItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)):
        /// by default, nothing.
        public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
        /// `collectionView(_:didDeselectItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)):
        /// by default, nothing.
        public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
        /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformoveofitemfromoriginalindexpath:atcurrentindexpath:toproposedindexpath:)):
        /// by default, what
        /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` says.
        public func collectionView(
            _ collectionView: UICollectionView,
            targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            self.collectionView(
                collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
                toProposedIndexPath: proposedIndexPath)
        }
        /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformovefromitemat:toproposedindexpath:)):
        /// by default, the proposed place.
        public func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            proposedIndexPath
        }
        /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)):
        /// by default, for one item, what `collectionView(_:contextMenuConfigurationForItemAt:point:)`
        /// says.
        public func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            guard indexPaths.count == 1 else { return nil }
            return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
        }
        /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemat:point:)):
        /// by default, no menu.
        public func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? { nil }
    }

    /// `UICollectionViewDataSourcePrefetching`
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching):
    /// told of items likely to come on screen soon, to start loading their data.
    @MainActor
    public protocol UICollectionViewDataSourcePrefetching: AnyObject {
        /// `collectionView(_:prefetchItemsAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:prefetchitemsat:)).
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
        /// `collectionView(_:cancelPrefetchingForItemsAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:cancelprefetchingforitemsat:)):
        /// optional.
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    }

    extension UICollectionViewDataSourcePrefetching {
        /// `collectionView(_:cancelPrefetchingForItemsAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:cancelprefetchingforitemsat:)):
        /// by default, nothing.
        public func collectionView(
            _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
        ) {}
    }
#endif
