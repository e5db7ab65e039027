/// A saved failing case: enough to replay it from its draws, and an explicit readable form of
/// the case that a scenario can decode and re-run without the generator — so an entry survives
/// changes to the generators that made it.
///
/// `Case` is the scenario's own readable form (an initial list and its edits, say). The seed is
/// written as a string: JSON readers other than Swift's lose precision above 2⁵³.
public struct CorpusEntry<Case: Codable & Equatable>: Codable, Equatable {
    /// The format this type writes.
    public static var currentFormatVersion: Int { 1 }

    /// The format the entry was written in.
    public var formatVersion: Int
    /// The property (scenario and engine) that failed.
    public var property: String
    /// The run's seed, in decimal.
    public var seed: String
    /// The case index in that run, or `nil` when the case did not come from a random run.
    public var caseIndex: Int?
    /// The shrunk draws.
    public var draws: [UInt64]
    /// The failure kind.
    public var signature: String
    /// The failure message.
    public var message: String
    /// The readable case.
    public var `case`: Case

    public init(
        property: String, seed: UInt64, caseIndex: Int?, draws: [UInt64], signature: String, message: String, case: Case
    ) {
        formatVersion = Self.currentFormatVersion
        self.property = property
        self.seed = String(seed)
        self.caseIndex = caseIndex
        self.draws = draws
        self.signature = signature
        self.message = message
        self.case = `case`
    }

    /// An entry for `counterexample`, with `readable` as its explicit case.
    public init<Value>(_ counterexample: Counterexample<Value>, readable: Case) {
        var index: Int?
        if case .random(let caseIndex) = counterexample.origin { index = caseIndex }
        self.init(
            property: counterexample.property, seed: counterexample.seed, caseIndex: index,
            draws: counterexample.draws, signature: counterexample.signature, message: counterexample.message,
            case: readable)
    }

    /// The seed as a number, or `nil` when the text is not one.
    public var seedValue: UInt64? { UInt64(seed) }
}
