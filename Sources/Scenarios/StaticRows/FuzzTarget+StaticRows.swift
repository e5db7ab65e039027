import BatchFuzzCore
import BatchModel
import PropertyTesting

extension FuzzTarget where Case == StaticRowsCase {
    /// A static-rows controller (`import Scenarios` to subclass one) that hides and shows rows by
    /// `strategy`, judged by the static-rows scenario's invariants.
    public static func staticRows(
        strategy: StaticRowsStrategy, maxSteps: Int = CaseSize.standard,
        _ controller: @escaping StaticRowsProperty.Factory
    ) -> FuzzTarget {
        FuzzTarget(
            scenario: "static-rows", name: "\(strategy.rawValue) controller", flavors: [.tableView], maxSize: maxSteps,
            property: { run in
                StaticRowsProperty.property(
                    name: run.name, strategy: strategy, maxSteps: run.maxSize, oracle: run.oracle,
                    controller: controller)
            },
            explain: { value, run in
                ScenarioExplanation.text(
                    name: run.name, kind: run.kind, summary: run.summary, caseText: value.description,
                    flavors: [.tableView]
                ) { _ in StaticRowsProperty.verdict(for: value, strategy: strategy, controller: controller) }
            },
            validate: { try $0.validate() })
    }
}
