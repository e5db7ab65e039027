/// Shrinks a failing case by shrinking its recorded draws: fewer steps first (the commands of a
/// stateful case and the list elements inside them), then in shortlex order — fewer draws, then
/// smaller values, earlier draws first. A candidate is kept only if the property still fails
/// with the same signature and its draws — as the generator actually read them — are simpler in
/// that order. Because every generator maps smaller draws to simpler values, this shrinks every
/// kind of value with one mechanism.
///
/// The passes, repeated until none improves: delete spans (a list element, a command, with an
/// index-shift variant for lists of indices), delete and zero chunks of draws, promote a
/// descendant span into its ancestor (subtrees of recursive values), lower single draws by
/// binary search, lower equal draws — and nearby pairs — together, redistribute between pairs
/// of draws, sort sibling spans, and trade a step for more starting data (the row a step
/// inserted, present from the start). Bounded by a number of evaluations and a time limit.
public struct Shrinker {
    /// Replays draws; says whether they still fail the same way, the draws as read, and the spans.
    public typealias Evaluate = ([UInt64]) -> (fails: Bool, draws: [UInt64], spans: [Span])

    private let evaluate: Evaluate
    private let maxEvaluations: Int
    private let deadline: ContinuousClock.Instant
    private var known: [[UInt64]: Bool] = [:]

    /// The smallest failing draws found so far.
    public private(set) var best: [UInt64]
    /// The spans of ``best``.
    public private(set) var spans: [Span]
    /// Property evaluations spent.
    public private(set) var evaluations = 0
    /// Every failing draws the shrinker moved to, in order, from the first to ``best``: where a
    /// caller steps back to when the best case proves to fail too rarely (a flaky property).
    public private(set) var trail: [[UInt64]]

    /// A shrinker starting from failing `draws`.
    public init(draws: [UInt64], maxEvaluations: Int, timeLimit: Duration, evaluate: @escaping Evaluate) {
        self.evaluate = evaluate
        self.maxEvaluations = maxEvaluations
        deadline = ContinuousClock.now.advanced(by: timeLimit)
        let first = evaluate(draws)
        best = first.fails ? first.draws : draws
        spans = first.spans
        trail = [best]
    }

    /// Whether the budget is spent.
    public var isExhausted: Bool {
        evaluations >= maxEvaluations || (evaluations & 63 == 0 && ContinuousClock.now >= deadline)
    }

    /// Runs the passes until a full round improves nothing or the budget is spent.
    public mutating func shrink() {
        var round: [UInt64] = []
        while round != best, !isExhausted {
            round = best
            deleteSpans()
            deleteChunks()
            zeroSpans()
            promoteDescendants()
            lowerDraws()
            lowerTogether()
            redistribute()
            sortSiblings()
            tradeStepsForSetup()
        }
    }

    /// Shortlex: fewer draws first, then the first differing draw decides.
    public static func isSmaller(_ a: [UInt64], than b: [UInt64]) -> Bool {
        if a.count != b.count { return a.count < b.count }
        for (x, y) in zip(a, b) where x != y { return x < y }
        return false
    }

    /// Tries `candidate`; keeps it when it fails the same way and is simpler: fewer steps, or
    /// as many and smaller draws (shortlex) — for the deletion passes, fewer draws (a deletion
    /// the generator pads back with zeros is no deletion). Only a trade may read larger draws:
    /// it buys a step with more starting data.
    @discardableResult
    private mutating func consider(_ candidate: [UInt64], shorter: Bool = false, trade: Bool = false) -> Bool {
        guard trade || Self.isSmaller(candidate, than: best), known[candidate] == nil, !isExhausted else {
            return false
        }
        evaluations += 1
        let result = evaluate(candidate)
        let steps = Self.stepCount(result.spans), bestSteps = Self.stepCount(spans)
        let improved =
            result.fails
            && (steps < bestSteps || (steps == bestSteps && !trade && Self.isSmaller(result.draws, than: best)))
            && (!shorter || result.draws.count < best.count)
        known[candidate] = improved
        if improved {
            best = result.draws
            spans = result.spans
            trail.append(best)
        }
        return improved
    }

    /// The commands, and the list elements inside them (the changes of a save): what a person
    /// counts as the steps of a stateful case. Zero for a case without commands.
    static func stepCount(_ spans: [Span]) -> Int {
        guard let setupEnd = setupEnd(spans) else { return 0 }
        return spans.reduce(0) { count, span in
            count + ((span.kind == .command || span.kind == .element) && span.start >= setupEnd ? 1 : 0)
        }
    }

    /// Where the first command begins: the draws before it make the starting data.
    static func setupEnd(_ spans: [Span]) -> Int? {
        spans.filter { $0.kind == .command }.map { $0.fullRange.lowerBound }.min()
    }

    // MARK: Deletion

    private mutating func deleteSpans() {
        var k = 0
        while k < spans.count, !isExhausted {
            let span = spans[k]
            let range = span.fullRange
            var candidate = best
            candidate.removeSubrange(range)
            if consider(candidate, shorter: true) { continue }
            if span.kind == .element, consider(shiftingSiblingIndices(after: k, removed: range), shorter: true) {
                continue
            }
            if span.kind == .element, mergeIntoNextSibling(k, removed: range) { continue }
            // Two neighbouring elements or commands at once (a push and the pop that undoes it).
            if let next = spans[(k + 1)...].first(where: { $0.parent == span.parent && $0.kind == span.kind }),
                next.fullRange.lowerBound == range.upperBound
            {
                var pair = best
                pair.removeSubrange(range.lowerBound..<next.end)
                if consider(pair, shorter: true) { continue }
            }
            if span.parent >= 0 {
                // A fixed-length list: drop the element and shorten the length drawn before it.
                let lengthAt = spans[span.parent].start
                if lengthAt < range.lowerBound, candidate[lengthAt] > 0 {
                    candidate[lengthAt] -= 1
                    if consider(candidate, shorter: true) { continue }
                }
            }
            k += 1
        }
    }

    /// Deleting element `k` of a list of indices shifts the indices above it down by one.
    private func shiftingSiblingIndices(after k: Int, removed range: Range<Int>) -> [UInt64] {
        let span = spans[k]
        let siblings = spans.indices.filter { spans[$0].parent == span.parent && spans[$0].kind == .element }
        guard let position = siblings.firstIndex(of: k) else { return best }
        var shifted = best
        for sibling in siblings where sibling != k {
            let at = spans[sibling].start
            if at < spans[sibling].end, shifted[at] > UInt64(position) { shifted[at] -= 1 }
        }
        shifted.removeSubrange(range)
        return shifted
    }

    /// Deletes element `k` and adds its value to the next element of the same list: the sum of
    /// two values of one sign is drawn as the sum of their draws (positive) or that plus one
    /// (negative, in the order 0, −1, 1, −2, 2, …).
    private mutating func mergeIntoNextSibling(_ k: Int, removed range: Range<Int>) -> Bool {
        let span = spans[k]
        guard span.start < span.end,
            let next = spans[(k + 1)...].first(where: { $0.parent == span.parent && $0.kind == .element }),
            next.start < next.end
        else { return false }
        let value = best[span.start]
        for extra: UInt64 in [0, 1] {
            var candidate = best
            let (sum, overflow) = candidate[next.start].addingReportingOverflow(value &+ extra)
            if overflow { continue }
            candidate[next.start] = sum
            candidate.removeSubrange(range)
            if consider(candidate, shorter: true) { return true }
        }
        return false
    }

    private mutating func deleteChunks() {
        for size in [8, 4, 2, 1] {
            var i = 0
            while i + size <= best.count, !isExhausted {
                var candidate = best
                candidate.removeSubrange(i..<(i + size))
                if consider(candidate, shorter: true) { continue }
                // The draw before a chunk is often its length or its "one more?" flag.
                if i > 0, candidate[i - 1] > 0 {
                    candidate[i - 1] -= 1
                    if consider(candidate, shorter: true) { continue }
                }
                i += 1
            }
        }
    }

    // MARK: Zeroing and promotion

    private mutating func zeroSpans() {
        var k = 0
        while k < spans.count, !isExhausted {
            let span = spans[k]
            if best[span.start..<span.end].contains(where: { $0 != 0 }) {
                var candidate = best
                for i in span.start..<span.end { candidate[i] = 0 }
                consider(candidate)
            }
            k += 1
        }
        for size in [8, 4, 2] {
            var i = 0
            while i + size <= best.count, !isExhausted {
                if best[i..<(i + size)].contains(where: { $0 != 0 }) {
                    var candidate = best
                    for j in i..<(i + size) { candidate[j] = 0 }
                    consider(candidate)
                }
                i += 1
            }
        }
    }

    /// Replaces a span by a smaller span of the same kind inside it: a subtree by its subtree.
    private mutating func promoteDescendants() {
        var k = 0
        while k < spans.count, !isExhausted {
            let outer = spans[k]
            var promoted = false
            for inner in spans
            where inner.kind == outer.kind && inner.start >= outer.start && inner.end <= outer.end
                && inner.end - inner.start < outer.end - outer.start
            {
                let candidate = Array(best[..<outer.start]) + best[inner.start..<inner.end] + best[outer.end...]
                if consider(candidate) {
                    promoted = true
                    break
                }
                if isExhausted { return }
            }
            if !promoted { k += 1 }
        }
    }

    // MARK: Lowering

    /// Binary search for the largest amount in `1...limit` whose candidate is kept, assuming that
    /// larger amounts fail once smaller ones do; candidates come from `make`, built on the draws
    /// as they were when the search began.
    @discardableResult
    private mutating func searchLargest(upTo limit: UInt64, _ make: (UInt64) -> [UInt64]?) -> Bool {
        guard limit > 0 else { return false }
        if let candidate = make(limit), consider(candidate) { return true }
        var good: UInt64 = 0, bad = limit
        while bad - good > 1, !isExhausted {
            let middle = good + (bad - good) / 2
            if let candidate = make(middle), consider(candidate) { good = middle } else { bad = middle }
        }
        return good > 0
    }

    private mutating func lowerDraws() {
        var i = 0
        while i < best.count, !isExhausted {
            if best[i] > 0 { lower([i]) }
            i += 1
        }
    }

    /// Lowers the draws at `indices` by the same amount, as far as they still fail.
    private mutating func lower(_ indices: [Int]) {
        let original = best
        guard indices.allSatisfy({ $0 < original.count }) else { return }
        let limit = indices.map { original[$0] }.min() ?? 0
        searchLargest(upTo: limit) { amount in
            var candidate = original
            for i in indices { candidate[i] -= amount }
            return candidate
        }
    }

    /// Lowers equal draws together (the same value drawn twice), and pairs of nearby draws by the
    /// same amount (two values whose difference matters).
    private mutating func lowerTogether() {
        let nonzero = best.indices.filter { best[$0] > 0 }
        let sorted = nonzero.sorted { (best[$0], $0) < (best[$1], $1) }
        var groups: [[Int]] = []
        for index in sorted {
            if let last = groups.last?.last, best[last] == best[index] {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        for group in groups where group.count > 1 {
            if isExhausted { return }
            lower(group)
            let members = group.prefix(8)
            for (n, i) in members.enumerated() {
                for j in members.dropFirst(n + 1) where !isExhausted { lower([i, j]) }
            }
        }
        var i = 0
        while i < best.count, !isExhausted {
            for j in (i + 1)..<min(best.count, i + 9)
            where !isExhausted && i < best.count && j < best.count && best[i] > 0 && best[j] > 0 {
                lower([i, j])
            }
            i += 1
        }
    }

    /// Moves value from an earlier draw to a later one (shortlex smaller), as far as it still
    /// fails; also in even amounts, which keep the sign of values drawn as 0, −1, 1, −2, 2, ….
    private mutating func redistribute() {
        var i = 0
        while i < best.count, !isExhausted {
            var j = i + 1
            while j < min(best.count, i + 9), i < best.count, best[i] > 0, !isExhausted {
                let original = best
                func moved(_ amount: UInt64) -> [UInt64]? {
                    var candidate = original
                    let (sum, overflow) = candidate[j].addingReportingOverflow(amount)
                    guard !overflow, amount <= candidate[i] else { return nil }
                    candidate[i] -= amount
                    candidate[j] = sum
                    return candidate
                }
                if !searchLargest(upTo: original[i], moved), !searchLargest(upTo: original[i] / 2, { moved($0 * 2) }) {
                    j += 1
                }
            }
            i += 1
        }
    }

    // MARK: Trading a step for starting data

    /// Deletes a step and grows the data drawn before the first command instead: one more in a
    /// count, or one more element in a list whose "no more" flag is there. A case that inserts a
    /// row and then fails becomes one that starts with the row — fewer steps, which the other
    /// passes, only ever shrinking the starting data, cannot reach.
    private mutating func tradeStepsForSetup() {
        guard let setupEnd = Self.setupEnd(spans) else { return }
        var k = 0
        while k < spans.count, !isExhausted {
            let span = spans[k]
            guard span.kind == .command || (span.kind == .element && span.start >= setupEnd) else {
                k += 1
                continue
            }
            // The step alone, or with the "one more?" flag of the next, which then comes first.
            var removals = [span.fullRange]
            if let next = spans[(k + 1)...].first(where: { $0.parent == span.parent && $0.kind == span.kind }),
                next.prefix > 0, next.fullRange.lowerBound == span.end
            {
                removals.append(span.fullRange.lowerBound..<next.start)
            }
            var traded = false
            for removal in removals {
                for i in 0..<min(setupEnd, best.count) where !traded && !isExhausted {
                    var grown = best
                    grown.removeSubrange(removal)
                    if grown[i] < .max {
                        grown[i] += 1
                        traded = consider(grown, trade: true)
                    }
                    guard !traded, best[i] == 0 else { continue }
                    // The new element drawn as zeros, or as the step's last draws (the fields of
                    // the row it inserted).
                    for length in 1...3 where !traded {
                        for element in [
                            Array(repeating: 0, count: length), Array(best[span.start..<span.end].suffix(length)),
                        ]
                        where !traded && element.count == length {
                            var added = best
                            added.removeSubrange(removal)
                            added.insert(contentsOf: [1] + element, at: i)
                            traded = consider(added, trade: true)
                        }
                    }
                }
            }
            if !traded { k += 1 }
        }
    }

    // MARK: Reordering

    /// Sorts sibling spans of equal kind by their draws, smallest first.
    private mutating func sortSiblings() {
        var parents: [Int] = []
        for span in spans where !parents.contains(span.parent) { parents.append(span.parent) }
        for parent in parents {
            if isExhausted { return }
            let siblings = spans.filter { $0.parent == parent && $0.kind == .element }
            guard siblings.count > 1 else { continue }
            let contents = siblings.map { Array(best[$0.start..<$0.end]) }
            let sorted = contents.sorted { Self.isSmaller($0, than: $1) }
            guard sorted != contents else { continue }
            var candidate: [UInt64] = []
            var cursor = 0
            for (span, content) in zip(siblings, sorted) {
                candidate += best[cursor..<span.start]
                candidate += content
                cursor = span.end
            }
            candidate += best[cursor...]
            consider(candidate)
        }
    }
}
