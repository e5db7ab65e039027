import BatchModel

/// Turns "old sections → new sections" over dense integer tokens into one batch UIKit accepts in both
/// flavours, strict quirk checks included. The coalescer and the differ both end here.
///
/// Old items are tokens `0..<oldItemCount`, numbered section by section; a new section is given as runs
/// of consecutive tokens (``TokenRun``), a run at or past the old item count being inserted items. The
/// plan:
/// 1. sections: matched, deleted or inserted; a longest increasing run of matched sections stays, the
///    others move;
/// 2. a matched section is *reset* (deleted and inserted whole) when it is reloaded, or moves while
///    items are inserted, deleted, reloaded or moved into or out of it
///    (<doc:UIKitBatchUpdateRules#6-Quirks>; moves inside it are fine,
///    <doc:UIKitBatchUpdateRules#5-Allowed>), or a collection view would insert the first item into it
///    or delete its last (iOS 6–7, unless the target is newer); repeated until stable, since a reset
///    turns moves into inserts and deletes elsewhere;
/// 3. items (``itemOperations()``): per kept section, a heaviest increasing sequence of its own runs
///    stays (a run holds every token of its range, so this is a longest increasing subsequence of its
///    items: the fewest moves), the others move — unless the caller says which runs stay (the
///    coalescer: those its edits did not move out of order); an item that leaves a deleted or reset
///    section is inserted, one that enters an inserted or reset section is deleted (a collection view
///    forbids those moves); a reloaded item that moves is deleted and inserted (reload and move of one
///    item is forbidden);
/// 4. reloads (``placeReloads(_:deletes:inserts:sectionDeletes:sectionInserts:)``): kept only where
///    UIKit's own arithmetic (deletes and inserts, never moves) puts the insert half back on the item;
///    elsewhere delete + insert. Section reloads likewise.
///
/// Cost: O(r log r) for step 3's choice of runs (none when the caller gives it), then O(n/64 + r + m)
/// per round of step 2 for n old items, r runs and m operations — the O(n/64) part is a bit per old
/// item, set a word at a time and scanned for the deleted ones — and step 2 settles in a round or two
/// in practice.
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
        @usableFromInline var runs: Range<Int>

        @usableFromInline
        init(old: Int, reloaded: Bool, runs: Range<Int>) {
            self.old = old
            self.reloaded = reloaded
            self.runs = runs
        }
    }

    let oldSizes: [Int]
    /// First token of each old section, then the token count.
    let oldStart: [Int]
    /// Every new section's items as runs of tokens, section after section, none crossing an old
    /// section boundary (as ``TokenRunBuilder`` makes them).
    let runs: [TokenRun]
    let newSections: [NewSection]
    /// The old tokens whose content is to be redrawn, each once, in any order.
    let reloadedTokens: [Int]
    /// Per run: whether it stays in place while its section survives — it comes from the
    /// section's own old section and lies on the heaviest increasing sequence of those runs, or
    /// the caller says so.
    let runStays: [Bool]
    /// Whether to reset a section rather than insert its first item or delete its last: the
    /// collection views of iOS 6–7 crash on those.
    let avoidsEmptySectionQuirks: Bool
    /// Per old section, its new index, or -1 when it is deleted.
    let newOfOld: [Int]
    /// Per new section, what steps 1 and 2 decided (in one array: one allocation, not two).
    var sectionFates: [SectionFate]

    /// What the plan makes of a new section.
    struct SectionFate: OptionSet {
        let rawValue: UInt8
        /// Matched and not moved (step 1).
        static let kept = SectionFate(rawValue: 1)
        /// Deleted and inserted whole (step 2, which only ever sets more).
        static let reset = SectionFate(rawValue: 2)
    }

    /// A planner for these sections; `runStays` says which runs stay when the caller knows (the
    /// coalescer), otherwise the planner chooses the fewest moves. `oldStart` is
    /// ``sectionStarts(_:)`` of `oldSizes`, when the caller has it.
    @usableFromInline
    init(
        oldSizes: [Int], oldStart: [Int]? = nil, runs: [TokenRun], newSections: [NewSection], reloadedTokens: [Int],
        runStays: [Bool]? = nil, deploymentTarget: IOSVersion? = nil
    ) {
        self.oldSizes = oldSizes
        self.oldStart = oldStart ?? sectionStarts(oldSizes)
        self.runs = runs
        self.newSections = newSections
        self.reloadedTokens = reloadedTokens
        self.runStays = runStays ?? Self.fewestMoves(runs, newSections)
        avoidsEmptySectionQuirks = UIKitQuirk.Kind.insertIntoEmptySection.affects(deploymentTarget: deploymentTarget)
        // Step 1.
        var newOfOld = [Int](filled: -1, count: oldSizes.count)
        for (j, section) in newSections.enumerated() where section.old >= 0 { newOfOld[section.old] = j }
        self.newOfOld = newOfOld
        var inOrder = true, last = -1
        for section in newSections where section.old >= 0 {
            inOrder = inOrder && section.old > last
            last = section.old
        }
        // A reloaded section that survives is reset from the start.
        var fates = newSections.map { $0.old >= 0 && $0.reloaded ? SectionFate.reset : [] }
        if inOrder {
            // No section moved (most batches): every matched one stays, with no search.
            for (j, section) in newSections.enumerated() where section.old >= 0 { fates[j].insert(.kept) }
        } else {
            let matched = newSections.indices.filter { newSections[$0].old >= 0 }
            longestIncreasingSubsequence(matched.map { newSections[$0].old }) { fates[matched[$0]].insert(.kept) }
        }
        sectionFates = fates
    }

    /// Which runs stay so that the fewest items move: per matched section, a heaviest increasing
    /// sequence of the runs from its own old section.
    static func fewestMoves(_ runs: [TokenRun], _ newSections: [NewSection]) -> [Bool] {
        var stays = [Bool](filled: false, count: runs.count)
        var own = OwnedBuffer<Int32>(repeating: 0, count: 0, capacity: runs.count)
        runs.withUnsafeBufferPointer { runs in
            stays.withUnsafeMutableBufferPointer { stays in
                for section in newSections where section.old >= 0 {
                    own.removeAll()
                    for i in section.runs where runs[i].section == section.old {
                        own.append(Int32(truncatingIfNeeded: i))
                    }
                    heaviestIncreasingSubsequence(
                        count: own.count, value: { runs[Int(own[$0])].start }, weight: { runs[Int(own[$0])].count }
                    ) { stays[Int(own[$0])] = true }
                }
            }
        }
        return stays
    }

    /// Whether old section `s` survives as itself (matched, not reset).
    func isLive(old s: Int) -> Bool { newOfOld[s] >= 0 && !isReset(newOfOld[s]) }
    /// Whether new section `j` is an old one surviving as itself.
    func isLive(new j: Int) -> Bool { newSections[j].old >= 0 && !isReset(j) }
    /// Whether new section `j` is matched and not moved.
    func isKept(_ j: Int) -> Bool { sectionFates[j].contains(.kept) }
    /// Whether new section `j` is deleted and inserted whole.
    func isReset(_ j: Int) -> Bool { sectionFates[j].contains(.reset) }

    /// The batch.
    @usableFromInline
    consuming func plan() -> BatchUpdate {
        // Step 2: resets, until stable.
        var items = itemOperations()
        while true {
            var grew = false
            for (j, section) in newSections.enumerated() where isLive(new: j) {
                let s = section.old
                let movesWithChanges = !isKept(j) && items.changed(j)
                let firstItem = avoidsEmptySectionQuirks && oldSizes[s] == 0 && items.insertCount(j) > 0
                let lastItem =
                    avoidsEmptySectionQuirks && oldSizes[s] > 0 && section.runs.isEmpty && items.deleteCount(s) > 0
                if movesWithChanges || firstItem || lastItem {
                    sectionFates[j].insert(.reset)
                    grew = true
                }
            }
            if !grew { break }
            items = itemOperations()
        }

        // Sections. The lists are locals, and the batch is made from them at the end: a batch
        // made first and filled through `inout` calls is copied into the result (its nine
        // lists retained, then released with the local).
        var sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionReloads: [Int] = []
        var sectionMoves: [BatchUpdate.SectionMove] = []
        for s in oldSizes.indices where newOfOld[s] < 0 { sectionDeletes.append(s) }
        for (j, section) in newSections.enumerated() {
            if section.old < 0 {
                sectionInserts.append(j)
            } else if isReset(j) {
                if !section.reloaded || !isKept(j) {
                    sectionDeletes.append(section.old)
                    sectionInserts.append(j)
                } else {
                    sectionReloads.append(section.old)
                }
            } else if !isKept(j) {
                sectionMoves.append(.init(from: section.old, to: j))
            }
        }
        placeSectionReloads(deletes: &sectionDeletes, inserts: &sectionInserts, reloads: &sectionReloads)

        // Items, moved out of `items` so that placeReloads appends in place instead of copying.
        var itemDeletes: [ItemPath] = [], itemInserts: [ItemPath] = []
        (itemDeletes, items.deletes) = (items.deletes, [])
        (itemInserts, items.inserts) = (items.inserts, [])
        let itemReloads = placeReloads(
            items.reloads, deletes: &itemDeletes, inserts: &itemInserts, sectionDeletes: sectionDeletes,
            sectionInserts: sectionInserts)
        return BatchUpdate(
            sectionDeletes: sectionDeletes, sectionInserts: sectionInserts, sectionReloads: sectionReloads,
            sectionMoves: sectionMoves, itemDeletes: itemDeletes, itemInserts: itemInserts, itemReloads: itemReloads,
            itemMoves: items.moves)
    }
}
