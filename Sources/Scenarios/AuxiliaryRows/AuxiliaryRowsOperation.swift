import BatchModel

/// What the app does to a table with auxiliary rows, in **logical** paths (its own data's):
/// open or close a row's auxiliary row, or edit its data.
public enum AuxiliaryRowsOperation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Show the auxiliary row under the row at this path (nothing if it shows already).
    case expand(ItemPath)
    /// Hide it (nothing if it is hidden).
    case collapse(ItemPath)
    /// Expand or collapse.
    case toggle(ItemPath)
    /// A new data row `id` at this path.
    case insertRow(id: Int, at: ItemPath)
    case deleteRow(ItemPath)
    /// Moves a data row, as `Array.remove(at:)` then `insert(_:at:)`.
    case moveRow(from: ItemPath, to: ItemPath)
    /// A new empty section `id` at this index.
    case insertSection(id: Int, at: Int)
    case deleteSection(Int)

    public var description: String {
        switch self {
        case .expand(let path): "expand \(path)"
        case .collapse(let path): "collapse \(path)"
        case .toggle(let path): "toggle \(path)"
        case .insertRow(let id, let path): "insert row #\(id) at \(path)"
        case .deleteRow(let path): "delete row \(path)"
        case .moveRow(let from, let to): "move row \(from) → \(to)"
        case .insertSection(let id, let index): "insert section \(id) at \(index)"
        case .deleteSection(let index): "delete section \(index)"
        }
    }
}

/// What an actual row (the table's) is in logical terms.
public enum ActualRow: Hashable, Sendable, CustomStringConvertible {
    /// A data row, at this logical path.
    case host(ItemPath)
    /// The auxiliary row of the data row at this logical path.
    case auxiliary(host: ItemPath)

    public var description: String {
        switch self {
        case .host(let path): "host \(path)"
        case .auxiliary(let host): "auxiliary of \(host)"
        }
    }
}

/// A row of the auxiliary-rows table as its cell shows it (its `textLabel`'s text is the
/// description): a data row's, `#3`, or an auxiliary row's, naming its host, `aux(#3)`.
public enum AuxiliaryCell: Hashable, Sendable, CustomStringConvertible {
    case host(id: Int)
    case auxiliary(hostID: Int)

    public var description: String {
        switch self {
        case .host(let id): "#\(id)"
        case .auxiliary(let id): "aux(#\(id))"
        }
    }
}
