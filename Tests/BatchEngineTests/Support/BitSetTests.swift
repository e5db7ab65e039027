@testable import BatchEngine
import PropertyTesting
import Testing

/// The bit sets against a set of positions: runs of 1 to 300 bits starting anywhere
/// in a word — within one word, across two, and longer than a word, which takes the long path
/// — over bits already set, and the walks over set and clear bits of any range.
@Suite struct BitSetTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func settingRunsOfBitsSetsExactlyThoseBits(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let bits = 1 + Int(rng.next() % 700)
            // One word to spare after the last bit, as setBits(_:from:count:) needs.
            var words = OwnedBuffer<UInt64>(repeating: 0, count: bits / 64 + 2)
            var expected = Set<Int>()
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                let start = Int(rng.next() % UInt64(bits))
                let count = 1 + Int(rng.next() % UInt64(Swift.min(300, bits - start)))
                setBits(&words, from: start, count: count)
                expected.formUnion(start..<(start + count))
            }
            var set: [Int] = [], clear: [Int] = []
            forEachBit(in: 0..<bits, of: { words[$0] }) { set.append($0) }
            forEachClearBit(words, 0..<bits) { clear.append($0) }
            #expect(set == expected.sorted())
            #expect(clear == (0..<bits).filter { !expected.contains($0) })
            // Nothing past the run's end: the spare word holds only what spilled into it.
            #expect((bits..<((bits / 64 + 2) * 64)).allSatisfy { !isSet(words, $0) })
            #expect((0..<bits).allSatisfy { bitValue(words, $0) == (expected.contains($0) ? 1 : 0) })
        }
    }
}
