/// What makes a saved case one its scenario cannot run — an index out of range, an unknown or
/// repeated identifier — named by the field that holds it, so a hand-edited or damaged corpus
/// entry gets an error instead of running as a case no generator makes (or trapping).
package struct CaseProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field inside the entry's `case`, e.g. `steps[3]`.
    package var field: String
    /// What is wrong there.
    package var problem: String

    package init(_ field: String, _ problem: String) {
        self.field = field
        self.problem = problem
    }

    package var description: String { "field 'case.\(field)': \(problem)" }
}

/// Checks shared by the scenarios' cases.
package enum CaseChecks {
    /// The most items a saved case may build: far past what any generator draws, and small
    /// enough that building them can neither overflow nor exhaust memory.
    package static let maximumItems = 100_000

    /// Throws for the first of `counts` (the field `field`) that is negative or takes the total
    /// past ``maximumItems``, before anything is built or summed from them.
    package static func requireBounded(_ counts: [Int], field: String) throws(CaseProblem) {
        var total = 0
        for (index, count) in counts.enumerated() {
            guard count >= 0 else {
                throw CaseProblem("\(field)[\(index)]", "an item count must not be negative, got \(count)")
            }
            guard count <= maximumItems - total else {
                throw CaseProblem(
                    "\(field)[\(index)]", "\(count) items take the case past \(maximumItems) items in all")
            }
            total += count
        }
    }

    /// The first identifier of `ids` seen twice, if any (in order, so the error is stable).
    package static func firstRepeated(_ ids: [Int]) -> Int? {
        var seen = Set<Int>()
        return ids.first { !seen.insert($0).inserted }
    }
}
