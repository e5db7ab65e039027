import BatchModel

/// Where UIKit puts the insert half of a reload (<doc:UIKitBatchUpdateRules#3.2-Reloads>): the one rule
/// every engine places reloads by, in the forms they need. ``ReloadWalk`` is the same rule over bit
/// sets, for the planner's items; `ReloadPlacementTests` pins the forms to each other and to the
/// reference model's plain walk.
///
/// UIKit walks the deletes from last to first, then the inserts from first to last, a section counting
/// as its own row `Int.max`. Unrolled, that walk shifts the row down by the deletes in its own section
/// at or before it — and, oddly, by those in a run of deleted sections just below it — and the section
/// down by the deleted sections below it; then up to the matching free section among the inserted ones,
/// and the row up through the row inserts of a run of inserted sections just before its target, then of
/// the target. Duplicates count once. O(log k) a reload, for k operations.
struct ReloadPlacement {
    private let deletedSections: [Int]  // ascending, distinct
    private let insertedSections: [Int]  // ascending, distinct
    private let deletedSectionSet: Set<Int>
    private let insertedSectionSet: Set<Int>
    private let rowDeletes: [Int: [Int]]  // per old section, ascending, distinct
    private let rowInserts: [Int: [Int]]  // per new section, ascending, distinct

    /// The new index of reloaded section (or, within one section, row) `index`: shifted down by
    /// the deletes below it, then to the matching free index among the inserts. `deletes` and
    /// `inserts` are ascending and distinct.
    static func target(of index: Int, deletes: [Int], inserts: [Int]) -> Int {
        kthFree(index - countBelow(index, in: deletes), inserts)
    }

    /// The placement of `batch`'s reloads.
    init(batch: BatchUpdate) {
        func grouped(_ paths: [ItemPath]) -> [Int: [Int]] {
            var groups: [Int: [Int]] = [:]
            for path in paths { groups[path.section, default: []].append(path.item) }
            return groups.mapValues(ascendingUnique)
        }
        deletedSections = ascendingUnique(batch.sectionDeletes)
        insertedSections = ascendingUnique(batch.sectionInserts)
        deletedSectionSet = Set(deletedSections)
        insertedSectionSet = Set(insertedSections)
        rowDeletes = grouped(batch.itemDeletes)
        rowInserts = grouped(batch.itemInserts)
    }

    /// The new index of reloaded section `section`.
    func target(ofSection section: Int) -> Int {
        Self.target(of: section, deletes: deletedSections, inserts: insertedSections)
    }

    /// The new path of reloaded item `path`.
    func target(of path: ItemPath) -> ItemPath {
        // Deletes: its own section's at or before it, then those of deleted sections below.
        var row = path.item - countBelow(path.item + 1, in: rowDeletes[path.section] ?? [])
        var below = path.section - 1
        while below >= 0, deletedSectionSet.contains(below) {
            row -= countBelow(row + 1, in: rowDeletes[below] ?? [])
            below -= 1
        }
        // Inserts: the section's, then the rows of inserted sections just before it and its own.
        let section = target(ofSection: path.section)
        var runStart = section
        while runStart > 0, insertedSectionSet.contains(runStart - 1) { runStart -= 1 }
        for t in runStart...section {
            if let inserts = rowInserts[t] { row = kthFree(row, inserts) }
        }
        return ItemPath(section: section, item: row)
    }
}
