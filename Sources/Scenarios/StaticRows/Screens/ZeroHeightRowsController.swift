#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Hiding static rows the way the source post does, correct: the table's cells are static — one
/// per row, kept as outlets — and every row stays in it; a hidden row is 0 points tall, found by
/// the row's identity at that index path (never by asking the table for its cell, which
/// recurses); a commit updates the changed cells through their outlets and runs an empty
/// `beginUpdates()`/`endUpdates()`, which makes the table ask every height again, animated.
///
/// Open: a screen that is this one with one change subclasses it.
open class ZeroHeightRowsController: UITableViewController, StaticRowsScreen {
    public private(set) var state: StaticRowsState
    /// The table's static cells, section by section (the storyboard's, connected as outlets).
    public let staticCells: [[UITableViewCell]]

    public init(sections: [[StaticRow]], hidden: [Int]) {
        state = StaticRowsState(sections: sections, hidden: hidden)
        staticCells = sections.map { rows in
            rows.map { row in
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = row.title(version: 0)
                // "Clip Subviews": at height 0 nothing of the cell shows.
                cell.clipsToBounds = true
                return cell
            }
        }
        super.init(style: .grouped)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: Data source and delegate

    open override func numberOfSections(in tableView: UITableView) -> Int { staticCells.count }

    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        staticCells[section].count
    }

    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        staticCells[indexPath.section][indexPath.row]
    }

    open override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let row = state.sections[indexPath.section][indexPath.row]
        return state.committedHidden.contains(row.id) ? 0 : CGFloat(row.height)
    }

    // MARK: The app's changes

    public func setHidden(_ hidden: Bool, row: Int) { state.setHidden(hidden, row: row) }
    public func toggle(row: Int) { state.toggle(row: row) }
    public func contentChanged(row: Int) { state.contentChanged(row: row) }

    open func commit(animated: Bool) {
        for (s, rows) in state.sections.enumerated() {
            for (r, row) in rows.enumerated() where state.changed.contains(row.id) {
                staticCells[s][r].textLabel?.text = row.title(version: state.version(of: row.id))
            }
        }
        state.markCommitted()
        // The heights changed: an empty update block makes the table ask them again, animated.
        tableView.beginUpdates()
        tableView.endUpdates()
    }
}
