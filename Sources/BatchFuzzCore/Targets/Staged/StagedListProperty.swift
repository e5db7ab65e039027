import BatchModel
import PropertyTesting

/// The staged property over one list (``StagedListDiffing``): the list case's arrays, as
/// ``ListProperty`` hands them to a one-list differ (distinct or repeated values), and the
/// staged judge over section 0 — every stage accepted by the UIKit oracle, the reference model
/// applied to the previous stage's array giving the stage's array, the last array the new one.
/// A content change is a new element value (`7'`), so a stage that shows it without reloading,
/// or deleting and inserting, the row fails as a stage content mismatch.
package enum StagedListProperty {
    /// The arrays a case hands the engine and the stages it made, as sectioned lists of one
    /// section for the staged judge.
    package struct Made {
        package var old: SectionedList<Int, ListItem>
        package var new: SectionedList<Int, ListItem>
        package var stages: [BatchStage<Int, ListItem>]
    }

    /// How the engine makes its stages for a case.
    package static func stageMaker(
        _ engine: some StagedListDiffing, values: ListItem.Values
    ) -> (EditCase) throws -> [ListStage] {
        { value in
            let (old, new) = try ListProperty.lists(of: value, values: values)
            return try engine.stages(from: old, to: new)
        }
    }

    /// The property over the cases of `generator`.
    package static func property(
        name: String, flavors: [ViewFlavor], generator: Gen<EditCase>, values: ListItem.Values,
        options: StagedCheckOptions, oracle: UIKitValidator.Options, stages: @escaping (EditCase) throws -> [ListStage]
    ) -> Property<EditCase> {
        Property(
            "staged list property: \(name)", generator, describe: { describe($0, values: values, stages) }
        ) { value, context in
            context.classify((try? value.outcome().final.sections.first?.items.count ?? 0) == 0, "empty list after")
            return verdict(for: value, flavors: flavors, values: values, options: options, oracle: oracle, stages)
        }
    }

    /// Judges one case.
    package static func verdict(
        for value: EditCase, flavors: [ViewFlavor], values: ListItem.Values, options: StagedCheckOptions,
        oracle: UIKitValidator.Options, _ makeStages: (EditCase) throws -> [ListStage]
    ) -> Verdict {
        guard let (old, new) = try? ListProperty.lists(of: value, values: values) else { return .discard }
        let stages: [ListStage]
        do { stages = try makeStages(value) } catch { return .fail(signature: "engine threw", message: "\(error)") }
        let section = { (items: [ListItem]) in SectionedList([.init(0, items)]) }
        guard
            let failure = StagedProperty.judge(
                stages.map { BatchStage($0.batch, list: section($0.list)) }, from: section(old), to: section(new),
                changed: .none, flavors: flavors, options: options, oracle: oracle)
        else { return .pass }
        return .fail(signature: failure.signature, message: failure.message)
    }

    /// The arrays the engine was given and the stages it made (or what it threw).
    static func describe(
        _ value: EditCase, values: ListItem.Values, _ makeStages: (EditCase) throws -> [ListStage]
    ) -> String {
        guard let (old, new) = try? ListProperty.lists(of: value, values: values) else { return "\(value)" }
        let show = { (items: [ListItem]) in "[" + items.map(\.description).joined(separator: " ") + "]" }
        var lines = ["\(value)", "old:     \(show(old))", "new:     \(show(new))"]
        do {
            let stages = try makeStages(value)
            lines +=
                stages.isEmpty ? ["stages:  none"] : stages.enumerated().map { "stage \($0.offset + 1): \($0.element)" }
        } catch {
            lines.append("stages:  threw \(error)")
        }
        return lines.joined(separator: "\n")
    }

    /// The case step by step, the arrays, the stages and the verdict, for `explain`.
    static func explanation(
        of value: EditCase, name: String, kind: RegisteredEngine.Kind, summary: String, flavors: [ViewFlavor],
        values: ListItem.Values, options: StagedCheckOptions, oracle: UIKitValidator.Options,
        stages makeStages: (EditCase) throws -> [ListStage]
    ) -> String {
        var lines: [String] = ["Engine: \(name) (\(kind.rawValue)) — \(summary)", ""]
        guard CaseExplanation.steps(of: value, into: &lines) != nil else { return lines.joined(separator: "\n") }
        lines += ["", describe(value, values: values, makeStages), ""]
        lines.append(
            CaseExplanation.verdictLine(
                verdict(for: value, flavors: flavors, values: values, options: options, oracle: oracle, makeStages)))
        return lines.joined(separator: "\n")
    }
}
