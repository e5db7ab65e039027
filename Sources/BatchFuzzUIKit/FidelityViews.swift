#if canImport(UIKit)
    import BatchFuzzCore
    import BatchModel
    import Foundation
    import UIKit

    /// The data source of the fidelity check's views: item identifiers, section by section; each
    /// cell is tagged with the identifier it was made for, so the check can tell which item a row
    /// shows after a batch.
    @MainActor
    final class FidelityDataSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        var ids: [[Int]]
        private(set) var nextID: Int

        init(counts: [Int]) {
            var next = 0
            ids = counts.map { count in
                (0..<count).map { _ in
                    defer { next += 1 }
                    return next
                }
            }
            nextID = next
        }

        /// Sections of `counts` items with identifiers from `first` on.
        static func fresh(_ counts: [Int], from first: Int) -> [[Int]] {
            var next = first
            return counts.map { count in
                (0..<count).map { _ in
                    defer { next += 1 }
                    return next
                }
            }
        }

        func numberOfSections(in tableView: UITableView) -> Int { ids.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { ids[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.tag = ids[indexPath.section][indexPath.row]
            return cell
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { ids.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            ids[section].count
        }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.tag = ids[indexPath.section][indexPath.item]
            return cell
        }
    }

    /// A fresh table or collection view for one batch (a view that raised is left in a broken
    /// state, so none is reused).
    @MainActor
    struct FidelityView {
        let flavor: ViewFlavor
        let table: UITableView?
        let collection: UICollectionView?

        init(flavor: ViewFlavor, dataSource: FidelityDataSource, frame: CGRect) {
            self.flavor = flavor
            if flavor == .tableView {
                let table = UITableView(frame: frame, style: .plain)
                table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
                table.dataSource = dataSource
                self.table = table
                collection = nil
            } else {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 10, height: 10)
                let collection = UICollectionView(frame: frame, collectionViewLayout: layout)
                collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
                collection.dataSource = dataSource
                self.collection = collection
                table = nil
            }
        }

        var view: UIView { table ?? collection! }

        /// Loads the data and lays the view out, as a view on screen is.
        func layout() {
            table?.reloadData()
            collection?.reloadData()
            view.layoutIfNeeded()
        }

        /// Hands the view `batch` in one `performBatchUpdates`.
        func apply(_ batch: BatchUpdate) {
            if let table { apply(batch, to: table) }
            if let collection { apply(batch, to: collection) }
        }

        private func apply(_ batch: BatchUpdate, to table: UITableView) {
            table.performBatchUpdates(
                {
                    table.deleteSections(IndexSet(batch.sectionDeletes), with: .none)
                    table.insertSections(IndexSet(batch.sectionInserts), with: .none)
                    table.reloadSections(IndexSet(batch.sectionReloads), with: .none)
                    for move in batch.sectionMoves { table.moveSection(move.from, toSection: move.to) }
                    table.deleteRows(at: batch.itemDeletes.map(\.indexPath), with: .none)
                    table.insertRows(at: batch.itemInserts.map(\.indexPath), with: .none)
                    table.reloadRows(at: batch.itemReloads.map(\.indexPath), with: .none)
                    for move in batch.itemMoves { table.moveRow(at: move.from.indexPath, to: move.to.indexPath) }
                }, completion: nil)
        }

        private func apply(_ batch: BatchUpdate, to collection: UICollectionView) {
            collection.performBatchUpdates(
                {
                    collection.deleteSections(IndexSet(batch.sectionDeletes))
                    collection.insertSections(IndexSet(batch.sectionInserts))
                    collection.reloadSections(IndexSet(batch.sectionReloads))
                    for move in batch.sectionMoves { collection.moveSection(move.from, toSection: move.to) }
                    collection.deleteItems(at: batch.itemDeletes.map(\.indexPath))
                    collection.insertItems(at: batch.itemInserts.map(\.indexPath))
                    collection.reloadItems(at: batch.itemReloads.map(\.indexPath))
                    for move in batch.itemMoves { collection.moveItem(at: move.from.indexPath, to: move.to.indexPath) }
                }, completion: nil)
        }

        /// The identifier each row shows, section by section (`nil` for a row not on screen).
        func shownIDs() -> [[Int?]] {
            if let table {
                return (0..<table.numberOfSections).map { s in
                    (0..<table.numberOfRows(inSection: s)).map { r in
                        table.cellForRow(at: IndexPath(row: r, section: s))?.tag
                    }
                }
            }
            let collection = collection!
            return (0..<collection.numberOfSections).map { s in
                (0..<collection.numberOfItems(inSection: s)).map { i in
                    collection.cellForItem(at: IndexPath(item: i, section: s))?.tag
                }
            }
        }
    }
#endif
