/// Consecutive item tokens `start..<start + count`: old items of one old section (when `start`
/// is below the old item count) or inserted items.
///
/// The engines hand the planner a new section as runs rather than single items: after k edits
/// on n rows a section is n rows in O(k) runs, and the planner works per run — a run that moves
/// moves whole, a run that stays stays whole — then spells out only the operations.
@usableFromInline
struct TokenRun: Equatable {
    @usableFromInline var start: Int
    @usableFromInline var count: Int

    @usableFromInline
    init(start: Int, count: Int) {
        self.start = start
        self.count = count
    }

    @usableFromInline
    var end: Int { start + count }
}

/// Builds the runs of a sequence of tokens, one token at a time: a token extends the current run
/// when it follows it and belongs to the same old section (or is inserted, as the run is).
@usableFromInline
struct TokenRunBuilder {
    /// First token of each old section, then the old item count.
    let oldStart: [Int]
    private(set) var runs: [TokenRun] = []
    private var start = 0, count = 0
    /// The first token the current run may extend over: its old section's start.
    private var floor = 0

    @usableFromInline
    init(oldStart: [Int]) {
        self.oldStart = oldStart
    }

    /// The runs, the current one included.
    @usableFromInline
    var finished: [TokenRun] {
        count > 0 ? runs + [TokenRun(start: start, count: count)] : runs
    }

    /// Appends the old rows `token..<token + rows`, of the old section that starts at token
    /// `sectionStart`.
    @inline(__always)
    mutating func appendRows(_ token: Int, count rows: Int, sectionStart: Int) {
        if count > 0, start + count == token, floor == sectionStart {
            count += rows
        } else {
            flush()
            (start, count, floor) = (token, rows, sectionStart)
        }
    }

    /// Appends `token`, old or inserted; an inserted one is given as `-1` when the caller does
    /// not number them (every -1 is then taken as the next inserted token).
    @usableFromInline
    mutating func append(_ token: Int) {
        let oldItemCount = oldStart[oldStart.count - 1]
        if token < 0 || token >= oldItemCount {
            if count > 0, floor == oldItemCount, token < 0 || start + count == token {
                count += 1
            } else {
                flush()
                (start, count, floor) = (token < 0 ? oldItemCount : token, 1, oldItemCount)
            }
            return
        }
        if count > 0, start + count == token, floor < oldItemCount, token < sectionEnd(floor) {
            count += 1
        } else {
            flush()
            (start, count, floor) = (token, 1, oldStart[Self.section(of: token, in: oldStart)])
        }
    }

    private mutating func flush() {
        if count > 0 { runs.append(TokenRun(start: start, count: count)) }
        count = 0
    }

    /// The token after the old section starting at `sectionStart`.
    private func sectionEnd(_ sectionStart: Int) -> Int {
        oldStart[Self.section(of: sectionStart, in: oldStart) + 1]
    }

    /// The old section holding old `token`, given the first token of each old section and then
    /// the old item count (a binary search).
    @usableFromInline
    static func section(of token: Int, in oldStart: [Int]) -> Int {
        var low = 0, high = oldStart.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if oldStart[middle] <= token { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
