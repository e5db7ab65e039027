import BatchModel

/// A core-property case step by step, for a person: the list after each edit, the batch the engine made, the
/// oracle's verdict in each flavour with UIKit's text, and the first invariant that broke —
/// the first thing to read when a nightly run fails.
package enum CaseExplanation {
    package static func text(
        for value: EditCase, name: String, kind: RegisteredEngine.Kind, summary: String, flavors: [ViewFlavor],
        moves: CoreProperty.MoveCheck, oracle: UIKitValidator.Options = .fuzzing,
        batch makeBatch: (EditCase) throws -> BatchUpdate
    ) -> String {
        var lines: [String] = ["Engine: \(name) (\(kind.rawValue)) — \(summary)", ""]
        guard let list = steps(of: value, into: &lines) else { return lines.joined(separator: "\n") }
        lines.append("")
        let batch: BatchUpdate
        do {
            batch = try makeBatch(value)
        } catch {
            lines.append("The engine threw: \(error)")
            return lines.joined(separator: "\n")
        }
        lines.append("Batch: \(batch)")
        if moves != .ignored {
            lines.append(
                "Item moves: \(batch.itemMoves.count), the minimum is \(MinimumMoves.count(from: value.initial, to: list))"
            )
        }
        lines.append("")
        for flavor in flavors {
            lines.append(
                oracleVerdict(
                    on: batch, before: value.initial.counts, after: list.counts, flavor: flavor, oracle: oracle))
        }
        lines.append("")
        lines.append(
            verdictLine(
                CoreProperty.verdict(for: value, flavors: flavors, moves: moves, oracle: oracle, batch: makeBatch)))
        return lines.joined(separator: "\n")
    }

    /// The initial list, each edit with the list after it, and the final list; `nil` (after the
    /// edit that does not fit) when an edit is invalid.
    static func steps(of value: EditCase, into lines: inout [String]) -> SectionedList<Int, Int>? {
        var list = value.initial
        lines.append("Initial list: \(list)   counts \(list.counts)")
        for (index, edit) in value.edits.enumerated() {
            do {
                try ReferenceModel.apply(edit, to: &list)
                let number = String(index + 1)
                let step = String(repeating: " ", count: max(0, 3 - number.count)) + number + ". " + edit.description
                lines.append(step + String(repeating: " ", count: max(1, 34 - step.count)) + "→ \(list)")
            } catch {
                lines.append("\(index + 1). \(edit): \(error)")
                return nil
            }
        }
        lines.append("Final list:   \(list)   counts \(list.counts)")
        return list
    }

    /// The oracle's verdict on one batch in one flavour, as a line: accepted (with its warnings),
    /// a fallback to `reloadData`, or UIKit's exception.
    static func oracleVerdict(
        on batch: BatchUpdate, before: [Int], after: [Int], flavor: ViewFlavor, oracle: UIKitValidator.Options
    ) -> String {
        do {
            let plan = try UIKitValidator(options: oracle.with(flavor: flavor)).validate(
                batch, before: before, after: after)
            var verdict = "accepted"
            if case .reloadData(let because) = plan.outcome { verdict = "falls back to reloadData: \(because)" }
            return "\(flavor.className): \(verdict)" + plan.warnings.map { "; \($0)" }.joined()
        } catch {
            return "\(flavor.className): \(error)"
        }
    }

    /// The property's verdict, as the last line of an explanation.
    static func verdictLine(_ verdict: Verdict) -> String {
        switch verdict {
        case .pass: "Verdict: every invariant holds."
        case .discard: "Verdict: not a valid case."
        case .fail(let signature, let message): "Verdict: the first invariant that broke is \(signature): \(message)"
        }
    }
}
