import BatchEngine
import BatchModel

/// The auxiliary-rows table to copy: expansion is remembered by the data's identity, never by
/// index path, so data edits cannot leave it stale; the actual rows are derived from the data
/// and the expanded ids, and every `perform` — expands, collapses and data edits together — is
/// one batch: the diff between the actual rows before and after (each auxiliary row has an
/// identity of its own, so it moves with its host).
///
/// Cost: each `perform` is linear in the rows plus the differ's O(n log n); lookups are linear
/// in a section. `reloadData` keeps the rows that are still there expanded.
///
/// Open: a table that is this one with one change subclasses it — ``batch(from:to:)`` is where
/// the rows before and after become one batch (your own differ goes there), and ``perform(_:in:)``
/// and ``reloadData(_:in:)`` can be overridden whole.
open class AuxiliaryRowsTable: AuxiliaryRowsController {
    /// The data, what is expanded, and the actual rows derived from them.
    public var layout: AuxiliaryRowsLayout
    public weak var appDelegate: (any AuxiliaryRowsAppDelegate)?
    public weak var assistantDelegate: (any AssistantDelegate)?

    /// A table showing `data` with nothing expanded; `single`: one auxiliary row at most.
    public init(data: SectionedList<Int, Int>, single: Bool) {
        layout = AuxiliaryRowsLayout(data: data, single: single)
    }

    public var data: SectionedList<Int, Int> { layout.data }
    public var actualCounts: [Int] { layout.cells.map { $0.count } }
    public func row(atActual actual: ItemPath) -> ActualRow? { layout.row(atActual: actual) }
    public func actualPath(forLogical logical: ItemPath) -> ItemPath? { layout.actualPath(forLogical: logical) }

    open func perform(_ operations: [AuxiliaryRowsOperation], in view: AuxiliaryTableView) throws {
        let before = layout.actualList
        for operation in operations { layout.apply(operation) }
        let batch = try self.batch(from: before, to: layout.actualList)
        guard !batch.isEmpty else { return }
        try view.performBatch(batch)
    }

    /// The one batch from the actual rows `before` to `after` — ``AuxiliaryRowsLayout/actualList``,
    /// where a host row is `2 × id` and its auxiliary row `2 × id + 1`, so each has an identity
    /// of its own: BatchFuzz's differ.
    open func batch(from before: SectionedList<Int, Int>, to after: SectionedList<Int, Int>) throws -> BatchUpdate {
        try BatchDiffer().batch(from: before, to: after)
    }

    open func reloadData(_ data: SectionedList<Int, Int>, in view: AuxiliaryTableView) {
        layout.reload(with: data, keepingExpansion: true)
        view.reloadData()
    }
}
