@testable import BatchEngine
import PropertyTesting
import Testing

/// The one binary search, and the searches built on it, against linear scans.
@Suite struct SortedSearchTests {
    @Test func thePartitionPointIsTheLengthOfThePrefix() {
        for count in 0...20 {
            for prefix in 0...count {
                #expect(partitionPoint(count: count) { $0 < prefix } == prefix)
            }
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func searchesAgreeWithScans(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let values = ascendingUnique((0..<Int(rng.next() % 12)).map { _ in Int(rng.next() % 30) })
            let x = Int(rng.next() % 34) - 2
            #expect(countBelow(x, in: values) == values.filter { $0 < x }.count)
            // The kth integer not taken, by counting up.
            let k = Int(rng.next() % 20)
            let free = (0..<60).filter { !values.contains($0) }
            #expect(kthFree(k, values) == free[k], "\(k) in \(values)")
        }
    }

    @Test func ascendingUniqueSortsAndDropsRepeats() {
        #expect(ascendingUnique([3, 1, 3, 2, 1]) == [1, 2, 3])
        #expect(ascendingUnique([]) == [])
    }
}
