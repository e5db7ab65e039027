import BatchFuzzCore
import BatchModel
import PropertyTesting
import Scenarios

extension Registry {
    /// Scenario (a): hidden rows in a static table (a table view only).
    static var staticRowsEngines: [RegisteredEngine] {
        [
            .init(
                "zero-height-rows",
                summary: "ZeroHeightRowsController: hidden rows get height 0, empty update block",
                .staticRows(strategy: .zeroHeight) {
                    ZeroHeightRowsController(sections: $0, hidden: $1)
                }),
            .init(
                "delete-insert-rows",
                summary: "DeleteInsertRowsController: hiding deletes, showing inserts, reloads in old space",
                .staticRows(strategy: .deleteInsert) {
                    DeleteInsertRowsController(sections: $0, hidden: $1)
                }),
            .init(
                "reload-in-new-space", kind: .zoo,
                summary: "bug zoo: the delete/insert strategy reloading in post-update coordinates",
                .staticRows(strategy: .deleteInsert) {
                    ReloadInNewSpaceController(sections: $0, hidden: $1)
                }),
            .init(
                "height-asks-for-cell", kind: .zoo,
                summary: "bug zoo: heightForRow identifies the row by asking for its cell (infinite recursion)",
                .staticRows(strategy: .zeroHeight) {
                    HeightAsksForCellController(sections: $0, hidden: $1)
                }),
        ]
    }
}
