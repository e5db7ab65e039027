import PropertyTesting

/// A property failed when run by ``BatchFuzz/check(_:configuration:)``. Thrown from a Swift
/// Testing or XCTest test, it fails the test with its description: the shrunk case, the
/// failure, and how to replay it.
public struct PropertyFailure: Error, CustomStringConvertible {
    /// The property's name.
    public var property: String
    /// The failure kind (`gave up` and `generator failed` when no case could be judged).
    public var signature: String
    /// The seed of the run.
    public var seed: UInt64
    /// The shrunk draws, replayable as a known case.
    public var draws: [UInt64]
    /// The full report.
    public var description: String
}

extension BatchFuzz {
    /// Runs `property` and returns its pass report, or throws a ``PropertyFailure`` whose
    /// description holds the shrunk case and how to replay it. For Swift Testing and XCTest alike:
    ///
    /// ```swift
    /// @Test func sumsStaySmall() throws {
    ///     try BatchFuzz.check(Property("sums", Gen<[Int]>.array(of: .int(in: 0...9))) { $0.reduce(0, +) < 100 })
    /// }
    /// ```
    @discardableResult
    public static func check<Value>(
        _ property: Property<Value>,
        configuration: CheckConfiguration = CheckConfiguration(cases: 1_000, log: { _ in })
    ) throws(PropertyFailure) -> PassReport {
        switch PropertyTesting.check(property, configuration) {
        case .passed(let report):
            return report
        case .failed(let counterexample):
            throw PropertyFailure(
                property: property.name, signature: counterexample.signature, seed: counterexample.seed,
                draws: counterexample.draws,
                description: """
                    \(counterexample)
                      to replay:     CheckConfiguration(seed: \(counterexample.seed), cases: \(replayCases(counterexample.origin))) \
                    or CheckConfiguration(knownCases: [\(counterexample.draws)])
                    """)
        case .gaveUp(let report):
            throw PropertyFailure(
                property: property.name, signature: "gave up", seed: report.seed, draws: [],
                description: "\(property.name) gave up: \(report.discarded) cases discarded for \(report.cases) judged (seed \(report.seed)); loosen the precondition or the generator")
        case .generatorFailed(let error, let seed, let index):
            throw PropertyFailure(
                property: property.name, signature: "generator failed", seed: seed, draws: [],
                description: "\(property.name): the generator failed on case \(index) of seed \(seed): \(error)")
        }
    }

    private static func replayCases<Value>(_ origin: Counterexample<Value>.Origin) -> String {
        switch origin {
        case .random(let index): String(index + 1)
        case .known: "0"
        }
    }
}
