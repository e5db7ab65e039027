@_exported import BatchEngine
@_exported import BatchModel
@_exported import PropertyTesting
@_exported import Scenarios

/// The public face of BatchFuzz: the properties ready to run, the plug-in protocols a user
/// conforms their own engine to, and the registry of scenarios and engines.
///
/// It re-exports `BatchModel` (the vocabulary, the reference model, the UIKit oracle and the
/// emulated views) and `PropertyTesting` (generators, properties, the runner), and runs
/// properties from Swift Testing and XCTest (``check(_:configuration:test:)``).
public enum BatchFuzz {
    /// The tool's version, printed by `batchfuzz --version`.
    public static let version = "0.1.0"
}
