import BatchModel
import PropertyTesting
import Scenarios

extension Registry {
    /// Scenario (b): content replacement in diffable snapshots.
    static var diffableEngines: [RegisteredEngine] {
        [
            .diffable(
                name: "content-replacement", kind: .correct,
                summary: "ContentReplacement: the right recipe per identity strategy", replacer: ContentReplacement()),
            .diffable(
                name: "value-type-reload", kind: .zoo,
                summary: "bug zoo: replaces a struct item by reloadItems with the new value",
                replacer: ValueTypeReload(),
                strategies: [.valueHashingID, .valueHashingAllFields]),
            .diffable(
                name: "reference-type-replace", kind: .zoo,
                summary: "bug zoo: replaces a class item by insertItems(beforeItem:) + deleteItems",
                replacer: ReferenceTypeReplace(),
                strategies: [.classHashingID, .classObjectIdentity]),
            .diffable(
                name: "delete-append-replace", kind: .zoo,
                summary: "bug zoo: replaces an item by delete + append (the row jumps to its section's end)",
                replacer: DeleteAppendReplace()),
        ]
    }
}

extension RegisteredEngine {
    /// An engine of the diffable scenario: a content-replacement helper.
    /// `strategies` are the item types its cases use (a zoo entry: the ones its bug is about).
    public static func diffable(
        name: String, kind: Kind, summary: String, replacer: some DiffableContentReplacing,
        strategies: [IdentityStrategy] = IdentityStrategy.allCases
    ) -> RegisteredEngine {
        RegisteredEngine(
            name: name, scenario: "diffable", kind: kind, summary: summary,
            property: { flavors, maxSteps in
                DiffableProperty.property(
                    name: name, replacer: replacer, flavors: flavors, strategies: strategies, maxSteps: maxSteps)
            },
            explain: { (value: DiffableCase, flavors) in
                ScenarioExplanation.text(
                    name: name, kind: kind, summary: summary, caseText: value.description, flavors: flavors
                ) {
                    DiffableProperty.verdict(for: value, replacer: replacer, flavor: $0)
                }
            },
            validate: { (value: DiffableCase) in try value.validate() })
    }
}
