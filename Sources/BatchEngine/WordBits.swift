// Bit sets as words of 64 bits (`OwnedBuffer<UInt64>`), for the planner: a bit per token.

/// Sets bit `bit` of `words`.
@inline(__always)
func setBit(_ words: inout OwnedBuffer<UInt64>, _ bit: Int) {
    words[bit >> 6] |= 1 << UInt64(bit & 63)
}

/// Whether bit `bit` of `words` is set.
@inline(__always)
func isSet(_ words: borrowing OwnedBuffer<UInt64>, _ bit: Int) -> Bool {
    words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
}

/// The bits of `range` that fall in word `w`.
@inline(__always)
func mask(of range: Range<Int>, inWord w: Int) -> UInt64 {
    let low = w == range.lowerBound >> 6 ? ~UInt64(0) << UInt64(range.lowerBound & 63) : ~0
    let high = w == (range.upperBound - 1) >> 6 ? ~UInt64(0) >> UInt64(63 - (range.upperBound - 1) & 63) : ~0
    return low & high
}

/// The bits of `range` (not empty) in its first word and in its last, which may be the same.
@inline(__always)
private func endMasks(of range: Range<Int>) -> (first: UInt64, last: UInt64) {
    let low = ~UInt64(0) << UInt64(range.lowerBound & 63)
    let high = ~UInt64(0) >> UInt64(63 - (range.upperBound - 1) & 63)
    let single = range.lowerBound >> 6 == (range.upperBound - 1) >> 6
    return (single ? low & high : low, single ? low & high : high)
}

/// Sets the bits `range` of `words`, a word at a time. A range within one or two words — a
/// run of a few items — takes no branch.
@inline(__always)
func setBits(_ words: inout OwnedBuffer<UInt64>, _ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let first = range.lowerBound >> 6, last = (range.upperBound - 1) >> 6
    let masks = endMasks(of: range)
    words[first] |= masks.first
    words[last] |= masks.last
    var w = first + 1
    while w < last {
        words[w] = ~0
        w += 1
    }
}

/// Whether any bit of `range` is set in `words`; like ``setBits(_:_:)``, no branch for a range
/// within two words.
@inline(__always)
func anyBit(_ words: borrowing OwnedBuffer<UInt64>, _ range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return false }
    let first = range.lowerBound >> 6, last = (range.upperBound - 1) >> 6
    let masks = endMasks(of: range)
    var any = words[first] & masks.first | words[last] & masks.last
    var w = first + 1
    while w < last {
        any |= words[w]
        w += 1
    }
    return any != 0
}

/// Calls `body` with each position of `range` whose bit is set in `word(w)`, the bits of word
/// `w`, ascending: each word is masked to the range first, so the bits outside it cost nothing.
@inline(__always)
func forEachBit(in range: Range<Int>, of word: (Int) -> UInt64, _ body: (Int) -> Void) {
    guard !range.isEmpty else { return }
    for w in (range.lowerBound >> 6)...((range.upperBound - 1) >> 6) {
        var bits = word(w) & mask(of: range, inWord: w)
        while bits != 0 {
            body(w << 6 + bits.trailingZeroBitCount)
            bits &= bits &- 1
        }
    }
}

/// Calls `body` with each clear bit of `words` in `range`, ascending.
@inline(__always)
func forEachClearBit(_ words: borrowing OwnedBuffer<UInt64>, _ range: Range<Int>, _ body: (Int) -> Void) {
    forEachBit(in: range, of: { ~words[$0] }, body)
}
