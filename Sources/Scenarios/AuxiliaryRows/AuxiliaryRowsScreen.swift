import BatchModel

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// The app's side of a table with auxiliary rows: it gets **logical** paths only.
@MainActor
public protocol AuxiliaryRowsAppDelegate: AnyObject {
    /// A data row was tapped.
    func didSelectRow(at logical: ItemPath)
    /// A data row was swiped away (Delete).
    func commitDelete(at logical: ItemPath)
}

/// The separate delegate that configures and handles auxiliary rows (YFAssistantDelegate).
@MainActor
public protocol AssistantDelegate: AnyObject {
    /// An auxiliary row was tapped; `host` is its data row's logical path.
    func didSelectAuxiliaryRow(ofHostAt host: ItemPath)
    /// An auxiliary row was swiped away; `host` is its data row's logical path.
    func commitDeleteAuxiliaryRow(ofHostAt host: ItemPath)
}

/// A table view controller with expandable auxiliary rows, as the auxiliary-rows scenario drives
/// it: the mapper between the table's **actual** index paths and the app's **logical** ones,
/// the batches for expanding, collapsing and data edits, and the routing of taps and swipes to
/// the two delegates. Implementations differ in how they remember what is expanded.
///
/// Its table shows, at each actual row, the ``AuxiliaryCell`` there (``cell(atActual:)``) as
/// its cell's `textLabel` text; a tap on a row reaches ``didSelectRow(atActual:)``, a swipe's
/// Delete ``commitDelete(atActual:)``.
public protocol AuxiliaryRowsScreen: UITableViewController {
    /// The app's data (logical): section ids and row ids.
    var data: SectionedList<Int, Int> { get }
    /// Rows per section as the table must show them (data rows + auxiliary rows).
    var actualCounts: [Int] { get }
    /// What the table's row at `actual` is, or `nil` when there is none.
    func row(atActual actual: ItemPath) -> ActualRow?
    /// Where the data row at `logical` is in the table, or `nil` when there is none.
    func actualPath(forLogical logical: ItemPath) -> ItemPath?
    /// Applies `operations` (each in the logical paths the earlier ones left) to the data and the
    /// expansion, and updates the table with batches.
    func perform(_ operations: [AuxiliaryRowsOperation])
    /// Replaces the data and reloads the table (`reloadData()`, no batch).
    func reloadData(_ data: SectionedList<Int, Int>)

    var appDelegate: (any AuxiliaryRowsAppDelegate)? { get set }
    var assistantDelegate: (any AssistantDelegate)? { get set }
}

extension AuxiliaryRowsScreen {
    /// What the table's row at `actual` shows: a data row's cell comes from the app's data at
    /// the logical path, an auxiliary row's names its host.
    public func cell(atActual actual: ItemPath) -> AuxiliaryCell? {
        switch row(atActual: actual) {
        case .host(let logical)?: data.contains(logical) ? .host(id: data[logical]) : nil
        case .auxiliary(let host)?: data.contains(host) ? .auxiliary(hostID: data[host]) : nil
        case nil: nil
        }
    }

    /// The cell for `tableView(_:cellForRowAt:)`: a `row` cell (register it) showing
    /// ``cell(atActual:)``.
    public func dequeueCell(for indexPath: IndexPath) -> UITableViewCell {
        let shown = cell(atActual: ItemPath(row: indexPath.row, section: indexPath.section))
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = shown?.description
        return cell
    }

    /// `tableView(_:didSelectRowAt:)`, routed with a logical path.
    public func didSelectRow(atActual actual: ItemPath) {
        switch row(atActual: actual) {
        case .host(let logical)?: appDelegate?.didSelectRow(at: logical)
        case .auxiliary(let host)?: assistantDelegate?.didSelectAuxiliaryRow(ofHostAt: host)
        case nil: break
        }
    }

    /// `tableView(_:commit:forRowAt:)`, routed with a logical path.
    public func commitDelete(atActual actual: ItemPath) {
        switch row(atActual: actual) {
        case .host(let logical)?: appDelegate?.commitDelete(at: logical)
        case .auxiliary(let host)?: assistantDelegate?.commitDeleteAuxiliaryRow(ofHostAt: host)
        case nil: break
        }
    }
}
