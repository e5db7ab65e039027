#if !canImport(UIKit)
    import Foundation

    /// `UICollectionViewController`
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller): a controller
    /// whose view is a collection view it is the data source and delegate of. Its data source and
    /// delegate methods are `open`, so a subclass writes `override func collectionView(…)` as it
    /// does in UIKit.
    @MainActor
    open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        private let layout: UICollectionViewLayout

        /// `init(collectionViewLayout:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(collectionviewlayout:)).
        public init(collectionViewLayout layout: UICollectionViewLayout) {
            self.layout = layout
            super.init(nibName: nil, bundle: nil)
        }

        /// `init?(coder:)` (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(coder:)):
        /// `nil` — a controller comes from a storyboard only on Apple platforms.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `collectionView` (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionview).
        open var collectionView: UICollectionView! {
            get { view as? UICollectionView }
            set { view = newValue }
        }

        /// `collectionViewLayout`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionviewlayout).
        open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? layout }

        /// `loadView()` (https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()):
        /// a collection view with the controller's layout, the controller its data source and
        /// delegate.
        open override func loadView() {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
            collectionView.dataSource = self
            collectionView.delegate = self
            view = collectionView
        }

        /// `numberOfSections(in:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)):
        /// one section, as for any data source that does not say.
        open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

        /// `collectionView(_:numberOfItemsInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)):
        /// no items until a subclass says.
        open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

        /// `collectionView(_:cellForItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)):
        /// a blank cell until a subclass says.
        open func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        )
            -> UICollectionViewCell
        {
            UICollectionViewCell(frame: .zero)
        }

        /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)):
        /// a blank view until a subclass says.
        open func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            UICollectionReusableView(frame: .zero)
        }

        /// `collectionView(_:shouldSelectItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)):
        /// `true` until a subclass says.
        open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            true
        }

        /// `collectionView(_:didSelectItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)):
        /// nothing until a subclass says.
        open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

        /// `collectionView(_:didDeselectItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)):
        /// nothing until a subclass says.
        open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

        /// `collectionView(_:willDisplay:forItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)):
        /// nothing until a subclass says.
        open func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {}

        /// `scrollViewDidScroll(_:)`
        /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)):
        /// nothing until a subclass says.
        open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

        /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16)
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)):
        /// for one item, what `collectionView(_:contextMenuConfigurationForItemAt:point:)` says,
        /// until a subclass says.
        open func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            guard indexPaths.count == 1 else { return nil }
            return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
        }

        /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemat:point:)),
        /// deprecated in iOS 16: no menu until a subclass says.
        @available(iOS, deprecated: 16.0)
        open func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? { nil }

        /// `installsStandardGestureForInteractiveMovement`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/installsstandardgestureforinteractivemovement):
        /// whether the controller's long press reorders items. A check drags an item wherever the
        /// data source implements `moveItemAt`, as the app's own gesture would.
        open var installsStandardGestureForInteractiveMovement = true

        /// `collectionView(_:canMoveItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)):
        /// every item, as for any data source that implements `moveItemAt`.
        open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            true
        }

        /// `collectionView(_:moveItemAt:to:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)):
        /// a controller that does not override it offers no reordering; a subclass moves the item
        /// in its model.
        open func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            collectionView.dataSourceLacksMoveItem = true
        }

        /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformoveofitemfromoriginalindexpath:atcurrentindexpath:toproposedindexpath:)):
        /// what `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` says,
        /// until a subclass says.
        open func collectionView(
            _ collectionView: UICollectionView,
            targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            self.collectionView(
                collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
                toProposedIndexPath: proposedIndexPath)
        }

        /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformovefromitemat:toproposedindexpath:)),
        /// deprecated in iOS 15: the proposed place until a subclass says.
        @available(iOS, deprecated: 15.0)
        open func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            proposedIndexPath
        }
    }
#endif
