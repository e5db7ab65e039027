import BatchFuzzCore
import BatchEngine
import BatchModel

extension Registry {
    /// The staged scenario's engines: the staged differ, the one-batch differ as one stage (so the
    /// two compare in one table), and the bug zoo's stale intermediate list.
    static var stagedEngines: [RegisteredEngine] {
        [
            .init(
                "staged-differ", summary: "StagedDiffer: DifferenceKit's five stages, each a BatchDiffer batch",
                .builtInStagedDiffer),
            .init(
                "one-stage-differ",
                summary:
                    "BatchDiffer as one stage (section content aside: one batch cannot reload a section whose rows move)",
                .oneStageDiffer),
            .init(
                "stale-intermediate-stages", kind: .zoo,
                summary:
                    "bug zoo: the delete stage's list keeps the items moving into an inserted section (DifferenceKit before 0.4.0)",
                .staleIntermediateStages),
        ]
    }
}
