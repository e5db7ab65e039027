/// What an exhaustive check found.
public enum ExhaustiveResult<Value> {
    /// Every case of the scope (of this shard) passed.
    case passed(ExhaustiveReport)
    /// A case failed: the one with the shortest, then least, draws — minimal by construction.
    case failed(Counterexample<Value>, ExhaustiveReport)
    /// The scope has more choice sequences than the budget: the refusal says how many, counted
    /// or estimated, and a budget that would pass.
    case tooLarge(ExhaustiveRefusal)
}

/// What an exhaustive walk covered: a statement a CI log can keep.
public struct ExhaustiveReport: Sendable, CustomStringConvertible {
    public var property: String
    /// The choice sequences of the scope, all walked (unless ``cancelled``).
    public var sequences = 0
    /// The distinct cases they make.
    public var distinct = 0
    /// The cases this run judged: its shard's share of the distinct cases (after a failure,
    /// only those that could come before it).
    public var judged = 0
    /// Cases the property discarded, or sequences the generator refused.
    public var discarded = 0
    /// Cases judged that failed.
    public var failures = 0
    public var shard: ExhaustiveConfiguration.Shard
    /// Whether the walk was ended early.
    public var cancelled = false
    /// Whether the walk judged each situation once (``ExhaustiveConfiguration/reduces``):
    /// ``sequences`` are then the choice sequences it walked, one for each situation.
    public var reduced = false
    public var labels: [(label: String, count: Int)] = []
    public var elapsed: Duration = .zero

    public init(property: String, shard: ExhaustiveConfiguration.Shard) {
        self.property = property
        self.shard = shard
    }

    public var description: String {
        "\(property): \(judged) distinct cases judged"
            + (shard.count > 1 ? " (shard \(shard.index + 1) of \(shard.count))" : "")
            + " of \(distinct), from \(sequences) choice sequences"
            + (reduced ? " (one for each situation)" : "") + ", in \(elapsed)"
            + (cancelled ? " — ended early" : "")
    }
}
