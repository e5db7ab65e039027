import BatchModel
import ListEmulation

/// The fetched-results delegate to copy: it turns every report a controller can send — every
/// quirk mode included — into one batch the table accepts, with every visible cell showing its
/// object.
///
/// How it decides, call by call (section changes arrive first, so it knows which sections the
/// batch inserts and deletes before any object change):
/// - insert → `insertRows(newIndexPath)`; delete → `deleteRows(indexPath)`;
/// - move or update: the new path is `newIndexPath`, or, when an update comes without one, the
///   controller's `indexPath(forObject:)`. It is a real move when the object's old section lands
///   at another index than the new path's section, or when a move's paths differ; a move with
///   equal paths and no section change around it is an update, never `moveRow(p, p)`;
/// - a real move out of a deleted or into an inserted section is `deleteRows` + `insertRows`
///   (a table would give up and reload everything); any other is `moveRow`, once per object;
/// - every update or move configures the cell found by the **old** path (the rows have not moved
///   yet) with the object itself — the data of the **new** path. It never reloads: a reload of
///   a row that also moves, or whose old path another row moves to, throws.
///
/// Open: a delegate that is this one with one change subclasses it and overrides the callback
/// it changes, calling `super` for the rest.
open class FetchedResultsTableAdapter: FetchedResultsDelegate {
    public let tableView: FetchedTableView
    /// The sections this report deletes and inserts so far, and the objects it has moved.
    public private(set) var deletedSections: [Int] = []
    public private(set) var insertedSections: [Int] = []
    public private(set) var movedObjects: [Int] = []

    public init(tableView: FetchedTableView) {
        self.tableView = tableView
    }

    open func controllerWillChangeContent(_ controller: FetchedResultsController) {
        deletedSections = []
        insertedSections = []
        movedObjects = []
        tableView.beginUpdates()
    }

    open func controller(
        _ controller: FetchedResultsController, didChange section: FetchedResults.Section, atSectionIndex index: Int,
        for type: FetchedResultsChangeType
    ) throws {
        switch type {
        case .insert:
            insertedSections.append(index)
            try tableView.insertSections([index])
        case .delete:
            deletedSections.append(index)
            try tableView.deleteSections([index])
        case .move, .update:
            break
        }
    }

    open func controller(
        _ controller: FetchedResultsController, didChange object: FetchedObject, at indexPath: ItemPath?,
        for type: FetchedResultsChangeType, newIndexPath: ItemPath?
    ) throws {
        switch type {
        case .insert:
            if let newIndexPath { try tableView.insertRows(at: [newIndexPath]) }
        case .delete:
            if let indexPath { try tableView.deleteRows(at: [indexPath]) }
        case .move, .update:
            guard let old = indexPath, let new = newIndexPath ?? controller.indexPath(forObject: object) else { return }
            tableView.cellForRow(at: old)?.configure(with: object)
            let sectionMoved = newSectionIndex(ofOldSection: old.section) != new.section
            guard sectionMoved || (type == .move && old != new), !movedObjects.contains(object.id) else { return }
            movedObjects.append(object.id)
            if deletedSections.contains(old.section) || insertedSections.contains(new.section) {
                try tableView.deleteRows(at: [old])
                try tableView.insertRows(at: [new])
            } else {
                try tableView.moveRow(at: old, to: new)
            }
        }
    }

    open func controllerDidChangeContent(_ controller: FetchedResultsController) throws {
        try tableView.endUpdates()
    }

    /// Where old section `section` is after this report's section deletes and inserts, or `nil`
    /// when it is deleted.
    public func newSectionIndex(ofOldSection section: Int) -> Int? {
        guard !deletedSections.contains(section) else { return nil }
        var index = section - deletedSections.filter { $0 < section }.count
        for inserted in insertedSections.sorted() where inserted <= index { index += 1 }
        return index
    }
}
