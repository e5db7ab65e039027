import BatchEngine
import BatchModel

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// The auxiliary-rows screen to copy: expansion is remembered by the data's identity, never by
/// index path, so data edits cannot leave it stale; the actual rows are derived from the data
/// and the expanded ids, and every `perform` — expands, collapses and data edits together — is
/// one batch: the diff between the actual rows before and after (each auxiliary row has an
/// identity of its own, so it moves with its host).
///
/// Cost: each `perform` is linear in the rows plus the differ's O(n log n); lookups are linear
/// in a section. `reloadData` keeps the rows that are still there expanded.
///
/// Open: a screen that is this one with one change subclasses it — ``batch(from:to:)`` is where
/// the rows before and after become one batch (your own differ goes there), and ``perform(_:)``
/// and ``reloadData(_:)`` can be overridden whole.
open class AuxiliaryRowsTable: UITableViewController, AuxiliaryRowsScreen {
    /// The data, what is expanded, and the actual rows derived from them.
    public var layout: AuxiliaryRowsLayout
    public weak var appDelegate: (any AuxiliaryRowsAppDelegate)?
    public weak var assistantDelegate: (any AssistantDelegate)?

    /// A table showing `data` with nothing expanded; `single`: one auxiliary row at most.
    public init(data: SectionedList<Int, Int>, single: Bool) {
        layout = AuxiliaryRowsLayout(data: data, single: single)
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    public var data: SectionedList<Int, Int> { layout.data }
    public var actualCounts: [Int] { layout.cells.map(\.count) }
    public func row(atActual actual: ItemPath) -> ActualRow? { layout.row(atActual: actual) }
    public func actualPath(forLogical logical: ItemPath) -> ItemPath? { layout.actualPath(forLogical: logical) }

    open func perform(_ operations: [AuxiliaryRowsOperation]) {
        let before = layout.actualList
        for operation in operations { layout.apply(operation) }
        let batch = batch(from: before, to: layout.actualList)
        guard !batch.isEmpty else { return }
        tableView.performBatchUpdates(batch)
    }

    /// The one batch from the actual rows `before` to `after` — ``AuxiliaryRowsLayout/actualList``,
    /// where a host row is `2 × id` and its auxiliary row `2 × id + 1`, so each has an identity
    /// of its own: BatchFuzz's differ.
    open func batch(from before: SectionedList<Int, Int>, to after: SectionedList<Int, Int>) -> BatchUpdate {
        do {
            return try BatchDiffer().batch(from: before, to: after)
        } catch {
            // The ids are unique by construction (a data row's id given twice is an invalid case).
            preconditionFailure("the actual rows have an id twice: \(error)")
        }
    }

    open func reloadData(_ data: SectionedList<Int, Int>) {
        layout.reload(with: data, keepingExpansion: true)
        tableView.reloadData()
    }

    // MARK: Data source and delegate

    open override func numberOfSections(in tableView: UITableView) -> Int { actualCounts.count }

    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        actualCounts[section]
    }

    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        dequeueCell(for: indexPath)
    }

    open override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelectRow(atActual: ItemPath(row: indexPath.row, section: indexPath.section))
    }

    open override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        commitDelete(atActual: ItemPath(row: indexPath.row, section: indexPath.section))
    }
}
