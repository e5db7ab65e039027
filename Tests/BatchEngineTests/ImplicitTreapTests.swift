@testable import BatchEngine
import PropertyTesting
import Testing

@Suite struct ImplicitTreapTests {
    @Test func behavesLikeAnArrayUnderRandomOperations() {
        var rng = SplitMix64(seed: 9)
        var treap = ImplicitTreap()
        var root = treap.build(Array(0..<50))
        var model = Array(0..<50)
        for step in 0..<5_000 {
            switch rng.next() % 3 {
            case 0:
                let at = Int(rng.next() % UInt64(model.count + 1))
                treap.insert(1_000 + step, at: at, into: &root)
                model.insert(1_000 + step, at: at)
            case 1 where !model.isEmpty:
                let at = Int(rng.next() % UInt64(model.count))
                #expect(treap.remove(at: at, from: &root) == model.remove(at: at))
            default:
                if !model.isEmpty {
                    let at = Int(rng.next() % UInt64(model.count))
                    #expect(treap.element(at: at, in: root) == model[at])
                }
            }
            #expect(treap.count(root) == model.count)
        }
        var all: [Int] = []
        treap.forEach(in: root) { all.append($0) }
        #expect(all == model)
    }

    @Test func anEmptyTreeIsEmpty() {
        var treap = ImplicitTreap()
        var root = treap.build([])
        #expect(treap.count(root) == 0)
        treap.insert(7, at: 0, into: &root)
        #expect(treap.element(at: 0, in: root) == 7)
    }
}

@Suite struct LongestIncreasingSubsequenceTests {
    @Test func keepsALongestIncreasingRun() {
        #expect(longestIncreasingSubsequence([]) == [])
        #expect(longestIncreasingSubsequence([3, 1, 2]) == [false, true, true])
        #expect(longestIncreasingSubsequence([0, 1, 2]) == [true, true, true])
        let kept = longestIncreasingSubsequence([5, 2, 8, 6, 3, 6, 9, 7])
        let values = zip([5, 2, 8, 6, 3, 6, 9, 7], kept).filter(\.1).map(\.0)
        #expect(values.count == 4)
        #expect(values == values.sorted() && Set(values).count == values.count)
    }
}

@Suite struct HeaviestIncreasingSubsequenceTests {
    @Test func keepsTheHeaviestRunNotTheLongest() {
        // Three light values in order, then one heavy value below them: the heavy one stays.
        #expect(heaviestIncreasingSubsequence([10, 11, 12, 0], weights: [1, 1, 1, 1_000]) == [false, false, false, true])
        #expect(heaviestIncreasingSubsequence([10, 11, 12, 0], weights: [1, 1, 1, 2]) == [true, true, true, false])
        #expect(heaviestIncreasingSubsequence([], weights: []) == [])
        #expect(heaviestIncreasingSubsequence([3, 5, 9], weights: [2, 2, 2]) == [true, true, true])
    }

    /// Against brute force over every subset, on small random inputs.
    @Test func matchesBruteForce() {
        var rng = SplitMix64(seed: 4)
        for _ in 0..<300 {
            let count = Int(rng.next() % 9)
            let values = Array(Array(0..<20).shuffled(using: &rng).prefix(count))
            let weights = (0..<count).map { _ in 1 + Int(rng.next() % 5) }
            var best = 0
            for subset in 0..<(1 << count) {
                let chosen = (0..<count).filter { subset & (1 << $0) != 0 }
                guard zip(chosen, chosen.dropFirst()).allSatisfy({ values[$0] < values[$1] }) else { continue }
                best = max(best, chosen.reduce(0) { $0 + weights[$1] })
            }
            // Dense values are ranked through a bit map, sparse ones by sorting: both ways.
            for spread in [1, 1_000] {
                let kept = heaviestIncreasingSubsequence(values.map { $0 * spread }, weights: weights)
                let chosen = (0..<count).filter { kept[$0] }
                #expect(zip(chosen, chosen.dropFirst()).allSatisfy { values[$0] < values[$1] })
                #expect(chosen.reduce(0) { $0 + weights[$1] } == best, "\(values) \(weights) ×\(spread)")
            }
        }
    }
}

