/// Whether UIKit puts the insert half of each reload of one section back on the item, for
/// reloads in ascending order: ``ReloadPlacement/target(of:deletes:inserts:)`` for rows, read
/// off bit sets.
///
/// The deletes and inserts are read as bits — one per old token, set when deleted, and one per
/// new row, set when inserted — so the planner needs no sorted list of either, and the bits of
/// every section live in one buffer. The target is the item's new row exactly when that row is
/// free and has as many free rows before it as the old row has surviving rows before it, so
/// the walk only counts bits (no search for the target itself). Those counts only grow as the
/// rows do, so one walk over the words serves every reload of the section: O(w + r) for w
/// words and r reloads. A row lower than the last one asked for starts the walk again.
struct ReloadWalk {
    private var deletes: BitRank, inserts: BitRank

    /// A walk over the section whose old tokens start at bit `deleteBase` of the delete bits and
    /// whose new rows start at bit `insertBase` of the insert bits.
    init(deleteBase: Int, insertBase: Int) {
        deletes = BitRank(base: deleteBase)
        inserts = BitRank(base: insertBase)
    }

    /// Whether the reload of old row `from` lands on new row `to`, given the bits as they are now.
    mutating func landsOnItself(
        from: Int, to: Int, deleted: borrowing OwnedBuffer<UInt64>, inserted: borrowing OwnedBuffer<UInt64>
    ) -> Bool {
        let survivorsBefore = from - deletes.setBits(below: from, in: deleted)
        let freeBefore = to - inserts.setBits(below: to, in: inserted)
        return freeBefore == survivorsBefore && !inserts.isSet(to, in: inserted)
    }
}

/// Counts the set bits from `base` up to ascending positions, a word at a time.
private struct BitRank {
    let base: Int
    /// The word being read, and the set bits from `base` up to its start.
    private var word = 0, before = 0
    /// The last position asked for.
    private var last = Int.max

    init(base: Int) { self.base = base }

    /// The set bits of `bits` in `base..<base + position`.
    mutating func setBits(below position: Int, in bits: borrowing OwnedBuffer<UInt64>) -> Int {
        if position < last {
            // The first position, or one out of order: from the first word, whose bits below
            // `base` are counted, then taken off.
            word = base >> 6
            before = -(Self.word(bits, word) & Self.below(base & 63)).nonzeroBitCount
        }
        last = position
        let bit = base + position
        while word < bit >> 6 {
            before += Self.word(bits, word).nonzeroBitCount
            word += 1
        }
        return before + (Self.word(bits, word) & Self.below(bit & 63)).nonzeroBitCount
    }

    /// Whether bit `base + position` of `bits` is set.
    func isSet(_ position: Int, in bits: borrowing OwnedBuffer<UInt64>) -> Bool {
        let bit = base + position
        return Self.word(bits, bit >> 6) & (1 << UInt64(bit & 63)) != 0
    }

    /// Word `w` of `bits`, all clear past the end.
    @inline(__always)
    private static func word(_ bits: borrowing OwnedBuffer<UInt64>, _ w: Int) -> UInt64 {
        w < bits.count ? bits[w] : 0
    }

    /// The bits below bit `n` (0..<64).
    @inline(__always)
    private static func below(_ n: Int) -> UInt64 { (1 << UInt64(n)) &- 1 }
}
