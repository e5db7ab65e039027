import BatchModel
import PropertyTesting

extension FuzzCheck {
    /// Fuzzes a staged engine with the staged property; one call from a Swift Testing or XCTest
    /// test, as ``check(differ:flavor:maxEdits:configuration:test:)`` for a one-batch differ.
    ///
    /// - Parameters:
    ///   - engine: your staged engine.
    ///   - flavor: the view to judge against; `nil` for both.
    ///   - maxEdits: the most edits a case has.
    ///   - options: a bound on the stages; whether section content is judged.
    ///   - configuration: the run, the oracle's options, the example database.
    ///   - test: the calling test's name, for the replay line (filled in for you).
    /// - Throws: ``PropertyFailure`` with the shrunk case, its stages (which one broke, and the
    ///   ones before it), UIKit's reason and how to replay it.
    @discardableResult
    package static func check(
        stagedDiffer engine: some StagedBatchDiffing, flavor: ViewFlavor? = nil, maxEdits: Int = 12,
        options: StagedCheckOptions = StagedCheckOptions(),
        configuration: FuzzConfiguration = FuzzConfiguration(),
        test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let property = StagedProperty.property(
            engine, name: "\(type(of: engine))", flavors: flavor.map { [$0] } ?? ViewFlavor.allCases,
            maxEdits: maxEdits,
            options: options, oracle: configuration.oracle)
        do {
            return try run(property, configuration, test: test, batches: nil)
        } catch {
            var failure = error
            let makeStages = StagedProperty.stageMaker(engine)
            if let value = try? failure.shrunkCase(as: EditCase.self), let outcome = try? value.outcome(),
                let stages = try? makeStages(value)
            {
                failure.stages = stages
                failure.failedStage =
                    StagedProperty.judge(
                        stages, from: value.initial, to: outcome.final, changed: outcome.changedContent,
                        flavors: flavor.map { [$0] } ?? ViewFlavor.allCases, options: options,
                        oracle: configuration.oracle)?.stage
                failure.description = failure.report(verbose: configuration.verbose)
            }
            throw failure
        }
    }
}
