import BatchEngine
import BatchModel
import PropertyTesting

/// An engine the fuzzer knows by name: a built-in one that must pass, or a bug-zoo one that must
/// be caught.
public struct RegisteredEngine {
    /// Whether the engine is expected to pass.
    public enum Kind: String, Sendable {
        /// A correct engine: any failure is a bug.
        case correct
        /// A bug-zoo engine: it must fail, proof that the fuzzer finds the bug.
        case zoo
    }

    /// The name used on the command line, e.g. `coalescer`, `naive-coalescer`.
    public var name: String
    /// The scenario it belongs to, e.g. `core`.
    public var scenario: String
    public var kind: Kind
    /// One line on what it is.
    public var summary: String
    /// Whether the core property also checks the number of moves (differs).
    public var checksMoves: Bool
    /// How the engine makes the batch for a case.
    public var batch: (EditCase) throws -> BatchUpdate

    /// Its property, judged in `flavors`, with at most `maxEdits` edits a case.
    public func property(_ flavors: [ViewFlavor], _ maxEdits: Int = 12) -> Property<EditCase> {
        CoreProperty.property(name: name, flavors: flavors, maxEdits: maxEdits, checksMoves: checksMoves, batch: batch)
    }

    /// Its verdict on one case, in `flavors`.
    public func verdict(for value: EditCase, flavors: [ViewFlavor]) -> Verdict {
        CoreProperty.verdict(for: value, flavors: flavors, checksMoves: checksMoves, batch: batch)
    }
}

/// Every scenario and engine the fuzzer can run, in a fixed order.
public enum Registry {
    /// The registered engines.
    public static var engines: [RegisteredEngine] {
        [
            RegisteredEngine(
                name: "coalescer", scenario: "core", kind: .correct,
                summary: "BatchCoalescer: an edit sequence to one batch",
                checksMoves: false, batch: CoreProperty.batchMaker(coalescer: BatchCoalescer())),
            RegisteredEngine(
                name: "differ", scenario: "core", kind: .correct,
                summary: "BatchDiffer: (old, new) to one batch, fewest moves",
                checksMoves: true, batch: CoreProperty.batchMaker(differ: BatchDiffer())),
            RegisteredEngine(
                name: "naive-coalescer", scenario: "core", kind: .zoo,
                summary: "bug zoo: each edit's own indices, no translation between index spaces",
                checksMoves: false, batch: CoreProperty.batchMaker(coalescer: NaiveCoalescer())),
        ] + TestEngines.engines
    }

    /// The scenarios, in order.
    public static var scenarios: [String] {
        var names: [String] = []
        for engine in engines where !names.contains(engine.scenario) { names.append(engine.scenario) }
        return names
    }

    /// The engine named `name`, if registered.
    public static func engine(named name: String) -> RegisteredEngine? {
        engines.first { $0.name == name }
    }
}
