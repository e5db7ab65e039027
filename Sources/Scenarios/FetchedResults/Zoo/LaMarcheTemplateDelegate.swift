import BatchModel
import ListEmulation

/// Bug zoo `lamarche-template`: a faithful Swift port of the four delegate methods of the seed
/// document (Jeff LaMarche's Core Data template, written to move objects between sections).
///
/// Kept as written, with their faults: an update whose section key changed falls through into
/// the move case; it reads the changed object at the **old** path from the **new** results;
/// when the table's section count (the old one, inside the update block) differs from the
/// controller's it inserts the object's new section and puts the object at row 0 of it; the
/// move case inserts the destination section whenever the controller has at least as many
/// sections as the table, else deletes the source section; section inserts and deletes are
/// skipped for index 0 of a one-section table; a move without a new path reloads its section.
public final class LaMarcheTemplateDelegate: FetchedResultsDelegate {
    public let tableView: FetchedTableView

    public init(tableView: FetchedTableView) {
        self.tableView = tableView
    }

    public func controllerWillChangeContent(_ controller: FetchedResultsController) {
        tableView.beginUpdates()
    }

    public func controllerDidChangeContent(_ controller: FetchedResultsController) throws {
        try tableView.endUpdates()
    }

    public func controller(
        _ controller: FetchedResultsController, didChange anObject: FetchedObject, at indexPath: ItemPath?,
        for type: FetchedResultsChangeType, newIndexPath: ItemPath?
    ) throws {
        var newIndexPath = newIndexPath
        switch type {
        case .insert:
            try tableView.insertRows(at: [newIndexPath!])
            return
        case .delete:
            try tableView.deleteRows(at: [indexPath!])
            return
        case .update:
            guard controller.sectionNameKeyPath != nil else { return }
            let changedObject = try controller.object(at: indexPath!)
            let currentKeyValue = changedObject.sectionKey
            if controller.committedValues(of: changedObject)?.sectionKey == currentKeyValue { return }
            let tableSectionCount = tableView.numberOfSections
            let frcSectionCount = controller.sections.count
            if tableSectionCount != frcSectionCount {
                guard
                    let newSectionLocation = controller.sections.firstIndex(where: {
                        FetchedObject.sectionName(of: currentKeyValue) == $0.name
                    })
                else { return }
                if !(newSectionLocation == 0 && tableSectionCount == 1 && tableView.numberOfRows(inSection: 0) == 0) {
                    try tableView.insertSections([newSectionLocation])
                }
                newIndexPath = ItemPath(row: 0, section: newSectionLocation)
            }
        // Falls through into the move case.
        case .move:
            break
        }
        if let newIndexPath {
            let tableSectionCount = tableView.numberOfSections
            let frcSectionCount = controller.sections.count
            if frcSectionCount >= tableSectionCount {
                try tableView.insertSections([newIndexPath.section])
            } else if tableSectionCount > 1 {
                try tableView.deleteSections([indexPath!.section])
            }
            try tableView.deleteRows(at: [indexPath!])
            try tableView.insertRows(at: [newIndexPath])
        } else {
            try tableView.reloadSections([indexPath!.section])
        }
    }

    public func controller(
        _ controller: FetchedResultsController, didChange section: FetchedResults.Section,
        atSectionIndex sectionIndex: Int, for type: FetchedResultsChangeType
    ) throws {
        switch type {
        case .insert:
            if !(sectionIndex == 0 && tableView.numberOfSections == 1) { try tableView.insertSections([sectionIndex]) }
        case .delete:
            if !(sectionIndex == 0 && tableView.numberOfSections == 1) { try tableView.deleteSections([sectionIndex]) }
        case .move, .update:
            break
        }
    }
}
