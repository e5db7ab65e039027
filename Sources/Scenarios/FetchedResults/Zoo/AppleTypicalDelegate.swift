import BatchModel
import ListEmulation

/// Bug zoo `apple-typical-delegate`: the delegate of Apple's "Typical Use" documentation and
/// project templates, as most apps still carry it.
///
/// - an update configures the cell at the old path with the object the controller holds at the
///   old path (`configureCell(cellForRow(at: indexPath), at: indexPath)`), which is another
///   object once rows above it were inserted or deleted — or, in the ``UpdateStyle/reloadRows``
///   variant, reloads the old path, which collides with a move of the same object or to that path;
/// - a move is a delete of the old path and an insert of the new one, also for equal paths;
/// - sections are inserted and deleted as reported.
public final class AppleTypicalDelegate: FetchedResultsDelegate {
    /// What the delegate does for an update.
    public enum UpdateStyle: String, Sendable, CaseIterable {
        /// `configureCell(tableView.cellForRow(at: indexPath), at: indexPath)`.
        case configureCell
        /// `tableView.reloadRows(at: [indexPath])`.
        case reloadRows
    }

    public let tableView: FetchedTableView
    public let updates: UpdateStyle

    public init(tableView: FetchedTableView, updates: UpdateStyle = .configureCell) {
        self.tableView = tableView
        self.updates = updates
    }

    public func controllerWillChangeContent(_ controller: FetchedResultsController) {
        tableView.beginUpdates()
    }

    public func controller(
        _ controller: FetchedResultsController, didChange section: FetchedResults.Section, atSectionIndex index: Int,
        for type: FetchedResultsChangeType
    ) throws {
        switch type {
        case .insert: try tableView.insertSections([index])
        case .delete: try tableView.deleteSections([index])
        case .move, .update: break
        }
    }

    public func controller(
        _ controller: FetchedResultsController, didChange object: FetchedObject, at indexPath: ItemPath?,
        for type: FetchedResultsChangeType, newIndexPath: ItemPath?
    ) throws {
        switch type {
        case .insert:
            try tableView.insertRows(at: [newIndexPath!])
        case .delete:
            try tableView.deleteRows(at: [indexPath!])
        case .update:
            switch updates {
            case .configureCell:
                let cell = tableView.cellForRow(at: indexPath!)
                let shown = try controller.object(at: indexPath!)
                cell?.configure(with: shown)
            case .reloadRows:
                try tableView.reloadRows(at: [indexPath!])
            }
        case .move:
            try tableView.deleteRows(at: [indexPath!])
            try tableView.insertRows(at: [newIndexPath!])
        }
    }

    public func controllerDidChangeContent(_ controller: FetchedResultsController) throws {
        try tableView.endUpdates()
    }
}
