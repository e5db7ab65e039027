import BatchModel
import PropertyTesting

extension RegisteredEngine {
    /// A property of yours, over your own generators, for the command line: `fuzz` runs it in
    /// worker processes with crash isolation, budgets, progress and surveys, saves its failures
    /// as corpus entries, and `replay`, `explain`, `shrink` and `corpus` work on them — what
    /// BatchFuzz's scenarios get, for any Swift property whose cases are `FuzzCase`s.
    ///
    /// `property(maxSize)` builds it, `maxSize` being the run's `--max-size` (12 by default).
    /// `validate` throws for a saved case the property cannot run, so a damaged entry is an
    /// error naming it. No view is involved: a fuzz run runs it once, whatever `--flavor` says
    /// (its entries record `table`).
    public static func property<Case: Codable & Sendable & CustomStringConvertible>(
        name: String, scenario: String, kind: Kind = .correct, summary: String,
        validate: @escaping (Case) throws -> Void = { _ in },
        _ property: @escaping (_ maxSize: Int) -> Property<Case>
    ) -> RegisteredEngine {
        var engine = RegisteredEngine(
            name: name, scenario: scenario, kind: kind, summary: summary, flavors: [.tableView],
            property: { _, maxSize in property(maxSize) },
            explain: { value, _ in
                let judged = property(12)
                var context = CaseContext()
                let verdict: String
                switch judged.body(value, &context) {
                case .pass: verdict = "the property holds."
                case .discard: verdict = "not a valid case (discarded)."
                case .fail(let signature, let message): verdict = "\(signature): \(message)"
                }
                let labels = context.labels.isEmpty ? "" : "\nLabels: \(context.labels.joined(separator: ", "))\n"
                return
                    "Engine: \(name) (\(kind.rawValue)) — \(summary)\n\nCase:\n\(judged.describe(value))\n\(labels)\nVerdict: \(verdict)"
            },
            validate: validate)
        engine.usesViewFlavor = false
        return engine
    }
}
