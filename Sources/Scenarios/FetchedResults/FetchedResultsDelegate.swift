import BatchModel

/// `NSFetchedResultsChangeType`, with Apple's raw values.
public enum FetchedResultsChangeType: Int, Hashable, Sendable, Codable, CustomStringConvertible {
    case insert = 1
    case delete = 2
    case move = 3
    case update = 4

    public var description: String {
        switch self {
        case .insert: "insert"
        case .delete: "delete"
        case .move: "move"
        case .update: "update"
        }
    }
}

/// `NSFetchedResultsControllerDelegate`: what a controller tells its delegate when a save changes
/// its results. The calls come in Apple's order — will change, section changes, object changes,
/// did change — or, for a delegate that wants snapshots, one snapshot call instead.
///
/// The methods throw so that a table view's exception (``UIKitException``) or the controller's own
/// (``FetchedResultsError``) ends the save, as an Objective-C exception would.
public protocol FetchedResultsDelegate: AnyObject {
    /// `controllerWillChangeContent(_:)`.
    func controllerWillChangeContent(_ controller: FetchedResultsController) throws
    /// `controller(_:didChange:atSectionIndex:for:)`: `index` is the old index for a delete,
    /// the new one for an insert.
    func controller(
        _ controller: FetchedResultsController, didChange section: FetchedResults.Section, atSectionIndex index: Int,
        for type: FetchedResultsChangeType) throws
    /// `controller(_:didChange:at:for:newIndexPath:)`: insert → `newIndexPath`; delete →
    /// `indexPath` (old); move → both; update → `indexPath` (old), and `newIndexPath` on newer systems.
    func controller(
        _ controller: FetchedResultsController, didChange object: FetchedObject, at indexPath: ItemPath?,
        for type: FetchedResultsChangeType, newIndexPath: ItemPath?) throws
    /// `controllerDidChangeContent(_:)`.
    func controllerDidChangeContent(_ controller: FetchedResultsController) throws

    /// Whether the delegate implements `controller(_:didChangeContentWith:)`; then it gets only that.
    var wantsSnapshots: Bool { get }
    /// `controller(_:didChangeContentWith:)`: the sections and ids after the change.
    func controller(_ controller: FetchedResultsController, didChangeContentWith snapshot: FetchedSnapshotReport) throws
}

extension FetchedResultsDelegate {
    public func controllerWillChangeContent(_ controller: FetchedResultsController) throws {}
    public func controller(
        _ controller: FetchedResultsController, didChange section: FetchedResults.Section, atSectionIndex index: Int,
        for type: FetchedResultsChangeType
    ) throws {}
    public func controller(
        _ controller: FetchedResultsController, didChange object: FetchedObject, at indexPath: ItemPath?,
        for type: FetchedResultsChangeType, newIndexPath: ItemPath?
    ) throws {}
    public func controllerDidChangeContent(_ controller: FetchedResultsController) throws {}
    public var wantsSnapshots: Bool { false }
    public func controller(
        _ controller: FetchedResultsController, didChangeContentWith snapshot: FetchedSnapshotReport
    ) throws {}
}

/// The snapshot form of a change report: the sections and object ids after the change, and the
/// ids whose content changed (to reload).
public struct FetchedSnapshotReport: Hashable, Sendable, CustomStringConvertible {
    /// Section keys and object ids, in order.
    public var list: SectionedList<Int, Int>
    /// Objects in both the old and new results whose content changed, by id.
    public var reloadedIDs: [Int]

    public init(list: SectionedList<Int, Int>, reloadedIDs: [Int]) {
        self.list = list
        self.reloadedIDs = reloadedIDs
    }

    public var description: String { "\(list); reloaded \(reloadedIDs)" }
}

/// An exception the emulated controller raises, with its text.
public struct FetchedResultsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A short, stable name of the failure kind.
    public var signature: String
    /// The exception's reason.
    public var reason: String

    public init(signature: String, reason: String) {
        self.signature = signature
        self.reason = reason
    }

    /// `objectAtIndexPath:` past the end of a section, or in a section that does not exist.
    static func noObject(at path: ItemPath, in results: FetchedResults) -> FetchedResultsError {
        results.sections.indices.contains(path.section)
            ? FetchedResultsError(
                signature: "no object at index path",
                reason: "no object at index \(path.item) in section at index \(path.section)")
            : FetchedResultsError(signature: "no object at index path", reason: "no section at index \(path.section)")
    }

    public var description: String {
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
    }
}
