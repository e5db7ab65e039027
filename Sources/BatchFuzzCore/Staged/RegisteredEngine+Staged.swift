import BatchEngine
import BatchModel

extension RegisteredEngine {
    /// A staged engine of yours (old, new → stages), under the staged property in scenario
    /// `staged`, judged with `oracle`; `options` bounds the stages or leaves section content aside.
    public static func staged(
        name: String, kind: Kind = .correct, summary: String,
        options: StagedCheckOptions = StagedCheckOptions(),
        oracle: UIKitValidator.Options = .fuzzing, _ engine: some StagedBatchDiffing
    ) -> RegisteredEngine {
        staged(
            name: name, kind: kind, summary: summary, options: options, oracle: oracle,
            stages: StagedProperty.stageMaker(engine))
    }

    /// A staged engine given how it makes the stages of a case.
    package static func staged(
        name: String, kind: Kind, summary: String, options: StagedCheckOptions = StagedCheckOptions(),
        oracle: UIKitValidator.Options = .fuzzing, stages: @escaping (EditCase) throws -> [BatchStage<Int, Int>]
    ) -> RegisteredEngine {
        RegisteredEngine(
            name: name, scenario: "staged", kind: kind, summary: summary,
            property: { flavors, maxEdits in
                StagedProperty.property(
                    name: name, flavors: flavors, maxEdits: maxEdits, options: options, oracle: oracle, stages: stages)
            },
            scoped: { flavors, scope in
                StagedProperty.property(
                    name: name, flavors: flavors, generator: EditCase.generator(scope: scope), options: options,
                    oracle: oracle, stages: stages)
            },
            draws: { (value: EditCase) in value.draws() },
            explain: { value, flavors in
                StagedExplanation.text(
                    for: value, name: name, kind: kind, summary: summary, flavors: flavors, options: options,
                    oracle: oracle, stages: stages)
            },
            validate: { (value: EditCase) in try value.validate() })
    }
}

extension Registry {
    /// The staged scenario's engines: the staged differ, the one-batch differ as one stage (so the
    /// two compare in one table), and the bug zoo's stale intermediate list.
    static var stagedEngines: [RegisteredEngine] {
        [
            .staged(
                name: "staged-differ", summary: "StagedDiffer: DifferenceKit's five stages, each a BatchDiffer batch",
                StagedDiffer()),
            .staged(
                name: "one-stage-differ",
                summary:
                    "BatchDiffer as one stage (section content aside: one batch cannot reload a section whose rows move)",
                options: StagedCheckOptions(reloadsSections: false), OneStage(BatchDiffer())),
            .staged(
                name: "stale-intermediate-stages", kind: .zoo,
                summary:
                    "bug zoo: the delete stage's list keeps the items moving into an inserted section (DifferenceKit before 0.4.0)",
                StaleIntermediateStages()),
        ]
    }
}
