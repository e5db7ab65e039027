/// How a property run ended.
public enum CheckResult<Value> {
    /// Every case passed (or was discarded).
    case passed(PassReport)
    /// A case failed; here it is, shrunk.
    case failed(Counterexample<Value>)
    /// Too many cases were discarded to trust a pass.
    case gaveUp(PassReport)
    /// The generator could not produce a case (a filter too strict); `caseIndex` reproduces it.
    case generatorFailed(GenerationError, seed: UInt64, caseIndex: Int)

    /// The counterexample, when the run failed.
    public var counterexample: Counterexample<Value>? {
        if case .failed(let counterexample) = self { counterexample } else { nil }
    }
}

/// What a run that found no failure did.
public struct PassReport: Sendable, CustomStringConvertible {
    /// The property's name.
    public var property: String
    /// The seed that reproduces the run.
    public var seed: UInt64
    /// Cases run to a verdict (known cases included), discards excluded.
    public var cases: Int
    /// Cases discarded by the property's precondition.
    public var discarded: Int
    /// How many cases carried each label, most frequent first, then by name.
    public var labels: [(label: String, count: Int)]
    /// Wall time of the whole run.
    public var elapsed: Duration
    /// The slowest single case (generation and judgement).
    public var slowestCase: Duration
    /// The mean time of a case.
    public var meanCase: Duration
    /// For an exhaustive check, what it covered (`checkExhaustively`); `nil` for random cases.
    public var exhaustive: ExhaustiveReport?

    /// The report of an exhaustive check that passed.
    public init(_ report: ExhaustiveReport) {
        property = report.property
        seed = 0
        cases = report.judged
        discarded = report.discarded
        labels = report.labels
        elapsed = report.elapsed
        slowestCase = .zero
        meanCase = report.judged == 0 ? .zero : report.elapsed / report.judged
        exhaustive = report
    }

    init(
        property: String, seed: UInt64, cases: Int, discarded: Int, labels: [(label: String, count: Int)],
        elapsed: Duration, slowestCase: Duration, meanCase: Duration
    ) {
        self.property = property
        self.seed = seed
        self.cases = cases
        self.discarded = discarded
        self.labels = labels
        self.elapsed = elapsed
        self.slowestCase = slowestCase
        self.meanCase = meanCase
    }

    public var description: String {
        if let exhaustive { return "\(exhaustive), all valid" }
        var text = "\(property): passed \(cases) cases"
        if discarded > 0 { text += " (\(discarded) discarded)" }
        text += " in \(elapsed), seed \(seed); case time mean \(meanCase), max \(slowestCase)"
        for (label, count) in labels {
            let percent = cases == 0 ? 0 : (count * 1000 / cases)
            text += "\n  \(percent / 10).\(percent % 10)% \(label)"
        }
        return text
    }
}
