import BatchModel

/// The app's side of a table with auxiliary rows: it gets **logical** paths only.
public protocol AuxiliaryRowsAppDelegate: AnyObject {
    /// `tableView(_:didSelectRowAt:)` for a data row.
    func didSelectRow(at logical: ItemPath)
    /// `tableView(_:commit:forRowAt:)` (swipe to delete) for a data row.
    func commitDelete(at logical: ItemPath) throws
}

/// The separate delegate that configures and handles auxiliary rows (YFAssistantDelegate).
public protocol AssistantDelegate: AnyObject {
    /// An auxiliary row was tapped; `host` is its data row's logical path.
    func didSelectAuxiliaryRow(ofHostAt host: ItemPath)
    /// An auxiliary row was swiped away; `host` is its data row's logical path.
    func commitDeleteAuxiliaryRow(ofHostAt host: ItemPath) throws
}

/// A table with expandable auxiliary rows: the mapper between the table's actual paths and the
/// app's logical ones, the batches for expanding, collapsing and data edits, and the routing of
/// the table's callbacks. Implementations differ in how they remember what is expanded.
public protocol AuxiliaryRowsController: AnyObject {
    /// The app's data (logical).
    var data: SectionedList<Int, Int> { get }
    /// Rows per section as the table must show them (data rows + auxiliary rows).
    var actualCounts: [Int] { get }
    /// What the table's row at `actual` is, or `nil` when there is none.
    func row(atActual actual: ItemPath) -> ActualRow?
    /// Where the data row at `logical` is in the table, or `nil` when there is none.
    func actualPath(forLogical logical: ItemPath) -> ItemPath?
    /// Applies `operations` (each in the logical paths the earlier ones left) to the data and the
    /// expansion, and updates `view` with batches.
    func perform(_ operations: [AuxiliaryRowsOperation], in view: AuxiliaryTableView) throws
    /// Replaces the data and reloads the table (`reloadData()`, no batch).
    func reloadData(_ data: SectionedList<Int, Int>, in view: AuxiliaryTableView)

    var appDelegate: (any AuxiliaryRowsAppDelegate)? { get set }
    var assistantDelegate: (any AssistantDelegate)? { get set }
}

extension AuxiliaryRowsController {
    /// `tableView(_:cellForRowAt:)` in actual space, routed: a data row's cell comes from the
    /// app's data at the logical path, an auxiliary row's from the assistant (naming its host).
    public func cell(atActual actual: ItemPath) -> AuxiliaryCell? {
        switch row(atActual: actual) {
        case .host(let logical)?: data.contains(logical) ? .host(id: data[logical]) : nil
        case .auxiliary(let host)?: data.contains(host) ? .auxiliary(hostID: data[host]) : nil
        case nil: nil
        }
    }

    /// `tableView(_:didSelectRowAt:)` from the table (actual path), routed with a logical path.
    public func didSelectRow(atActual actual: ItemPath) {
        switch row(atActual: actual) {
        case .host(let logical)?: appDelegate?.didSelectRow(at: logical)
        case .auxiliary(let host)?: assistantDelegate?.didSelectAuxiliaryRow(ofHostAt: host)
        case nil: break
        }
    }

    /// `tableView(_:commit:forRowAt:)` from the table (actual path), routed with a logical path.
    public func commitDelete(atActual actual: ItemPath) throws {
        switch row(atActual: actual) {
        case .host(let logical)?: try appDelegate?.commitDelete(at: logical)
        case .auxiliary(let host)?: try assistantDelegate?.commitDeleteAuxiliaryRow(ofHostAt: host)
        case nil: break
        }
    }
}
