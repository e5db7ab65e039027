import BatchFuzzCore
import BatchModel
import PropertyTesting

extension FuzzTarget where Case == AuxiliaryRowsCase {
    /// A controller that opens auxiliary rows under tapped rows (`import Scenarios` to subclass
    /// one), judged by the auxiliary-rows scenario's invariants.
    public static func auxiliaryRows(
        maxSteps: Int = 10, _ controller: @escaping AuxiliaryRowsProperty.Factory
    ) -> FuzzTarget {
        FuzzTarget(
            scenario: "auxiliary-rows", name: "auxiliary rows", flavors: [.tableView], maxSize: maxSteps,
            property: { run in
                AuxiliaryRowsProperty.property(
                    name: run.name, maxSteps: run.maxSize, oracle: run.oracle, controller: controller)
            },
            explain: { value, run in
                ScenarioExplanation.text(
                    name: run.name, kind: run.kind, summary: run.summary, caseText: value.description,
                    flavors: [.tableView]
                ) { _ in AuxiliaryRowsProperty.verdict(for: value, controller: controller) }
            },
            validate: { try $0.validate() })
    }
}
