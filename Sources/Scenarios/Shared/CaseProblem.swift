/// What makes a saved case one its scenario cannot run — an index out of range, an unknown or
/// repeated identifier — named by the field that holds it, so a hand-edited or damaged corpus
/// entry gets an error instead of running as a case no generator makes (or trapping).
public struct CaseProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field inside the entry's `case`, e.g. `steps[3]`.
    public var field: String
    /// What is wrong there.
    public var problem: String

    public init(_ field: String, _ problem: String) {
        self.field = field
        self.problem = problem
    }

    public var description: String { "field 'case.\(field)': \(problem)" }
}

/// Checks shared by the scenarios' cases.
enum CaseChecks {
    /// The first identifier of `ids` seen twice, if any (in order, so the error is stable).
    static func firstRepeated(_ ids: [Int]) -> Int? {
        var seen = Set<Int>()
        return ids.first { !seen.insert($0).inserted }
    }
}
