import BatchEngine
import BatchModel

/// Screen code as BatchFuzz's own: the batch for an update comes from ``BatchCoalescer``, and
/// the list changes inside the update block, after the view has taken its before counts.
///
/// `changesListFirst` is the bug-zoo twin: it changes the list, then hands the view the batch.
/// On screen that works (the view holds its counts); off screen the view reads the new counts
/// as "before" and UIKit throws `invalid number of rows`.
final class CoalescingScreen: ScreenUpdating {
    private(set) var list: SectionedList<Int, Int>
    private let view: EmulatedView
    private let changesListFirst: Bool

    init(list: SectionedList<Int, Int>, view: EmulatedView, changesListFirst: Bool = false) {
        self.list = list
        self.view = view
        self.changesListFirst = changesListFirst
    }

    func apply(_ edits: [Edit<Int, Int>]) throws {
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

extension Registry {
    /// Screen code: BatchFuzz's own, in each flavour, and the bug-zoo twin that changes its list
    /// before the batch begins.
    static var screenEngines: [RegisteredEngine] {
        [
            .init(
                "table-screen",
                summary: "a table screen: BatchCoalescer's batch, the list changed inside the update block",
                .tableScreen { CoalescingScreen(list: $0, view: $1) }),
            .init(
                "collection-screen", summary: "the same screen over a collection view",
                .collectionScreen { CoalescingScreen(list: $0, view: $1) }),
            .init(
                "list-first-screen", kind: .zoo,
                summary:
                    "bug zoo: changes its list, then begins the batch (off screen, the view reads the new counts as before)",
                .tableScreen { CoalescingScreen(list: $0, view: $1, changesListFirst: true) }),
        ]
    }
}
