import BatchModel
import Foundation

/// A collection view with `UICollectionView`'s API for updates (``CollectionViewUpdating``),
/// emulated: the batch machinery of ``CollectionViewEmulator`` and the UIKit oracle underneath.
/// Where UIKit would raise, the exception is recorded in ``raisedException`` and every later
/// call is ignored, as in `EmulatedTableView`.
@MainActor
package final class EmulatedCollectionView: CollectionViewUpdating {
    /// The batch machinery and the oracle underneath.
    package let emulator: CollectionViewEmulator
    /// The exception UIKit would have raised (the app's crash), or `nil` while there was none.
    package private(set) var raisedException: UIKitException?

    /// A collection view over `emulator`.
    package init(_ emulator: CollectionViewEmulator) {
        self.emulator = emulator
    }

    /// A collection view whose data source reports `counts()`, judged with `options`.
    package convenience init(
        options: UIKitValidator.Options = .fuzzing, countCapture: EmulatedView.CountCapture = .eager,
        counts: @escaping () -> [Int]
    ) {
        self.init(CollectionViewEmulator(options: options, countCapture: countCapture, counts: counts))
    }

    package var numberOfSections: Int { emulator.numberOfSections }
    package func numberOfItems(inSection section: Int) -> Int { emulator.numberOfItems(inSection: section) }

    package func reloadData() { raising { emulator.reloadData() } }

    package func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard raisedException == nil else { return }
        raising { _ = try emulator.performBatchUpdates { updates?() } }
        completion?(raisedException == nil)
    }

    package func insertSections(_ sections: IndexSet) { raising { try emulator.insertSections(Array(sections)) } }
    package func deleteSections(_ sections: IndexSet) { raising { try emulator.deleteSections(Array(sections)) } }
    package func reloadSections(_ sections: IndexSet) { raising { try emulator.reloadSections(Array(sections)) } }
    package func moveSection(_ section: Int, toSection newSection: Int) {
        raising { try emulator.moveSection(section, toSection: newSection) }
    }
    package func insertItems(at indexPaths: [IndexPath]) {
        raising { try emulator.insertItems(at: indexPaths.map(Self.path)) }
    }
    package func deleteItems(at indexPaths: [IndexPath]) {
        raising { try emulator.deleteItems(at: indexPaths.map(Self.path)) }
    }
    package func reloadItems(at indexPaths: [IndexPath]) {
        raising { try emulator.reloadItems(at: indexPaths.map(Self.path)) }
    }
    package func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        raising { try emulator.moveItem(at: Self.path(indexPath), to: Self.path(newIndexPath)) }
    }
    package func reconfigureItems(at indexPaths: [IndexPath]) {
        raising { try emulator.reconfigureItems(at: indexPaths.map(Self.path)) }
    }

    /// Runs a call unless the app already died, and records the exception it raises (a call
    /// inside it may have recorded one first: that one stands).
    private func raising(_ call: () throws -> Void) {
        guard raisedException == nil else { return }
        let exception = UIKitCalls.exception(of: call)
        if raisedException == nil { raisedException = exception }
    }

    static func path(_ indexPath: IndexPath) -> ItemPath { UIKitCalls.path(indexPath, in: .collectionView) }
}
