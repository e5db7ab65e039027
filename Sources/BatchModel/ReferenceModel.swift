/// The obviously correct model everything else is judged against: it applies edits one at a
/// time, and a ``BatchUpdate`` the naive way (see `ReferenceModel+Batch.swift`).
///
/// It is short and slow on purpose, and shares nothing with the engines but the vocabulary
/// types. Invalid input is a thrown error naming the edit and the state, never a trap.
public enum ReferenceModel {
    /// Applies one edit to `list`, exactly like the matching mutating array operation.
    ///
    /// - Throws: `InvalidEditError` when an index is out of range; `list` is then unchanged.
    @inlinable
    public static func apply<SectionID, ItemID>(
        _ edit: Edit<SectionID, ItemID>,
        to list: inout SectionedList<SectionID, ItemID>
    ) throws(InvalidEditError) {
        func fail(_ problem: String) -> InvalidEditError {
            InvalidEditError(edit: edit.description, list: list.description, problem: problem)
        }
        func requireSection(_ section: Int, allowingEnd: Bool = false) throws(InvalidEditError) {
            let limit = list.sections.count + (allowingEnd ? 1 : 0)
            guard section >= 0, section < limit else {
                throw fail("section \(section) is out of range: the list has \(list.sections.count) sections")
            }
        }
        func requireItem(_ path: ItemPath, allowingEnd: Bool = false) throws(InvalidEditError) {
            try requireSection(path.section)
            let count = list.sections[path.section].items.count
            guard path.item >= 0, path.item < count + (allowingEnd ? 1 : 0) else {
                throw fail("item \(path.item) is out of range: section \(path.section) has \(count) items")
            }
        }

        switch edit {
        case .insertSection(let id, let index):
            try requireSection(index, allowingEnd: true)
            list.sections.insert(.init(id), at: index)
        case .deleteSection(let index):
            try requireSection(index)
            list.sections.remove(at: index)
        case .moveSection(let from, let to):
            try requireSection(from)
            guard to >= 0, to < list.sections.count else {
                throw fail(
                    "destination section \(to) is out of range: after removing section \(from) the list has \(list.sections.count - 1) sections"
                )
            }
            list.sections.insert(list.sections.remove(at: from), at: to)
        case .reloadSection(let index):
            try requireSection(index)
        case .insertItem(let id, let path):
            try requireItem(path, allowingEnd: true)
            list.sections[path.section].items.insert(id, at: path.item)
        case .deleteItem(let path):
            try requireItem(path)
            list.sections[path.section].items.remove(at: path.item)
        case .moveItem(let from, let to):
            try requireItem(from)
            // The destination is checked against the list as it is once the item is lifted out
            // (its section one item shorter), before the list is touched.
            guard list.sections.indices.contains(to.section) else {
                throw fail("destination \(to) is out of range: the list has \(list.sections.count) sections")
            }
            let room = list.sections[to.section].items.count - (to.section == from.section ? 1 : 0)
            guard to.item >= 0, to.item <= room else {
                throw fail(
                    "destination \(to) is out of range: section \(to.section) has \(room) items once the item is lifted out"
                )
            }
            let id = list.sections[from.section].items.remove(at: from.item)
            list.sections[to.section].items.insert(id, at: to.item)
        case .reloadItem(let path):
            try requireItem(path)
        }
    }

    /// Applies `edits` in order and returns the final list.
    ///
    /// - Throws: `InvalidEditError` for the first edit that does not fit, with its position.
    @inlinable
    public static func applying<SectionID, ItemID>(
        _ edits: [Edit<SectionID, ItemID>],
        to list: SectionedList<SectionID, ItemID>
    ) throws(InvalidEditError) -> SectionedList<SectionID, ItemID> {
        var current = list
        for (index, edit) in edits.enumerated() {
            do {
                try apply(edit, to: &current)
            } catch {
                var located = error
                located.index = index
                throw located
            }
        }
        return current
    }
}
