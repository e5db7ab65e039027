import BatchModel

// Step 3 of the plan: the item operations for the current resets, one pass over the runs.

extension PlanState {
    /// Item operations for the current resets, with per-section tallies.
    struct Items {
        var deletes: [ItemPath] = []
        var inserts: [ItemPath] = []
        var moves: [BatchUpdate.ItemMove] = []
        var reloads: [BatchUpdate.ItemMove] = []   // old path → new path, both known to hold the item
        var changed: [Bool]                        // per new section
        var insertCount: [Int]                     // per new section
        var deleteCount: [Int]                     // per old section
    }

    /// How many operations ``items()`` writes at most, so that each array is allocated once.
    struct Tally {
        var inserts = 0, moves = 0, deletes = 0
        /// The bound of the tokens, old and inserted, that the runs hold.
        var tokenEnd = 0
    }

    /// The operations ``items()`` writes, exact but for the reloaded items: each of those lands
    /// in one of reloads, moves turned into a delete and an insert, or — when UIKit would not
    /// put it back — deletes and inserts, and is counted on top wherever it may land.
    func tally(live: borrowing OwnedBuffer<Bool>) -> Tally {
        var tally = Tally(tokenEnd: oldStart[oldStart.count - 1])
        for s in oldSizes.indices where live[s + 1] { tally.deletes += oldSizes[s] }
        // Flags as integers, as in ``items()``: the runs' kinds come mixed at random.
        runs.withUnsafeBufferPointer { runs in
            runStays.withUnsafeBytes { runStays in
                for (j, section) in newSections.enumerated() where isLive(new: j) {
                    for i in section.runs {
                        let run = runs[i], count = run.count
                        let fromLive = Int(live.load(run.section + 1, byteOffset: 0, as: UInt8.self))
                        let stays = (run.section == section.old ? 1 : 0) & Int(runStays[i])
                        tally.inserts &+= count & (0 &- (fromLive ^ 1))
                        tally.deletes &-= count & (0 &- fromLive)
                        tally.moves &+= count & (0 &- (fromLive & (stays ^ 1)))
                        tally.tokenEnd = Swift.max(tally.tokenEnd, run.end)
                    }
                }
            }
        }
        return tally
    }

    /// The first index of ascending `tokens`, which end with `Int.max`, holding `token` or more
    /// (a binary search).
    private func firstReload(from token: Int, in tokens: borrowing OwnedBuffer<Int>) -> Int {
        var low = 0, high = tokens.count - 1
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle] < token { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The item operations for the current resets.
    ///
    /// Most runs are one of three kinds — inserted, moved, staying — mixed at random, so the
    /// common case of each writes its operation without a branch on the kind: the insert and the
    /// move are both written at the end of their arrays and only the one that applies is
    /// counted. Runs of several inserted or moved items, moved items that are reloaded or cross
    /// sections, and staying runs with reloaded items take their own branch, which is rare.
    func items() -> Items {
        // Per old section, whether it is live, at s + 1, so that inserted runs (-1) read false.
        var live = OwnedBuffer<Bool>(repeating: false, count: oldSizes.count + 1)
        for s in oldSizes.indices { live[s + 1] = isLive(old: s) }
        let tally = self.tally(live: live)
        var changed = [Bool](repeating: false, count: newSections.count)
        var insertCount = [Int](repeating: 0, count: newSections.count)
        var deleteCount = [Int](repeating: 0, count: oldSizes.count)
        // Per token, old or inserted, one bit: in a live new section? (Inserted tokens get one
        // too, so that no run needs a test; only the old ones are read. One word more, for a
        // run's bits spilling into the next word.)
        var present = OwnedBuffer<UInt64>(repeating: 0, count: tally.tokenEnd / 64 + 2)
        // Per token, the same way, one bit: is its content to be redrawn? And the same tokens
        // ascending, then `Int.max`: a staying run holds one exactly when the first of them at
        // or past its start is below its end, and the staying runs of a section ascend too, so
        // one cursor per section tells that without a search.
        var reloadedBits = OwnedBuffer<UInt64>(repeating: 0, count: tally.tokenEnd / 64 + 1)
        for token in reloadedTokens { setBit(&reloadedBits, token) }
        var ascendingReloads = OwnedBuffer<Int>(repeating: 0, count: 0, capacity: reloadedTokens.count + 1)
        forEachBit(in: 0..<oldStart[oldStart.count - 1], of: { reloadedBits[$0] }) { ascendingReloads.append($0) }
        ascendingReloads.append(.max)
        // placeReloads may turn each reload candidate into a delete and an insert; one more
        // element each for the write that is not counted.
        let extra = reloadedTokens.count + 1
        var deletes: [ItemPath] = [], inserts: [ItemPath] = []
        var moves: [BatchUpdate.ItemMove] = [], reloads: [BatchUpdate.ItemMove] = []
        // The four arrays are written in place, each inside its own initializer's closure
        // (nested, and kept at one indentation so the pass reads as one block).
        deletes = .init(unsafeUninitializedCapacity: tally.deletes + extra) { deletesBuffer, deletesWritten in
        inserts = .init(unsafeUninitializedCapacity: tally.inserts + extra) { insertsBuffer, insertsWritten in
        moves = .init(unsafeUninitializedCapacity: tally.moves + 1) { movesBuffer, movesWritten in
        reloads = .init(unsafeUninitializedCapacity: extra) { reloadsBuffer, reloadsWritten in
            var deletes = Output(deletesBuffer), inserts = Output(insertsBuffer)
            var moves = Output(movesBuffer), reloads = Output(reloadsBuffer)
            // The flags are read as bytes and combined as integers, not as Bools: the compiler
            // would turn a select on a Bool read from memory back into a branch.
            runs.withUnsafeBufferPointer { runs in
                runStays.withUnsafeBytes { runStays in
                    for (j, section) in newSections.enumerated() where isLive(new: j) {
                        let s = section.old
                        var row = 0, changedHere = 0
                        let insertsBefore = inserts.count
                        // The first reloaded token of the section's own old rows.
                        var reload = firstReload(from: oldStart[s], in: ascendingReloads)
                        for i in section.runs {
                            let run = runs[i], origin = run.section, count = run.count, start = run.start
                            let fromLive = Int(live.load(origin &+ 1, byteOffset: 0, as: UInt8.self))
                            let own = origin == s ? 1 : 0
                            let stays = own & Int(runStays[i])
                            let to = ItemPath(section: j, item: row)
                            setBits(&present, from: start, count: count)
                            // Inserted, or out of a deleted or reset section (a move would be
                            // forbidden): inserted.
                            let insert = fromLive ^ 1
                            inserts.append(to, keeping: insert)
                            // Moved: one item inside its own section, not reloaded, is one move.
                            let moved = fromLive & (stays ^ 1)
                            let single = count == 1 ? 1 : 0
                            let reloaded = Int(truncatingIfNeeded: reloadedBits[start &>> 6] &>> UInt64(start & 63)) & 1
                            let plain = moved & own & single & (reloaded ^ 1)
                            moves.append(.init(from: ItemPath(section: origin, item: start &- oldStart[Swift.max(origin, 0)]), to: to), keeping: plain)
                            // Staying with reloaded items (or past one the cursor has not
                            // passed yet), moved but not plainly, or several inserted items:
                            // rare, one branch for all three.
                            let candidates = stays & (ascendingReloads[reload] < start &+ count ? 1 : 0)
                            let several = insert & (single ^ 1)
                            if (moved ^ plain) | several | candidates != 0 {
                                if insert != 0 {
                                    for r in 1..<count { inserts.append(ItemPath(section: j, item: row + r)) }
                                } else if moved != 0 {
                                    for token in start..<(start + count) {
                                        let fromPath = ItemPath(section: origin, item: token - oldStart[origin])
                                        let toPath = ItemPath(section: j, item: row + token - start)
                                        if isSet(reloadedBits, token) {
                                            // Reload and move of one item is forbidden.
                                            deletes.append(fromPath)
                                            deleteCount[origin] += 1
                                            changed[newOfOld[origin]] = true
                                            inserts.append(toPath)
                                        } else {
                                            moves.append(.init(from: fromPath, to: toPath))
                                        }
                                    }
                                    // A move inside one section is not a change of that section (spec
                                    // §5 allows it while the section itself moves); between, it is.
                                    if origin != s {
                                        changedHere = 1
                                        changed[newOfOld[origin]] = true
                                    }
                                } else {
                                    while ascendingReloads[reload] < start { reload += 1 }
                                    while ascendingReloads[reload] < start + count {
                                        let token = ascendingReloads[reload]
                                        reloads.append(.init(
                                            from: ItemPath(section: s, item: token - oldStart[s]), to: ItemPath(section: j, item: row + token - start)))
                                        changedHere = 1
                                        reload += 1
                                    }
                                }
                            }
                            row &+= count
                        }
                        // Every inserted item, and every item whose reload and move became a
                        // delete and an insert, wrote one insert here.
                        let inserted = inserts.count - insertsBefore
                        insertCount[j] += inserted
                        changed[j] = changed[j] || changedHere != 0 || inserted > 0
                    }
                }
            }
            // The old items of live sections that no live section holds any more: deleted.
            for s in oldSizes.indices where live[s + 1] {
                let before = deletes.count
                forEachClearBit(present, oldStart[s]..<oldStart[s + 1]) { token in
                    deletes.append(ItemPath(section: s, item: token - oldStart[s]))
                }
                if deletes.count > before {
                    deleteCount[s] += deletes.count - before
                    changed[newOfOld[s]] = true
                }
            }
            (deletesWritten, insertsWritten, movesWritten, reloadsWritten) = (deletes.count, inserts.count, moves.count, reloads.count)
        }
        }
        }
        }
        return Items(
            deletes: deletes, inserts: inserts, moves: moves, reloads: reloads,
            changed: changed, insertCount: insertCount, deleteCount: deleteCount)
    }
}

/// Writes into memory reserved for it: no capacity or uniqueness check per element, and, like
/// ``OwnedBuffer/append(_:keeping:)``, a write that may be left uncounted (so the elements must
/// be plain values, like paths).
private struct Output<Element> {
    let base: UnsafeMutablePointer<Element>
    var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<Element>) { base = buffer.baseAddress! }

    /// Writes `element` after the last one, and keeps it only when `keep` is 1 (when 0, the
    /// next write overwrites it). There must be room for one more.
    @inline(__always)
    mutating func append(_ element: Element, keeping keep: Int) {
        (base + count).initialize(to: element)
        count &+= keep
    }

    @inline(__always)
    mutating func append(_ element: Element) { append(element, keeping: 1) }
}
