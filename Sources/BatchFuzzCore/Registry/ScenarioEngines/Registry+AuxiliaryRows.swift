import BatchModel
import PropertyTesting
import Scenarios

extension Registry {
    /// Scenario (c): auxiliary rows under tapped rows, actual vs logical index paths.
    static var auxiliaryRowsEngines: [RegisteredEngine] {
        [
            .auxiliaryRows(
                name: "auxiliary-rows-table", kind: .correct,
                summary: "AuxiliaryRowsTable: expansion by identity, one diffed batch per group"
            ) {
                AuxiliaryRowsTable(data: $0, single: $1)
            },
            .auxiliaryRows(
                name: "assistant-stale-expansion", kind: .zoo,
                summary:
                    "bug zoo: the seed document's actual-path translation, expanded paths never updated on data edits"
            ) {
                IndexPathAuxiliaryRows(data: $0, single: $1, updatesExpansionOnDataEdits: false)
            },
            .auxiliaryRows(
                name: "assistant-off-by-one", kind: .zoo,
                summary: "bug zoo: actual → logical counts auxiliary rows with < instead of <="
            ) {
                IndexPathAuxiliaryRows(data: $0, single: $1, comparison: .less)
            },
        ]
    }
}

extension RegisteredEngine {
    /// An engine of the auxiliary-rows scenario: a controller made for each case's data and mode.
    public static func auxiliaryRows(
        name: String, kind: Kind, summary: String, controller: @escaping AuxiliaryRowsProperty.Factory
    ) -> RegisteredEngine {
        RegisteredEngine(
            name: name, scenario: "auxiliary-rows", kind: kind, summary: summary, flavors: [.tableView],
            property: { _, maxSteps in
                AuxiliaryRowsProperty.property(name: name, maxSteps: maxSteps, controller: controller)
            },
            explain: { (value: AuxiliaryRowsCase, _) in
                ScenarioExplanation.text(
                    name: name, kind: kind, summary: summary, caseText: value.description, flavors: [.tableView]
                ) { _ in
                    AuxiliaryRowsProperty.verdict(for: value, controller: controller)
                }
            },
            validate: { (value: AuxiliaryRowsCase) in try value.validate() })
    }
}
