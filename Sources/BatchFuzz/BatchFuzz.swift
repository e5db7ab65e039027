@_exported import BatchEngine
@_exported import BatchModel
@_exported import PropertyTesting
@_exported import Scenarios

/// The public face of BatchFuzz: the properties ready to run, the plug-in protocols a user
/// conforms their own engine to, and the registry of scenarios and engines.
///
/// It re-exports ``BatchModel`` (the vocabulary, the reference model, the UIKit oracle and the
/// emulated views) and ``PropertyTesting`` (generators, properties, the runner), and runs
/// properties from Swift Testing and XCTest (``check(_:configuration:test:)``); the engines, the
/// properties and the plug-in API arrive with their issues.
public enum BatchFuzz {
    /// The tool's version, printed by `batchfuzz --version`.
    public static let version = "0.1.0"
}
