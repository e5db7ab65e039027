/// How often a failing case failed when judged again: a property whose verdict changes from
/// one judgement to the next (an engine that depends on `Set` or `Dictionary` order, on the
/// clock, on a random number) fails only some of the time — and its shrunk case may fail more
/// reliably than the case first found, or less.
public struct Flakiness: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Judgements of the case as found (the first one included) that failed with its signature.
    public var foundFailures: Int
    /// Judgements of the case as found.
    public var foundJudgements: Int
    /// Judgements of the shrunk case that failed with the signature.
    public var shrunkFailures: Int
    /// Judgements of the shrunk case.
    public var shrunkJudgements: Int

    public init(foundFailures: Int, foundJudgements: Int, shrunkFailures: Int, shrunkJudgements: Int) {
        self.foundFailures = foundFailures
        self.foundJudgements = foundJudgements
        self.shrunkFailures = shrunkFailures
        self.shrunkJudgements = shrunkJudgements
    }

    public var description: String {
        "flaky: the case as found failed \(foundFailures) of \(foundJudgements) judgements, the shrunk case \(shrunkFailures) of \(shrunkJudgements)"
    }
}
