/// Why an exhaustive check refused its scope, in the numbers it decided on: the exact count of
/// choice sequences when it counted them, or its estimate when the scope was far past the budget
/// (an estimate from random paths, which runs low on wide trees), and a budget that would pass.
public struct ExhaustiveRefusal: Hashable, Sendable, Codable {
    /// The budget the scope was over.
    public var budget: Int
    /// The scope's exact number of choice sequences, when it was counted (up to
    /// ``countLimit(budget:)``).
    public var counted: Int?
    /// Set when counting was begun and stopped at this many, the scope being larger still.
    public var countedPast: Int?
    /// Knuth's estimate of the number of choice sequences (the mean over random paths).
    public var estimate: Double

    /// How far past the budget a scope is counted exactly before the estimate is trusted.
    public static func countLimit(budget: Int) -> Int {
        budget.multipliedReportingOverflow(by: 2).overflow ? .max : budget * 2
    }

    public init(budget: Int, counted: Int?, countedPast: Int? = nil, estimate: Double) {
        self.budget = budget
        self.counted = counted
        self.countedPast = countedPast
        self.estimate = estimate
    }

    /// A budget this scope fits in: its count when counted; otherwise four times the estimate
    /// (on the core scenario's scopes the estimate ran low by 1.5 to 3 times), rounded up to two
    /// significant digits.
    public var passingBudget: Int {
        if let counted { return counted }
        // Whole-number arithmetic only: this module links no maths library.
        let wanted = Int(min(max(estimate, Double(countedPast ?? 0)) * 4, 9e18)) + 1
        var scale = 1
        while wanted / scale >= 100 { scale *= 10 }
        return (wanted + scale - 1) / scale * scale
    }

    /// `3 edits on ≤ 3 sections … has 11,800,010 choice sequences (counted), more than the budget
    /// of 10,000,000: narrow it, or give a budget of at least 11,800,010`.
    public func sentence(_ scope: String, narrowing: String, budgetOption: String) -> String {
        let size =
            counted.map { "has \(Self.grouped($0)) choice sequences (counted)" }
            ?? countedPast.map { "has more than \(Self.grouped($0)) choice sequences (counted that far)" }
            ?? "has about \(Self.grouped(Int(min(estimate, 9e18)))) choice sequences (estimated from random paths; such estimates run low)"
        return
            "\(scope) \(size), more than the budget of \(Self.grouped(budget)): \(narrowing), or raise \(budgetOption) to \(Self.grouped(passingBudget))"
            + (counted == nil ? " or more" : "")
    }

    /// `11800010` → `11,800,010`.
    package static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return (number < 0 ? "-" : "") + text
    }
}
