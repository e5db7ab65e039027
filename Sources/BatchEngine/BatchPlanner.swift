import BatchModel

/// Turns "old sections → new sections" over dense integer tokens into one batch UIKit accepts in
/// both flavours, strict quirk checks included. The coalescer and the differ both end here.
///
/// Old items are tokens `0..<oldItemCount`, numbered section by section; a new item is an old
/// token or `-1` (inserted). The plan:
/// 1. sections: matched, deleted or inserted; a longest increasing run of matched sections stays,
///    the others move;
/// 2. a matched section is *reset* (deleted and inserted whole) when it is reloaded, or moves
///    while items are inserted, deleted, reloaded or moved into or out of it (spec §6; moves
///    inside it are fine, spec §5), or a collection view would insert the first item into it
///    or delete its last (iOS 6–7); repeated until stable, since a reset turns moves into inserts
///    and deletes elsewhere;
/// 3. items: per kept section, a longest increasing run stays, the others move; an item that
///    leaves a deleted or reset section is inserted, one that enters an inserted or reset section
///    is deleted (a collection view forbids those moves); a reloaded item that moves is deleted
///    and inserted (reload and move of one item is forbidden);
/// 4. reloads: kept only where UIKit's own arithmetic (deletes and inserts, never moves) puts the
///    insert half back on the item; elsewhere delete + insert. Section reloads likewise.
///
/// Cost: O(n + k log k) per round of step 2, which settles in a round or two in practice.
@usableFromInline
struct BatchPlanner {
    /// A section after the change.
    @usableFromInline
    struct NewSection {
        /// The old section it is, or -1 for an inserted one.
        var old: Int
        /// Whether its content is to be redrawn.
        var reloaded: Bool
        /// Its items: old tokens, or -1 for inserted ones.
        var items: [Int]

        @usableFromInline
        init(old: Int, reloaded: Bool, items: [Int]) {
            self.old = old
            self.reloaded = reloaded
            self.items = items
        }
    }

    let oldSizes: [Int]
    let newSections: [NewSection]
    /// Per old token: is its content to be redrawn? Empty when nothing is.
    let reloadedItems: [Bool]

    @usableFromInline
    init(oldSizes: [Int], newSections: [NewSection], reloadedItems: [Bool]) {
        self.oldSizes = oldSizes
        self.newSections = newSections
        self.reloadedItems = reloadedItems
    }

    @usableFromInline
    func plan() -> BatchUpdate {
        var state = PlanState(planner: self)
        return state.run()
    }
}

/// The working state of one plan.
private struct PlanState {
    let oldSizes: [Int]
    let newSections: [BatchPlanner.NewSection]
    let reloadedItems: [Bool]
    let oldStart: [Int]            // first token of each old section, and the token count
    var newOfOld: [Int]            // new index of each old section, or -1
    var sectionKept: [Bool]        // per new section: matched and not moved
    var reset: [Bool]              // per new section

    init(planner: BatchPlanner) {
        oldSizes = planner.oldSizes
        newSections = planner.newSections
        reloadedItems = planner.reloadedItems
        var start = [Int](repeating: 0, count: oldSizes.count + 1)
        for (s, size) in oldSizes.enumerated() { start[s + 1] = start[s] + size }
        oldStart = start
        newOfOld = [Int](repeating: -1, count: oldSizes.count)
        for (j, section) in newSections.enumerated() where section.old >= 0 { newOfOld[section.old] = j }
        let sections = planner.newSections
        let matched = sections.indices.filter { sections[$0].old >= 0 }
        let keep = longestIncreasingSubsequence(matched.map { sections[$0].old })
        var kept = [Bool](repeating: false, count: sections.count)
        for (i, j) in matched.enumerated() where keep[i] { kept[j] = true }
        sectionKept = kept
        reset = sections.map { $0.old >= 0 && $0.reloaded }
    }

    /// The old section of `token` (binary search over the section starts).
    @inline(__always)
    func sectionOf(_ token: Int) -> Int {
        if oldSizes.count == 1 { return 0 }
        var low = 0, high = oldSizes.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if oldStart[middle] <= token { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Whether old section `s` survives as itself (matched, not reset).
    func isLive(old s: Int) -> Bool { newOfOld[s] >= 0 && !reset[newOfOld[s]] }
    /// Whether new section `j` is an old one surviving as itself.
    func isLive(new j: Int) -> Bool { newSections[j].old >= 0 && !reset[j] }

    /// Item operations for the current resets, with per-section tallies.
    struct Items {
        var deletes: [ItemPath] = []
        var inserts: [ItemPath] = []
        var moves: [BatchUpdate.ItemMove] = []
        var reloads: [BatchUpdate.ItemMove] = []   // old path → new path, both known to hold the item
        var changed: [Bool]                        // per new section
        var insertCount: [Int]                     // per new section
        var deleteCount: [Int]                     // per old section

        mutating func delete(_ path: ItemPath, changing j: Int) {
            deletes.append(path)
            deleteCount[path.section] += 1
            changed[j] = true
        }

        mutating func insert(_ path: ItemPath) {
            inserts.append(path)
            insertCount[path.section] += 1
            changed[path.section] = true
        }
    }

    func items() -> Items {
        var result = Items(
            changed: [Bool](repeating: false, count: newSections.count),
            insertCount: [Int](repeating: 0, count: newSections.count),
            deleteCount: [Int](repeating: 0, count: oldSizes.count))
        // Per old token: 1 = in a live new section, 2 = kept in place there.
        var flags = [UInt8](repeating: 0, count: oldStart[oldStart.count - 1])
        var staying: [Int] = []
        staying.reserveCapacity(newSections.lazy.map(\.items.count).max() ?? 0)
        for (j, section) in newSections.enumerated() where isLive(new: j) {
            let s = section.old
            staying.removeAll(keepingCapacity: true)
            for token in section.items where token >= 0 {
                flags[token] = 1
                if sectionOf(token) == s { staying.append(token) }
            }
            longestIncreasingSubsequence(staying) { flags[staying[$0]] = 3 }
            for (row, token) in section.items.enumerated() {
                if token < 0 {
                    result.insert(ItemPath(section: j, item: row))
                    continue
                }
                let from = sectionOf(token)
                let fromPath = ItemPath(section: from, item: token - oldStart[from])
                let toPath = ItemPath(section: j, item: row)
                let reloaded = !reloadedItems.isEmpty && reloadedItems[token]
                if from == s, flags[token] == 3 {
                    if reloaded {
                        result.reloads.append(.init(from: fromPath, to: toPath))
                        result.changed[j] = true
                    }
                } else if !isLive(old: from) {
                    result.insert(toPath)  // out of a deleted or reset section: a move would be forbidden
                } else if reloaded {
                    result.delete(fromPath, changing: newOfOld[from])  // reload and move of one item is forbidden
                    result.insert(toPath)
                } else {
                    result.moves.append(.init(from: fromPath, to: toPath))
                    // A move inside one section is not a change of that section (spec §5 allows
                    // it while the section itself moves); a move between sections is.
                    if from != s {
                        result.changed[j] = true
                        result.changed[newOfOld[from]] = true
                    }
                }
            }
        }
        for s in oldSizes.indices where isLive(old: s) {
            for token in oldStart[s]..<oldStart[s + 1] where flags[token] == 0 {
                result.delete(ItemPath(section: s, item: token - oldStart[s]), changing: newOfOld[s])
            }
        }
        return result
    }

    mutating func run() -> BatchUpdate {
        // Step 2: resets, until stable.
        var items = items()
        while true {
            var grew = false
            for (j, section) in newSections.enumerated() where isLive(new: j) {
                let s = section.old
                let movesWithChanges = !sectionKept[j] && items.changed[j]
                let firstItem = oldSizes[s] == 0 && items.insertCount[j] > 0
                let lastItem = oldSizes[s] > 0 && section.items.isEmpty && items.deleteCount[s] > 0
                if movesWithChanges || firstItem || lastItem {
                    reset[j] = true
                    grew = true
                }
            }
            if !grew { break }
            items = self.items()
        }

        // Sections.
        var batch = BatchUpdate()
        for s in oldSizes.indices where newOfOld[s] < 0 { batch.sectionDeletes.append(s) }
        for (j, section) in newSections.enumerated() {
            if section.old < 0 {
                batch.sectionInserts.append(j)
            } else if reset[j] {
                if !section.reloaded || !sectionKept[j] {
                    batch.sectionDeletes.append(section.old)
                    batch.sectionInserts.append(j)
                } else {
                    batch.sectionReloads.append(section.old)
                }
            } else if !sectionKept[j] {
                batch.sectionMoves.append(.init(from: section.old, to: j))
            }
        }
        // Step 4 for sections: a reload stays only where UIKit puts its insert half back.
        while true {
            let deletes = batch.sectionDeletes.sorted(), inserts = batch.sectionInserts.sorted()
            let wrong = batch.sectionReloads.filter { s in
                reloadTarget(s, deletes: deletes, inserts: inserts) != newOfOld[s]
            }
            if wrong.isEmpty { break }
            batch.sectionReloads.removeAll { wrong.contains($0) }
            batch.sectionDeletes += wrong
            batch.sectionInserts += wrong.map { newOfOld[$0] }
        }

        // Step 4 for items.
        batch.itemDeletes = items.deletes
        batch.itemInserts = items.inserts
        batch.itemMoves = items.moves
        batch.itemReloads = placeReloads(items.reloads, &batch)
        return batch
    }

    /// Keeps the reloads whose insert half UIKit puts back on the item; the others become a
    /// delete and an insert, which may shift the rest, so it repeats per section until stable.
    func placeReloads(_ candidates: [BatchUpdate.ItemMove], _ batch: inout BatchUpdate) -> [ItemPath] {
        guard !candidates.isEmpty else { return [] }
        let sectionDeletes = batch.sectionDeletes.sorted(), sectionInserts = batch.sectionInserts.sorted()
        var deletesIn: [Int: [Int]] = [:], insertsIn: [Int: [Int]] = [:]
        for path in batch.itemDeletes { deletesIn[path.section, default: []].append(path.item) }
        for path in batch.itemInserts { insertsIn[path.section, default: []].append(path.item) }
        var bySection: [Int: [BatchUpdate.ItemMove]] = [:]
        var order: [Int] = []
        for candidate in candidates {
            if bySection[candidate.from.section] == nil { order.append(candidate.from.section) }
            bySection[candidate.from.section, default: []].append(candidate)
        }
        var kept: [ItemPath] = []
        for s in order {
            var pending = bySection[s]!
            let j = newOfOld[s]
            let sectionTarget = reloadTarget(s, deletes: sectionDeletes, inserts: sectionInserts)
            while true {
                let deletes = (deletesIn[s] ?? []).sorted(), inserts = (insertsIn[j] ?? []).sorted()
                let wrong = pending.filter { reload in
                    sectionTarget != j || reloadTarget(reload.from.item, deletes: deletes, inserts: inserts) != reload.to.item
                }
                if wrong.isEmpty { break }
                pending.removeAll { reload in wrong.contains(reload) }
                for reload in wrong {
                    batch.itemDeletes.append(reload.from)
                    batch.itemInserts.append(reload.to)
                    deletesIn[s, default: []].append(reload.from.item)
                    insertsIn[j, default: []].append(reload.to.item)
                }
            }
            kept += pending.map(\.from)
        }
        return kept
    }

    /// Where UIKit puts the insert half of a reload at `index`: shifted down by the deletes before
    /// it, then to the matching free slot among the inserts (spec §3.2, for batches with no
    /// operation inside a deleted or inserted section, as the planner's are).
    func reloadTarget(_ index: Int, deletes: [Int], inserts: [Int]) -> Int {
        let afterDeletes = index - lowerBound(deletes, index)
        // The afterDeletes-th slot not taken by an insert.
        var low = 0, high = inserts.count
        while low < high {
            let middle = (low + high) / 2
            if inserts[middle] - middle <= afterDeletes { low = middle + 1 } else { high = middle }
        }
        return afterDeletes + low
    }

    /// The number of elements of sorted `values` below `x`.
    func lowerBound(_ values: [Int], _ x: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < x { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
