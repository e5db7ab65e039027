/// An emulated `UITableView` for batch updates: `beginUpdates()` / `endUpdates()` (nested
/// blocks validate only at the outermost end), `performBatchUpdates(_:)`, the row and section
/// operations, `reloadData()`, and the count queries, judged by the oracle in the table flavour.
///
/// ```swift
/// var rows = ["a", "b"]
/// let table = TableViewEmulator { [rows.count] }
/// rows.append("c")
/// try table.performBatchUpdates {
///     try table.insertRows(at: [ItemPath(row: 2, section: 0)])
/// }
/// ```
public final class TableViewEmulator: EmulatedView {
    /// A table view whose data source reports `counts()`.
    public init(
        options: UIKitValidator.Options = UIKitValidator.Options(),
        countCapture: CountCapture = .eager,
        counts: @escaping () -> [Int]
    ) {
        var options = options
        options.flavor = .tableView
        super.init(judgedBy: options, countCapture: countCapture, counts: counts)
    }

    /// `numberOfRows(inSection:)`: the count the table displays.
    public func numberOfRows(inSection section: Int) -> Int { displayedCounts[section] }

    /// Opens an update block.
    public func beginUpdates() { begin() }

    /// Closes an update block; the outermost one validates the batch.
    ///
    /// - Returns: the oracle's plan, or `nil` when a block is still open.
    @discardableResult
    public func endUpdates() throws(UIKitException) -> ValidatedBatch? { try end() }

    /// Runs `updates` as one batch and validates it.
    ///
    /// - Throws: the batch's ``UIKitException``, or whatever `updates` throws.
    @discardableResult
    public func performBatchUpdates(_ updates: () throws -> Void) throws -> ValidatedBatch? {
        try perform(updates)
    }

    public func insertRows(at paths: [ItemPath]) throws(UIKitException) { try record { $0.insertItems(at: paths) } }
    public func deleteRows(at paths: [ItemPath]) throws(UIKitException) { try record { $0.deleteItems(at: paths) } }
    public func reloadRows(at paths: [ItemPath]) throws(UIKitException) { try record { $0.reloadItems(at: paths) } }
    public func reconfigureRows(at paths: [ItemPath]) throws(UIKitException) {
        try record { $0.reconfigureItems(at: paths) }
    }
    public func moveRow(at path: ItemPath, to newPath: ItemPath) throws(UIKitException) {
        try record { $0.moveItem(at: path, to: newPath) }
    }
}
