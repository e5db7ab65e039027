import BatchFuzzCore
import BatchModel
import PropertyTesting
import Scenarios

extension Registry {
    /// Scenario (c): auxiliary rows under tapped rows, actual vs logical index paths.
    static var auxiliaryRowsEngines: [RegisteredEngine] {
        [
            .init(
                "auxiliary-rows-table",
                summary: "AuxiliaryRowsTable: expansion by identity, one diffed batch per group",
                .auxiliaryRows {
                    AuxiliaryRowsTable(data: $0, single: $1)
                }),
            .init(
                "assistant-stale-expansion", kind: .zoo,
                summary:
                    "bug zoo: the seed document's actual-path translation, expanded paths never updated on data edits",
                .auxiliaryRows {
                    IndexPathAuxiliaryRows(data: $0, single: $1, updatesExpansionOnDataEdits: false)
                }),
            .init(
                "assistant-off-by-one", kind: .zoo,
                summary: "bug zoo: actual → logical counts auxiliary rows with < instead of <=",
                .auxiliaryRows {
                    IndexPathAuxiliaryRows(data: $0, single: $1, comparison: .less)
                }),
        ]
    }
}
