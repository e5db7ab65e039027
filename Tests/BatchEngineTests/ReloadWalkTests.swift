@testable import BatchEngine
import PropertyTesting
import Testing

/// The planner's one-pass walk for reload targets against the search it replaces, on random
/// deletes and inserts and ascending indices (ties included: an insert at exactly the free slot).
@Suite struct ReloadWalkTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func agreesWithSearchingForEachIndex(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let size = Int(rng.next() % 40)
            let deletes = (0..<size).filter { _ in rng.next() % 3 == 0 }
            let inserts = (0..<(size + 5)).filter { _ in rng.next() % 3 == 0 }
            let indices = (0..<size).filter { _ in rng.next() % 2 == 0 }
            var walk = ReloadWalk(deletes: deletes, inserts: inserts)
            for index in indices {
                let expected = kthFree(index - deletes.filter { $0 < index }.count, inserts)
                #expect(walk.target(of: index) == expected, "index \(index), deletes \(deletes), inserts \(inserts)")
            }
        }
    }
}
