import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Scenarios
import Testing
import BatchFuzzRegistry

/// The correct implementations pass a bounded number of cases; every zoo entry of these scenarios
/// is found within 1,000 cases and shrunk to within one step of the smallest known case.
@Suite struct ScenarioPropertyTests {
    /// The fetched-results scenario's names, where it runs: where Core Data is not (Linux).
    static func whereCoreDataIsNot(_ names: [String]) -> [String] {
        #if canImport(CoreData)
            []
        #else
            names
        #endif
    }

    @Test(
        arguments: ["content-replacement", "zero-height-rows", "delete-insert-rows", "auxiliary-rows-table"]
            + whereCoreDataIsNot(["fetched-results-adapter", "snapshot-adapter"]))
    func correctEnginesPass(_ name: String) throws {
        let engine = try #require(Registry.engine(named: name))
        let result = check(engine.property(engine.flavors), CheckConfiguration(seed: 2026, cases: 600, log: { _ in }))
        #expect(result.counterexample == nil, "\(result.counterexample?.message ?? "")")
    }

    /// Every zoo entry of these scenarios is found, and shrunk to within one step of the smallest
    /// known case of its signature (`Corpus/smallest/`, each replayed there as failing).
    @Test(
        arguments: [
            "value-type-reload", "reference-type-replace", "delete-append-replace", "reload-in-new-space",
            "height-asks-for-cell", "assistant-stale-expansion", "assistant-off-by-one",
        ]
            + whereCoreDataIsNot([
                "lamarche-template", "apple-typical-delegate", "apple-typical-delegate-reload",
                "snapshot-without-reloads",
            ]))
    func zooEntriesAreFoundAndShrunk(_ name: String) throws {
        let engine = try #require(Registry.engine(named: name))
        let result = check(
            engine.property([engine.flavors[0]]), CheckConfiguration(seed: 11, cases: 1_000, log: { _ in }))
        let counterexample = try #require(result.counterexample, "\(name) was not found in 1,000 cases")
        let smallest = try #require(
            try Self.smallestSteps(name, counterexample.signature),
            "no smallest \(name) case of \(counterexample.signature)")
        let steps = try #require(counterexample.value.stepCount)
        #expect(
            steps <= smallest + 1,
            "\(name): shrunk to \(steps) steps, the smallest has \(smallest):\n\(counterexample.value)")
    }

    /// The steps of the smallest known case of `engine` failing with `signature`.
    static func smallestSteps(_ engine: String, _ signature: String) throws -> Int? {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/smallest").path
        for path in try CorpusStore.files(under: [folder]) {
            let file = try CorpusStore.read(path)
            guard file.engine == engine, file.failure.signature == signature,
                let registered = Registry.engine(named: engine)
            else { continue }
            return try registered.decodeCase(file.case).stepCount
        }
        return nil
    }

    @Test func newScenariosAreListed() {
        #expect(
            Registry.scenarios.starts(
                with: ["core", "list", "static-rows", "diffable", "auxiliary-rows"]
                    + Self.whereCoreDataIsNot(["fetched-results"])))
        #expect(Registry.engine(named: "zero-height-rows")?.flavors == [.tableView])
    }

    @Test func thePlugInChecksCatchTheZooAndPassTheCorrectOnes() throws {
        try FuzzCheck.check(.contentReplacer(ContentReplacement()), configuration: .init(cases: 200, seed: 5))
        #expect(throws: PropertyFailure.self) {
            try FuzzCheck.check(.contentReplacer(ValueTypeReload()), configuration: .init(cases: 1_000, seed: 5))
        }
        try FuzzCheck.check(
            .staticRows(strategy: .zeroHeight, { ZeroHeightRowsController(sections: $0, hidden: $1) }),
            configuration: .init(cases: 200, seed: 5))
        #expect(throws: PropertyFailure.self) {
            try FuzzCheck.check(
                .staticRows(strategy: .deleteInsert, { ReloadInNewSpaceController(sections: $0, hidden: $1) }),
                configuration: .init(cases: 1_000, seed: 5))
        }
        #if !canImport(UIKit) && !canImport(CoreData)
            try FuzzCheck.check(
                .fetchedResultsScreen { EventsViewController(context: $0, changeHandling: .adapter) },
                configuration: .init(cases: 300, seed: 5))
            #expect(throws: PropertyFailure.self) {
                try FuzzCheck.check(
                    .fetchedResultsScreen { EventsViewController(context: $0, changeHandling: .lamarcheTemplate) },
                    configuration: .init(cases: 1_000, seed: 5))
            }
        #endif
        try FuzzCheck.check(
            .auxiliaryRows({ AuxiliaryRowsTable(data: $0, single: $1) }), configuration: .init(cases: 300, seed: 5))
        #expect(throws: PropertyFailure.self) {
            try FuzzCheck.check(
                .auxiliaryRows({ IndexPathAuxiliaryRows(data: $0, single: $1, updatesExpansionOnDataEdits: false) }),
                configuration: .init(cases: 1_000, seed: 5))
        }
    }
}
