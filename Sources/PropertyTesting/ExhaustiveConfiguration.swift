/// How an exhaustive check runs (``checkExhaustively(_:_:)``).
public struct ExhaustiveConfiguration: Sendable {
    /// The most choice sequences the walk may take; a larger scope is refused before any case
    /// is judged. Default: 5,000,000.
    public var budget: Int
    /// Which share of the distinct cases this run judges. Default: all of them. With
    /// ``sequencesAreDistinct``, a share of the tree's subtrees, which a shard alone walks.
    public var shard: Shard
    public var log: @Sendable (String) -> Void
    /// Called with the number of choice sequences walked so far, now and then.
    public var progress: @Sendable (Int) -> Void
    /// Polled between cases: `true` ends the walk early, the report saying so.
    public var isCancelled: @Sendable () -> Bool
    /// Called now and then while the scope is counted, before any case is judged, with the
    /// choice sequences counted so far — a large scope takes as long to count as to generate —
    /// then once with the whole count, the number ``progress`` goes up to.
    public var sizing: @Sendable (_ counted: Int, _ isComplete: Bool) -> Void = { _, _ in }
    /// Called with a case's draws just before it is judged, so that a process watching this one
    /// can name the case if judging it kills the process.
    public var willJudge: @Sendable ([UInt64]) -> Void = { _ in }
    /// Whether every choice sequence of the generator makes a different case (a generator that
    /// draws each part of a case once, in order, and never maps two draws to one value): the walk
    /// then keeps no table of the cases it met, and its memory stays flat however large the
    /// scope. Off by default: a generator that folds sequences (`Gen.map` onto fewer values) is
    /// walked with the table, each case judged once.
    public var sequencesAreDistinct = false
    /// Whether a property that says what its situations are (a scenario's reference model) has
    /// each situation judged once: a prefix of a case that reaches a situation an earlier prefix
    /// reached is stepped over, with everything after it (``ExhaustiveReduction``). On by
    /// default; off, every choice sequence is judged (`--no-reduction`).
    public var reduces = true
    /// Whether each path is generated from its start even where the property takes its paths
    /// faster (``Property/exhaustivePaths``): the definition the faster paths are checked against.
    package var generatesEachPath = false

    /// Part `index` (from 0) of `count` parts: the `k`-th distinct case met belongs to part
    /// `k mod count` — or, when sequences are distinct, the `k`-th subtree of the tree, dealt at
    /// the least depth with 256 subtrees a part.
    public struct Shard: Hashable, Sendable {
        public var index: Int
        public var count: Int

        public init(index: Int, count: Int) {
            precondition(count >= 1 && (0..<count).contains(index), "a shard is index 0..<count of count ≥ 1")
            self.index = index
            self.count = count
        }

        /// The whole walk.
        public static let all = Shard(index: 0, count: 1)
    }

    public init(
        budget: Int = 5_000_000, shard: Shard = .all, log: @escaping @Sendable (String) -> Void = { _ in },
        progress: @escaping @Sendable (Int) -> Void = { _ in },
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) {
        self.budget = budget
        self.shard = shard
        self.log = log
        self.progress = progress
        self.isCancelled = isCancelled
    }
}
