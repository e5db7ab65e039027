import Foundation

#if canImport(UIKit)
    import UIKit

    /// UIKit's own row animation, so that `UITableView` satisfies ``TableViewUpdating`` as it is.
    public typealias TableRowAnimation = UITableView.RowAnimation
#else
    /// `UITableView.RowAnimation`, where UIKit is not: the same cases and raw values, so that
    /// `with: .automatic` in code copied from an app compiles unchanged.
    public enum TableRowAnimation: Int, Hashable, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }
#endif

/// What a controller calls on a table view during updates, with `UITableView`'s own signatures
/// (Foundation's `IndexPath` and `IndexSet`, the animation argument, nothing that throws) and,
/// like `UITableView`, isolated to the main actor.
///
/// Write the code that updates a table against it, and the same code runs on a real
/// `UITableView` in the app (which conforms with no code of yours where UIKit is, through the
/// `BatchFuzzUIKit` product) and on `EmulatedTableView` in `check(.tableScreen(…))`,
/// on any platform.
@MainActor
public protocol TableViewUpdating: AnyObject {
    /// `numberOfSections`: the sections the table displays.
    var numberOfSections: Int { get }
    /// `numberOfRows(inSection:)`: the rows the table displays in `section`.
    func numberOfRows(inSection section: Int) -> Int
    /// `reloadData()`.
    func reloadData()
    /// `performBatchUpdates(_:completion:)`: the calls in `updates` as one batch.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// `beginUpdates()`: opens an update block (blocks nest).
    func beginUpdates()
    /// `endUpdates()`: closes it; the outermost end animates the batch.
    func endUpdates()
    func insertSections(_ sections: IndexSet, with animation: TableRowAnimation)
    func deleteSections(_ sections: IndexSet, with animation: TableRowAnimation)
    func reloadSections(_ sections: IndexSet, with animation: TableRowAnimation)
    func moveSection(_ section: Int, toSection newSection: Int)
    func insertRows(at indexPaths: [IndexPath], with animation: TableRowAnimation)
    func deleteRows(at indexPaths: [IndexPath], with animation: TableRowAnimation)
    func reloadRows(at indexPaths: [IndexPath], with animation: TableRowAnimation)
    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)
    /// `reconfigureRows(at:)` (iOS 15): fresh content in the same cells, no count change.
    func reconfigureRows(at indexPaths: [IndexPath])
}

extension TableViewUpdating {
    /// `performBatchUpdates(_:completion:)` without a completion, as UIKit's default allows.
    public func performBatchUpdates(_ updates: (() -> Void)?) {
        performBatchUpdates(updates, completion: nil)
    }
}
