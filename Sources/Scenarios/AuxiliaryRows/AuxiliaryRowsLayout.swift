import BatchModel

/// The logical data and the expanded rows (by identity), and the actual rows they make: each
/// section's data rows in order, each expanded one followed by its auxiliary row. The naive
/// model the implementations are judged against, and the correct implementation's state.
public struct AuxiliaryRowsLayout: Hashable, Sendable {
    /// The app's data: section ids and row ids.
    public private(set) var data: SectionedList<Int, Int>
    /// The ids of the expanded rows, in ascending order.
    public private(set) var expanded: [Int]
    /// Whether opening one auxiliary row closes the other.
    public let single: Bool

    public init(data: SectionedList<Int, Int>, expanded: [Int] = [], single: Bool) {
        self.data = data
        self.expanded = expanded.sorted()
        self.single = single
    }

    /// The table's rows: `.host(id)` and `.auxiliary(hostID:)` cells, section by section.
    public var cells: [[AuxiliaryCell]] {
        data.sections.map { section in
            section.items.flatMap { id in
                expanded.contains(id) ? [.host(id: id), .auxiliary(hostID: id)] : [.host(id: id)]
            }
        }
    }

    /// The table's rows as one list of unique ids (a host `2·id`, its auxiliary row `2·id + 1`),
    /// for diffing.
    public var actualList: SectionedList<Int, Int> {
        SectionedList(
            zip(data.sections, cells).map { section, cells in
                .init(
                    section.id,
                    cells.map { cell in
                        switch cell {
                        case .host(let id): 2 * id
                        case .auxiliary(let id): 2 * id + 1
                        }
                    })
            })
    }

    /// What the actual row at `path` is, or `nil` when there is none.
    public func row(atActual path: ItemPath) -> ActualRow? {
        guard data.sections.indices.contains(path.section) else { return nil }
        var actual = 0
        for (r, id) in data.sections[path.section].items.enumerated() {
            if actual == path.item { return .host(ItemPath(row: r, section: path.section)) }
            actual += 1
            if expanded.contains(id) {
                if actual == path.item { return .auxiliary(host: ItemPath(row: r, section: path.section)) }
                actual += 1
            }
        }
        return nil
    }

    /// The actual path of the data row at logical `path`, or `nil` when there is none.
    public func actualPath(forLogical path: ItemPath) -> ItemPath? {
        guard data.contains(path) else { return nil }
        let above = data.sections[path.section].items[..<path.item].filter { expanded.contains($0) }.count
        return ItemPath(row: path.item + above, section: path.section)
    }

    /// Applies one operation; an operation whose paths do not fit changes nothing.
    public mutating func apply(_ operation: AuxiliaryRowsOperation) {
        switch operation {
        case .expand(let path):
            guard data.contains(path) else { return }
            let id = data[path]
            if single { expanded = [id] } else if !expanded.contains(id) { expanded = (expanded + [id]).sorted() }
        case .collapse(let path):
            guard data.contains(path) else { return }
            expanded.removeAll { $0 == data[path] }
        case .toggle(let path):
            guard data.contains(path) else { return }
            apply(expanded.contains(data[path]) ? .collapse(path) : .expand(path))
        case .insertRow(let id, let path):
            guard data.sections.indices.contains(path.section),
                (0...data.sections[path.section].items.count).contains(path.item)
            else { return }
            data.sections[path.section].items.insert(id, at: path.item)
        case .deleteRow(let path):
            guard data.contains(path) else { return }
            let id = data.sections[path.section].items.remove(at: path.item)
            expanded.removeAll { $0 == id }
        case .moveRow(let from, let to):
            guard data.contains(from) else { return }
            var lifted = data
            let id = lifted.sections[from.section].items.remove(at: from.item)
            guard lifted.sections.indices.contains(to.section),
                (0...lifted.sections[to.section].items.count).contains(to.item)
            else { return }
            lifted.sections[to.section].items.insert(id, at: to.item)
            data = lifted
        case .insertSection(let id, let index):
            guard (0...data.sections.count).contains(index) else { return }
            data.sections.insert(.init(id, []), at: index)
        case .deleteSection(let index):
            guard data.sections.indices.contains(index) else { return }
            let removed = data.sections.remove(at: index).items
            expanded.removeAll { removed.contains($0) }
        }
    }

    /// After `reloadData()` with new data: expansion kept for the ids still there.
    public mutating func reload(with newData: SectionedList<Int, Int>, keepingExpansion: Bool) {
        let ids = newData.sections.flatMap { $0.items }
        expanded = keepingExpansion ? expanded.filter { ids.contains($0) } : []
        data = newData
    }
}
