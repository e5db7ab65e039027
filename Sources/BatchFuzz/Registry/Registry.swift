import BatchEngine
import BatchModel
import PropertyTesting

/// Every scenario and engine the fuzzer can run, in a fixed order.
public enum Registry {
    /// The registered engines, scenario by scenario.
    public static var engines: [RegisteredEngine] {
        coreEngines + staticRowsEngines + diffableEngines + auxiliaryRowsEngines + fetchedResultsEngines + TestEngines.engines
    }

    /// The engines of the core property.
    static var coreEngines: [RegisteredEngine] {
        [
            .core(
                name: "coalescer", kind: .correct, summary: "BatchCoalescer: an edit sequence to one batch",
                checksMoves: false, batch: CoreProperty.batchMaker(coalescer: BatchCoalescer())),
            .core(
                name: "differ", kind: .correct, summary: "BatchDiffer: (old, new) to one batch, fewest moves",
                checksMoves: true, batch: CoreProperty.batchMaker(differ: BatchDiffer())),
            .core(
                name: "naive-coalescer", kind: .zoo,
                summary: "bug zoo: each edit's own indices, no translation between index spaces",
                checksMoves: false, batch: CoreProperty.batchMaker(coalescer: NaiveCoalescer())),
        ]
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

extension RegisteredEngine {
    /// An engine of the core property, given how it makes a batch for a case; `checksMoves` adds
    /// the minimum-moves check (differs).
    public static func core(
        name: String, kind: Kind, summary: String, checksMoves: Bool,
        batch: @escaping (EditCase) throws -> BatchUpdate
    ) -> RegisteredEngine {
        RegisteredEngine(
            name: name, scenario: "core", kind: kind, summary: summary,
            property: { flavors, maxEdits in
                CoreProperty.property(name: name, flavors: flavors, maxEdits: maxEdits, checksMoves: checksMoves, batch: batch)
            },
            explain: { value, flavors in
                CaseExplanation.text(for: value, name: name, kind: kind, summary: summary, flavors: flavors, checksMoves: checksMoves, batch: batch)
            })
    }
}
