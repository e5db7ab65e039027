import BatchModel
import ListEmulation

/// An emulated table on screen, for the scenarios that check what cells show: a `TableViewEmulator`
/// (the oracle judges each batch at `endUpdates()`) plus its cells. Only the first ``visibleRows``
/// rows are on screen: `cellForRow(at:)` returns `nil` for the others, and a row that scrolls into
/// view gets a fresh cell from the data source, while a visible row keeps its cell unless a batch
/// reloads it.  Between `beginUpdates()` and `endUpdates()` paths name the rows as they were before
/// the update, as in UIKit. Row and section calls made outside an update block are recorded (a
/// fetched-results adapter must make them only between will-change and did-change).
public final class ScreenTableView<Cell> {
    /// The table's batch machinery.
    public let table: TableViewEmulator
    /// How many rows (counted across sections) are on screen.
    public let visibleRows: Int
    /// The cells, `nil` where a row is off screen.
    public private(set) var cells: DisplayedCells<Cell?>
    /// How many batches the table has animated or given up on (update blocks ended, and
    /// single calls outside a block).
    public private(set) var batchCount = 0
    /// Row and section calls made outside an update block.
    public private(set) var callsOutsideUpdates: [String] = []

    private let counts: () -> [Int]
    private let render: (ItemPath) -> Cell?

    /// A table that shows `counts()` rows and asks `render` for a cell (the data source's
    /// `cellForRowAt`; `nil` when it has nothing there); `visibleRows` fit on screen; `oracle`
    /// judges its batches (as a table view, whatever its flavour says).
    public init(
        visibleRows: Int = .max, oracle: UIKitValidator.Options = .fuzzing, counts: @escaping () -> [Int],
        render: @escaping (ItemPath) -> Cell?
    ) {
        self.visibleRows = visibleRows
        self.counts = counts
        self.render = render
        table = TableViewEmulator(options: oracle.with(flavor: .tableView), counts: counts)
        cells = DisplayedCells(counts: table.displayedCounts) { _ in nil }
        scroll()
    }

    /// `numberOfSections`: the count the table displays (the old one inside an update block).
    public var numberOfSections: Int { table.numberOfSections }
    /// `numberOfRows(inSection:)`.
    public func numberOfRows(inSection section: Int) -> Int { table.numberOfRows(inSection: section) }

    /// `cellForRow(at:)`: the cell on screen at `path`, or `nil` off screen or out of range.
    public func cellForRow(at path: ItemPath) -> Cell? {
        guard cells.sections.indices.contains(path.section), cells.sections[path.section].indices.contains(path.item)
        else { return nil }
        return cells[path] ?? nil
    }

    public func beginUpdates() { table.beginUpdates() }

    /// Ends the block; the outermost end validates the batch and moves the cells along.
    public func endUpdates() throws(UIKitException) {
        guard let result = try table.endUpdates(), let batch = table.lastBatch else { return }
        batchCount += 1
        cells.update(after: batch, validated: result, newCounts: counts()) { render($0) }
        scroll()
    }

    /// Hands the view a whole batch computed up front (a snapshot's diff) as one update block
    /// of its own (so it is never a call outside a block).
    public func performBatch(_ batch: BatchUpdate) throws(UIKitException) {
        guard let result = try table.performBatch(batch) else { return }
        batchCount += 1
        cells.update(after: batch, validated: result, newCounts: counts()) { render($0) }
        scroll()
    }

    public func insertSections(_ sections: [Int]) throws(UIKitException) {
        note("insertSections(\(sections))")
        try table.insertSections(sections)
        try settle()
    }
    public func deleteSections(_ sections: [Int]) throws(UIKitException) {
        note("deleteSections(\(sections))")
        try table.deleteSections(sections)
        try settle()
    }
    public func reloadSections(_ sections: [Int]) throws(UIKitException) {
        note("reloadSections(\(sections))")
        try table.reloadSections(sections)
        try settle()
    }
    public func insertRows(at paths: [ItemPath]) throws(UIKitException) {
        note("insertRows(\(paths))")
        try table.insertRows(at: paths)
        try settle()
    }
    public func deleteRows(at paths: [ItemPath]) throws(UIKitException) {
        note("deleteRows(\(paths))")
        try table.deleteRows(at: paths)
        try settle()
    }
    public func reloadRows(at paths: [ItemPath]) throws(UIKitException) {
        note("reloadRows(\(paths))")
        try table.reloadRows(at: paths)
        try settle()
    }
    public func moveRow(at path: ItemPath, to newPath: ItemPath) throws(UIKitException) {
        note("moveRow(\(path), \(newPath))")
        try table.moveRow(at: path, to: newPath)
        try settle()
    }

    /// `reloadData()`: every cell asked again.
    public func reloadData() {
        table.reloadData()
        cells = DisplayedCells(counts: table.displayedCounts) { _ in nil }
        scroll()
    }

    // MARK: Private

    private func note(_ call: String) {
        if table.updateDepth == 0 { callsOutsideUpdates.append(call) }
    }

    /// After a call outside a block (its own batch), the cells follow.
    private func settle() throws(UIKitException) {
        guard table.updateDepth == 0, let result = table.lastResult, let batch = table.lastBatch else { return }
        batchCount += 1
        cells.update(after: batch, validated: result, newCounts: counts()) { render($0) }
        scroll()
    }

    /// Rows on screen get a cell (a fresh one if they had none), rows off screen lose theirs.
    private func scroll() {
        var row = 0
        for s in cells.sections.indices {
            for r in cells.sections[s].indices {
                let path = ItemPath(section: s, item: r)
                if row < visibleRows {
                    if cells[path] == nil { cells[path] = render(path) }
                } else {
                    cells[path] = nil
                }
                row += 1
            }
        }
    }
}
