import BatchFuzz
import Testing

/// The correct implementations pass a bounded number of cases; every zoo entry of these scenarios
/// is found within 1,000 cases and shrunk to at most 3 operations beyond the smallest case by hand.
@Suite struct ScenarioPropertyTests {
    @Test(arguments: ["content-replacement", "zero-height-rows", "delete-insert-rows", "fetched-results-adapter", "snapshot-adapter", "auxiliary-rows-table"])
    func correctEnginesPass(_ name: String) throws {
        let engine = try #require(Registry.engine(named: name))
        let result = check(engine.property(engine.flavors), CheckConfiguration(seed: 2026, cases: 600, log: { _ in }))
        #expect(result.counterexample == nil, "\(result.counterexample?.message ?? "")")
    }

    /// (engine, the smallest failing case by hand in steps, how a shrunk case counts its steps)
    @Test(arguments: [
        ("value-type-reload", 1), ("reference-type-replace", 1), ("delete-append-replace", 1),
        ("reload-in-new-space", 2), ("height-asks-for-cell", 0),
        ("lamarche-template", 1), ("apple-typical-delegate", 2), ("apple-typical-delegate-reload", 1),
        ("assistant-stale-expansion", 2), ("assistant-off-by-one", 1),
    ])
    func zooEntriesAreFoundAndShrunk(_ name: String, _ byHand: Int) throws {
        let engine = try #require(Registry.engine(named: name))
        let result = check(engine.property(engine.flavors), CheckConfiguration(seed: 11, cases: 1_000, log: { _ in }))
        let counterexample = try #require(result.counterexample, "\(name) was not found in 1,000 cases")
        let steps: Int
        switch counterexample.value.base {
        case let value as DiffableCase: steps = value.steps.count
        case let value as StaticRowsCase: steps = value.steps.count
        case let value as FetchedResultsCase: steps = value.saves.joined().count
        case let value as AuxiliaryRowsCase:
            steps = value.steps.map { step in if case .perform(let operations) = step { operations.count } else { 1 } }.reduce(0, +)
        default: steps = .max
        }
        #expect(steps <= byHand + 3, "\(name): shrunk to \(steps) steps:\n\(counterexample.value)")
    }

    @Test func newScenariosAreListed() {
        #expect(Registry.scenarios.starts(with: ["core", "static-rows", "diffable", "auxiliary-rows", "fetched-results"]))
        #expect(Registry.engine(named: "zero-height-rows")?.flavors == [.tableView])
    }

    @Test func thePlugInChecksCatchTheZooAndPassTheCorrectOnes() throws {
        try BatchFuzz.check(contentReplacer: ContentReplacement(), configuration: .init(cases: 200, seed: 5))
        #expect(throws: PropertyFailure.self) { try BatchFuzz.check(contentReplacer: ValueTypeReload(), configuration: .init(cases: 1_000, seed: 5)) }
        try BatchFuzz.check(staticRows: { ZeroHeightRowsController(sections: $0, hidden: $1) }, strategy: .zeroHeight, configuration: .init(cases: 200, seed: 5))
        #expect(throws: PropertyFailure.self) {
            try BatchFuzz.check(staticRows: { ReloadInNewSpaceController(sections: $0, hidden: $1) }, strategy: .deleteInsert, configuration: .init(cases: 1_000, seed: 5))
        }
        try BatchFuzz.check(fetchedResultsDelegate: { table, _ in FetchedResultsTableAdapter(tableView: table) }, configuration: .init(cases: 300, seed: 5))
        #expect(throws: PropertyFailure.self) {
            try BatchFuzz.check(fetchedResultsDelegate: { table, _ in LaMarcheTemplateDelegate(tableView: table) }, configuration: .init(cases: 1_000, seed: 5))
        }
        try BatchFuzz.check(auxiliaryRows: { AuxiliaryRowsTable(data: $0, single: $1) }, configuration: .init(cases: 300, seed: 5))
        #expect(throws: PropertyFailure.self) {
            try BatchFuzz.check(auxiliaryRows: { IndexPathAuxiliaryRows(data: $0, single: $1, updatesExpansionOnDataEdits: false) }, configuration: .init(cases: 1_000, seed: 5))
        }
    }
}
