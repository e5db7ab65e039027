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
}
