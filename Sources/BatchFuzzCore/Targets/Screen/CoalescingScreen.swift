import BatchEngine
import BatchModel

/// Screen code as BatchFuzz's own: the batch for an update comes from ``BatchCoalescer``, and
/// the list changes inside the update block, after the view has taken its before counts.
///
/// `changesListFirst` is the bug-zoo twin: it changes the list, then hands the view the batch.
/// On screen that works (the view holds its counts); off screen the view reads the new counts
/// as "before" and UIKit throws `invalid number of rows`.
package final class CoalescingScreen: ScreenUpdating {
    package private(set) var list: SectionedList<Int, Int>
    private let view: EmulatedView
    private let changesListFirst: Bool

    package init(list: SectionedList<Int, Int>, view: EmulatedView, changesListFirst: Bool = false) {
        self.list = list
        self.view = view
        self.changesListFirst = changesListFirst
    }

    package func apply(_ edits: [Edit<Int, Int>]) throws {
        let batch = try BatchCoalescer().batch(for: edits, from: list)
        var next = list
        for edit in edits { try ReferenceModel.apply(edit, to: &next) }
        if changesListFirst {
            list = next
            try view.performBatch(batch)
            return
        }
        try updateBlock {
            list = next
            try view.performBatch(batch)
        }
    }

    /// `performBatchUpdates(_:)`, by flavour.
    private func updateBlock(_ updates: () throws -> Void) throws {
        if let table = view as? TableViewEmulator {
            try table.performBatchUpdates(updates)
        } else if let collection = view as? CollectionViewEmulator {
            try collection.performBatchUpdates(updates)
        }
    }
}
