import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// `batchfuzz __exhaustive` (hidden): one exhaustive walk, in a process of its own so that an
/// engine that traps takes only this process down. Before judging each case it writes the case's
/// draws into its ``ProgressSlot`` (its standard input), so the parent can name, save and explain
/// the case that crashed; at the end it prints one `exhaustive <json>` line (``ExhaustiveOutcome``).
enum ExhaustiveChildCommand {
    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        // The parent ignores SIGINT and SIGTERM to handle them itself; this child must not.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        ParentWatch.start()
        let engine = try WorkerCommand.registeredEngine(&arguments)
        let flavor = try WorkerCommand.parsedFlavor(&arguments)
        let scope = try FuzzCommand.exhaustiveScope(&arguments)
        let index = try arguments.value("--shard-index", expected: "a shard index") { Int($0) } ?? 0
        let count = try arguments.value("--shard-count", expected: "a shard count") { Int($0) } ?? 1
        try arguments.finish()
        guard count >= 1, (0..<count).contains(index) else {
            throw UsageError(description: "--shard-index must be below --shard-count")
        }
        guard let slot = ProgressSlot(mapping: STDIN_FILENO) else {
            throw UsageError(description: "__exhaustive: standard input is not a progress slot")
        }
        var configuration = ExhaustiveConfiguration(
            budget: scope.budget, shard: ExhaustiveConfiguration.Shard(index: index, count: count))
        configuration.willJudge = { slot.record(draws: $0) }
        let clock = ContinuousClock(), start = clock.now
        guard let result = engine.checkExhaustively([flavor], scope: scope, configuration: configuration) else {
            throw UsageError(description: "engine '\(engine.name)' has no exhaustive form")
        }
        sendLine(protocolLine("exhaustive", ExhaustiveOutcome(result, seconds: Progress.seconds(clock.now - start))))
        return 0
    }
}

/// What an exhaustive walk in a child found, as the parent reads it.
struct ExhaustiveOutcome: Codable {
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

    /// The outcome a `exhaustive <json>` line holds.
    init?(line: some StringProtocol) {
        guard let outcome = protocolPayload("exhaustive", ExhaustiveOutcome.self, line) else { return nil }
        self = outcome
    }
}
