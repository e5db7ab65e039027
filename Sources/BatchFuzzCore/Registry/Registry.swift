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
            .core(
                name: "coalescer", kind: .correct, summary: "BatchCoalescer: an edit sequence to one batch",
                moves: .ignored, batch: CoreProperty.batchMaker(coalescer: BatchCoalescer())),
            .core(
                name: "differ", kind: .correct, summary: "BatchDiffer: (old, new) to one batch, fewest moves",
                moves: .minimal, batch: CoreProperty.batchMaker(differ: BatchDiffer())),
            .core(
                name: "naive-coalescer", kind: .zoo,
                summary: "bug zoo: each edit's own indices, no translation between index spaces",
                moves: .ignored, batch: CoreProperty.batchMaker(coalescer: NaiveCoalescer())),
            .core(
                name: "rare-conjunction-coalescer", kind: .zoo,
                summary:
                    "bug zoo: forgets a section's move when an item crosses into it and is reloaded, in one update",
                moves: .ignored, batch: CoreProperty.batchMaker(coalescer: RareConjunctionCoalescer())),
        ]
    }

    /// The scenarios, in order.
    package static var scenarios: [String] {
        var names: [String] = []
        for engine in engines where !names.contains(engine.scenario) { names.append(engine.scenario) }
        return names
    }

    /// The engine named `name`, if registered.
    package static func engine(named name: String) -> RegisteredEngine? {
        engines.first { $0.name == name }
    }
}

extension RegisteredEngine {
    /// An engine of the core property, given how it makes a batch for a case, what is done with
    /// its moves, and the oracle's options (`UIKitValidator.Options.fuzzing` by default; the
    /// flavour is set by each run).
    package static func core(
        name: String, kind: Kind, summary: String, moves: CoreProperty.MoveCheck,
        oracle: UIKitValidator.Options = .fuzzing,
        batch: @escaping (EditCase) throws -> BatchUpdate
    ) -> RegisteredEngine {
        RegisteredEngine(
            name: name, scenario: "core", kind: kind, summary: summary,
            property: { flavors, maxEdits in
                CoreProperty.property(
                    name: name, flavors: flavors, maxEdits: maxEdits, moves: moves, oracle: oracle, batch: batch)
            },
            scoped: { flavors, scope in
                CoreProperty.property(
                    name: name, flavors: flavors, generator: EditCase.generator(scope: scope), moves: moves,
                    oracle: oracle, batch: batch)
            },
            draws: { (value: EditCase) in value.draws() },
            explain: { value, flavors in
                CaseExplanation.text(
                    for: value, name: name, kind: kind, summary: summary, flavors: flavors, moves: moves,
                    oracle: oracle, batch: batch)
            },
            validate: { (value: EditCase) in try value.validate() })
    }
}

extension RegisteredEngine {
    /// A coalescer of yours, under the core property (edit sequence → one batch), judged with
    /// `oracle` (a deployment target, a message style, …).
    public static func coalescer(
        name: String, kind: Kind = .correct, summary: String, oracle: UIKitValidator.Options = .fuzzing,
        _ engine: some BatchCoalescing
    ) -> RegisteredEngine {
        .core(
            name: name, kind: kind, summary: summary, moves: .ignored, oracle: oracle,
            batch: CoreProperty.batchMaker(coalescer: engine))
    }

    /// A differ of yours, under the core property (old, new → one batch), judged with `oracle`.
    /// Its moves are counted against the minimum (`moves: more than the minimum` in the run's
    /// labels); `minimumMoves` makes more than the minimum a failure, for a differ that
    /// promises the fewest moves.
    public static func differ(
        name: String, kind: Kind = .correct, summary: String, minimumMoves: Bool = false,
        oracle: UIKitValidator.Options = .fuzzing, _ engine: some BatchDiffing
    ) -> RegisteredEngine {
        .core(
            name: name, kind: kind, summary: summary, moves: minimumMoves ? .minimal : .measured, oracle: oracle,
            batch: CoreProperty.batchMaker(differ: engine))
    }
}
