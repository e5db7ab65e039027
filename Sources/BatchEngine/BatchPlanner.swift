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
///    or delete its last (iOS 6–7, unless the target is newer); repeated until stable, since a reset turns moves into inserts
///    and deletes elsewhere;
/// 3. items: per kept section, a heaviest increasing sequence of its own runs stays (a run holds
///    every token of its range, so this is a longest increasing subsequence of its items: the
///    fewest moves), the others move — unless the caller says which runs stay (the coalescer:
///    those its edits did not move out of order); an item that leaves a deleted or reset section
///    is inserted, one that enters an inserted or reset section is deleted (a collection view
///    forbids those moves); a reloaded item that moves is deleted and inserted (reload and move
///    of one item is forbidden);
/// 4. reloads: kept only where UIKit's own arithmetic (deletes and inserts, never moves) puts the
///    insert half back on the item; elsewhere delete + insert. Section reloads likewise.
///
/// Cost: O(r log r) for step 3's choice of runs (none when the caller gives it), then
/// O(n/64 + r + m) per round of step 2 for n old items, r runs and m operations — the O(n/64)
/// part is a bit per old item, set a word at a time and scanned for the deleted ones — and
/// step 2 settles in a round or two in practice.
/// Every output array is allocated once.
@usableFromInline
struct BatchPlanner {
    /// A section after the change.
    @usableFromInline
    struct NewSection {
        /// The old section it is, or -1 for an inserted one.
        var old: Int
        /// Whether its content is to be redrawn.
        var reloaded: Bool
        /// Its items: these runs of the planner's `runs`.
        var runs: Range<Int>

        @usableFromInline
        init(old: Int, reloaded: Bool, runs: Range<Int>) {
            self.old = old
            self.reloaded = reloaded
            self.runs = runs
        }
    }

    let oldSizes: [Int]
    /// Every new section's items as runs of tokens, section after section, none crossing an old
    /// section boundary (as ``TokenRunBuilder`` makes them).
    let runs: [TokenRun]
    let newSections: [NewSection]
    /// The old tokens whose content is to be redrawn, each once, in any order.
    let reloadedTokens: [Int]
    /// Per run, whether it stays in place, when the caller knows (the coalescer: the runs the
    /// edits did not move out of order); otherwise the planner chooses the fewest moves.
    let runStays: [Bool]?
    /// Whether to reset a section rather than insert its first item or delete its last: the
    /// collection views of iOS 6–7 crash on those.
    let avoidsEmptySectionQuirks: Bool

    @usableFromInline
    init(
        oldSizes: [Int], runs: [TokenRun], newSections: [NewSection], reloadedTokens: [Int], runStays: [Bool]? = nil,
        deploymentTarget: IOSVersion? = nil
    ) {
        self.oldSizes = oldSizes
        self.runs = runs
        self.newSections = newSections
        self.reloadedTokens = reloadedTokens
        self.runStays = runStays
        avoidsEmptySectionQuirks = UIKitQuirk.Kind.insertIntoEmptySection.affects(deploymentTarget: deploymentTarget)
    }

    @usableFromInline
    func plan() -> BatchUpdate {
        var state = PlanState(planner: self)
        return state.run()
    }
}

/// The working state of one plan.
struct PlanState {
    let oldSizes: [Int]
    let newSections: [BatchPlanner.NewSection]
    let runs: [TokenRun]
    /// The old tokens whose content is to be redrawn, each once, in any order.
    let reloadedTokens: [Int]
    let oldStart: [Int]            // first token of each old section, and the token count
    var newOfOld: [Int]            // new index of each old section, or -1
    var sectionKept: [Bool]        // per new section: matched and not moved
    var reset: [Bool]              // per new section
    /// Per run: whether it stays in place while its section survives — it comes from the
    /// section's own old section and lies on the heaviest increasing sequence of those runs.
    let runStays: [Bool]
    let avoidsEmptySectionQuirks: Bool

    init(planner: BatchPlanner) {
        oldSizes = planner.oldSizes
        let runs = planner.runs, newSections = planner.newSections
        self.runs = runs
        self.newSections = newSections
        var start = [Int](repeating: 0, count: oldSizes.count + 1)
        for (s, size) in oldSizes.enumerated() { start[s + 1] = start[s] + size }
        oldStart = start
        reloadedTokens = planner.reloadedTokens
        newOfOld = [Int](repeating: -1, count: oldSizes.count)
        for (j, section) in newSections.enumerated() where section.old >= 0 { newOfOld[section.old] = j }
        let matched = newSections.indices.filter { newSections[$0].old >= 0 }
        let keep = longestIncreasingSubsequence(matched.map { newSections[$0].old })
        var kept = [Bool](repeating: false, count: newSections.count)
        for (i, j) in matched.enumerated() where keep[i] { kept[j] = true }
        sectionKept = kept
        reset = newSections.map { $0.old >= 0 && $0.reloaded }
        runStays = planner.runStays ?? Self.fewestMoves(runs, newSections)
        avoidsEmptySectionQuirks = planner.avoidsEmptySectionQuirks
    }

    /// Which runs stay so that the fewest items move: per matched section, a heaviest increasing
    /// sequence of the runs from its own old section.
    static func fewestMoves(_ runs: [TokenRun], _ newSections: [BatchPlanner.NewSection]) -> [Bool] {
        var stays = [Bool](repeating: false, count: runs.count)
        var own = OwnedBuffer<Int32>(repeating: 0, count: 0, capacity: runs.count)
        runs.withUnsafeBufferPointer { runs in
            stays.withUnsafeMutableBufferPointer { stays in
                for section in newSections where section.old >= 0 {
                    own.removeAll()
                    for i in section.runs where runs[i].section == section.old { own.append(Int32(truncatingIfNeeded: i)) }
                    heaviestIncreasingSubsequence(
                        count: own.count, value: { runs[Int(own[$0])].start }, weight: { runs[Int(own[$0])].count }
                    ) { stays[Int(own[$0])] = true }
                }
            }
        }
        return stays
    }

    /// Whether old section `s` survives as itself (matched, not reset).
    func isLive(old s: Int) -> Bool { newOfOld[s] >= 0 && !reset[newOfOld[s]] }
    /// Whether new section `j` is an old one surviving as itself.
    func isLive(new j: Int) -> Bool { newSections[j].old >= 0 && !reset[j] }

    mutating func run() -> BatchUpdate {
        // Step 2: resets, until stable.
        var items = items()
        while true {
            var grew = false
            for (j, section) in newSections.enumerated() where isLive(new: j) {
                let s = section.old
                let movesWithChanges = !sectionKept[j] && items.changed[j]
                let firstItem = avoidsEmptySectionQuirks && oldSizes[s] == 0 && items.insertCount[j] > 0
                let lastItem = avoidsEmptySectionQuirks && oldSizes[s] > 0 && section.runs.isEmpty && items.deleteCount[s] > 0
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
        // Moved out of `items`, so that placeReloads appends in place instead of copying.
        (batch.itemDeletes, items.deletes) = (items.deletes, [])
        (batch.itemInserts, items.inserts) = (items.inserts, [])
        (batch.itemMoves, items.moves) = (items.moves, [])
        batch.itemReloads = placeReloads(items.reloads, &batch)
        return batch
    }

    /// Keeps the reloads whose insert half UIKit puts back on the item; the others become a
    /// delete and an insert, which may shift the rest, so it repeats per section until stable.
    func placeReloads(_ candidates: [BatchUpdate.ItemMove], _ batch: inout BatchUpdate) -> [ItemPath] {
        guard !candidates.isEmpty else { return [] }
        let sectionDeletes = batch.sectionDeletes.sorted(), sectionInserts = batch.sectionInserts.sorted()
        // The old sections with candidates, in order of first appearance (`group` numbers them,
        // by old and by new section), then each one's candidates.
        var groupOfOld = [Int](repeating: -1, count: oldSizes.count)
        var groupOfNew = [Int](repeating: -1, count: newSections.count)
        var order: [Int] = []
        for candidate in candidates where groupOfOld[candidate.from.section] < 0 {
            groupOfOld[candidate.from.section] = order.count
            groupOfNew[newOfOld[candidate.from.section]] = order.count
            order.append(candidate.from.section)
        }
        var bySection = [[BatchUpdate.ItemMove]](repeating: [], count: order.count)
        for candidate in candidates { bySection[groupOfOld[candidate.from.section]].append(candidate) }
        // One bit per old token, set when deleted, and one per new row of each group's section,
        // the sections side by side, set when inserted.
        var insertBase = [Int](repeating: 0, count: order.count + 1)
        for (group, s) in order.enumerated() {
            insertBase[group + 1] = insertBase[group] + runs[newSections[newOfOld[s]].runs].reduce(0) { $0 + $1.count }
        }
        var deleted = OwnedBuffer<UInt64>(repeating: 0, count: (oldStart[oldStart.count - 1] + 63) / 64)
        var inserted = OwnedBuffer<UInt64>(repeating: 0, count: (insertBase[order.count] + 63) / 64)
        for path in batch.itemDeletes where groupOfOld[path.section] >= 0 {
            setBit(&deleted, oldStart[path.section] + path.item)
        }
        for path in batch.itemInserts where groupOfNew[path.section] >= 0 {
            setBit(&inserted, insertBase[groupOfNew[path.section]] + path.item)
        }
        var kept: [ItemPath] = []
        kept.reserveCapacity(candidates.count)
        for (group, s) in order.enumerated() {
            var pending = bySection[group]
            let j = newOfOld[s]
            let sectionTarget = reloadTarget(s, deletes: sectionDeletes, inserts: sectionInserts)
            while true {
                var right: [BatchUpdate.ItemMove] = [], wrong: [BatchUpdate.ItemMove] = []
                right.reserveCapacity(pending.count)
                // The candidates come in old order, which is their new order too (they stay):
                // one walk over the bits serves them all.
                var walk = ReloadWalk(deleteBase: oldStart[s], insertBase: insertBase[group])
                for reload in pending {
                    if sectionTarget == j && walk.landsOnItself(from: reload.from.item, to: reload.to.item, deleted: deleted, inserted: inserted) {
                        right.append(reload)
                    } else {
                        wrong.append(reload)
                    }
                }
                if wrong.isEmpty { break }
                // The next round sees this round's deletes and inserts too.
                for reload in wrong {
                    batch.itemDeletes.append(reload.from)
                    batch.itemInserts.append(reload.to)
                    setBit(&deleted, oldStart[s] + reload.from.item)
                    setBit(&inserted, insertBase[group] + reload.to.item)
                }
                pending = right
            }
            kept += pending.map { $0.from }
        }
        return kept
    }

    /// Where UIKit puts the insert half of a reload at `index`: shifted down by the deletes before
    /// it, then to the matching free slot among the inserts (spec §3.2, for batches with no
    /// operation inside a deleted or inserted section, as the planner's are).
    func reloadTarget(_ index: Int, deletes: [Int], inserts: [Int]) -> Int {
        // The afterDeletes-th slot not taken by an insert.
        kthFree(index - lowerBound(deletes, index), inserts)
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
