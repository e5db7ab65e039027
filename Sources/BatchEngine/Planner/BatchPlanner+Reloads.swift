import BatchModel

// Step 4 of the plan: a reload stays only where UIKit puts its insert half back on the item
// (``ReloadPlacement``); elsewhere it becomes a delete and an insert.

extension BatchPlanner {
    /// Turns the section reloads UIKit would not put back into a delete and an insert (added to
    /// `deletes` and `inserts`), which may shift the others, until none is left to turn.
    func placeSectionReloads(deletes: inout [Int], inserts: inout [Int], reloads: inout [Int]) {
        while !reloads.isEmpty {
            let sortedDeletes = deletes.sorted(), sortedInserts = inserts.sorted()
            let wrong = reloads.filter { s in
                ReloadPlacement.target(of: s, deletes: sortedDeletes, inserts: sortedInserts) != newOfOld[s]
            }
            if wrong.isEmpty { return }
            reloads.removeAll { wrong.contains($0) }
            deletes += wrong
            inserts += wrong.map { newOfOld[$0] }
        }
    }

    /// Keeps the item reloads whose insert half UIKit puts back on the item; the others become a
    /// delete and an insert (added to `deletes` and `inserts`, the batch's item lists so far),
    /// which may shift the rest, so it repeats per section until stable.
    /// The candidates stay in place (old path → new path), in old order within each section,
    /// and a section's candidates come together (``itemOperations()`` writes them section by
    /// section).
    func placeReloads(
        _ candidates: [BatchUpdate.ItemMove], deletes: inout [ItemPath], inserts: inout [ItemPath],
        sectionDeletes: [Int], sectionInserts: [Int]
    ) -> [ItemPath] {
        guard !candidates.isEmpty else { return [] }
        let sectionDeletes = sectionDeletes.sorted(), sectionInserts = sectionInserts.sorted()
        // One bit per old token, set when deleted, and one per new row, the new sections side
        // by side from `insertBase`, set when inserted. A section's walk reads only its own bits.
        var insertBase = [Int](filled: 0, count: newSections.count + 1)
        runs.withUnsafeBufferPointer { runs in
            for (j, section) in newSections.enumerated() {
                insertBase[j + 1] = insertBase[j] + runs[section.runs].reduce(0) { $0 + $1.count }
            }
        }
        var deleted = OwnedBuffer<UInt64>(clearBits: oldStart[oldStart.count - 1])
        var inserted = OwnedBuffer<UInt64>(clearBits: insertBase[newSections.count])
        for path in deletes { setBit(&deleted, oldStart[path.section] + path.item) }
        for path in inserts { setBit(&inserted, insertBase[path.section] + path.item) }
        var kept: [ItemPath] = [], pending: [BatchUpdate.ItemMove] = [], wrong: [BatchUpdate.ItemMove] = []
        kept.reserveCapacity(candidates.count)
        pending.reserveCapacity(candidates.count)
        var first = 0
        while first < candidates.count {
            let s = candidates[first].from.section, j = newOfOld[s]
            var end = first + 1
            while end < candidates.count, candidates[end].from.section == s { end += 1 }
            assert(!candidates[end...].contains { $0.from.section == s }, "section \(s)'s reloads come apart")
            let sectionStays = ReloadPlacement.target(of: s, deletes: sectionDeletes, inserts: sectionInserts) == j
            pending.removeAll(keepingCapacity: true)
            pending += candidates[first..<end]
            while true {
                // The candidates come in old order, which is their new order too (they stay):
                // one walk over the bits serves them all. Those that land stay at the front.
                var walk = ReloadWalk(deleteBase: oldStart[s], insertBase: insertBase[j])
                var right = 0
                for i in pending.indices {
                    let reload = pending[i]
                    if sectionStays
                        && walk.landsOnItself(
                            from: reload.from.item, to: reload.to.item, deleted: deleted, inserted: inserted)
                    {
                        pending[right] = reload
                        right += 1
                    } else {
                        wrong.append(reload)
                    }
                }
                if wrong.isEmpty { break }
                // The next round sees this round's deletes and inserts too.
                for reload in wrong {
                    deletes.append(reload.from)
                    inserts.append(reload.to)
                    setBit(&deleted, oldStart[s] + reload.from.item)
                    setBit(&inserted, insertBase[j] + reload.to.item)
                }
                wrong.removeAll(keepingCapacity: true)
                pending.removeLast(pending.count - right)
            }
            for reload in pending { kept.append(reload.from) }
            first = end
        }
        return kept
    }
}
