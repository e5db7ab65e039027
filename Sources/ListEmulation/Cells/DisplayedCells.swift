import BatchModel

/// What a view shows: one cell per row. A batch the oracle accepted moves the cells of kept rows
/// along and asks for new cells only where UIKit would — inserted and reloaded rows — so a row
/// whose data changed without a reload keeps showing what it showed: the stale-cell bugs of the
/// scenarios become visible. Its members are inlinable: a view checked after every action of a
/// screen asks them for each row, and specialised for the view's cells they allocate less.
public struct DisplayedCells<Cell> {
    /// The cells, section by section (the view changes them only through the methods below).
    public var sections: [[Cell]]

    @inlinable
    public init(_ sections: [[Cell]] = []) {
        self.sections = sections
    }

    /// All cells again, as after `reloadData()`.
    @inlinable
    public init(counts: [Int], render: (ItemPath) -> Cell) {
        sections = counts.enumerated().map { s, count in (0..<count).map { render(ItemPath(section: s, item: $0)) } }
    }

    @inlinable
    public subscript(path: ItemPath) -> Cell {
        get { sections[path.section][path.item] }
        set { sections[path.section][path.item] = newValue }
    }

    /// The per-section counts on screen.
    @inlinable
    public var counts: [Int] { sections.map { $0.count } }

    /// The cell at `from` taken out and put at `to` (its place once taken out): what a table
    /// shows after the user drags a row there, with no batch.
    @inlinable
    public mutating func moveItem(from: ItemPath, to: ItemPath) {
        let cell = sections[from.section].remove(at: from.item)
        sections[to.section].insert(cell, at: to.item)
    }

    /// The cells after `validated` (the oracle's plan of `batch`): a `reloadData` fallback
    /// renders everything; an animated batch keeps the cells of kept and moved rows and renders
    /// inserted and reloaded ones at their new paths.
    @inlinable
    public mutating func update(
        after batch: BatchUpdate, validated: ValidatedBatch, newCounts: [Int], render: (ItemPath) -> Cell
    ) {
        if case .reloadData = validated.outcome {
            self = DisplayedCells(counts: newCounts, render: render)
            return
        }
        guard let layout = try? ReferenceModel.layout(of: batch, before: counts, after: newCounts) else {
            self = DisplayedCells(counts: newCounts, render: render)
            return
        }
        let old = sections
        sections = layout.items.enumerated().map { s, origins in
            origins.enumerated().map { item, origin in
                if case .old(let path) = origin { return old[path.section][path.item] }
                return render(ItemPath(section: s, item: item))
            }
        }
    }
}
