import BatchFuzzCore
import Foundation

/// The JUnit XML report of a fuzz run: a test case per run, written once, atomically, when the
/// run ends, so that a run killed before then leaves the previous report (or none), never an
/// empty file.
final class JUnitRecorder: FuzzRecorder {
    private let path: String
    private var report: JUnitReport
    /// Set when the report could not be written (said on standard error).
    private(set) var failedToWrite = false

    init(_ plan: FuzzCommand.Plan, path: String) {
        self.path = path
        report = JUnitReport(
            name: plan.exhaustive
                ? "\(tool) fuzz --exhaustive (\(plan.scopeWords))"
                : "\(tool) fuzz --scenario \(plan.runScenarios.joined(separator: ",")) --seed \(plan.seed)")
    }

    func record(_ event: FuzzEvent) {
        switch event {
        case .began: break
        case .runEnded(let end): report.cases.append(testCase(end))
        case .notRun(let run):
            report.cases.append(.init(name: run.title, seconds: 0, skipped: "interrupted before it ran"))
        case .ended:
            do { try report.write(to: path) } catch {
                printError("cannot write the JUnit report: \(error)")
                failedToWrite = true
            }
        }
    }

    private func testCase(_ end: RunEnded) -> JUnitReport.Case {
        let failure =
            end.failures.isEmpty
            ? nil
            : end.walk == nil
                ? end.failures.map { "\($0.kind) \($0.signature): \($0.message)" }.joined(separator: "\n")
                : end.failures.map { "\($0.name): \($0.message)" }.joined(separator: "\n")
        let error: String? =
            end.interrupted
            ? "interrupted after \(end.cases) cases"
                + (end.shrinkingInterrupted ? ", while shrinking its failure (saved as far as it had shrunk)" : "")
            : end.gaveUp ? "gave up: \(end.discarded) of \(end.cases) cases discarded" : nil
        return .init(
            name: end.run.title, seconds: end.seconds, failure: failure, error: error, output: end.walk?.coverage)
    }
}
