import BatchFuzzCore
import BatchModel
import PropertyTesting
import Scenarios

extension Registry {
    /// Scenario (b): content replacement in diffable snapshots.
    static var diffableEngines: [RegisteredEngine] {
        [
            .init(
                "content-replacement",
                summary: "ContentReplacement: the right recipe per identity strategy",
                .contentReplacer(ContentReplacement())),
            .init(
                "value-type-reload", kind: .zoo,
                summary: "bug zoo: replaces a struct item by reloadItems with the new value",
                .contentReplacer(ValueTypeReload(), strategies: [.valueHashingID, .valueHashingAllFields])),
            .init(
                "reference-type-replace", kind: .zoo,
                summary: "bug zoo: replaces a class item by insertItems(beforeItem:) + deleteItems",
                .contentReplacer(ReferenceTypeReplace(), strategies: [.classHashingID, .classObjectIdentity])),
            .init(
                "delete-append-replace", kind: .zoo,
                summary: "bug zoo: replaces an item by delete + append (the row jumps to its section's end)",
                .contentReplacer(DeleteAppendReplace())),
        ]
    }
}
