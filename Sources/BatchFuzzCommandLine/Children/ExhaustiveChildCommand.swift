import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// An exhaustive walk (``ChildRequest/Job/walk(_:)``), in a process of its own so that an
/// engine that traps takes only this process down. Before judging each case it writes the case's
/// draws into its ``ProgressSlot`` (its standard input), so the parent can name, save and explain
/// the case that crashed, and how far it has sized and walked its scope, for the parent's
/// progress line; at the end it answers what it found (``ExhaustiveOutcome``).
enum ExhaustiveChildCommand {
    static func walk(
        _ walk: ChildRequest.Walk, engine: RegisteredEngine, request: ChildRequest
    ) throws(UsageError)
        -> Int32
    {
        guard let scope = walk.scope else {
            throw UsageError(description: "unknown edit kinds in \(walk.kinds)")
        }
        guard walk.shardCount >= 1, (0..<walk.shardCount).contains(walk.shardIndex) else {
            throw UsageError(description: "the shard index must be below the shard count")
        }
        guard let slot = ProgressSlot(mapping: STDIN_FILENO) else {
            throw UsageError(description: "a walk's standard input is not a progress slot")
        }
        var configuration = ExhaustiveConfiguration(
            budget: scope.budget,
            shard: ExhaustiveConfiguration.Shard(index: walk.shardIndex, count: walk.shardCount))
        configuration.willJudge = { slot.record(draws: $0) }
        configuration.sizing = { counted, isComplete in
            if isComplete { slot.sequencesInScope = counted } else { slot.sequencesCounted = counted }
        }
        configuration.progress = { slot.sequencesWalked = $0 }
        let clock = ContinuousClock(), start = clock.now
        guard let result = engine.checkExhaustively([request.flavor], scope: scope, configuration: configuration)
        else {
            throw UsageError(description: "engine '\(engine.name)' has no exhaustive form")
        }
        ChildAnswer.walked(ExhaustiveOutcome(result, seconds: Progress.seconds(clock.now - start))).send()
        return 0
    }
}

/// What an exhaustive walk in a child found, as the parent reads it.
struct ExhaustiveOutcome: Codable, Equatable {
    enum Verdict: String, Codable { case passed, failed, tooLarge }
    var verdict: Verdict
    var sequences = 0, distinct = 0, judged = 0, discarded = 0
    var shardIndex = 0, shardCount = 1
    var cancelled = false
    var seconds = 0.0
    var refusal: ExhaustiveRefusal?
    var signature: String?
    var message: String?
    var caseText: String?
    var caseJSON: JSONValue?
    var draws: [UInt64]?

    init(_ result: ExhaustiveResult<AnyCase>, seconds: Double) {
        self.seconds = seconds
        switch result {
        case .passed(let report):
            verdict = .passed
            take(report)
        case .failed(let counterexample, let report):
            verdict = .failed
            take(report)
            signature = counterexample.signature
            message = counterexample.message
            caseText = counterexample.caseDescription
            caseJSON = try? counterexample.value.json()
            draws = counterexample.draws
        case .tooLarge(let refusal):
            verdict = .tooLarge
            self.refusal = refusal
        }
    }

    private mutating func take(_ report: ExhaustiveReport) {
        sequences = report.sequences
        distinct = report.distinct
        judged = report.judged
        discarded = report.discarded
        shardIndex = report.shard.index
        shardCount = report.shard.count
        cancelled = report.cancelled
    }

    /// The walk's report, as the parent prints and records it.
    func report(property: String) -> ExhaustiveReport {
        var report = ExhaustiveReport(
            property: property, shard: ExhaustiveConfiguration.Shard(index: shardIndex, count: shardCount))
        report.sequences = sequences
        report.distinct = distinct
        report.judged = judged
        report.discarded = discarded
        report.cancelled = cancelled
        return report
    }

}
