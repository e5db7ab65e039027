#if !canImport(UIKit)
    import Foundation

    /// `UICollectionViewDiffableDataSource`
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa):
    /// the data source of a collection view, fed snapshots. It makes itself the view's data source;
    /// `apply` diffs the snapshot shown against the new one by identity and performs the batch on
    /// the view through `performBatchUpdates` and the item and section calls (reconfigured items
    /// through `reconfigureItems(at:)`), so the view judges it by UIKit's rules and keeps or asks
    /// its cells as UIKit does (<doc:DiffableSnapshotRules>). As since iOS 15, it diffs whether or
    /// not it animates.
    @MainActor @preconcurrency
    open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
        UICollectionViewDataSource
    where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
        /// `UICollectionViewDiffableDataSource.CellProvider`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/cellprovider).
        public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

        private let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()
        private weak var collectionView: UICollectionView?
        private let cellProvider: CellProvider
        /// `UICollectionViewDiffableDataSource.SupplementaryViewProvider`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.typealias).
        public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
        /// `supplementaryViewProvider`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.property):
        /// what makes the headers and footers the layout shows.
        public var supplementaryViewProvider: SupplementaryViewProvider?

        /// `UICollectionViewDiffableDataSource.ReorderingHandlers`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct):
        /// whether an item may be dragged, and what the app does before and after the data source
        /// moves it in its snapshot.
        public struct ReorderingHandlers {
            /// `canReorderItem`
            /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/canreorderitem):
            /// with none, no item can be dragged.
            public var canReorderItem: ((ItemIdentifierType) -> Bool)?
            /// `willReorder`
            /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/willreorder):
            /// told before the data source changes its snapshot.
            public var willReorder:
                ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
            /// `didReorder`
            /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/didreorder):
            /// told after, "so you can update your data backing store".
            public var didReorder:
                ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

            /// `init()`
            /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/init()):
            /// no handlers, so no item can be dragged.
            public init() {}
        }

        /// `reorderingHandlers`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.property).
        public var reorderingHandlers = ReorderingHandlers()

        /// `init(collectionView:cellProvider:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:)).
        public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
            self.collectionView = collectionView
            self.cellProvider = cellProvider
            super.init()
            collectionView.dataSource = self
        }

        /// `apply(_:animatingDifferences:completion:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)):
        /// animated, the completion runs when the animations end ("a closure to execute when the
        /// animations are complete"; a check says when they do), else before the call returns.
        open func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animatingDifferences: Bool = true, completion: (() -> Void)? = nil
        ) {
            core.apply(snapshot) { batch, show in
                guard let collectionView else { return show() }
                collectionView.performBatchUpdates {
                    show()
                    ListPaths.replay(
                        batch,
                        sections: { delete, insert, reload in
                            collectionView.deleteSections(delete)
                            collectionView.insertSections(insert)
                            collectionView.reloadSections(reload)
                        },
                        moveSection: { collectionView.moveSection($0, toSection: $1) },
                        items: { delete, insert, reload in
                            collectionView.deleteItems(at: delete)
                            collectionView.insertItems(at: insert)
                            collectionView.reloadItems(at: reload)
                        },
                        moveItem: { collectionView.moveItem(at: $0, to: $1) },
                        reconfigure: { collectionView.reconfigureItems(at: $0) })
                }
            } reloadingSections: { [weak collectionView] in
                collectionView?.reloadSections($0)
            }
            guard let completion else { return }
            if animatingDifferences { StandInRecord.whenAnimationsEnd { _ in completion() } } else { completion() }
        }

        /// `apply(_:animatingDifferences:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:)):
        /// applies the snapshot as `apply(_:animatingDifferences:completion:)` does, and returns
        /// once its animations end.
        open func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animatingDifferences: Bool = true
        ) async {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
            }
        }

        /// `applySnapshotUsingReloadData(_:completion:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/applysnapshotusingreloaddata(_:completion:)):
        /// no diff; the view reloads its data.
        open func applySnapshotUsingReloadData(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            completion: (() -> Void)? = nil
        ) {
            if core.replace(with: snapshot) { collectionView?.reloadData() }
            completion?()
        }

        /// `snapshot()` (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()):
        /// a copy of what is shown.
        open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
            core.snapshot
        }

        /// `itemIdentifier(for:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/itemidentifier(for:)).
        open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
            core.itemIdentifier(for: indexPath)
        }

        /// `indexPath(for:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/indexpath(for:)).
        open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
            core.indexPath(for: itemIdentifier)
        }

        /// `sectionIdentifier(for:)` (iOS 15)
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionidentifier(for:)).
        open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.sectionIdentifier(for: index) }

        /// `index(for:)` (iOS 15)
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/index(for:)).
        open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.index(for: sectionIdentifier) }

        // MARK: UICollectionViewDataSource

        /// `numberOfSections(in:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)):
        /// the sections of the snapshot shown.
        open func numberOfSections(in collectionView: UICollectionView) -> Int { core.numberOfSections }

        /// `collectionView(_:numberOfItemsInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)):
        /// the items of the section in the snapshot shown.
        open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            core.numberOfItems(inSection: section)
        }

        /// `collectionView(_:cellForItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)):
        /// the cell provider's cell for the item shown at `indexPath`.
        open func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        )
            -> UICollectionViewCell
        {
            guard let item = core.itemIdentifier(for: indexPath) else { return UICollectionViewCell(frame: .zero) }
            return cellProvider(collectionView, indexPath, item) ?? UICollectionViewCell(frame: .zero)
        }

        /// `collectionView(_:canMoveItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)):
        /// an item can be dragged when the reordering handlers' `canReorderItem` says so.
        open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            guard let canReorder = reorderingHandlers.canReorderItem, let item = core.itemIdentifier(for: indexPath)
            else { return false }
            return canReorder(item)
        }

        /// `collectionView(_:moveItemAt:to:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)):
        /// the user's drag ended with the item in another place: the data source moves it in its
        /// snapshot, between `willReorder` and `didReorder`, where the app updates its model.
        open func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            let initial = core.snapshot
            guard let final = core.movingItem(from: sourceIndexPath, to: destinationIndexPath) else { return }
            let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
            reorderingHandlers.willReorder?(transaction)
            core.show(final)
            reorderingHandlers.didReorder?(transaction)
        }

        /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)):
        /// the supplementary view provider's view for the section's header or footer.
        open func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
        }
    }
#endif
