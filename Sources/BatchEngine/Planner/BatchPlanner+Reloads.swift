import BatchModel

// Step 4 of the plan: a reload stays only where UIKit puts its insert half back on the item
// (``ReloadPlacement``); elsewhere it becomes a delete and an insert.

extension BatchPlanner {
    /// Turns the section reloads UIKit would not put back into a delete and an insert, which
    /// may shift the others, until none is left to turn.
    func placeSectionReloads(in batch: inout BatchUpdate) {
        while !batch.sectionReloads.isEmpty {
            let deletes = batch.sectionDeletes.sorted(), inserts = batch.sectionInserts.sorted()
            let wrong = batch.sectionReloads.filter { s in
                ReloadPlacement.target(of: s, deletes: deletes, inserts: inserts) != newOfOld[s]
            }
            if wrong.isEmpty { return }
            batch.sectionReloads.removeAll { wrong.contains($0) }
            batch.sectionDeletes += wrong
            batch.sectionInserts += wrong.map { newOfOld[$0] }
        }
    }

    /// Keeps the item reloads whose insert half UIKit puts back on the item; the others become a
    /// delete and an insert, which may shift the rest, so it repeats per section until stable.
    /// The candidates stay in place (old path → new path), in old order within each section.
    func placeReloads(_ candidates: [BatchUpdate.ItemMove], in batch: inout BatchUpdate) -> [ItemPath] {
        guard !candidates.isEmpty else { return [] }
        let sectionDeletes = batch.sectionDeletes.sorted(), sectionInserts = batch.sectionInserts.sorted()
        // The old sections with candidates, in order of first appearance (`group` numbers them,
        // by old and by new section), then each one's candidates.
        var groupOfOld = [Int](filled: -1, count: oldSizes.count)
        var groupOfNew = [Int](filled: -1, count: newSections.count)
        var order: [Int] = []
        for candidate in candidates where groupOfOld[candidate.from.section] < 0 {
            groupOfOld[candidate.from.section] = order.count
            groupOfNew[newOfOld[candidate.from.section]] = order.count
            order.append(candidate.from.section)
        }
        var bySection = [[BatchUpdate.ItemMove]](filled: [], count: order.count)
        for candidate in candidates { bySection[groupOfOld[candidate.from.section]].append(candidate) }
        // One bit per old token, set when deleted, and one per new row of each group's section,
        // the sections side by side, set when inserted.
        let insertBase = sectionStarts(
            order.map { s in
                runs[newSections[newOfOld[s]].runs].reduce(0) { $0 + $1.count }
            })
        var deleted = OwnedBuffer<UInt64>(clearBits: oldStart[oldStart.count - 1])
        var inserted = OwnedBuffer<UInt64>(clearBits: insertBase[order.count])
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
            let sectionStays = ReloadPlacement.target(of: s, deletes: sectionDeletes, inserts: sectionInserts) == j
            while true {
                var right: [BatchUpdate.ItemMove] = [], wrong: [BatchUpdate.ItemMove] = []
                right.reserveCapacity(pending.count)
                // The candidates come in old order, which is their new order too (they stay):
                // one walk over the bits serves them all.
                var walk = ReloadWalk(deleteBase: oldStart[s], insertBase: insertBase[group])
                for reload in pending {
                    if sectionStays
                        && walk.landsOnItself(
                            from: reload.from.item, to: reload.to.item, deleted: deleted, inserted: inserted)
                    {
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
}
