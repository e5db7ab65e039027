import BatchModel

/// The oldest iOS release an engine is judged for (`UIKitValidator.Options.deploymentTarget`), as
/// the command line takes it (`--deployment-target 7`) and a corpus entry records it: a release
/// (`7`, `12.2`), or `all` for every release as far back as iOS 6. With the oracle's strict
/// checks on, a device quirk fixed before that release is not reported.
package enum DeploymentTarget: Hashable, Sendable {
    case release(IOSVersion)
    case everyRelease

    /// `7`, `12.2`, `iOS 12.2` or `all`; `nil` for anything else.
    package init?(text: String) {
        if text == "all" {
            self = .everyRelease
        } else if let version = IOSVersion(parsing: text) {
            self = .release(version)
        } else {
            return nil
        }
    }

    /// What the oracle's options hold for it.
    package init(_ version: IOSVersion?) {
        self = version.map(DeploymentTarget.release) ?? .everyRelease
    }

    /// As the command line takes it: `12.2`, `all`.
    package var text: String {
        switch self {
        case .release(let version): "\(version.major).\(version.minor)"
        case .everyRelease: "all"
        }
    }

    /// As the oracle's options hold it.
    package var version: IOSVersion? {
        switch self {
        case .release(let version): version
        case .everyRelease: nil
        }
    }

    /// What `--help` and an error say the option takes.
    package static let expected = "an iOS release such as 7 or 12.2, or all"
}

extension RegisteredEngine {
    /// The engine judged for `target`: its oracle's options with that deployment target.
    package func judged(for target: DeploymentTarget) -> RegisteredEngine {
        var engine = self
        engine.oracle.deploymentTarget = target.version
        return engine
    }

    /// The deployment target it is judged for.
    package var deploymentTarget: DeploymentTarget { DeploymentTarget(oracle.deploymentTarget) }
}
