import BatchModel
import ListEmulation

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
