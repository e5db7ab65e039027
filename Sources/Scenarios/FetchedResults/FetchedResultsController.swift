import BatchModel
import ListEmulation

/// An emulated `NSFetchedResultsController`: it holds the results of a fetch and, when a change
/// set is saved, updates them and tells its delegate what changed — in Apple's order and with
/// Apple's index-path conventions, bent by the quirk modes that are on.
///
/// During the delegate calls ``sections`` and ``object(at:)`` already answer with the new results
/// (as the real controller does), and ``committedValues(of:)`` gives an object's values before the save.
public final class FetchedResultsController {
    /// The results the controller holds now.
    public private(set) var results: FetchedResults
    /// How the controller bends its reports.
    public var quirks: FetchedResultsQuirks
    /// Who is told about changes (held weakly, as UIKit does).
    public weak var delegate: (any FetchedResultsDelegate)?
    /// The key path sections come from (`nil` would mean one unnamed section; the emulation
    /// always sections, as the scenario's controllers do).
    public let sectionNameKeyPath: String? = "sectionKey"
    /// The delegate method being called (its Objective-C selector), while a save reports.
    public private(set) var currentCallback: String?
    /// The last report, for invariants and explanations.
    public private(set) var lastReport: FetchedChangeReport?

    private var objects: [Int: FetchedObject]
    /// The objects before the save being reported; `nil` outside a save.
    private var committed: [Int: FetchedObject]?

    /// A controller that has fetched `objects`.
    public init(objects: [FetchedObject], quirks: FetchedResultsQuirks = .none) {
        var byID: [Int: FetchedObject] = [:]
        for object in objects where byID[object.id] == nil { byID[object.id] = object }
        self.objects = byID
        self.results = FetchedResults(objects: byID.values)
        self.quirks = quirks
    }

    /// `sections`.
    public var sections: [FetchedResults.Section] { results.sections }

    /// `object(at:)`: the object at `path` in the current results.
    ///
    /// - Throws: ``FetchedResultsError`` when there is none (the real one raises).
    public func object(at path: ItemPath) throws(FetchedResultsError) -> FetchedObject {
        guard let object = results.object(at: path) else { throw .noObject(at: path, in: results) }
        return object
    }

    /// `indexPath(forObject:)`.
    public func indexPath(forObject object: FetchedObject) -> ItemPath? { results.indexPath(ofObject: object.id) }

    /// `committedValues(forKeys:)`: the object's values before the save being reported, or its
    /// current values outside a save; `nil` for an object the save inserted.
    public func committedValues(of object: FetchedObject) -> FetchedObject? {
        guard let committed else { return objects[object.id] }
        return committed[object.id]
    }

    /// Commits `changes` (one `save()`), then reports to the delegate; a save that changes nothing
    /// the results show makes no call.
    ///
    /// - Throws: whatever the delegate throws; the results stay updated (the save happened).
    @discardableResult
    public func save(_ changes: [FetchedChange]) throws -> FetchedChangeReport {
        let before = objects, old = results
        for change in changes { change.apply(to: &objects) }
        results = FetchedResults(objects: objects.values)
        let report = FetchedChangeReport(from: old, to: results, quirks: quirks)
        lastReport = report
        guard !report.isEmpty, let delegate else { return report }
        committed = before
        defer { committed = nil }
        if delegate.wantsSnapshots {
            currentCallback = "-controller:didChangeContentWithSnapshot:"
            try delegate.controller(self, didChangeContentWith: report.snapshot)
            currentCallback = nil
            return report
        }
        currentCallback = "-controllerWillChangeContent:"
        try delegate.controllerWillChangeContent(self)
        currentCallback = "-controller:didChangeSection:atIndex:forChangeType:"
        for change in report.sectionChanges {
            try delegate.controller(self, didChange: change.section, atSectionIndex: change.index, for: change.type)
        }
        currentCallback = "-controller:didChangeObject:atIndexPath:forChangeType:newIndexPath:"
        for change in report.objectChanges {
            try delegate.controller(
                self, didChange: change.object, at: change.indexPath, for: change.type,
                newIndexPath: change.newIndexPath)
        }
        currentCallback = "-controllerDidChangeContent:"
        try delegate.controllerDidChangeContent(self)
        currentCallback = nil
        return report
    }
}
