import BatchModel

/// Turns "old sections → new sections" over dense integer tokens into one batch UIKit accepts in
/// both flavours, strict quirk checks included. The coalescer and the differ both end here.
///
/// Old items are tokens `0..<oldItemCount`, numbered section by section; a new section is given
/// as runs of consecutive tokens (``TokenRun``), a run at or past the old item count being
/// inserted items. The plan:
/// 1. sections: matched, deleted or inserted; a longest increasing run of matched sections stays,
///    the others move;
/// 2. a matched section is *reset* (deleted and inserted whole) when it is reloaded, or moves
///    while items are inserted, deleted, reloaded or moved into or out of it (spec §6; moves
///    inside it are fine, spec §5), or a collection view would insert the first item into it
///    or delete its last (iOS 6–7); repeated until stable, since a reset turns moves into inserts
///    and deletes elsewhere;
/// 3. items: per kept section, a heaviest increasing sequence of its own runs stays (a run holds
///    every token of its range, so this is a longest increasing subsequence of its items: the
///    fewest moves), the others move; an item that leaves a deleted or reset section is inserted,
///    one that enters an inserted or reset section is deleted (a collection view forbids those
///    moves); a reloaded item that moves is deleted and inserted (reload and move of one item is
///    forbidden);
/// 4. reloads: kept only where UIKit's own arithmetic (deletes and inserts, never moves) puts the
///    insert half back on the item; elsewhere delete + insert. Section reloads likewise.
///
/// Cost: O(n + r log r + m) per round of step 2 for n old items, r runs and m operations — the
/// O(n) part is filling and scanning a flag per old item, at memory speed — and step 2 settles
/// in a round or two in practice.
@usableFromInline
struct BatchPlanner {
    /// A section after the change.
    @usableFromInline
    struct NewSection {
        /// The old section it is, or -1 for an inserted one.
        var old: Int
        /// Whether its content is to be redrawn.
        var reloaded: Bool
        /// Its items, as runs of consecutive tokens.
        var runs: [TokenRun]

        @usableFromInline
        init(old: Int, reloaded: Bool, runs: [TokenRun]) {
            self.old = old
            self.reloaded = reloaded
            self.runs = runs
        }
    }

    let oldSizes: [Int]
    let newSections: [NewSection]
    /// The old tokens whose content is to be redrawn, ascending.
    let reloadedTokens: [Int]

    @usableFromInline
    init(oldSizes: [Int], newSections: [NewSection], reloadedTokens: [Int]) {
        self.oldSizes = oldSizes
        self.newSections = newSections
        self.reloadedTokens = reloadedTokens
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
    /// Per old token, one bit: is its content to be redrawn?
    let reloaded: [UInt64]
    let oldStart: [Int]            // first token of each old section, and the token count
    var newOfOld: [Int]            // new index of each old section, or -1
    var sectionKept: [Bool]        // per new section: matched and not moved
    var reset: [Bool]              // per new section
    /// Per new section, per run: the old section its tokens come from, or -1 for inserted ones.
    let runSection: [[Int]]

    init(planner: BatchPlanner) {
        oldSizes = planner.oldSizes
        var reloaded = [UInt64](repeating: 0, count: planner.reloadedTokens.isEmpty ? 0 : (planner.oldSizes.reduce(0, +) + 63) / 64)
        for token in planner.reloadedTokens { reloaded[token >> 6] |= 1 << UInt64(token & 63) }
        self.reloaded = reloaded
        var start = [Int](repeating: 0, count: oldSizes.count + 1)
        for (s, size) in oldSizes.enumerated() { start[s + 1] = start[s] + size }
        oldStart = start
        // Runs that cross an old section boundary are cut there, so each comes from one section.
        var sections = planner.newSections
        var runSection: [[Int]] = []
        for j in sections.indices {
            var runs: [TokenRun] = [], from: [Int] = []
            runs.reserveCapacity(sections[j].runs.count)
            from.reserveCapacity(sections[j].runs.count)
            for var run in sections[j].runs where run.count > 0 {
                while run.start < start[start.count - 1], case let s = TokenRunBuilder.section(of: run.start, in: start), run.end > start[s + 1] {
                    runs.append(TokenRun(start: run.start, count: start[s + 1] - run.start))
                    from.append(s)
                    run = TokenRun(start: start[s + 1], count: run.end - start[s + 1])
                }
                runs.append(run)
                from.append(run.start < start[start.count - 1] ? TokenRunBuilder.section(of: run.start, in: start) : -1)
            }
            sections[j].runs = runs
            runSection.append(from)
        }
        newSections = sections
        self.runSection = runSection
        newOfOld = [Int](repeating: -1, count: oldSizes.count)
        for (j, section) in sections.enumerated() where section.old >= 0 { newOfOld[section.old] = j }
        let matched = sections.indices.filter { sections[$0].old >= 0 }
        let keep = longestIncreasingSubsequence(matched.map { sections[$0].old })
        var kept = [Bool](repeating: false, count: sections.count)
        for (i, j) in matched.enumerated() where keep[i] { kept[j] = true }
        sectionKept = kept
        reset = sections.map { $0.old >= 0 && $0.reloaded }
    }

    /// Whether old section `s` survives as itself (matched, not reset).
    func isLive(old s: Int) -> Bool { newOfOld[s] >= 0 && !reset[newOfOld[s]] }
    /// Whether new section `j` is an old one surviving as itself.
    func isLive(new j: Int) -> Bool { newSections[j].old >= 0 && !reset[j] }

    /// Whether old `token`'s content is to be redrawn.
    @inline(__always)
    func isReloaded(_ token: Int) -> Bool {
        !reloaded.isEmpty && reloaded[token >> 6] & (1 << UInt64(token & 63)) != 0
    }

    /// Calls `body` with each reloaded token of `run`, in order.
    func forEachReloaded(in run: TokenRun, _ body: (Int) -> Void) {
        guard !reloaded.isEmpty else { return }
        var word = run.start >> 6
        while word << 6 < run.end {
            var bits = reloaded[word]
            while bits != 0 {
                let token = word << 6 + bits.trailingZeroBitCount
                bits &= bits - 1
                if token >= run.start && token < run.end { body(token) }
            }
            word += 1
        }
    }

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
        // Per old token: in a live new section?
        var present = [Bool](repeating: false, count: oldStart[oldStart.count - 1])
        for (j, section) in newSections.enumerated() where isLive(new: j) {
            let s = section.old
            let from = runSection[j]
            let staying = section.runs.indices.filter { from[$0] == s }
            let stays = heaviestIncreasingSubsequence(
                staying.map { section.runs[$0].start - oldStart[s] }, weights: staying.map { section.runs[$0].count })
            var kept = [Bool](repeating: false, count: section.runs.count)
            for (i, run) in staying.enumerated() where stays[i] { kept[run] = true }
            var row = 0
            for (i, run) in section.runs.enumerated() {
                defer { row += run.count }
                let origin = from[i]
                if origin < 0 || !isLive(old: origin) {
                    // Inserted, or out of a deleted or reset section: a move would be forbidden.
                    if origin >= 0 { present.withUnsafeMutableBufferPointer { $0[run.start..<run.end].update(repeating: true) } }
                    for r in row..<(row + run.count) { result.insert(ItemPath(section: j, item: r)) }
                    continue
                }
                present.withUnsafeMutableBufferPointer { $0[run.start..<run.end].update(repeating: true) }
                if kept[i] {
                    forEachReloaded(in: run) { token in
                        result.reloads.append(.init(
                            from: ItemPath(section: s, item: token - oldStart[s]), to: ItemPath(section: j, item: row + token - run.start)))
                        result.changed[j] = true
                    }
                    continue
                }
                for token in run.start..<run.end {
                    let fromPath = ItemPath(section: origin, item: token - oldStart[origin])
                    let toPath = ItemPath(section: j, item: row + token - run.start)
                    if isReloaded(token) {
                        result.delete(fromPath, changing: newOfOld[origin])  // reload and move of one item is forbidden
                        result.insert(toPath)
                    } else {
                        result.moves.append(.init(from: fromPath, to: toPath))
                    }
                }
                // A move inside one section is not a change of that section (spec §5 allows it
                // while the section itself moves); a move between sections is.
                if origin != s {
                    result.changed[j] = true
                    result.changed[newOfOld[origin]] = true
                }
            }
        }
        present.withUnsafeBufferPointer { present in
            for s in oldSizes.indices where isLive(old: s) {
                var token = oldStart[s]
                while token < oldStart[s + 1] {
                    // Eight present items at a time.
                    if token + 8 <= oldStart[s + 1],
                       UnsafeRawPointer(present.baseAddress! + token).loadUnaligned(as: UInt64.self) == 0x0101_0101_0101_0101 {
                        token += 8
                        continue
                    }
                    if !present[token] { result.delete(ItemPath(section: s, item: token - oldStart[s]), changing: newOfOld[s]) }
                    token += 1
                }
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
                let lastItem = oldSizes[s] > 0 && section.runs.isEmpty && items.deleteCount[s] > 0
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
                var right: [BatchUpdate.ItemMove] = []
                right.reserveCapacity(pending.count)
                for reload in pending {
                    if sectionTarget == j && reloadTarget(reload.from.item, deletes: deletes, inserts: inserts) == reload.to.item {
                        right.append(reload)
                        continue
                    }
                    batch.itemDeletes.append(reload.from)
                    batch.itemInserts.append(reload.to)
                    deletesIn[s, default: []].append(reload.from.item)
                    insertsIn[j, default: []].append(reload.to.item)
                }
                if right.count == pending.count { break }
                pending = right
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
