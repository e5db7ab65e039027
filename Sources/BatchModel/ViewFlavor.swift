/// Which UIKit view judges a batch: the rules are the same, but the words differ
/// (`row` / `item`, `table view` / `collection view`) and a few outcomes do too.
public enum ViewFlavor: String, Hashable, Sendable, Codable, CaseIterable {
    /// `UITableView`: rows; a row move out of a deleted section or into an inserted one falls
    /// back to `reloadData` instead of throwing.
    case tableView
    /// `UICollectionView`: items; those moves throw.
    case collectionView

    /// `row` or `item`.
    public var itemWord: String { self == .tableView ? "row" : "item" }
    /// `rows` or `items`.
    public var itemsWord: String { self == .tableView ? "rows" : "items" }
    /// `table view` or `collection view`.
    public var viewWord: String { self == .tableView ? "table view" : "collection view" }
    /// `UITableView` or `UICollectionView`.
    public var className: String { self == .tableView ? "UITableView" : "UICollectionView" }

    /// `table` or `collection`: the one spelling of the flavour in corpus entries, on the command
    /// line (`--flavor`) and in reports.
    public var name: String { self == .tableView ? "table" : "collection" }

    /// The flavour spelled `name` (``name``), or `nil`.
    public init?(name: String) {
        switch name {
        case "table": self = .tableView
        case "collection": self = .collectionView
        default: return nil
        }
    }
}
