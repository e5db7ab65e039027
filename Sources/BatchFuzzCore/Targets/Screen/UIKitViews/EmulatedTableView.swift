import BatchModel
import Foundation

/// A table view with `UITableView`'s API for updates (``TableViewUpdating``), emulated: the
/// batch machinery of ``TableViewEmulator`` and the UIKit oracle underneath.
///
/// UIKit's calls do not throw: where UIKit would raise `NSInternalInconsistencyException`, the
/// view records the exception in ``raisedException`` and, as the app would have died there,
/// ignores every call after it. A check reads the exception from there.
@MainActor
package final class EmulatedTableView: TableViewUpdating {
    /// The batch machinery and the oracle underneath.
    package let emulator: TableViewEmulator
    /// The exception UIKit would have raised (the app's crash), or `nil` while there was none.
    package private(set) var raisedException: UIKitException?

    /// A table view over `emulator`.
    package init(_ emulator: TableViewEmulator) {
        self.emulator = emulator
    }

    /// A table view whose data source reports `counts()`, judged with `options`.
    package convenience init(
        options: UIKitValidator.Options = .fuzzing, countCapture: EmulatedView.CountCapture = .eager,
        counts: @escaping () -> [Int]
    ) {
        self.init(TableViewEmulator(options: options, countCapture: countCapture, counts: counts))
    }

    package var numberOfSections: Int { emulator.numberOfSections }
    package func numberOfRows(inSection section: Int) -> Int { emulator.numberOfRows(inSection: section) }

    package func reloadData() { raising { emulator.reloadData() } }

    package func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard raisedException == nil else { return }
        beginUpdates()
        updates?()
        endUpdates()
        completion?(raisedException == nil)
    }

    package func beginUpdates() { raising { emulator.beginUpdates() } }

    package func endUpdates() { raising { _ = try emulator.endUpdates() } }

    package func insertSections(_ sections: IndexSet, with animation: TableRowAnimation) {
        raising { try emulator.insertSections(Array(sections)) }
    }
    package func deleteSections(_ sections: IndexSet, with animation: TableRowAnimation) {
        raising { try emulator.deleteSections(Array(sections)) }
    }
    package func reloadSections(_ sections: IndexSet, with animation: TableRowAnimation) {
        raising { try emulator.reloadSections(Array(sections)) }
    }
    package func moveSection(_ section: Int, toSection newSection: Int) {
        raising { try emulator.moveSection(section, toSection: newSection) }
    }
    package func insertRows(at indexPaths: [IndexPath], with animation: TableRowAnimation) {
        raising { try emulator.insertRows(at: indexPaths.map(Self.path)) }
    }
    package func deleteRows(at indexPaths: [IndexPath], with animation: TableRowAnimation) {
        raising { try emulator.deleteRows(at: indexPaths.map(Self.path)) }
    }
    package func reloadRows(at indexPaths: [IndexPath], with animation: TableRowAnimation) {
        raising { try emulator.reloadRows(at: indexPaths.map(Self.path)) }
    }
    package func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        raising { try emulator.moveRow(at: Self.path(indexPath), to: Self.path(newIndexPath)) }
    }
    package func reconfigureRows(at indexPaths: [IndexPath]) {
        raising { try emulator.reconfigureRows(at: indexPaths.map(Self.path)) }
    }

    /// Runs a call unless the app already died, and records the exception it raises (a call
    /// inside it may have recorded one first: that one stands).
    private func raising(_ call: () throws -> Void) {
        guard raisedException == nil else { return }
        let exception = UIKitCalls.exception(of: call)
        if raisedException == nil { raisedException = exception }
    }

    static func path(_ indexPath: IndexPath) -> ItemPath { UIKitCalls.path(indexPath, in: .tableView) }
}
