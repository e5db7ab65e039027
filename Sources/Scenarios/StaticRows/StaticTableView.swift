import BatchModel
import ListEmulation

/// A row of a static table: its identity (never its row number) and its own height.
public struct StaticRow: Hashable, Sendable, Codable {
    public var id: Int
    public var height: Int

    public init(id: Int, height: Int) {
        self.id = id
        self.height = height
    }
}

/// What a static cell shows: its row and the content version it was configured with.
public struct StaticCell: Hashable, Sendable, CustomStringConvertible {
    public var row: Int
    public var version: Int

    public init(row: Int, version: Int) {
        self.row = row
        self.version = version
    }

    public var description: String { "cell(row \(row), v\(version))" }
}

/// The data source and delegate half of a static-table controller, as the view asks it.
public protocol StaticTableDataSource: AnyObject {
    func numberOfSections(in view: StaticTableView) -> Int
    func numberOfRows(inSection section: Int, in view: StaticTableView) -> Int
    /// `tableView(_:cellForRowAt:)`.
    func cell(at path: ItemPath, in view: StaticTableView) -> StaticCell
    /// `tableView(_:heightForRowAt:)`: called in a no-cell context.
    func height(at path: ItemPath, in view: StaticTableView) -> Int
}

/// An emulated `UITableView` with what scenario (a) needs beyond batches: the cells on screen,
/// the heights it laid out, and the height and cell queries. Heights are asked in a *no-cell
/// context*: a cell requested from inside `heightForRow` — infinite recursion on a device — is
/// reported as a recursion hazard, by name, and answered with `nil` instead of overflowing.
public final class StaticTableView {
    /// The batch machinery, judged by the oracle (table flavour, strict checks).
    public let table: TableViewEmulator
    /// The cells on screen.
    public private(set) var cells = DisplayedCells<StaticCell>()
    /// The heights the view laid out, per row on screen.
    public private(set) var heights: [[Int]] = []
    /// Recursion hazards seen, in words.
    public private(set) var hazards: [String] = []
    /// Cells requested from the data source during the last height pass (must stay 0).
    public private(set) var cellRequestsDuringHeights = 0

    private unowned let dataSource: any StaticTableDataSource
    private var inHeightQuery = false

    /// A table showing `dataSource`, loaded (`reloadData`) at once; `oracle` judges its batches.
    public init(dataSource: any StaticTableDataSource, oracle: UIKitValidator.Options = .fuzzing) {
        let counts = CountsBox()
        self.dataSource = dataSource
        table = TableViewEmulator(options: oracle.with(flavor: .tableView)) { counts.counts }
        countsBox = counts
        reloadData()
    }

    private let countsBox: CountsBox

    private func currentCounts() -> [Int] {
        (0..<dataSource.numberOfSections(in: self)).map { dataSource.numberOfRows(inSection: $0, in: self) }
    }

    /// Reloads every cell and height.
    public func reloadData() {
        countsBox.counts = currentCounts()
        table.reloadData()
        cells = DisplayedCells(counts: countsBox.counts) { dataSource.cell(at: $0, in: self) }
        requeryHeights()
    }

    /// `cellForRow(at:)`: the visible cell, or — from inside a height query — a recursion hazard.
    public func cellForRow(at path: ItemPath) -> StaticCell? {
        if inHeightQuery {
            hazards.append(
                "cellForRow(at: \(path)) called from inside tableView(_:heightForRowAt:): infinite recursion on a device (the cell's layout asks for its height again)"
            )
            cellRequestsDuringHeights += 1
            return nil
        }
        guard cells.sections.indices.contains(path.section), cells.sections[path.section].indices.contains(path.item)
        else { return nil }
        return cells[path]
    }

    /// A static cell changed through its outlet: what it shows changes in place, no batch needed.
    public func updateCellInPlace(at path: ItemPath, to cell: StaticCell) {
        cells[path] = cell
    }

    public func beginUpdates() { table.beginUpdates() }

    /// Ends the update block: the oracle judges the batch; the cells of inserted and reloaded
    /// rows are asked for; every visible height is asked again (an empty block does only that).
    @discardableResult
    public func endUpdates() throws(UIKitException) -> ValidatedBatch? {
        let batch = table.pendingBatch
        countsBox.counts = currentCounts()
        let validated = try table.endUpdates()
        if let validated {
            cells.update(after: batch, validated: validated, newCounts: countsBox.counts) {
                dataSource.cell(at: $0, in: self)
            }
            requeryHeights()
        }
        return validated
    }

    public func insertRows(at paths: [ItemPath]) throws(UIKitException) { try table.insertRows(at: paths) }
    public func deleteRows(at paths: [ItemPath]) throws(UIKitException) { try table.deleteRows(at: paths) }
    public func reloadRows(at paths: [ItemPath]) throws(UIKitException) { try table.reloadRows(at: paths) }

    /// Asks the height of every row on screen, in a no-cell context.
    public func requeryHeights() {
        cellRequestsDuringHeights = 0
        heights = cells.counts.enumerated().map { s, count in
            (0..<count).map { row in
                inHeightQuery = true
                defer { inHeightQuery = false }
                return dataSource.height(at: ItemPath(section: s, item: row), in: self)
            }
        }
    }
}

/// The counts a view's data source reports, shared between the data source and its view.
final class CountsBox {
    var counts: [Int] = []
}
