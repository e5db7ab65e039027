import BatchModel

/// Bug zoo `height-asks-for-cell` (ours): the zero-height strategy identifying rows the tempting
/// way — asking the table for the row's cell inside `heightForRow` — which recurses forever on a
/// device (the source document's first pitfall).
public final class HeightAsksForCellController: StaticRowsController {
    let base: ZeroHeightRowsController

    public init(sections: [[StaticRow]], hidden: [Int]) {
        base = ZeroHeightRowsController(sections: sections, hidden: hidden)
    }

    public func numberOfSections(in view: StaticTableView) -> Int { base.numberOfSections(in: view) }
    public func numberOfRows(inSection section: Int, in view: StaticTableView) -> Int {
        base.numberOfRows(inSection: section, in: view)
    }
    public func cell(at path: ItemPath, in view: StaticTableView) -> StaticCell { base.cell(at: path, in: view) }

    public func height(at path: ItemPath, in view: StaticTableView) -> Int {
        guard let cell = view.cellForRow(at: path) else { return base.height(at: path, in: view) }
        let row = base.state.sections[path.section][path.item]
        return base.state.committedHidden.contains(cell.row) ? 0 : row.height
    }

    public func setHidden(_ hidden: Bool, row: Int) { base.setHidden(hidden, row: row) }
    public func toggle(row: Int) { base.toggle(row: row) }
    public func contentChanged(row: Int) { base.contentChanged(row: row) }
    public func commit(animated: Bool, in view: StaticTableView) throws {
        try base.commit(animated: animated, in: view)
    }
}
