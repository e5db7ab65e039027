/// SplitMix64 (Steele, Lea and Flood 2014): a tiny, fast, seedable generator with the same
/// output on every platform and in every process. BatchFuzz uses it to seed its main generator
/// and wherever a stand-alone deterministic stream is enough.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's whole state.
    public private(set) var state: UInt64

    /// A generator whose stream is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
