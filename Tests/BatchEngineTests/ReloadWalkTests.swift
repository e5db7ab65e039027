@testable import BatchEngine
import PropertyTesting
import Testing

/// The planner's walk over delete and insert bits, against the search over sorted lists it
/// replaces: random deletes and inserts (ties included: an insert at exactly the free slot), a
/// section starting anywhere in a word, other sections' bits before it, and reloads mostly
/// ascending, sometimes not, landing on their target or next to it.
@Suite struct ReloadWalkTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func agreesWithSearchingForEachReload(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var landed = 0, missed = 0
        for _ in 0..<200 {
            let size = Int(rng.next() % 150)
            let deletes = (0..<size).filter { _ in rng.next() % 3 == 0 }
            let inserts = (0..<(size + 5)).filter { _ in rng.next() % 3 == 0 }
            // Reloads at ascending old rows and new rows, sometimes one out of order; the new
            // row is the target or next to it (on an insert, or past it), as often as not.
            var reloads: [(from: Int, to: Int)] = (0..<size).filter { _ in rng.next() % 2 == 0 }.map { from in
                let target = kthFree(from - deletes.filter { $0 < from }.count, inserts)
                return (from, max(0, target + Int(rng.next() % 3) - 1))
            }
            if rng.next() % 4 == 0, reloads.count > 1 { reloads.swapAt(0, reloads.count - 1) }
            // The section's bits start anywhere; the bits before them belong to others.
            let deleteBase = Int(rng.next() % 130), insertBase = Int(rng.next() % 130)
            var deleted = OwnedBuffer<UInt64>(repeating: 0, count: (deleteBase + size + 63) / 64)
            var inserted = OwnedBuffer<UInt64>(repeating: 0, count: (insertBase + size + 5 + 63) / 64)
            for bit in 0..<deleteBase where rng.next() % 2 == 0 { deleted[bit >> 6] |= 1 << UInt64(bit & 63) }
            for bit in 0..<insertBase where rng.next() % 2 == 0 { inserted[bit >> 6] |= 1 << UInt64(bit & 63) }
            for row in deletes { deleted[(deleteBase + row) >> 6] |= 1 << UInt64((deleteBase + row) & 63) }
            for row in inserts { inserted[(insertBase + row) >> 6] |= 1 << UInt64((insertBase + row) & 63) }
            var walk = ReloadWalk(deleteBase: deleteBase, insertBase: insertBase)
            for (from, to) in reloads {
                let expected = kthFree(from - deletes.filter { $0 < from }.count, inserts) == to
                if expected { landed += 1 } else { missed += 1 }
                #expect(
                    walk.landsOnItself(from: from, to: to, deleted: deleted, inserted: inserted) == expected,
                    "reload \(from) → \(to), deletes \(deletes), inserts \(inserts), bases \(deleteBase), \(insertBase)")
            }
        }
        // Both answers come up often, so each is checked.
        #expect(landed > 100 && missed > 100)
    }
}
