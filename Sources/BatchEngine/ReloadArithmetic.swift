import BatchModel

/// Where UIKit puts the insert half of an item reload (spec §3.2), in closed form: O(log k) per
/// reload instead of a walk over every delete and insert.
///
/// UIKit walks the deletes from last to first, then the inserts from first to last, a section
/// counting as its own row `Int.max`. Unrolled, that walk shifts the row down by the deletes in
/// its own section at or before it — and, oddly, by those in a run of deleted sections just
/// below it — and the section down by the deleted sections below it; then up to the matching
/// free section among the inserted ones, and the row up through the row inserts of a run of
/// inserted sections just before its target, then of the target. Duplicates count once.
struct ReloadArithmetic {
    private let deletedSections: [Int]        // sorted, distinct
    private let insertedSections: [Int]       // sorted, distinct
    private let deletedSectionSet: Set<Int>
    private let insertedSectionSet: Set<Int>
    private let rowDeletes: [Int: [Int]]      // per old section, sorted, distinct
    private let rowInserts: [Int: [Int]]      // per new section, sorted, distinct

    init(batch: BatchUpdate) {
        func sortedUnique(_ values: [Int]) -> [Int] {
            var result: [Int] = []
            for value in values.sorted() where result.last != value { result.append(value) }
            return result
        }
        func grouped(_ paths: [ItemPath]) -> [Int: [Int]] {
            var groups: [Int: [Int]] = [:]
            for path in paths { groups[path.section, default: []].append(path.item) }
            return groups.mapValues(sortedUnique)
        }
        deletedSections = sortedUnique(batch.sectionDeletes)
        insertedSections = sortedUnique(batch.sectionInserts)
        deletedSectionSet = Set(deletedSections)
        insertedSectionSet = Set(insertedSections)
        rowDeletes = grouped(batch.itemDeletes)
        rowInserts = grouped(batch.itemInserts)
    }

    /// The number of elements of sorted `values` that are at most `x`.
    private func countAtMost(_ values: [Int]?, _ x: Int) -> Int {
        guard let values else { return 0 }
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] <= x { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func target(of path: ItemPath) -> ItemPath {
        // Deletes.
        var row = path.item - countAtMost(rowDeletes[path.section], path.item)
        var below = path.section - 1
        while below >= 0, deletedSectionSet.contains(below) {
            row -= countAtMost(rowDeletes[below], row)
            below -= 1
        }
        let afterDeletes = path.section - countAtMost(deletedSections, path.section - 1)
        // Inserts.
        let section = kthFree(afterDeletes, insertedSections)
        var runStart = section
        while runStart > 0, insertedSectionSet.contains(runStart - 1) { runStart -= 1 }
        for t in runStart...section {
            if let inserts = rowInserts[t] { row = kthFree(row, inserts) }
        }
        return ItemPath(section: section, item: row)
    }
}
