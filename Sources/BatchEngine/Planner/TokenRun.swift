/// Consecutive item tokens `start..<start + count`: old items of one old section (`section`), or
/// inserted items (`section` is -1).
///
/// The engines hand the planner a new section as runs rather than single items: after k edits
/// on n rows a section is n rows in O(k) runs, and the planner works per run — a run that moves
/// moves whole, a run that stays stays whole — then spells out only the operations. 16 bytes a
/// run: the counts and section indices fit in 32 bits.
@usableFromInline
struct TokenRun: Equatable {
    @usableFromInline var start: Int
    @usableFromInline var count32: Int32
    @usableFromInline var section32: Int32

    @inlinable
    init(start: Int, count: Int, section: Int) {
        self.start = start
        count32 = Int32(count)
        section32 = Int32(section)
    }

    /// A run whose count and section are known to fit in 32 bits, as the coalescer's are (its
    /// run trees count in 32 bits): no check.
    @inline(__always)
    init(start: Int, unchecked count: Int, section: Int) {
        self.start = start
        count32 = Int32(truncatingIfNeeded: count)
        section32 = Int32(truncatingIfNeeded: section)
    }

    @inlinable
    var count: Int { Int(count32) }

    /// The old section the tokens come from, or -1 for inserted ones.
    @inlinable
    var section: Int { Int(section32) }

    @inlinable
    var end: Int { start + Int(count32) }
}

/// Builds the runs of a sequence of tokens, one token (or one stretch of old rows) at a time,
/// section after section into one flat array: a token extends the current run when it follows
/// it and belongs to the same old section (or is inserted, as the run is).
@usableFromInline
struct TokenRunBuilder {
    // Internal rather than private so that `append` inlines into the generic differ.
    /// First token of each old section, then the old item count.
    @usableFromInline let oldStart: [Int]
    @usableFromInline let oldItemCount: Int
    /// The runs of the sections closed so far.
    @usableFromInline private(set) var runs: [TokenRun] = []
    @usableFromInline var start = 0, count = 0
    /// The current run's old section, or -1 when it holds inserted tokens.
    @usableFromInline var section = -1
    /// The token after the current run's old section (the old item count for inserted tokens).
    @usableFromInline var sectionEnd = 0
    @usableFromInline var sectionFirstRun = 0

    /// A builder for old sections starting at these tokens (the old item count last), with room
    /// for `capacity` runs.
    @usableFromInline
    init(oldStart: [Int], capacity: Int = 0) {
        self.oldStart = oldStart
        oldItemCount = oldStart[oldStart.count - 1]
        runs.reserveCapacity(capacity)
    }

    /// Appends `token`, old or inserted; an inserted one is given as `-1` when the caller does
    /// not number them (every -1 is then taken as the next inserted token).
    @inlinable @inline(__always)
    mutating func append(_ token: Int) {
        if token < 0 || token >= oldItemCount {
            if count > 0, section < 0, token < 0 || start + count == token {
                count += 1
            } else {
                flush()
                (start, count, section) = (token < 0 ? oldItemCount : token, 1, -1)
            }
            return
        }
        if count > 0, start + count == token, section >= 0, token < sectionEnd {
            count += 1
        } else {
            flush()
            let s = sectionIndex(holding: token, starts: oldStart)
            (start, count, section, sectionEnd) = (token, 1, s, oldStart[s + 1])
        }
    }

    /// Closes the current new section: the range of `runs` that holds its runs.
    @usableFromInline
    mutating func closeSection() -> Range<Int> {
        flush()
        defer { sectionFirstRun = runs.count }
        return sectionFirstRun..<runs.count
    }

    @inlinable @inline(__always)
    mutating func flush() {
        if count > 0 { runs.append(TokenRun(start: start, count: count, section: section)) }
        count = 0
    }
}
