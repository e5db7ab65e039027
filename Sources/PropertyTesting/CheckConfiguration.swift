/// How `check(_:_:examples:)` runs a property.
public struct CheckConfiguration: Sendable {
    /// The seed; random (and printed) when `nil`.
    public var seed: UInt64?
    /// How many cases to run (before a time budget, if one is set, ends the run earlier).
    public var cases: Int
    /// Stop generating new cases after this long, whatever ``cases`` says.
    public var timeBudget: Duration?
    /// The largest `ChoiceSource/size`; sizes grow by one every four cases up to it.
    public var maxSize: Int
    /// Give up when discarded cases outnumber the cases run (at least 10) this many times over.
    public var maxDiscardRatio: Int
    /// Recorded draw lists to run first, in replay (earlier failures, corpus entries).
    public var knownCases: [[UInt64]]
    /// The most property evaluations the shrinker may spend.
    public var maxShrinkEvaluations: Int
    /// The longest the shrinker may run.
    public var shrinkTimeLimit: Duration
    /// Where the runner says what it does (the seed, always); `print` by default.
    public var log: @Sendable (String) -> Void
    /// Called with the number of cases run so far, every 1,024 cases and at the end.
    public var progress: @Sendable (Int) -> Void
    /// The index of the first random case; with ``caseStride``, lets several processes share
    /// one run (worker `w` of `n` runs cases `w, w + n, w + 2n, …`).
    public var firstCase: Int = 0
    /// The step between the indices of successive random cases.
    public var caseStride: Int = 1
    /// Random cases stop before this index, however many were discarded: a process running one
    /// share of a run of N cases runs exactly the indices of its share below N, so that shares
    /// never reach past the run whatever the worker count.
    public var caseIndexLimit: Int = .max
    /// Called with a random case's index just before it runs (a supervisor that must know
    /// which case a process was on when it died listens here).
    public var willRunCase: @Sendable (Int) -> Void = { _ in }
    /// Checked every 64 cases; `true` ends the run early (as a pass of the cases run so far).
    public var isCancelled: @Sendable () -> Bool = { false }
    /// How many times a failing case is judged again before it is reported. A case that does
    /// not fail every time is reported as flaky, with its counts; shrinking then keeps a
    /// candidate that fails in any of as many judgements, so that a pass by chance does not
    /// stop it early. 0 judges once.
    public var flakinessJudgements: Int = 4
    /// The signatures of failures that judging the case again cannot repeat: work that outlived
    /// an earlier case (a block queued with a delay) failing the case that ran when it came.
    /// Such a failure is reported as found, neither judged again nor shrunk, since every
    /// candidate would pass and the shrinker would spend its whole budget learning so.
    package var unrepeatableSignatures: [String] = []

    public init(
        seed: UInt64? = nil,
        cases: Int = 100,
        timeBudget: Duration? = nil,
        maxSize: Int = 100,
        maxDiscardRatio: Int = 10,
        knownCases: [[UInt64]] = [],
        maxShrinkEvaluations: Int = 20_000,
        shrinkTimeLimit: Duration = .seconds(60),
        log: @escaping @Sendable (String) -> Void = { print($0) },
        progress: @escaping @Sendable (Int) -> Void = { _ in }
    ) {
        self.seed = seed
        self.cases = cases
        self.timeBudget = timeBudget
        self.maxSize = maxSize
        self.maxDiscardRatio = maxDiscardRatio
        self.knownCases = knownCases
        self.maxShrinkEvaluations = maxShrinkEvaluations
        self.shrinkTimeLimit = shrinkTimeLimit
        self.log = log
        self.progress = progress
    }

    /// The size of case `index`: it depends on the index alone, so that the seed and the case
    /// index are enough to regenerate any case.
    public func size(ofCase index: Int) -> Int {
        min(maxSize, index / 4)
    }

    /// The seed of case `index` of a run with `seed`: every case is reproducible on its own.
    public static func caseSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
        return mixer.next()
    }
}
