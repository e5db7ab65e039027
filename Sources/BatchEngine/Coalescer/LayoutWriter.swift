/// Writes the coalescer's layout in one pass over the run trees: the runs of each new section,
/// a tree run extending the last one when its tokens follow on from the same old section (or
/// are inserted ones, as the last are), and which of a section's own runs **stay**.
///
/// A run stays when it holds an item no edit moved — those are still in their old order, so
/// they form an increasing sequence — or, greedily, when it holds only moved items that landed
/// back in order: after the last run kept and before the next run holding an unmoved item.
/// Those moved runs wait, pending, until that next run is written. Every other run of a
/// matched section moves, so the batch moves exactly what the edits moved out of order.
struct LayoutWriter: ~Copyable {
    private let runs: UnsafeMutablePointer<TokenRun>
    private let stays: UnsafeMutablePointer<Bool>
    private let capacity: Int
    /// Runs written so far.
    private(set) var count = 0
    // The run being extended.
    private var start = 0, length = 0, section = -1
    /// Whether it holds an item no edit moved (1) or not (0).
    private var pinned = 0
    // The section being written.
    private var own = -1, first = 0
    /// The end of the last run kept.
    private var last = 0
    /// The section's own runs of moved items written since, waiting to be kept or moved: those
    /// from `pendingFrom` on that are the section's own and not kept, `pendingCount` of them
    /// (found again in the runs written, with no list of their own to allocate).
    private var pendingFrom = 0, pendingCount = 0

    /// A writer into `runs` and `stays`, which have room for `capacity` runs.
    init(runs: UnsafeMutablePointer<TokenRun>, stays: UnsafeMutablePointer<Bool>, capacity: Int) {
        self.runs = runs
        self.stays = stays
        self.capacity = capacity
    }

    /// Starts a new section, old section `own` (-1 for an inserted one).
    mutating func beginSection(own: Int) {
        self.own = own
        first = count
        last = 0
        pendingFrom = count
    }

    /// Appends the tokens `token..<token + tokens`, all from old section `from` (-1: inserted);
    /// `pinned` is 1 when one of them is an old item no edit moved, otherwise 0.
    @inline(__always)
    mutating func append(_ token: Int, _ tokens: Int, from: Int, pinned: Int) {
        // The rare condition first: the others would mispredict.
        if start &+ length == token && length > 0 && from == section {
            length &+= tokens
            self.pinned |= pinned
            return
        }
        flush()
        (start, length, section, self.pinned) = (token, tokens, from, pinned)
    }

    /// Ends the section: the range of runs that holds it.
    mutating func closeSection() -> Range<Int> {
        flush()
        keepPending(before: .max)
        return first..<count
    }

    /// Writes the run being extended. Its kind — inserted, pinned, or a moved item of the
    /// section's own — comes at random, so the pending count is added to unconditionally and
    /// the kinds are combined as integers; only a pinned run after pending ones branches.
    private mutating func flush() {
        guard length > 0 else { return }
        precondition(count < capacity, "more runs than the edits can make")
        (runs + count).initialize(to: TokenRun(start: start, unchecked: length, section: section))
        let isOwn = section == own && own >= 0 ? 1 : 0
        let kept = isOwn & pinned
        // The rare condition first: `kept` alone would mispredict.
        if pendingCount > 0 && kept != 0 { keepPending(before: start) }
        pendingCount &+= isOwn & (pinned ^ 1)
        last = kept != 0 ? start &+ length : last
        (stays + count).initialize(to: kept != 0)
        count += 1
        length = 0
    }

    /// Keeps, in order, the pending runs that fit between the last run kept and `bound`.
    private mutating func keepPending(before bound: Int) {
        guard pendingCount > 0 else { return }
        for i in pendingFrom..<count where runs[i].section == own && !stays[i] {
            if runs[i].start >= last && runs[i].end <= bound {
                stays[i] = true
                last = runs[i].end
            }
        }
        pendingFrom = count
        pendingCount = 0
    }
}
