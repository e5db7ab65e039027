import BatchModel
import PropertyTesting
import Scenarios

extension Registry {
    /// Scenario (a): hidden rows in a static table (a table view only).
    static var staticRowsEngines: [RegisteredEngine] {
        [
            .staticRows(
                name: "zero-height-rows", kind: .correct, strategy: .zeroHeight,
                summary: "ZeroHeightRowsController: hidden rows get height 0, empty update block"
            ) {
                ZeroHeightRowsController(sections: $0, hidden: $1)
            },
            .staticRows(
                name: "delete-insert-rows", kind: .correct, strategy: .deleteInsert,
                summary: "DeleteInsertRowsController: hiding deletes, showing inserts, reloads in old space"
            ) {
                DeleteInsertRowsController(sections: $0, hidden: $1)
            },
            .staticRows(
                name: "reload-in-new-space", kind: .zoo, strategy: .deleteInsert,
                summary: "bug zoo: the delete/insert strategy reloading in post-update coordinates"
            ) {
                ReloadInNewSpaceController(sections: $0, hidden: $1)
            },
            .staticRows(
                name: "height-asks-for-cell", kind: .zoo, strategy: .zeroHeight,
                summary: "bug zoo: heightForRow identifies the row by asking for its cell (infinite recursion)"
            ) {
                HeightAsksForCellController(sections: $0, hidden: $1)
            },
        ]
    }
}

extension RegisteredEngine {
    /// An engine of the static-rows scenario: a controller made for each case.
    public static func staticRows(
        name: String, kind: Kind, strategy: StaticRowsStrategy, summary: String,
        controller: @escaping StaticRowsProperty.Factory
    ) -> RegisteredEngine {
        RegisteredEngine(
            name: name, scenario: "static-rows", kind: kind, summary: summary, flavors: [.tableView],
            property: { _, maxSteps in
                StaticRowsProperty.property(name: name, strategy: strategy, maxSteps: maxSteps, controller: controller)
            },
            explain: { (value: StaticRowsCase, _) in
                ScenarioExplanation.text(
                    name: name, kind: kind, summary: summary, caseText: value.description, flavors: [.tableView]
                ) { _ in
                    StaticRowsProperty.verdict(for: value, strategy: strategy, controller: controller)
                }
            },
            validate: { (value: StaticRowsCase) in try value.validate() })
    }
}
