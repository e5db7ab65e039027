import BatchFuzzCore
import BatchModel
import Foundation

/// `batchfuzz fuzz --scenario oracle`: the oracle checked against the reference model, and the
/// core property's fast judge against the naive one, in this process, with no engine and no
/// corpus.
extension FuzzCommand {
    /// Runs the self-check for `cases` (or `duration`) and prints its table; exit 1 on a failure.
    static func runOracleSelfCheck(cases: Int?, duration: Duration?, seed: UInt64, flavors: [ViewFlavor]) -> Int32 {
        let target = cases ?? (duration == nil ? 20_000 : Int.max)
        print(
            "\(tool) fuzz: oracle self-check, " + (duration.map { "budget \($0)" } ?? "\(target) cases")
                + ", \(flavors.map(\.name).joined(separator: " and ")), seed \(seed)")
        let progress = Progress()
        progress.budget = duration
        let stop = StopFlag.installed()
        // With a time budget, half goes to the oracle, half to the fast judge.
        let clock = ContinuousClock(), deadline = duration.map { clock.now + $0 / 2 }
        let report = OracleSelfCheck.run(
            cases: target, seed: seed, flavors: flavors,
            progress: { done in
                if done % 1024 == 0 || done == target { progress.update("oracle self-check", done, target) }
            }, shouldStop: { stop.isSet || deadline.map { clock.now >= $0 } ?? false })
        progress.finish()
        var rows = [
            ["cases", String(report.cases)], ["placed by the reference (× flavours)", String(report.placed)],
            ["animated by the oracle (× flavours)", String(report.animated)],
        ]
        rows += report.checks.sorted { $0.key < $1.key }.map { ["check: \($0.key)", String($0.value)] }
        rows += report.violations.sorted { $0.key < $1.key }.map { ["rule exercised: \($0.key)", String($0.value)] }
        rows.append(["failures", String(report.failures.count)])
        Table.print(["what", "count"], rows)
        report.failures.prefix(20).forEach { print("FAILURE \($0)") }
        let fast = runFastJudgeCheck(cases: target, duration: duration, seed: seed, flavors: flavors, stop: stop)
        return report.failures.isEmpty && fast ? 0 : 1
    }

    /// The core property's fast judge held to the naive one (``FastJudgeCheck``); `false` on a
    /// disagreement.
    static func runFastJudgeCheck(
        cases: Int, duration: Duration?, seed: UInt64, flavors: [ViewFlavor], stop: StopFlag
    ) -> Bool {
        print("\n\(tool) fuzz: the fast judge against the naive one, on core cases and nearly-right batches")
        let clock = ContinuousClock(), deadline = duration.map { clock.now + $0 / 2 }
        let report = FastJudgeCheck.run(
            cases: cases, seed: seed, flavors: flavors,
            shouldStop: { stop.isSet || deadline.map { clock.now >= $0 } ?? false })
        Table.print(
            ["what", "count"],
            [
                ["cases", String(report.cases)], ["judgements (batch × flavour)", String(report.judgements)],
                ["passed by the naive judge", String(report.naivePasses)],
                ["passed by the fast judge", String(report.fastPasses)],
                ["fast passes the naive judge fails", String(report.disagreements.count)],
            ])
        report.disagreements.forEach { print("FAILURE \($0)") }
        return report.disagreements.isEmpty
    }
}
