#if !canImport(UIKit)
    import Foundation

    /// `UITableViewDiffableDataSource`
    /// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir): the
    /// data source of a table, fed snapshots. It makes itself the table's data source; `apply`
    /// diffs the snapshot shown against the new one by identity and performs the batch on the
    /// table through `performBatchUpdates` and the row and section calls with
    /// ``defaultRowAnimation`` (reconfigured rows through `reconfigureRows(at:)`), so the table
    /// judges it by UIKit's rules and keeps or asks its cells as UIKit does
    /// (<doc:DiffableSnapshotRules>). As since iOS 15, it diffs whether or not it animates.
    @MainActor @preconcurrency
    open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
        UITableViewDataSource
    where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
        /// `UITableViewDiffableDataSource.CellProvider`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/cellprovider).
        public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

        /// `defaultRowAnimation`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/defaultrowanimation).
        open var defaultRowAnimation: UITableView.RowAnimation = .automatic

        private let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()
        private weak var tableView: UITableView?
        private let cellProvider: CellProvider

        /// `init(tableView:cellProvider:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/init(tableview:cellprovider:)).
        public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
            self.tableView = tableView
            self.cellProvider = cellProvider
            super.init()
            tableView.dataSource = self
        }

        /// `apply(_:animatingDifferences:completion:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:completion:)):
        /// animated, the completion runs when the animations end ("a closure to execute when the
        /// animations are complete"; a check says when they do), else before the call returns.
        open func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animatingDifferences: Bool = true, completion: (() -> Void)? = nil
        ) {
            let animation = defaultRowAnimation
            core.apply(snapshot) { batch, show in
                guard let tableView else { return show() }
                tableView.performBatchUpdates {
                    show()
                    ListPaths.replay(
                        batch,
                        sections: { delete, insert, reload in
                            tableView.deleteSections(delete, with: animation)
                            tableView.insertSections(insert, with: animation)
                            tableView.reloadSections(reload, with: animation)
                        },
                        moveSection: { tableView.moveSection($0, toSection: $1) },
                        items: { delete, insert, reload in
                            tableView.deleteRows(at: delete, with: animation)
                            tableView.insertRows(at: insert, with: animation)
                            tableView.reloadRows(at: reload, with: animation)
                        },
                        moveItem: { tableView.moveRow(at: $0, to: $1) },
                        reconfigure: { tableView.reconfigureRows(at: $0) })
                }
            } reloadingSections: { [weak tableView] in
                tableView?.reloadSections($0, with: animation)
            }
            guard let completion else { return }
            if animatingDifferences { StandInRecord.whenAnimationsEnd { _ in completion() } } else { completion() }
        }

        /// `apply(_:animatingDifferences:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:)):
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
        /// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/applysnapshotusingreloaddata(_:completion:)):
        /// no diff; the table reloads its data.
        open func applySnapshotUsingReloadData(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            completion: (() -> Void)? = nil
        ) {
            if core.replace(with: snapshot) { tableView?.reloadData() }
            completion?()
        }

        /// `snapshot()` (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/snapshot()):
        /// a copy of what is shown.
        open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
            core.snapshot
        }

        /// `itemIdentifier(for:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/itemidentifier(for:)).
        open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
            core.itemIdentifier(for: indexPath)
        }

        /// `indexPath(for:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/indexpath(for:)).
        open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
            core.indexPath(for: itemIdentifier)
        }

        /// `sectionIdentifier(for:)` (iOS 15)
        /// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/sectionidentifier(for:)).
        open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core.sectionIdentifier(for: index) }

        /// `index(for:)` (iOS 15)
        /// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/index(for:)).
        open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core.index(for: sectionIdentifier) }

        // MARK: UITableViewDataSource

        /// `numberOfSections(in:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)):
        /// the sections of the snapshot shown.
        open func numberOfSections(in tableView: UITableView) -> Int { core.numberOfSections }

        /// `tableView(_:numberOfRowsInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)):
        /// the items of the section in the snapshot shown.
        open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            core.numberOfItems(inSection: section)
        }

        /// `tableView(_:cellForRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)):
        /// the cell provider's cell for the row shown at `indexPath`.
        open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let blank = { UITableViewCell(style: .default, reuseIdentifier: nil) }
            guard let item = core.itemIdentifier(for: indexPath) else { return blank() }
            return cellProvider(tableView, indexPath, item) ?? blank()
        }

        /// `tableView(_:titleForHeaderInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)):
        /// none; a subclass overrides it to title its sections.
        open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

        /// `tableView(_:titleForFooterInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)):
        /// none; a subclass overrides it to give its sections footers.
        open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

        /// `tableView(_:canEditRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)):
        /// `false` — a diffable data source offers no editing by itself; an app subclasses it and
        /// overrides this and `tableView(_:commit:forRowAt:)` (as developers describe:
        /// https://medium.com/my-ios-studies-en/first-steps-with-uitableviewdiffabledatasource-part-2-d870b9f427bf).
        open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

        /// `tableView(_:commit:forRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)):
        /// nothing unless a subclass overrides it.
        open func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}

        /// `tableView(_:canMoveRowAt:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)):
        /// `false` unless a subclass overrides it.
        open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

        /// `tableView(_:moveRowAt:to:)`
        /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)):
        /// a subclass that allows moving updates its snapshot here.
        open func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            tableView.dataSourceLacksMoveRow = true
        }
    }
#endif
