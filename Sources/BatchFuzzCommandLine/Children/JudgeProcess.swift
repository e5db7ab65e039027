import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import Foundation
import PropertyTesting

/// A judge (``JudgeCommand``) in a process of its own, with a time limit: how a saved entry or a
/// shrinking candidate whose engine may trap or hang is judged without taking the caller down.
enum JudgeProcess {
    /// How the judge ended.
    enum Outcome {
        /// It finished; its verdict (`nil` when it printed none: it could not read the case), and
        /// how it ended.
        case finished(Verdict?, draws: [UInt64]?, exit: ChildProcess.Exit)
        /// The engine trapped: the process died of `signal`.
        case crashed(signal: Int32)
        /// It was still running at the time limit, and was killed.
        case hung
    }

    /// Runs the judge `request` asks for, for at most `timeout`; `nil` when it cannot start, or
    /// when `shouldStop` (an interrupt) ends it early.
    static func run(_ request: ChildRequest, timeout: Duration, shouldStop: () -> Bool = { false }) -> Outcome? {
        let (process, output) = ChildProcess.make(request.arguments, standardError: FileHandle.nullDevice)
        guard (try? process.run()) != nil else { return nil }
        // Its output is read while it runs: a judge that writes more than a pipe holds would
        // otherwise block until it is killed, and read as a hang.
        let reading = PipeReader(output)
        let clock = ContinuousClock(), started = clock.now
        let exit: ChildProcess.Exit
        while true {
            if let ended = ChildProcess.exit(of: process) {
                exit = ended
                break
            }
            if shouldStop() {
                ChildProcess.kill(process)
                ChildProcess.reap(process)
                return nil
            }
            if clock.now - started > timeout {
                ChildProcess.kill(process)
                ChildProcess.reap(process)
                return .hung
            }
            usleep(2_000)
        }
        if case .signal(let signal) = exit { return .crashed(signal: signal) }
        let text = String(decoding: reading.wait(), as: UTF8.self)
        var draws: [UInt64]?, verdict: Verdict?
        for answer in ChildAnswer.all(in: text) {
            switch answer {
            case .draws(let judged): draws = judged
            case .judged(let judged): verdict = judged.verdict
            default: break
            }
        }
        return .finished(verdict, draws: draws, exit: exit)
    }

    /// The judge's request for the case `draws` make with the generator of `maxSize`, judged for
    /// the release `engine` is judged for.
    static func request(engine: RegisteredEngine, flavor: ViewFlavor, maxSize: Int, draws: [UInt64]) -> ChildRequest {
        ChildRequest(engine, flavor: flavor, maxSize: maxSize, job: .judge(.draws(draws)))
    }

    /// Whether the case `draws` make crashes again (`kind` `.crash`) or hangs again (`.timeout`),
    /// judged in a fresh process; and the draws the judge read, when it finished.
    static func failsAgain(
        _ kind: FailureKind, engine: RegisteredEngine, flavor: ViewFlavor, maxSize: Int, draws: [UInt64],
        timeout: Duration,
        shouldStop: () -> Bool
    ) -> (Bool, [UInt64]?) {
        switch run(
            request(engine: engine, flavor: flavor, maxSize: maxSize, draws: draws), timeout: timeout,
            shouldStop: shouldStop)
        {
        case .crashed?: return (kind == .crash, nil)
        case .hung?: return (kind == .timeout, nil)
        case .finished(_, let read, _)?: return (false, read)
        case nil: return (false, nil)
        }
    }

    /// The verdict on a saved entry, judged in a process of its own: a crash or a hang is the
    /// verdict `crash` or `timeout`, as `fuzz` records them.
    static func verdict(
        onEntry path: String, _ file: CorpusFile, timeout: Duration = .seconds(10), shouldStop: () -> Bool = { false }
    ) -> Verdict {
        // An entry a check saved names its target; the child is told the engine registering it.
        let registered = (try? Registry.engine(forEntryNaming: file.engine, scenario: file.scenario)) ?? nil
        guard let engine = registered ?? Registry.engine(named: file.engine) else {
            return .fail(signature: "judge failed", message: "no engine named '\(file.engine)' is registered")
        }
        switch run(
            ChildRequest(engine, flavor: file.flavor, job: .judge(.entry(path: path))), timeout: timeout,
            shouldStop: shouldStop
        )
        {
        case nil: return .fail(signature: "cannot start", message: "cannot start a judge process")
        case .crashed(let signal)?:
            return .fail(signature: FailureKind.crash.rawValue, message: "the engine crashed (signal \(signal))")
        case .hung?:
            return .fail(
                signature: FailureKind.timeout.rawValue,
                message:
                    "the case did not finish within \(timeout) (the engine, the reference model and the oracle together)"
            )
        case .finished(let verdict, _, let exit)?:
            return verdict
                ?? .fail(
                    signature: "judge failed",
                    message: "the judge process ended (\(exit)) without a verdict: it could not read the entry")
        }
    }
}
