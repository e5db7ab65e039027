@testable import BatchEngine
import PropertyTesting
import Testing

/// `RunTree` against plain arrays of tokens: several trees in one store, random inserts and
/// removals (at the ends, inside runs, at run boundaries), every token and count checked, and
/// the runs read back. Enough operations to split leaves and inner nodes several levels deep.
@Suite struct RunTreeTests {
    @Test(arguments: [0, 1, 5, 1_000])
    func agreesWithArraysOfTokens(initialSize: Int) {
        var rng = SplitMix64(seed: UInt64(initialSize) + 7)
        var store = RunTree()
        var roots: [RunTree.Root] = []
        var firsts: [RunTree.Root] = []
        var models: [[Int]] = []
        for t in 0..<3 {
            let start = t * 10_000
            roots.append(store.makeTree(start: start, length: initialSize))
            firsts.append(roots[t])
            models.append(Array(start..<(start + initialSize)))
        }
        var nextToken = 100_000
        for step in 0..<3_000 {
            let t = Int(rng.next() % 3)
            var root = roots[t]
            if rng.next() % 5 < 3 || models[t].isEmpty {
                let rank = Int(rng.next() % UInt64(models[t].count + 1))
                store.insert(nextToken, at: rank, into: &root)
                models[t].insert(nextToken, at: rank)
                nextToken += 1
            } else {
                let rank = Int(rng.next() % UInt64(models[t].count))
                let removed = store.remove(at: rank, from: &root)
                #expect(removed == models[t].remove(at: rank), "step \(step)")
            }
            roots[t] = root
            #expect(store.count(root) == models[t].count, "step \(step)")
            if !models[t].isEmpty {
                let probe = Int(rng.next() % UInt64(models[t].count))
                #expect(store.token(at: probe, in: root) == models[t][probe], "step \(step), rank \(probe)")
            }
        }
        for t in 0..<3 {
            var tokens: [Int] = []
            var runs = 0
            store.forEachRun(startingAt: firsts[t]) { start, length in
                #expect(length > 0)
                tokens += start..<(start + length)
                runs += 1
            }
            #expect(tokens == models[t])
            #expect(runs <= 1 + 2 * 3_000)
            for (rank, token) in models[t].enumerated() where rank % 7 == 0 {
                #expect(store.token(at: rank, in: roots[t]) == token)
            }
        }
    }

    /// Removing a run's first, last and middle items shortens or splits it; inserting inside
    /// splits it around the new run of one.
    @Test func runsSplitAndShrinkWhereTheEditsLand() {
        var store = RunTree()
        var root = store.makeTree(start: 0, length: 10)
        let first = root
        func runs() -> [[Int]] {
            var runs: [[Int]] = []
            store.forEachRun(startingAt: first) { runs.append([$0, $1]) }
            return runs
        }
        #expect(store.remove(at: 0, from: &root) == 0)  // 1..<10
        #expect(store.remove(at: 8, from: &root) == 9)  // 1..<9
        #expect(runs() == [[1, 8]])
        #expect(store.remove(at: 3, from: &root) == 4)  // 1..<4, 5..<9
        #expect(runs() == [[1, 3], [5, 4]])
        store.insert(50, at: 1, into: &root)  // 1, 50, 2..<4, 5..<9
        #expect(runs() == [[1, 1], [50, 1], [2, 2], [5, 4]])
        #expect(store.count(root) == 8)
    }

    /// Long insert-heavy sequences on one tree, every step probed: inner nodes split, then
    /// their remaining children grow without new ones. (A split once left the moved lanes'
    /// running totals behind; once the kept children outgrew them, a select landed on a lane
    /// past the last entry.)
    @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 7] as [UInt64])
    func splitNodesKeepSelectingWithinTheirEntries(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var store = RunTree()
        var root = store.makeTree(start: 0, length: Int(seed) * 37)
        var model = Array(0..<(Int(seed) * 37))
        var nextToken = 1_000_000
        var mismatches = 0
        for _ in 0..<20_000 {
            if rng.next() % 10 < 7 || model.isEmpty {
                let rank = Int(rng.next() % UInt64(model.count + 1))
                store.insert(nextToken, at: rank, into: &root)
                model.insert(nextToken, at: rank)
                nextToken += 1
            } else {
                let rank = Int(rng.next() % UInt64(model.count))
                if store.remove(at: rank, from: &root) != model.remove(at: rank) { mismatches += 1 }
            }
            let probe = Int(rng.next() % UInt64(max(1, model.count)))
            if !model.isEmpty && store.token(at: probe, in: root) != model[probe] { mismatches += 1 }
        }
        #expect(mismatches == 0)
        #expect(store.count(root) == model.count)
    }
}
