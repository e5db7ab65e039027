@testable import BatchEngine
import PropertyTesting
import Testing

/// The longest and the heaviest increasing subsequences of small sequences against the best
/// one, found by dynamic programming: the marked elements increase, and none is longer or
/// heavier.
@Suite struct IncreasingSubsequencesTests {
    /// The best total of `weight` over the increasing subsequences of `values`, by dynamic
    /// programming in O(m²).
    static func best(_ values: [Int], _ weight: [Int]) -> Int {
        var ending = [Int](repeating: 0, count: values.count)
        for i in values.indices {
            let before = (0..<i).filter { values[$0] < values[i] }.map { ending[$0] }.max() ?? 0
            ending[i] = weight[i] + before
        }
        return ending.max() ?? 0
    }

    static func marked(_ values: [Int], _ isMarked: [Bool]) -> [Int] {
        values.indices.filter { isMarked[$0] }.map { values[$0] }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func theLongestIsIncreasingAndAsLongAsAny(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let values = (0..<Int(rng.next() % 14)).map { _ in Int(rng.next() % 20) }
            var kept = [Bool](repeating: false, count: values.count)
            longestIncreasingSubsequence(values) { kept[$0] = true }
            let picked = Self.marked(values, kept)
            #expect(zip(picked, picked.dropFirst()).allSatisfy { $0 < $1 }, "\(values)")
            #expect(picked.count == Self.best(values, values.map { _ in 1 }), "\(values)")
        }
    }

    /// Distinct values (runs of an old section never share a start), dense and sparse (the two
    /// ways ranks are computed), in order and shuffled.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func theHeaviestIsIncreasingAndAsHeavyAsAny(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for round in 0..<400 {
            let spread = round % 2 == 0 ? 3 : 5_000
            var values = Array(Set((0..<Int(rng.next() % 14)).map { _ in Int(rng.next() % UInt64(14 * spread)) }))
            values.sort()
            if round % 5 != 0 { values.shuffle(using: &rng) }
            let weights = values.map { _ in 1 + Int(rng.next() % 9) }
            var kept = [Bool](repeating: false, count: values.count)
            heaviestIncreasingSubsequence(count: values.count, value: { values[$0] }, weight: { weights[$0] }) {
                kept[$0] = true
            }
            let picked = Self.marked(values, kept)
            #expect(zip(picked, picked.dropFirst()).allSatisfy { $0 < $1 }, "\(values)")
            let total = values.indices.filter { kept[$0] }.reduce(0) { $0 + weights[$1] }
            #expect(total == Self.best(values, weights), "\(values) weighing \(weights)")
        }
    }
}
