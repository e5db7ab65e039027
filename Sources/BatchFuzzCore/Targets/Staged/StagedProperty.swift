import BatchModel
import PropertyTesting

/// The property of a staged engine, for a random initial list and random valid edits: every
/// stage's batch is accepted by the UIKit oracle between the previous stage's counts and its own
/// (strict quirk checks on, in each flavour), the last list is the new list, the rows show the new
/// list when the last stage ends, and every item and section whose content changed is reloaded,
/// or deleted and inserted, in some stage.
///
/// What the rows show is followed stage by stage — the reference model applies each batch to
/// what the rows showed before it, a row no batch redrew keeping its content — and is held to
/// the data source only when the update ends: between two stages a row may lag behind the data
/// source when a later stage of the same update reloads it (DeepDiff's `reload`, which performs
/// its inserts, deletes and moves in one batch and reloads the changed rows in the next call).
/// UIKit raises nothing there, and the user sees the rows right when the update ends.
///
/// The judge, ``judge(_:from:to:changed:flavors:options:oracle:)``, takes stages of any
/// identifier types, so an engine of an unusual shape can be judged without its cases coming
/// from BatchFuzz's generators.
///
/// Failure signatures: the violated UIKit rule (`invalidItemCount`, …), `strict:<quirk>`,
/// `reloadData fallback`, `unplaceable batch`, `stage content mismatch`, `stages end elsewhere`,
/// `reload missing`, `section reload missing`, `too many stages`, `engine threw`.
package enum StagedProperty {
    /// What the property asks of the stages beyond the oracle's rules.
    package typealias Options = StagedCheckOptions

    /// Why stages are wrong: which stage broke (counted from 1; `nil` when the stages as a whole
    /// are), the signature and what a person reads.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        package var stage: Int?
        package var signature: String
        package var message: String
        /// UIKit's exception, when the oracle raised one.
        package var exception: UIKitException?

        package var description: String { message }
    }

    /// Judges `stages` as the way from `old` to `new`; `nil` when they hold every invariant.
    package static func judge<SectionID: Hashable, ItemID: Hashable>(
        _ stages: [BatchStage<SectionID, ItemID>], from old: SectionedList<SectionID, ItemID>,
        to new: SectionedList<SectionID, ItemID>,
        changed: ChangedContent<SectionID, ItemID>, flavors: [ViewFlavor], options: Options = Options(),
        oracle: UIKitValidator.Options = .fuzzing
    ) -> Failure? {
        // What the data source holds before each stage, and what the rows show: a row that no
        // batch redrew shows what it showed before, so it may lag behind the data source until a
        // later stage of the same update reloads it. UIKit judges every batch on counts alone.
        var previous = old, shown = old
        var refreshedItems = Set<ItemID>(), refreshedSections = Set<SectionID>()
        // The stage from which the rows have shown something else than the data source holds,
        // and what they showed then.
        var lagging: (stage: Int, shown: SectionedList<SectionID, ItemID>)?
        func failure(_ index: Int, _ signature: String, _ text: String, _ exception: UIKitException? = nil) -> Failure {
            let before = stages[..<index].enumerated().map { "\n  \($0.offset + 1). \($0.element)" }.joined()
            let context = index == 0 ? "" : "\nstages before it (from \(old)):" + before
            return Failure(
                stage: index + 1, signature: signature,
                message: "stage \(index + 1) of \(stages.count): \(text)" + context, exception: exception)
        }
        for (index, stage) in stages.enumerated() {
            for flavor in flavors {
                do {
                    let plan = try UIKitValidator(options: oracle.with(flavor: flavor)).validate(
                        stage.batch, before: previous.counts, after: stage.list.counts)
                    if case .reloadData(let because) = plan.outcome {
                        return failure(index, "reloadData fallback", "\(flavor) falls back to reloadData: \(because)")
                    }
                    if let warning = plan.warnings.first {
                        return failure(
                            index, "strict:\(warning.name)",
                            "\(flavor): \(warning)" + PropertyFailure.restsOn(warning))
                    }
                } catch {
                    return failure(index, error.signature, "\(flavor): \(error)", error)
                }
            }
            let layout: BatchLayout, applied: SectionedList<SectionID, ItemID>
            do {
                layout = try ReferenceModel.layout(of: stage.batch, before: previous.counts, after: stage.list.counts)
                applied = try ReferenceModel.apply(
                    stage.batch, to: shown, final: stage.list, reloadsKeepIdentity: oracle.reloadsKeepIdentity)
            } catch {
                return failure(index, "unplaceable batch", "the reference model cannot apply the batch: \(error)")
            }
            if applied == stage.list {
                lagging = nil
            } else if lagging == nil {
                lagging = (index, applied)
            }
            for (s, section) in stage.list.sections.enumerated() {
                if case .old = layout.sections[s] {} else { refreshedSections.insert(section.id) }
                for (i, item) in section.items.enumerated() {
                    if case .old = layout.items[s][i] {} else { refreshedItems.insert(item) }
                }
            }
            previous = stage.list
            shown = applied
        }
        if let lagging, previous == new {
            let later = lagging.stage + 1 < stages.count ? ", and no later stage redraws those rows" : ""
            return failure(
                lagging.stage, "stage content mismatch",
                "the batch applied to what the rows showed gives \(lagging.shown), the stage's list is \(stages[lagging.stage].list)\(later): the update ends showing \(shown) where the list is \(new)"
            )
        }
        guard previous == new else {
            return Failure(
                stage: nil, signature: "stages end elsewhere",
                message: "the last of \(stages.count) stages leaves \(previous), the new list is \(new)")
        }
        if let most = options.maxStages, stages.count > most {
            return Failure(
                stage: nil, signature: "too many stages", message: "\(stages.count) stages, at most \(most) allowed")
        }
        let oldItems = Set(old.sections.flatMap(\.items)), oldSections = Set(old.sections.map(\.id))
        for section in new.sections {
            if options.reloadsSections, oldSections.contains(section.id), changed.section(section.id),
                !refreshedSections.contains(section.id)
            {
                return Failure(
                    stage: nil, signature: "section reload missing",
                    message:
                        "section \(section.id) shows new content but no stage reloads it (nor deletes and inserts it)")
            }
            for item in section.items
            where oldItems.contains(item) && changed.item(item) && !refreshedItems.contains(item) {
                return Failure(
                    stage: nil, signature: "reload missing",
                    message: "item \(item) shows new content but no stage reloads it (nor deletes and inserts it)")
            }
        }
        return nil
    }

    /// How a staged engine makes the stages for a case: from the initial and final lists, with
    /// the items and sections the edits reloaded as the changed content.
    package static func stageMaker(_ engine: some StagedBatchDiffing) -> (EditCase) throws -> [BatchStage<Int, Int>] {
        { value in
            let outcome = try value.outcome()
            return try engine.stages(from: value.initial, to: outcome.final, changed: outcome.changedContent)
        }
    }

    /// The property for a staged engine.
    package static func property(
        _ engine: some StagedBatchDiffing, name: String = "staged", flavors: [ViewFlavor] = ViewFlavor.allCases,
        maxEdits: Int = CaseSize.standard,
        options: Options = Options(), oracle: UIKitValidator.Options = .fuzzing
    ) -> Property<EditCase> {
        property(
            name: name, flavors: flavors, maxEdits: maxEdits, options: options, oracle: oracle,
            stages: stageMaker(engine))
    }

    /// The property for any staged engine, given how it makes the stages of a case.
    package static func property(
        name: String, flavors: [ViewFlavor], maxEdits: Int = CaseSize.standard, options: Options = Options(),
        oracle: UIKitValidator.Options = .fuzzing,
        stages: @escaping (EditCase) throws -> [BatchStage<Int, Int>]
    ) -> Property<EditCase> {
        property(
            name: name, flavors: flavors, generator: EditCase.generator(maxEdits: maxEdits), options: options,
            oracle: oracle, stages: stages)
    }

    /// The property over the cases of `generator` (a scope's, for an exhaustive check).
    package static func property(
        name: String, flavors: [ViewFlavor], generator: Gen<EditCase>, options: Options = Options(),
        oracle: UIKitValidator.Options = .fuzzing,
        stages: @escaping (EditCase) throws -> [BatchStage<Int, Int>]
    ) -> Property<EditCase> {
        Property("staged property: \(name)", generator, describe: { describe($0, stages) }) { value, context in
            verdict(for: value, flavors: flavors, options: options, oracle: oracle, context: &context, stages: stages)
        }
    }

    /// Judges one case (what `replay` runs for a saved case).
    package static func verdict(
        for value: EditCase, flavors: [ViewFlavor], options: Options = Options(),
        oracle: UIKitValidator.Options = .fuzzing,
        stages: (EditCase) throws -> [BatchStage<Int, Int>]
    ) -> Verdict {
        var context = CaseContext()
        return verdict(
            for: value, flavors: flavors, options: options, oracle: oracle, context: &context, stages: stages)
    }

    static func verdict(
        for value: EditCase, flavors: [ViewFlavor], options: Options, oracle: UIKitValidator.Options,
        context: inout CaseContext,
        stages makeStages: (EditCase) throws -> [BatchStage<Int, Int>]
    ) -> Verdict {
        guard let outcome = try? value.outcome() else { return .discard }
        let stages: [BatchStage<Int, Int>]
        do { stages = try makeStages(value) } catch { return .fail(signature: "engine threw", message: "\(error)") }
        label(value, outcome.final, stages, &context)
        guard
            let failure = judge(
                stages, from: value.initial, to: outcome.final, changed: outcome.changedContent, flavors: flavors,
                options: options, oracle: oracle)
        else { return .pass }
        return .fail(signature: failure.signature, message: failure.message)
    }

    /// The case, then the stages the engine made for it (or what it threw).
    static func describe(_ value: EditCase, _ makeStages: (EditCase) throws -> [BatchStage<Int, Int>]) -> String {
        let final = (try? value.outcome().final).map { "\($0)" } ?? "?"
        var lines = ["\(value)", "final:   \(final)"]
        do {
            let stages = try makeStages(value)
            lines +=
                stages.isEmpty
                ? ["stages:  none"]
                : stages.enumerated().map { "stage \($0.offset + 1): \($0.element.batch)\n  list:  \($0.element.list)" }
        } catch {
            lines.append("stages:  threw \(error)")
        }
        return lines.joined(separator: "\n")
    }

    /// The core property's labels for the case and every stage's operations, and the number of
    /// stages, for the run's statistics.
    static func label(
        _ value: EditCase, _ final: SectionedList<Int, Int>, _ stages: [BatchStage<Int, Int>],
        _ context: inout CaseContext
    ) {
        var all = BatchUpdate()
        for stage in stages { all.append(contentsOf: stage.batch) }
        CoreProperty.label(value, final, all, &context)
        context.label("stages: \(min(stages.count, 5))\(stages.count >= 5 ? "+" : "")")
        context.classify(stages.count > 1, "stages: more than one")
    }
}
