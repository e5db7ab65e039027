import BatchModel
import PropertyTesting

extension FuzzTarget where Case == EditCase {
    /// A staged engine (several batches, each applied before the next is made, as DifferenceKit
    /// does), judged by the staged property: every stage judged by UIKit's rules, the screen
    /// after the last equal to the new list, every changed row reloaded in some stage. A failure
    /// shows the stages and the one UIKit refused.
    public static func staged(
        _ engine: some StagedBatchDiffing, flavor: ViewFlavor? = nil, maxEdits: Int = CaseSize.standard,
        options: StagedCheckOptions = StagedCheckOptions()
    ) -> FuzzTarget {
        staged(
            name: "\(type(of: engine))", stages: StagedProperty.stageMaker(engine), flavor: flavor, maxEdits: maxEdits,
            options: options)
    }

    /// Any maker of stages for a core case.
    package static func staged(
        name: String, stages: @escaping (EditCase) throws -> [BatchStage<Int, Int>], flavor: ViewFlavor? = nil,
        maxEdits: Int = CaseSize.standard, options: StagedCheckOptions = StagedCheckOptions()
    ) -> FuzzTarget {
        var target = FuzzTarget(
            scenario: "staged", name: name, flavors: flavor.map { [$0] } ?? ViewFlavor.allCases, maxSize: maxEdits,
            property: { run in
                StagedProperty.property(
                    name: run.name, flavors: run.flavors, maxEdits: run.maxSize, options: options, oracle: run.oracle,
                    stages: stages)
            },
            explain: { value, run in
                StagedExplanation.text(
                    for: value, name: run.name, kind: run.kind, summary: run.summary, flavors: run.flavors,
                    options: options, oracle: run.oracle, stages: stages)
            },
            validate: { try $0.validate() }
        ).exhaustive(
            scoped: { run, scope in
                StagedProperty.property(
                    name: run.name, flavors: run.flavors, generator: EditCase.generator(scope: scope),
                    options: options, oracle: run.oracle, stages: stages
                ).reducing(over: scope)
            },
            draws: { $0.draws() }, distinctSequences: true)
        target.annotate = { failure, run in
            guard let value = try? failure.shrunkCase(as: EditCase.self), let outcome = try? value.outcome(),
                let made = try? stages(value)
            else { return }
            failure.stages = made
            failure.failedStage =
                StagedProperty.judge(
                    made, from: value.initial, to: outcome.final, changed: outcome.changedContent,
                    flavors: run.flavors, options: options, oracle: run.oracle)?.stage
            failure.description = failure.report()
        }
        target.pastedCall = "check(.staged(\(name)()), case: .init(initial: list, edits: edits))"
        return target
    }
}

extension FuzzTarget where Case == EditCase {
    /// A one-list staged engine (an array before, an array after → stages on section 0), judged
    /// as the sectioned one is, over arrays whose values are distinct identifiers or (`values:
    /// .repeated`) repeat, as `Equatable` values often do.
    ///
    /// ```swift
    /// @Test func reloadFirst() { check(.staged(ReloadFirstUpdater(), values: .repeated)) }
    /// ```
    public static func staged(
        _ engine: some StagedListDiffing, flavor: ViewFlavor? = nil, maxEdits: Int = CaseSize.standard,
        values: ListItem.Values = .distinct, options: StagedCheckOptions = StagedCheckOptions()
    ) -> FuzzTarget {
        let name = "\(type(of: engine))"
        let stages = StagedListProperty.stageMaker(engine, values: values)
        var target = FuzzTarget(
            scenario: "staged-list", name: name, flavors: flavor.map { [$0] } ?? ViewFlavor.allCases,
            maxSize: maxEdits,
            property: { run in
                StagedListProperty.property(
                    name: run.name, flavors: run.flavors, generator: EditCase.listGenerator(maxEdits: run.maxSize),
                    values: values, options: options, oracle: run.oracle, stages: stages)
            },
            explain: { value, run in
                StagedListProperty.explanation(
                    of: value, name: run.name, kind: run.kind, summary: run.summary, flavors: run.flavors,
                    values: values, options: options, oracle: run.oracle, stages: stages)
            },
            validate: { try $0.validateAsList() }
        ).exhaustive(
            scoped: { run, scope in
                StagedListProperty.property(
                    name: run.name, flavors: run.flavors, generator: EditCase.listGenerator(scope: scope),
                    values: values, options: options, oracle: run.oracle, stages: stages
                ).reducing(over: scope, list: true, values: values)
            },
            draws: { $0.draws(shape: .list(maxEdits: CaseSize.standard), maxEdits: CaseSize.standard) },
            distinctSequences: true, words: { $0.listDescription })
        target.pastedCall = "check(.staged(\(name)()), case: .init(initial: list, edits: edits))"
        return target
    }
}
