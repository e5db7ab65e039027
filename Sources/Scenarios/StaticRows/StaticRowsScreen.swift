#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// A static table's screen as the static-rows scenario drives it: a table view controller made
/// over ``StaticRow``s (some hidden at first) that hides and shows rows and changes their
/// content when the app says, and shows the changes at `commit`.
///
/// Each row's cell shows ``StaticRow/title(version:)`` in its `textLabel` for the content it had
/// at the last commit; a shown row is as tall as its `height`, a hidden one is 0 points tall
/// (``StaticRowsStrategy/zeroHeight``) or not in the table (``StaticRowsStrategy/deleteInsert``).
public protocol StaticRowsScreen: UITableViewController {
    /// Hides or shows `row` (by identity) at the next commit.
    func setHidden(_ hidden: Bool, row: Int)
    /// Flips `row`'s visibility at the next commit.
    func toggle(row: Int)
    /// `row`'s content changed; its cell shows it at the next commit.
    func contentChanged(row: Int)
    /// Shows the pending state on the table.
    func commit(animated: Bool)
}
