@testable import BatchEngine
import PropertyTesting
import Testing

/// `CountTree` against a plain array of counts: every `select`, `prefix` and `total` answer
/// checked after random adds, for sizes that give one to four levels of 16-way nodes.
@Suite struct CountTreeTests {
    @Test(arguments: [1, 16, 17, 256, 257, 5_000])
    func agreesWithAnArrayOfCounts(size: Int) {
        var rng = SplitMix64(seed: UInt64(size))
        var model = (0..<size).map { _ in Int32(rng.next() % 4) }
        var tree = CountTree(model)
        for step in 0..<400 {
            let index = Int(rng.next() % UInt64(size))
            let delta = Int32(rng.next() % 5) - min(model[index], 2)
            model[index] += delta
            tree.add(delta, at: index)
            let total = model.reduce(0) { $0 + Int($1) }
            #expect(tree.total == total)
            let probe = Int(rng.next() % UInt64(size + 1))
            #expect(tree.prefix(probe) == model[..<probe].reduce(0) { $0 + Int($1) }, "step \(step)")
            guard total > 0 else { continue }
            let rank = Int(rng.next() % UInt64(total))
            var rest = rank, expected = (index: -1, remaining: -1)
            for (i, count) in model.enumerated() {
                if rest < Int(count) { expected = (i, rest); break }
                rest -= Int(count)
            }
            let found = tree.select(rank)
            #expect(found.index == expected.index && found.remaining == expected.remaining, "rank \(rank) at step \(step)")
        }
    }
}
