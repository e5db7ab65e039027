#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Hiding rows by leaving them out of the data source, correct: a commit deletes the newly
/// hidden rows at their index paths before the update, inserts the newly shown ones at their
/// index paths after it, and reloads the changed rows shown before and after at their paths
/// **before** it — the index spaces UIKit's batch updates use.
///
/// Open: a screen that is this one with one change subclasses it — ``reloadPaths(before:after:)``
/// says where the reloads go, and ``commit(animated:)`` can be overridden whole.
open class DeleteInsertRowsController: UITableViewController, StaticRowsScreen {
    public private(set) var state: StaticRowsState

    public init(sections: [[StaticRow]], hidden: [Int]) {
        state = StaticRowsState(sections: sections, hidden: hidden)
        super.init(style: .grouped)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    /// The rows the table shows: the ones not hidden at the last commit.
    public var onScreen: [[StaticRow]] { state.visible(hiding: state.committedHidden) }

    // MARK: Data source and delegate

    open override func numberOfSections(in tableView: UITableView) -> Int { state.sections.count }

    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        onScreen[section].count
    }

    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = onScreen[indexPath.section][indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = row.title(version: state.committedVersion(of: row.id))
        return cell
    }

    open override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(onScreen[indexPath.section][indexPath.row].height)
    }

    // MARK: The app's changes

    public func setHidden(_ hidden: Bool, row: Int) { state.setHidden(hidden, row: row) }
    public func toggle(row: Int) { state.toggle(row: row) }
    public func contentChanged(row: Int) { state.contentChanged(row: row) }

    open func commit(animated: Bool) {
        let old = onScreen, new = state.visible(hiding: state.hidden)
        var deletes: [IndexPath] = [], inserts: [IndexPath] = [], reloads: [IndexPath] = []
        var reloadsAfter: [IndexPath] = []
        for s in old.indices {
            let oldIDs = old[s].map(\.id), newIDs = new[s].map(\.id)
            for (r, id) in oldIDs.enumerated() {
                if let after = newIDs.firstIndex(of: id) {
                    if state.changed.contains(id) {
                        reloads.append(IndexPath(row: r, section: s))
                        reloadsAfter.append(IndexPath(row: after, section: s))
                    }
                } else {
                    deletes.append(IndexPath(row: r, section: s))
                }
            }
            for (r, id) in newIDs.enumerated() where !oldIDs.contains(id) {
                inserts.append(IndexPath(row: r, section: s))
            }
        }
        state.markCommitted()
        let animation: UITableView.RowAnimation = animated ? .fade : .none
        let reloaded = reloadPaths(before: reloads, after: reloadsAfter)
        tableView.performBatchUpdates {
            self.tableView.deleteRows(at: deletes, with: animation)
            self.tableView.insertRows(at: inserts, with: animation)
            self.tableView.reloadRows(at: reloaded, with: animation)
        }
    }

    /// Where the reloads go, given each changed row's index path before and after the update:
    /// the paths before it, as UIKit's index spaces require.
    open func reloadPaths(before: [IndexPath], after: [IndexPath]) -> [IndexPath] { before }
}
