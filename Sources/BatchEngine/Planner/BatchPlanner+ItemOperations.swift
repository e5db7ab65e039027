import BatchModel

// Step 3 of the plan: the item operations for the current resets, in one pass over the runs.
//
// The pass writes through `Output`, which checks no capacity in release builds: the arrays are
// sized beforehand by `tally(_:)`, from the same `RunFate` of each run that the pass acts
// on, so the bound and the writes cannot drift apart. A debug build checks every write.

extension BatchPlanner {
    /// Item operations for the current resets, with per-section tallies (in a buffer of their
    /// own, read only by the planner: no array storage to look up and count references to).
    struct ItemOperations: ~Copyable {
        var deletes: [ItemPath] = []
        var inserts: [ItemPath] = []
        var moves: [BatchUpdate.ItemMove] = []
        var reloads: [BatchUpdate.ItemMove] = []  // old path → new path, both known to hold the item
        var tallies: Tallies

        /// How many items were inserted into new section `j`.
        func insertCount(_ j: Int) -> Int { tallies.words[tallies.inserted + j] }
        /// How many items were deleted from old section `s`.
        func deleteCount(_ s: Int) -> Int { tallies.words[tallies.deleted + s] }
        /// Whether new section `j`'s items changed (inserted, deleted, reloaded, or moved in or out).
        func changed(_ j: Int) -> Bool { tallies.words[tallies.changed + j] != 0 }
    }

    /// The per-section tallies of ``ItemOperations``, side by side in one buffer — the inserts
    /// per new section, the deletes per old section, and per new section 1 when it changed —
    /// and after them what the pass reads as it goes, in the same allocation: per old section,
    /// at `s + 1`, 1 when it is live (so that inserted runs, of section -1, read 0); then the
    /// reloaded old tokens ascending, and `Int.max`.
    struct Tallies: ~Copyable {
        var words: OwnedBuffer<Int>
        let inserted = 0, deleted: Int, changed: Int, live: Int, reloads: Int

        /// Tallies of 0, no section live, and room for `reloadCount` reloaded tokens.
        init(oldSections: Int, newSections: Int, reloadCount: Int) {
            deleted = newSections
            changed = newSections + oldSections
            live = 2 * newSections + oldSections
            reloads = live + oldSections + 1
            words = OwnedBuffer(repeating: 0, count: reloads, capacity: reloads + reloadCount + 1)
        }

        /// 1 when old section `s` (-1 for inserted runs: 0) is live, otherwise 0.
        @inline(__always)
        func isLive(_ s: Int) -> Int { words[live &+ s &+ 1] }

        /// The `k`-th reloaded old token, ascending (`Int.max` past the last).
        @inline(__always)
        func reload(_ k: Int) -> Int { words[reloads &+ k] }

        /// How many reloaded old tokens there are, `Int.max` included.
        var reloadCount: Int { words.count - reloads }
    }

    /// What becomes of a run of a live new section, as flags of 0 or 1: the runs' kinds come
    /// mixed at random, so the pass combines them as integers rather than branching on them
    /// (the compiler would turn a select on a `Bool` read from memory back into a branch).
    struct RunFate {
        /// The run comes from a live old section (0: it is inserted, or leaves a deleted or reset
        /// section).
        var fromLive: Int
        /// It comes from the new section's own old section.
        var own: Int
        /// Its items are inserted: new ones, or out of a deleted or reset section (a move would
        /// be forbidden).
        var insert: Int { fromLive ^ 1 }
        /// Its items move: they come from a live section and do not stay.
        var moved: Int
    }

    /// The fate of `runs[i]` in live new section `section`, with the sections' liveness (in
    /// `tallies`) and `runStays` as the pass reads them.
    @inline(__always)
    func fate(
        of run: TokenRun, at i: Int, in section: NewSection,
        tallies: borrowing Tallies, runStays: UnsafeRawBufferPointer
    ) -> RunFate {
        let fromLive = tallies.isLive(run.section)
        let own = run.section == section.old ? 1 : 0
        let stays = own & Int(runStays[i])
        return RunFate(fromLive: fromLive, own: own, moved: fromLive & (stays ^ 1))
    }

    /// How many operations ``itemOperations()`` writes at most, so that each array is allocated
    /// once, exactly: every item of an inserted run is one insert, of a moved run one move, and
    /// every old item of a live section that no run of a live section holds is one delete. Each
    /// reloaded item may land in one of reloads, moves turned into a delete and an insert, or —
    /// when UIKit would not put it back — deletes and inserts, and the pass adds room for those
    /// on top.
    struct Tally {
        var inserts = 0, moves = 0, deletes = 0
        /// The bound of the tokens, old and inserted, that the runs hold.
        var tokenEnd = 0
    }

    func tally(_ tallies: borrowing Tallies) -> Tally {
        var tally = Tally(tokenEnd: oldStart[oldStart.count - 1])
        for s in oldSizes.indices where tallies.isLive(s) != 0 { tally.deletes += oldSizes[s] }
        runs.withUnsafeBufferPointer { runs in
            runStays.withUnsafeBytes { runStays in
                for (j, section) in newSections.enumerated() where isLive(new: j) {
                    for i in section.runs {
                        let run = runs[i], count = run.count
                        let fate = fate(of: run, at: i, in: section, tallies: tallies, runStays: runStays)
                        tally.inserts &+= count & (0 &- fate.insert)
                        tally.deletes &-= count & (0 &- fate.fromLive)
                        tally.moves &+= count & (0 &- fate.moved)
                        tally.tokenEnd = Swift.max(tally.tokenEnd, run.end)
                    }
                }
            }
        }
        return tally
    }

    /// The item operations for the current resets.
    ///
    /// Most runs are one of three kinds — inserted, moved, staying — mixed at random, so the
    /// common case of each writes its operation without a branch on the kind: the insert and the
    /// move are both written at the end of their arrays and only the one that applies is
    /// counted. Runs of several inserted or moved items, moved items that are reloaded or cross
    /// sections, and staying runs with reloaded items take their own branch, which is rare.
    func itemOperations() -> ItemOperations {
        var tallies = Tallies(
            oldSections: oldSizes.count, newSections: newSections.count, reloadCount: reloadedTokens.count)
        for s in oldSizes.indices where isLive(old: s) { tallies.words[tallies.live + s + 1] = 1 }
        let tally = self.tally(tallies)
        let (inserted, deleted, changed) = (tallies.inserted, tallies.deleted, tallies.changed)
        // Two bits per token, old or inserted, in the two halves of one buffer. From bit 0: in a
        // live new section? (Inserted tokens get one too, so that no run needs a test; only the
        // old ones are read. Each half has a word more, for a run's bits spilling into the next
        // word.) From bit `reloaded`: is its content to be redrawn? And, in `tallies`, the
        // reloaded tokens ascending, then `Int.max`: a staying run holds one exactly when the first of them at
        // or past its start is below its end, and the staying runs of a section ascend too, so
        // one cursor per section tells that without a search.
        let half = (tally.tokenEnd + 63) / 64 + 1, reloaded = 64 * half
        var bits = OwnedBuffer<UInt64>(repeating: 0, count: 2 * half)
        for token in reloadedTokens { setBit(&bits, reloaded + token) }
        forEachBit(in: 0..<oldStart[oldStart.count - 1], of: { bits[half + $0] }) { tallies.words.append($0) }
        tallies.words.append(.max)
        // Room for the tally, for each reload turned into a delete and an insert, and, in the
        // arrays the pass writes to uncounted (inserts and moves), for the one write past the
        // last. An array the tally gives no room is written nothing, and allocates nothing:
        // most batches lack one kind of operation or another.
        let reloadCount = reloadedTokens.count
        func room(_ kept: Int) -> Int { kept > 0 ? kept + 1 : 0 }
        var deletes: [ItemPath] = [], inserts: [ItemPath] = []
        var moves: [BatchUpdate.ItemMove] = [], reloads: [BatchUpdate.ItemMove] = []
        // The four arrays are written in place, each inside its own initializer's closure
        // (nested, and kept at one indentation so the pass reads as one block).
        var written = (deletes: 0, inserts: 0, moves: 0)
        let path = ItemPath(section: 0, item: 0), move = BatchUpdate.ItemMove(from: path, to: path)
        // swift-format-ignore
        deletes = .init(capacity: tally.deletes + reloadCount, placeholder: path) { deletesBuffer in
        inserts = .init(capacity: room(tally.inserts + reloadCount), placeholder: path) { insertsBuffer in
        moves = .init(capacity: room(tally.moves), placeholder: move) { movesBuffer in
        reloads = .init(capacity: reloadCount, placeholder: move) { reloadsBuffer in
            var deletes = Output(deletesBuffer), inserts = Output(insertsBuffer)
            var moves = Output(movesBuffer), reloads = Output(reloadsBuffer)
            runs.withUnsafeBufferPointer { runs in
                runStays.withUnsafeBytes { runStays in
                    for (j, section) in newSections.enumerated() where isLive(new: j) {
                        let s = section.old
                        var row = 0, changedHere = 0
                        let insertsBefore = inserts.count
                        // The first reloaded token of the section's own old rows.
                        var reload = partitionPoint(count: tallies.reloadCount) { tallies.reload($0) < oldStart[s] }
                        for i in section.runs {
                            let run = runs[i], origin = run.section, count = run.count, start = run.start
                            let fate = fate(of: run, at: i, in: section, tallies: tallies, runStays: runStays)
                            let to = ItemPath(section: j, item: row)
                            setBits(&bits, from: start, count: count)
                            inserts.append(to, keeping: fate.insert)
                            // One item inside its own section, not reloaded, is one move.
                            let single = count == 1 ? 1 : 0
                            let plain = fate.moved & fate.own & single & (bitValue(bits, reloaded &+ start) ^ 1)
                            let from = ItemPath(section: origin, item: start &- oldStart[Swift.max(origin, 0)])
                            moves.append(.init(from: from, to: to), keeping: plain)
                            // Staying with reloaded items (or past one the cursor has not
                            // passed yet), moved but not plainly, or several inserted items:
                            // rare, one branch for all three.
                            let stays = fate.own & Int(runStays[i])
                            let candidates = stays & (tallies.reload(reload) < start &+ count ? 1 : 0)
                            let several = fate.insert & (single ^ 1)
                            if (fate.moved ^ plain) | several | candidates != 0 {
                                if fate.insert != 0 {
                                    for r in 1..<count { inserts.append(ItemPath(section: j, item: row + r)) }
                                } else if fate.moved != 0 {
                                    for token in start..<(start + count) {
                                        let fromPath = ItemPath(section: origin, item: token - oldStart[origin])
                                        let toPath = ItemPath(section: j, item: row + token - start)
                                        if isSet(bits, reloaded + token) {
                                            // Reload and move of one item is forbidden.
                                            deletes.append(fromPath)
                                            tallies.words[deleted + origin] += 1
                                            tallies.words[changed + newOfOld[origin]] = 1
                                            inserts.append(toPath)
                                        } else {
                                            moves.append(.init(from: fromPath, to: toPath))
                                        }
                                    }
                                    // A move inside one section is not a change of that section
                                    // (<doc:UIKitBatchUpdateRules#5-Allowed> allows it while the section itself moves);
                                    // between, it is.
                                    if origin != s {
                                        changedHere = 1
                                        tallies.words[changed + newOfOld[origin]] = 1
                                    }
                                } else {
                                    while tallies.reload(reload) < start { reload += 1 }
                                    while tallies.reload(reload) < start + count {
                                        let token = tallies.reload(reload)
                                        reloads.append(.init(
                                            from: ItemPath(section: s, item: token - oldStart[s]),
                                            to: ItemPath(section: j, item: row + token - start)))
                                        changedHere = 1
                                        reload += 1
                                    }
                                }
                            }
                            row &+= count
                        }
                        // Every inserted item, and every item whose reload and move became a
                        // delete and an insert, wrote one insert here.
                        let insertedHere = inserts.count - insertsBefore
                        tallies.words[inserted + j] += insertedHere
                        if changedHere != 0 || insertedHere > 0 { tallies.words[changed + j] = 1 }
                    }
                }
            }
            // The old items of live sections that no live section holds any more: deleted.
            for s in oldSizes.indices where tallies.isLive(s) != 0 {
                let before = deletes.count
                forEachClearBit(bits, oldStart[s]..<oldStart[s + 1]) { token in
                    deletes.append(ItemPath(section: s, item: token - oldStart[s]))
                }
                if deletes.count > before {
                    tallies.words[deleted + s] += deletes.count - before
                    tallies.words[changed + newOfOld[s]] = 1
                }
            }
            written = (deletes.count, inserts.count, moves.count)
            return reloads.count
        }
        return written.moves
        }
        return written.inserts
        }
        return written.deletes
        }
        return ItemOperations(deletes: deletes, inserts: inserts, moves: moves, reloads: reloads, tallies: tallies)
    }
}

/// Writes into memory reserved for it: no capacity or uniqueness check per element in release
/// builds (a debug build checks each write against the capacity), and, like
/// ``OwnedBuffer/append(_:keeping:)``, a write that may be left uncounted — so the elements must
/// be plain values, like paths, and there must be room for one write past the last kept. An
/// output with no room at all takes no write (its tally kept none): one test, the same for the
/// whole pass.
private struct Output<Element> {
    let base: UnsafeMutablePointer<Element>
    let capacity: Int
    var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        // An empty buffer may have no address: it is never written (a debug build checks), so
        // any aligned address stands in.
        base = buffer.baseAddress ?? UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
        capacity = buffer.count
    }

    /// Writes `element` after the last one, and keeps it only when `keep` is 1 (when 0, the
    /// next write overwrites it).
    @inline(__always)
    mutating func append(_ element: Element, keeping keep: Int) {
        guard capacity > 0 else { return assert(keep == 0, "a write kept where the tally made no room") }
        assert(count < capacity, "a write past the room the tally made: \(count) of \(capacity)")
        (base + count).initialize(to: element)
        count &+= keep
    }

    @inline(__always)
    mutating func append(_ element: Element) { append(element, keeping: 1) }
}
