/// Runs `property` on every case its generator can make: every path of the tree of choices the
/// generator draws, each branch within its bound, in the order of the draws (0, the simplest,
/// first), each distinct case judged once — the small-scope hypothesis made a check, as
/// SmallCheck and LeanCheck do. Where random cases say "nothing failed in N tries", this says
/// "nothing in this scope fails".
///
/// The scope is the generator's: its bounds decide the tree (an array of up to 3 counts of up
/// to 3 rows is 85 lists). A tree with more paths than ``ExhaustiveConfiguration/budget`` is
/// refused before any case is judged, with its size counted or estimated.
///
/// When cases fail, the one reported is the failure with the shortest draws, the
/// lexicographically least among those — the order the shrinker minimises — so it is minimal by
/// construction and is reported as found, unshrunk. With ``ExhaustiveConfiguration/shard``, the
/// shards together judge every case once: a walk whose sequences are distinct deals the tree's
/// subtrees to the shards and each walks only its own (``ExhaustivePathOrder``); otherwise every
/// shard walks the whole tree and judges its share of the distinct cases (the `k`-th distinct
/// case met goes to shard `k mod count`).
public func checkExhaustively<Value: Hashable>(
    _ property: Property<Value>, _ configuration: ExhaustiveConfiguration = ExhaustiveConfiguration()
) -> ExhaustiveResult<Value> {
    var walk = ExhaustiveWalk(property: property, configuration: configuration)
    return walk.run()
}

/// The loop behind ``checkExhaustively(_:_:)``.
struct ExhaustiveWalk<Value: Hashable> {
    let property: Property<Value>
    let configuration: ExhaustiveConfiguration
    let clock = ContinuousClock()
    var report: ExhaustiveReport
    /// Two independent hashes of each distinct case met: a collision of both is as likely as
    /// that of a 128-bit hash.
    var seen: Set<CaseKey> = []
    var labels = LabelCounts()
    var context = CaseContext()
    /// The least failure so far: its draws, value, signature and message.
    var failure: (draws: [UInt64], value: Value, signature: String, message: String, sequence: Int)?

    struct CaseKey: Hashable {
        var first: Int, second: Int
    }

    init(property: Property<Value>, configuration: ExhaustiveConfiguration) {
        self.property = property
        self.configuration = configuration
        report = ExhaustiveReport(property: property.name, shard: configuration.shard)
    }

    mutating func run() -> ExhaustiveResult<Value> {
        let start = clock.now
        // A scope far over the budget is refused on the estimate alone; one near it is counted,
        // a little past the budget, so that a refusal can say its size.
        let budget = configuration.budget
        // A walk of distinct sequences deals subtrees to its shards, and each walks only its own;
        // otherwise every shard walks the whole tree and judges its share of the distinct cases.
        let dealsSubtrees = configuration.sequencesAreDistinct && configuration.shard.count > 1
        let estimate =
            ExhaustiveWalk.estimatedSize(of: property.generator) / Double(dealsSubtrees ? configuration.shard.count : 1)
        // The estimate is of every choice sequence: a reduced walk takes fewer (3 to 12 times
        // fewer on the core scopes), so it is counted unless it is far past even that.
        let reduction = configuration.reduces ? property.reduction : nil
        guard estimate <= (reduction == nil ? 2 : 40) * Double(budget) else {
            return .tooLarge(ExhaustiveRefusal(budget: budget, counted: nil, estimate: estimate))
        }
        // Only generated paths need an order; finding a shard's subtrees generates paths, so it
        // is found once, when first needed.
        var order: ExhaustivePathOrder<Value>?
        func paths() -> any ExhaustivePaths<Value> {
            if let made = property.exhaustivePaths, !configuration.generatesEachPath {
                return made(dealsSubtrees ? configuration.shard : .all, reduction != nil)
            }
            if order == nil {
                order =
                    dealsSubtrees
                    ? ExhaustivePathOrder(property.generator, shard: configuration.shard) : ExhaustivePathOrder()
            }
            return GeneratedPaths(property.generator, order: order!, reduction: reduction)
        }
        let limit = ExhaustiveRefusal.countLimit(budget: budget)
        var counting = paths()
        let counted = ExhaustiveWalk.count(&counting, upTo: limit, isCancelled: configuration.isCancelled) {
            configuration.sizing($0, false)
        }
        if configuration.isCancelled() {
            report.cancelled = true
            return .passed(report)
        }
        guard let size = counted, size <= budget else {
            return .tooLarge(
                ExhaustiveRefusal(
                    budget: budget, counted: counted, countedPast: counted == nil ? limit : nil, estimate: estimate))
        }
        report.sequences = size
        report.reduced = reduction != nil
        configuration.sizing(size, true)
        configuration.log("\(property.name): every case of the scope, \(report.sequences) choice sequences")
        var walked = counting.again() ?? paths()
        var sequence = 0
        while true {
            if sequence & 255 == 0, configuration.isCancelled() {
                report.cancelled = true
                break
            }
            // Once a failure is known, only paths shorter than it can beat it: with a single
            // shard nothing at its length or past it is walked.
            let shorterThan = configuration.shard.count == 1 && report.failures > 0 ? failureLength() : .max
            guard let (generated, draws) = walked.next(shorterThan: shorterThan) else { break }
            if let value = generated {
                visit(value, draws, sequence: sequence)
            } else {
                report.discarded += 1
            }
            sequence += 1
            if sequence & 4095 == 0 { configuration.progress(sequence) }
        }
        report.labels = labels.sorted
        report.elapsed = clock.now - start
        configuration.progress(sequence)
        guard let failure else { return .passed(report) }
        let counterexample = Counterexample(
            property: property.name, value: failure.value, caseDescription: property.describe(failure.value),
            originalValue: failure.value, originalCaseDescription: property.describe(failure.value),
            draws: failure.draws, originalDraws: failure.draws, seed: 0,
            origin: .exhaustive(sequence: failure.sequence), signature: failure.signature, message: failure.message,
            shrinkEvaluations: 0, shrinkLimitReached: false)
        return .failed(counterexample, report)
    }

    /// Judges `value` if it is new and this shard's, keeping the least failure.
    mutating func visit(_ value: Value, _ draws: [UInt64], sequence: Int) {
        if !configuration.sequencesAreDistinct, !isNew(value) { return metAgain(value, draws) }
        let distinct = report.distinct
        report.distinct += 1
        // Dealt by subtree, every case met is this shard's; otherwise every `count`-th.
        guard configuration.sequencesAreDistinct || distinct % configuration.shard.count == configuration.shard.index
        else { return }
        if report.failures > 0, !canBeatFailure(draws) { return }
        report.judged += 1
        configuration.willJudge(draws)
        context.removeAllLabels()
        switch property.body(value, &context) {
        case .pass:
            labels.count(context, inCase: report.judged)
        case .discard:
            report.discarded += 1
        case .fail(let signature, let message):
            report.failures += 1
            noteFailure(draws, value, signature, message, sequence)
        }
    }

    // `failure`'s type is made from `Value`: a function that holds one looks the type up in
    // the runtime's cache on every call, so only these, called when they are needed, do.

    /// A case met before, by other draws: the failure keeps the least draws that make it.
    @inline(never)
    private mutating func metAgain(_ value: Value, _ draws: [UInt64]) {
        if let known = failure, known.value == value, Shrinker.isSmaller(draws, than: known.draws) {
            failure?.draws = draws
        }
    }

    /// How many draws the failure known has.
    @inline(never)
    private func failureLength() -> Int { failure?.draws.count ?? .max }

    /// Whether a case of `draws` would be a smaller failure than the one known.
    @inline(never)
    private func canBeatFailure(_ draws: [UInt64]) -> Bool {
        guard let failure else { return true }
        return Shrinker.isSmaller(draws, than: failure.draws)
    }

    /// Keeps this failure, which ``canBeatFailure(_:)`` found smaller than any known.
    @inline(never)
    private mutating func noteFailure(
        _ draws: [UInt64], _ value: Value, _ signature: String, _ message: String, _ sequence: Int
    ) {
        failure = (draws, value, signature, message, sequence)
    }

    /// Whether `value` was not met before, noting it (by two independent hashes).
    private mutating func isNew(_ value: Value) -> Bool {
        var first = Hasher(), second = Hasher()
        first.combine(value)
        second.combine(0x5bd1_e995 as UInt32)
        second.combine(value)
        return seen.insert(CaseKey(first: first.finalize(), second: second.finalize())).inserted
    }

    /// The number of paths `paths` takes, or `nil` when it takes more than `limit` (or
    /// `isCancelled` said so); `counting` hears the paths counted so far, now and then.
    static func count(
        _ paths: inout any ExhaustivePaths<Value>, upTo limit: Int, isCancelled: () -> Bool = { false },
        counting: (Int) -> Void = { _ in }
    ) -> Int? {
        var count = 0
        while paths.skip() {
            count += 1
            if count > limit { return nil }
            if count & 65535 == 0 {
                if isCancelled() { return nil }
                counting(count)
            }
        }
        return count
    }

    /// Knuth's estimate of the number of paths: the mean, over random paths drawn uniformly
    /// branch by branch, of the product of the branchings met.
    static func estimatedSize(of generator: Gen<Value>, probes: Int = 2000) -> Double {
        var total = 0.0
        for probe in 0..<probes {
            var source = ChoiceSource(probing: UInt64(probe) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
            _ = try? generator.generate(using: &source)
            total += source.bounds.reduce(1.0) { $0 * (Double($1) + 1) }
        }
        return total / Double(probes)
    }
}
