import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel

/// The options several commands share: which engine, for which release, in which flavour.
extension Arguments {
    /// `--engine NAME` (needed), judged for `--deployment-target` when given.
    mutating func registeredEngine() throws(UsageError) -> RegisteredEngine {
        guard let name = try value("--engine") else {
            throw UsageError(
                description: "--engine is needed: the engine whose cases these are ('\(tool) list' names them)")
        }
        guard let engine = Registry.engine(named: name) else {
            throw UsageError(description: "unknown engine '\(name)' ('\(tool) list' names them)")
        }
        return try deploymentTarget().map(engine.judged(for:)) ?? engine
    }

    /// `--deployment-target`: the oldest iOS release the engines are judged for, if given.
    mutating func deploymentTarget() throws(UsageError) -> DeploymentTarget? {
        try value("--deployment-target", expected: DeploymentTarget.expected) { DeploymentTarget(text: $0) }
    }

    /// `--flavor table|collection` (default: table).
    mutating func flavor() throws(UsageError) -> ViewFlavor {
        try value("--flavor", expected: "table or collection") { ViewFlavor(name: $0) } ?? .tableView
    }
}
