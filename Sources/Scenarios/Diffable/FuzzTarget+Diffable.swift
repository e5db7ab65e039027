import BatchFuzzCore
import BatchModel
import PropertyTesting

extension FuzzTarget where Case == DiffableCase {
    /// A diffable content-replacement helper (`import Scenarios` for its protocol), judged by the
    /// diffable scenario's invariants over every identity strategy (or `strategies`).
    public static func contentReplacer(
        _ replacer: some DiffableContentReplacing, flavor: ViewFlavor? = nil,
        strategies: [IdentityStrategy] = IdentityStrategy.allCases, maxSteps: Int = 10
    ) -> FuzzTarget {
        FuzzTarget(
            scenario: "diffable", name: "\(type(of: replacer))", flavors: flavor.map { [$0] } ?? ViewFlavor.allCases,
            maxSize: maxSteps,
            property: { run in
                DiffableProperty.property(
                    name: run.name, replacer: replacer, flavors: run.flavors, strategies: strategies,
                    maxSteps: run.maxSize, oracle: run.oracle)
            },
            explain: { value, run in
                ScenarioExplanation.text(
                    name: run.name, kind: run.kind, summary: run.summary, caseText: value.description,
                    flavors: run.flavors
                ) { DiffableProperty.verdict(for: value, replacer: replacer, flavor: $0) }
            },
            validate: { try $0.validate() })
    }
}
