import BatchEngine
import BatchModel
import ListEmulation

/// A fetched-results delegate that takes the snapshot form of the report
/// (`controller(_:didChangeContentWith:)`, as a diffable data source does): it diffs the ids it
/// shows against the snapshot's with the project's differ, hands the batch to the table in one
/// block, then configures the visible cells of the objects whose content changed (the differ
/// reloads only rows that stay; a moved row keeps its cell).
public final class FetchedSnapshotAdapter: FetchedResultsDelegate {
    public let tableView: FetchedTableView
    /// The sections and ids the table shows.
    public private(set) var shown: SectionedList<Int, Int>

    public init(tableView: FetchedTableView, showing results: FetchedResults) {
        self.tableView = tableView
        self.shown = results.list
    }

    public var wantsSnapshots: Bool { true }

    public func controller(
        _ controller: FetchedResultsController, didChangeContentWith snapshot: FetchedSnapshotReport
    ) throws {
        let reloaded = snapshot.reloadedIDs
        let batch = try BatchDiffer().batch(from: shown, to: snapshot.list) { reloaded.contains($0) }
        shown = snapshot.list
        try tableView.performBatch(batch)
        for id in reloaded {
            guard let path = controller.results.indexPath(ofObject: id),
                let object = controller.results.object(at: path)
            else { continue }
            tableView.cellForRow(at: path)?.configure(with: object)
        }
    }
}
