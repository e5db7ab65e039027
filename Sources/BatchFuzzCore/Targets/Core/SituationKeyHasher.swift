import PropertyTesting

/// Makes a ``SituationKey`` from the numbers that describe an edit case's situation, in the
/// situation's order: two lanes, each mixing every number in with its own multiplier and shift,
/// and finished with MurmurHash3's avalanche. The same numbers give the same key in every
/// process.
///
/// It lives beside the situation so that it is inlined there: a key mixes some thirty numbers,
/// and a call for each would be a tenth of a reduced walk's deciding.
struct SituationKeyHasher {
    private var first: UInt64 = 0x9e37_79b9_7f4a_7c15
    private var second: UInt64 = 0xc2b2_ae3d_27d4_eb4f

    mutating func combine(_ value: Int) {
        let value = UInt64(bitPattern: Int64(value))
        first = (first ^ value) &* 0xff51_afd7_ed55_8ccd
        first ^= first >> 32
        second = (second &+ value) &* 0xc4ce_b9fe_1a85_ec53
        second ^= second >> 29
    }

    func finalize() -> SituationKey {
        SituationKey(first: Self.avalanche(first), second: Self.avalanche(second ^ 0x5bd1_e995))
    }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        value &*= 0xc4ce_b9fe_1a85_ec53
        value ^= value >> 33
        return value
    }
}
