import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel

/// The options several commands share: which engine, for which release, in which flavour.
extension Arguments {
    /// `--engine NAME` (needed), judged for `--deployment-target` when given.
    mutating func registeredEngine(_ option: Option<String>) throws(UsageError) -> RegisteredEngine {
        guard let name = try value(option) else {
            throw UsageError(
                description: "\(option.name) is needed: the engine whose cases these are ('\(tool) list' names them)")
        }
        guard let engine = Registry.engine(named: name) else {
            throw UsageError(description: "unknown engine '\(name)' ('\(tool) list' names them)")
        }
        return try value(CommonOptions.deploymentTarget).map(engine.judged(for:)) ?? engine
    }
}

extension CommonOptions {
    static let deploymentTarget = Option<DeploymentTarget>(
        "--deployment-target", "V", expected: DeploymentTarget.expected,
        help:
            "The oldest iOS release the app supports (7, 12.2 or all): the device quirks of the releases from V on are reported (default: each engine's registration, iOS 15 for BatchFuzz's own). Recorded in the entries saved, so replay, explain and shrink judge them the same way."
    ) { DeploymentTarget(text: $0) }
}
