// Bit sets as words of 64 bits (`OwnedBuffer<UInt64>`): a bit per token, for the editor and
// the planner. Every bit the engines set or read goes through these.

extension OwnedBuffer where Element == UInt64 {
    /// A bit set of `bits` clear bits, and `spareWords` clear words after them, for the writes
    /// that spill a word past the last bit.
    init(clearBits bits: Int, spareWords: Int = 0) {
        self.init(repeating: 0, count: (bits + 63) / 64 + spareWords)
    }
}

/// Sets bit `bit` of `words`.
@inline(__always)
func setBit(_ words: inout OwnedBuffer<UInt64>, _ bit: Int) {
    words[bit >> 6] |= 1 << UInt64(bit & 63)
}

/// Whether bit `bit` of `words` is set.
@inline(__always)
func isSet(_ words: borrowing OwnedBuffer<UInt64>, _ bit: Int) -> Bool {
    bitValue(words, bit) != 0
}

/// Bit `bit` of `words`, as 1 or 0: for combining with other flags without a branch.
@inline(__always)
func bitValue(_ words: borrowing OwnedBuffer<UInt64>, _ bit: Int) -> Int {
    Int(truncatingIfNeeded: words[bit &>> 6] &>> UInt64(bit & 63)) & 1
}

/// The bits of `range` that fall in word `w`.
@inline(__always)
func mask(of range: Range<Int>, inWord w: Int) -> UInt64 {
    let low = w == range.lowerBound >> 6 ? ~UInt64(0) << UInt64(range.lowerBound & 63) : ~0
    let high = w == (range.upperBound - 1) >> 6 ? ~UInt64(0) >> UInt64(63 - (range.upperBound - 1) & 63) : ~0
    return low & high
}

/// Sets the `count` (at least 1) bits from `start` on in `words`, which has a word to spare
/// after the last bit. Up to 64 bits — a run of a few items — takes no branch: they are
/// written as one word shifted across two.
@inline(__always)
func setBits(_ words: inout OwnedBuffer<UInt64>, from start: Int, count: Int) {
    assert(count > 0)
    guard count <= 64 else { return setBits(&words, from: start, longCount: count) }
    let w = start &>> 6, shift = UInt64(start & 63)
    let ones = UInt64.max &>> UInt64(truncatingIfNeeded: 64 &- count)  // `count` ones
    words[w] |= ones &<< shift
    words[w &+ 1] |= (ones &>> (63 &- shift)) &>> 1  // the bits past the word (none when shift is 0)
}

/// ``setBits(_:from:count:)`` for more than 64 bits: a word at a time.
@inline(never)
private func setBits(_ words: inout OwnedBuffer<UInt64>, from start: Int, longCount count: Int) {
    var bit = start, left = count
    while left > 0 {
        let part = Swift.min(left, 64)
        setBits(&words, from: bit, count: part)
        bit += part
        left -= part
    }
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
