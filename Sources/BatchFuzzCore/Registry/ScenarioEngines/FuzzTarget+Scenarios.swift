import BatchModel
import PropertyTesting
import Scenarios

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

extension FuzzTarget where Case == FetchedResultsCase {
    /// A fetched-results delegate adapter (`import Scenarios` for its protocol), judged over
    /// random saves (at most `maxSaves`) in every quirk mode, driving a table.
    public static func fetchedResultsDelegate(
        maxSaves: Int = CaseSize.standard / 2, _ adapter: @escaping FetchedResultsProperty.Factory
    ) -> FuzzTarget {
        // The size counts edits; a save holds about two.
        FuzzTarget(
            scenario: "fetched-results", name: "fetched-results delegate", flavors: [.tableView],
            maxSize: maxSaves * 2,
            property: { run in
                FetchedResultsProperty.property(
                    name: run.name, maxSaves: max(1, run.maxSize / 2), oracle: run.oracle, adapter: adapter)
            },
            explain: { value, run in
                ScenarioExplanation.text(
                    name: run.name, kind: run.kind, summary: run.summary, caseText: value.description,
                    flavors: [.tableView]
                ) { _ in FetchedResultsProperty.verdict(for: value, adapter: adapter) }
            },
            validate: { try $0.validate() })
    }
}
