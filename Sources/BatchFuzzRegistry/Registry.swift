import BatchFuzzCore
import BatchEngine
import BatchModel
import Foundation
import PropertyTesting

/// Every scenario and engine the fuzzer can run, in a fixed order: BatchFuzz's own, then the
/// ones the program registered (its own fuzz executable, through ``register(_:includingBuiltIns:)``).
package enum Registry {
    /// The registered engines: BatchFuzz's scenario by scenario, then the program's. Without the
    /// built-ins, the tool's own `crash-text` engine stays, so `reproduce` saves what it finds
    /// in every executable.
    package static var engines: [RegisteredEngine] {
        let registered = Registered.shared.read()
        return (registered.includingBuiltIns ? builtInEngines : crashTextEngines) + registered.engines
    }

    /// BatchFuzz's own engines, scenario by scenario.
    package static var builtInEngines: [RegisteredEngine] {
        coreEngines + listEngines + staticRowsEngines + diffableEngines + auxiliaryRowsEngines + fetchedResultsEngines
            + stagedEngines
            + screenEngines
            + crashTextEngines
    }

    /// Why engines could not be registered.
    package struct RegistrationError: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    /// Adds `engines` — a program's own — to what every command runs, replays and explains;
    /// without `includingBuiltIns`, they are the only ones. Names must be unique, since a
    /// corpus entry names its engine.
    package static func register(
        _ engines: [RegisteredEngine], includingBuiltIns: Bool = true
    ) throws(RegistrationError) {
        var seen = Set<String>()
        for engine in (includingBuiltIns ? builtInEngines : crashTextEngines) + engines
        where !seen.insert(engine.name).inserted {
            throw RegistrationError(
                description: "two engines are named '\(engine.name)': a corpus entry could not tell them apart")
        }
        Registered.shared.write(engines: engines, includingBuiltIns: includingBuiltIns)
    }

    /// The program's registrations, set once at start and read from any thread.
    private final class Registered: @unchecked Sendable {
        static let shared = Registered()
        private let lock = NSLock()
        private var engines: [RegisteredEngine] = []
        private var includingBuiltIns = true

        func read() -> (engines: [RegisteredEngine], includingBuiltIns: Bool) {
            lock.withLock { (engines, includingBuiltIns) }
        }

        func write(engines: [RegisteredEngine], includingBuiltIns: Bool) {
            lock.withLock {
                self.engines = engines
                self.includingBuiltIns = includingBuiltIns
            }
        }
    }

    /// The engines of the core property.
    static var coreEngines: [RegisteredEngine] {
        [
            .init("coalescer", summary: "BatchCoalescer: an edit sequence to one batch", .builtInCoalescer),
            .init(
                "differ", summary: "BatchDiffer: (old, new) to one batch, fewest moves",
                .builtInDiffer),
            .init(
                "naive-coalescer", kind: .zoo,
                summary: "bug zoo: each edit's own indices, no translation between index spaces",
                .naiveCoalescer),
            .init(
                "rare-conjunction-coalescer", kind: .zoo,
                summary:
                    "bug zoo: forgets a section's move when an item crosses into it and is reloaded, in one update",
                .rareConjunctionCoalescer),
        ]
    }

    /// The scenarios, in order.
    package static var scenarios: [String] {
        var names: [String] = []
        for engine in engines where !names.contains(engine.scenario) { names.append(engine.scenario) }
        return names
    }

    /// The scenarios that do not run on this platform, each with why: the fetched-results
    /// scenario runs on the Core Data stand-in, which is empty where Core Data is Apple's.
    package static var scenariosElsewhere: [(scenario: String, reason: String)] {
        #if canImport(CoreData)
            [
                (
                    "fetched-results",
                    "the fetched-results scenario runs where Core Data is not (Linux): Core Data itself needs a model and a store its screens do not build"
                )
            ]
        #else
            []
        #endif
    }

    /// The engine named `name`, if registered.
    package static func engine(named name: String) -> RegisteredEngine? {
        engines.first { $0.name == name }
    }

    /// The engine an entry names: registered under that name or, for an entry a check in a test
    /// saved (named by its target), the one engine of `scenario` registering a target of that
    /// name. Several such engines are an error naming them.
    package static func engine(
        forEntryNaming name: String, scenario: String
    ) throws(EntryEngineError)
        -> RegisteredEngine?
    {
        if let engine = engine(named: name) { return engine }
        let registering = engines.filter { $0.scenario == scenario && $0.targetName == name }
        guard registering.count <= 1 else {
            throw EntryEngineError(target: name, engines: registering.map(\.name))
        }
        return registering.first
    }

    /// Several registered engines register the target an entry names.
    package struct EntryEngineError: Error, CustomStringConvertible {
        package var target: String
        package var engines: [String]
        package var description: String {
            "engine '\(target)' is the target of several registered engines (\(engines.joined(separator: ", "))): rename the entry's engine to the one it is"
        }
    }
}
