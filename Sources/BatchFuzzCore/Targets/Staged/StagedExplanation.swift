import BatchModel

/// A staged case step by step, for a person: the edits with the list after each, the changed
/// content, then every stage — its batch, its list and the oracle's verdict in each flavour —
/// and the first invariant that broke.
package enum StagedExplanation {
    package static func text(
        for value: EditCase, name: String, kind: RegisteredEngine.Kind, summary: String, flavors: [ViewFlavor],
        options: StagedProperty.Options = StagedProperty.Options(), oracle: UIKitValidator.Options = .fuzzing,
        stages makeStages: (EditCase) throws -> [BatchStage<Int, Int>]
    ) -> String {
        var lines: [String] = ["Engine: \(name) (\(kind.rawValue)) — \(summary)", ""]
        guard CaseExplanation.steps(of: value, into: &lines) != nil, let outcome = try? value.outcome() else {
            return lines.joined(separator: "\n")
        }
        let reloadedItems = outcome.reloadedItems.filter { id in
            value.initial.sections.contains { $0.items.contains(id) }
        }
        lines.append("Changed content: items \(reloadedItems), sections \(outcome.reloadedSections)")
        lines.append("")
        let stages: [BatchStage<Int, Int>]
        do {
            stages = try makeStages(value)
        } catch {
            lines.append("The engine threw: \(error)")
            return lines.joined(separator: "\n")
        }
        lines.append(stages.isEmpty ? "No stages." : "\(stages.count) stage\(stages.count == 1 ? "" : "s"):")
        var previous = value.initial
        for (index, stage) in stages.enumerated() {
            lines.append("")
            lines.append("Stage \(index + 1): \(stage.batch)")
            lines.append("  list after it: \(stage.list)   counts \(stage.list.counts)")
            for flavor in flavors {
                lines.append(
                    "  "
                        + CaseExplanation.oracleVerdict(
                            on: stage.batch, before: previous.counts, after: stage.list.counts, flavor: flavor,
                            oracle: oracle))
            }
            previous = stage.list
        }
        lines.append("")
        lines.append(
            CaseExplanation.verdictLine(
                StagedProperty.verdict(
                    for: value, flavors: flavors, options: options, oracle: oracle, stages: makeStages)))
        return lines.joined(separator: "\n")
    }
}
