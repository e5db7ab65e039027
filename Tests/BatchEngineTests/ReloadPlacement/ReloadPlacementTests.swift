@testable import BatchEngine
@testable import BatchModel
import PropertyTesting
import Testing

/// Where a reload's insert half lands, in every form the engines use, pinned to each other and to
/// the reference model's plain walk over the deletes and inserts (<doc:UIKitBatchUpdateRules#3.2-Reloads>):
/// ``ReloadPlacement/target(of:deletes:inserts:)`` for a section, ``ReloadPlacement`` for an
/// item of any batch, ``ReloadWalk`` for the planner's items, read off bit sets.
@Suite struct ReloadPlacementTests {
    /// A random batch over `sections` old sections of up to 8 rows: section and row deletes and
    /// inserts (repeats included, which count once), and reloads of sections and of rows.
    static func randomBatch(_ rng: inout SplitMix64, sections: Int) -> BatchUpdate {
        func some(_ count: Int, _ bound: Int) -> [Int] { (0..<count).map { _ in Int(rng.next() % UInt64(bound)) } }
        var batch = BatchUpdate()
        batch.sectionDeletes = some(Int(rng.next() % 3), sections)
        batch.sectionInserts = some(Int(rng.next() % 3), sections + 2)
        batch.sectionReloads = some(1 + Int(rng.next() % 2), sections)
        func paths(_ count: Int, _ sectionBound: Int) -> [ItemPath] {
            zip(some(count, sectionBound), some(count, 8)).map { ItemPath(section: $0, item: $1) }
        }
        batch.itemDeletes = paths(Int(rng.next() % 6), sections)
        batch.itemInserts = paths(Int(rng.next() % 6), sections + 2)
        batch.itemReloads = paths(1 + Int(rng.next() % 4), sections)
        return batch
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func sectionsLandWhereTheReferenceWalkPutsThem(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<500 {
            let batch = Self.randomBatch(&rng, sections: 1 + Int(rng.next() % 6))
            let placement = ReloadPlacement(batch: batch)
            let deletes = ascendingUnique(batch.sectionDeletes), inserts = ascendingUnique(batch.sectionInserts)
            for s in batch.sectionReloads {
                let expected = ReferenceModel.reloadedSectionTarget(s, batch)
                #expect(ReloadPlacement.target(of: s, deletes: deletes, inserts: inserts) == expected, "\(batch)")
                #expect(placement.target(ofSection: s) == expected, "\(batch)")
            }
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func itemsLandWhereTheReferenceWalkPutsThem(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<500 {
            let batch = Self.randomBatch(&rng, sections: 1 + Int(rng.next() % 6))
            let placement = ReloadPlacement(batch: batch)
            let expected = ReferenceModel.reloadedItemTargets(batch)
            #expect(batch.itemReloads.map(placement.target(of:)) == expected, "\(batch)")
        }
    }

    /// The walk over delete and insert bits against the search over sorted lists: random deletes
    /// and inserts (ties included: an insert at exactly the free slot), a section starting
    /// anywhere in a word, other sections' bits before it, and reloads mostly ascending,
    /// sometimes not, landing on their target or next to it.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theWalkAgreesWithTheSearch(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var landed = 0, missed = 0
        for _ in 0..<200 {
            let size = Int(rng.next() % 150)
            let deletes = (0..<size).filter { _ in rng.next() % 3 == 0 }
            let inserts = (0..<(size + 5)).filter { _ in rng.next() % 3 == 0 }
            // Reloads at ascending old rows and new rows, sometimes one out of order; the new
            // row is the target or next to it (on an insert, or past it), as often as not.
            var reloads: [(from: Int, to: Int)] = (0..<size).filter { _ in rng.next() % 2 == 0 }.map { from in
                let target = ReloadPlacement.target(of: from, deletes: deletes, inserts: inserts)
                return (from, max(0, target + Int(rng.next() % 3) - 1))
            }
            if rng.next() % 4 == 0, reloads.count > 1 { reloads.swapAt(0, reloads.count - 1) }
            // The section's bits start anywhere; the bits before them belong to others.
            let deleteBase = Int(rng.next() % 130), insertBase = Int(rng.next() % 130)
            var deleted = OwnedBuffer<UInt64>(repeating: 0, count: (deleteBase + size + 63) / 64)
            var inserted = OwnedBuffer<UInt64>(repeating: 0, count: (insertBase + size + 5 + 63) / 64)
            for bit in 0..<deleteBase where rng.next() % 2 == 0 { setBit(&deleted, bit) }
            for bit in 0..<insertBase where rng.next() % 2 == 0 { setBit(&inserted, bit) }
            for row in deletes { setBit(&deleted, deleteBase + row) }
            for row in inserts { setBit(&inserted, insertBase + row) }
            var walk = ReloadWalk(deleteBase: deleteBase, insertBase: insertBase)
            for (from, to) in reloads {
                let expected = ReloadPlacement.target(of: from, deletes: deletes, inserts: inserts) == to
                if expected { landed += 1 } else { missed += 1 }
                #expect(
                    walk.landsOnItself(from: from, to: to, deleted: deleted, inserted: inserted) == expected,
                    "reload \(from) → \(to), deletes \(deletes), inserts \(inserts), bases \(deleteBase), \(insertBase)"
                )
            }
        }
        // Both answers come up often, so each is checked.
        #expect(landed > 100 && missed > 100)
    }

    /// The row form is the reference walk within one section that no section operation touches.
    @Test(arguments: [1, 2] as [UInt64])
    func theRowFormIsTheWalkWithinOneSection(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let deletes = ascendingUnique((0..<Int(rng.next() % 6)).map { _ in Int(rng.next() % 10) })
            let inserts = ascendingUnique((0..<Int(rng.next() % 6)).map { _ in Int(rng.next() % 12) })
            let row = Int(rng.next() % 10)
            guard !deletes.contains(row) else { continue }  // the planner never reloads a deleted row
            var batch = BatchUpdate()
            batch.itemDeletes = deletes.map { ItemPath(section: 0, item: $0) }
            batch.itemInserts = inserts.map { ItemPath(section: 0, item: $0) }
            batch.itemReloads = [ItemPath(section: 0, item: row)]
            #expect(
                ReloadPlacement.target(of: row, deletes: deletes, inserts: inserts)
                    == ReferenceModel.reloadedItemTargets(batch)[0].item)
        }
    }
}
