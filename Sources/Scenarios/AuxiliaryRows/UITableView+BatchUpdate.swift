import BatchModel

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

extension UITableView {
    /// Hands the table `batch`, computed up front (a diff), as one `performBatchUpdates`.
    func performBatchUpdates(_ batch: BatchUpdate, with animation: UITableView.RowAnimation = .automatic) {
        func paths(_ paths: [ItemPath]) -> [IndexPath] { paths.map { IndexPath(row: $0.item, section: $0.section) } }
        performBatchUpdates {
            self.deleteSections(IndexSet(batch.sectionDeletes), with: animation)
            self.insertSections(IndexSet(batch.sectionInserts), with: animation)
            self.reloadSections(IndexSet(batch.sectionReloads), with: animation)
            for move in batch.sectionMoves { self.moveSection(move.from, toSection: move.to) }
            self.deleteRows(at: paths(batch.itemDeletes), with: animation)
            self.insertRows(at: paths(batch.itemInserts), with: animation)
            self.reloadRows(at: paths(batch.itemReloads), with: animation)
            for move in batch.itemMoves {
                self.moveRow(
                    at: IndexPath(row: move.from.item, section: move.from.section),
                    to: IndexPath(row: move.to.item, section: move.to.section))
            }
        }
    }
}
