import BatchModel

/// How a static table hides rows (scenario a).
public enum StaticRowsStrategy: String, Hashable, Sendable, Codable, CaseIterable {
    /// Rows stay; hidden ones get height 0; a commit is an empty `beginUpdates()/endUpdates()`.
    case zeroHeight
    /// Hiding deletes the row, showing inserts it, in visible-index space.
    case deleteInsert
}

/// A static-table controller under test: the view's data source and delegate, plus the app's
/// operations. Conform your own and fuzz it with `check(.staticRows(strategy:) { … })`.
public protocol StaticRowsController: StaticTableDataSource {
    /// Hides or shows `row` (by identity) at the next commit.
    func setHidden(_ hidden: Bool, row: Int)
    /// Flips `row`'s pending visibility.
    func toggle(row: Int)
    /// `row`'s content changed (its version went up by one); shown at the next commit.
    func contentChanged(row: Int)
    /// Shows the pending state on `view`.
    func commit(animated: Bool, in view: StaticTableView) throws
}

/// The state both correct controllers keep: rows by identity, pending and committed hidden
/// rows, content versions, and the rows changed since the last commit.
public struct StaticRowsState {
    public let sections: [[StaticRow]]
    /// Hidden at the next commit (sorted ids).
    public private(set) var hidden: [Int]
    /// Hidden on screen now.
    public var committedHidden: [Int]
    /// Content version per row id.
    public private(set) var versions: [Int: Int] = [:]
    /// Rows whose content changed since the last commit, in order.
    public var changed: [Int] = []

    public init(sections: [[StaticRow]], hidden: [Int]) {
        self.sections = sections
        self.hidden = hidden.sorted()
        committedHidden = self.hidden
    }

    public mutating func setHidden(_ isHidden: Bool, row: Int) {
        hidden.removeAll { $0 == row }
        if isHidden {
            hidden.append(row)
            hidden.sort()
        }
    }

    public mutating func toggle(row: Int) { setHidden(!hidden.contains(row), row: row) }

    public mutating func contentChanged(row: Int) {
        versions[row, default: 0] += 1
        if !changed.contains(row) { changed.append(row) }
    }

    public func version(of row: Int) -> Int { versions[row] ?? 0 }

    /// Content versions as of the last ``markCommitted()``.
    public private(set) var committedVersions: [Int: Int] = [:]

    /// The pending state is now on screen.
    public mutating func markCommitted() {
        committedHidden = hidden
        committedVersions = versions
        changed = []
    }

    /// The rows on screen per section when `hidden` rows are left out.
    public func visible(hiding hidden: [Int]) -> [[StaticRow]] {
        sections.map { $0.filter { !hidden.contains($0.id) } }
    }
}

/// Strategy 1, correct: every row stays; heights say which are hidden (0), found by the row's
/// stored identity, never by asking for its cell; a commit updates changed cells through their
/// outlets and runs an empty update block so the view re-asks every height.
public final class ZeroHeightRowsController: StaticRowsController {
    public var state: StaticRowsState

    public init(sections: [[StaticRow]], hidden: [Int]) {
        state = StaticRowsState(sections: sections, hidden: hidden)
    }

    public func numberOfSections(in view: StaticTableView) -> Int { state.sections.count }
    public func numberOfRows(inSection section: Int, in view: StaticTableView) -> Int { state.sections[section].count }

    public func cell(at path: ItemPath, in view: StaticTableView) -> StaticCell {
        let row = state.sections[path.section][path.item]
        return StaticCell(row: row.id, version: state.version(of: row.id))
    }

    public func height(at path: ItemPath, in view: StaticTableView) -> Int {
        let row = state.sections[path.section][path.item]
        return state.committedHidden.contains(row.id) ? 0 : row.height
    }

    public func setHidden(_ hidden: Bool, row: Int) { state.setHidden(hidden, row: row) }
    public func toggle(row: Int) { state.toggle(row: row) }
    public func contentChanged(row: Int) { state.contentChanged(row: row) }

    public func commit(animated: Bool, in view: StaticTableView) throws {
        for (s, rows) in state.sections.enumerated() {
            for (r, row) in rows.enumerated() where state.changed.contains(row.id) {
                view.updateCellInPlace(
                    at: ItemPath(section: s, item: r), to: StaticCell(row: row.id, version: state.version(of: row.id)))
            }
        }
        state.changed = []
        state.committedHidden = state.hidden
        view.beginUpdates()
        try view.endUpdates()
    }
}

/// Strategy 2, correct: hidden rows are not in the data source; a commit deletes the newly
/// hidden rows at their old visible paths, inserts the newly shown ones at their new visible
/// paths, and reloads changed rows visible before and after at their **old** paths.
///
/// Open: a controller that is this one with one change subclasses it — ``reloadPaths(before:after:)``
/// says where the reloads go, and ``commit(animated:in:)`` can be overridden whole.
open class DeleteInsertRowsController: StaticRowsController {
    public var state: StaticRowsState

    public init(sections: [[StaticRow]], hidden: [Int]) {
        state = StaticRowsState(sections: sections, hidden: hidden)
    }

    /// The rows the table shows: the ones not hidden at the last commit.
    public var onScreen: [[StaticRow]] { state.visible(hiding: state.committedHidden) }

    public func numberOfSections(in view: StaticTableView) -> Int { state.sections.count }
    public func numberOfRows(inSection section: Int, in view: StaticTableView) -> Int { onScreen[section].count }

    public func cell(at path: ItemPath, in view: StaticTableView) -> StaticCell {
        let row = onScreen[path.section][path.item]
        return StaticCell(row: row.id, version: state.version(of: row.id))
    }

    public func height(at path: ItemPath, in view: StaticTableView) -> Int { onScreen[path.section][path.item].height }

    public func setHidden(_ hidden: Bool, row: Int) { state.setHidden(hidden, row: row) }
    public func toggle(row: Int) { state.toggle(row: row) }
    public func contentChanged(row: Int) { state.contentChanged(row: row) }

    open func commit(animated: Bool, in view: StaticTableView) throws {
        let old = onScreen, new = state.visible(hiding: state.hidden)
        var deletes: [ItemPath] = [], inserts: [ItemPath] = [], reloads: [ItemPath] = [], reloadsAfter: [ItemPath] = []
        for s in old.indices {
            let oldIDs = old[s].map { $0.id }, newIDs = new[s].map { $0.id }
            for (r, id) in oldIDs.enumerated() {
                if let after = newIDs.firstIndex(of: id) {
                    if state.changed.contains(id) {
                        reloads.append(ItemPath(section: s, item: r))
                        reloadsAfter.append(ItemPath(section: s, item: after))
                    }
                } else {
                    deletes.append(ItemPath(section: s, item: r))
                }
            }
            for (r, id) in newIDs.enumerated() where !oldIDs.contains(id) {
                inserts.append(ItemPath(section: s, item: r))
            }
        }
        state.changed = []
        state.committedHidden = state.hidden
        view.beginUpdates()
        try view.deleteRows(at: deletes)
        try view.insertRows(at: inserts)
        try view.reloadRows(at: reloadPaths(before: reloads, after: reloadsAfter))
        try view.endUpdates()
    }

    /// Where the reloads go, given each changed row's path before and after the update: the
    /// old (before-update) paths, as UIKit's index spaces require.
    open func reloadPaths(before: [ItemPath], after: [ItemPath]) -> [ItemPath] { before }
}
