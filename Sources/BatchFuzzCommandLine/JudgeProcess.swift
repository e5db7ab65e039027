import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import Foundation
import PropertyTesting

/// `batchfuzz __judge …` in a process of its own, with a time limit: how a saved entry or a
/// shrinking candidate whose engine may trap or hang is judged without taking the caller down.
enum JudgeProcess {
    /// How the judge ended.
    enum Outcome {
        /// It finished; its verdict (`nil` when it printed none: it could not read the case).
        case finished(Verdict?, draws: [UInt64]?)
        /// The engine trapped: the process died of `signal`.
        case crashed(signal: Int32)
        /// It was still running at the time limit, and was killed.
        case hung
    }

    /// Runs `__judge arguments` for at most `timeout`; `nil` when it cannot start, or when
    /// `shouldStop` (an interrupt) ends it early.
    static func run(_ arguments: [String], timeout: Duration, shouldStop: () -> Bool = { false }) -> Outcome? {
        let (process, output) = ChildProcess.make(["__judge"] + arguments, standardError: FileHandle.nullDevice)
        guard (try? process.run()) != nil else { return nil }
        // Its output is read while it runs: a judge that writes more than a pipe holds would
        // otherwise block until it is killed, and read as a hang.
        let reading = PipeReader(output)
        let clock = ContinuousClock(), started = clock.now
        while ChildProcess.exit(of: process) == nil {
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
        if case .signal(let signal)? = ChildProcess.exit(of: process) { return .crashed(signal: signal) }
        let text = String(decoding: reading.wait(), as: UTF8.self)
        var draws: [UInt64]?, verdict: Verdict?
        for message in text.split(separator: "\n").compactMap(JudgeMessage.init(line:)) {
            switch message {
            case .draws(let judged): draws = judged
            case .pass: verdict = .pass
            case .failure(let failure): verdict = .fail(signature: failure.signature, message: failure.message)
            case .discard: break
            }
        }
        return .finished(verdict, draws: draws)
    }

    /// The judge's arguments for the case `draws` make with the generator of `maxSize`, judged
    /// for the release `engine` is judged for.
    static func arguments(engine: RegisteredEngine, flavor: String, maxSize: Int, draws: [UInt64]) -> [String] {
        [
            "--engine", engine.name, "--deployment-target", engine.deploymentTarget.text, "--flavor", flavor,
            "--max-size", String(maxSize), "--draws", draws.map(String.init).joined(separator: ","),
        ]
    }

    /// Whether the case `draws` make crashes again (`kind` `.crash`) or hangs again (`.timeout`),
    /// judged in a fresh process; and the draws the judge read, when it finished.
    static func failsAgain(
        _ kind: FailureKind, engine: RegisteredEngine, flavor: String, maxSize: Int, draws: [UInt64],
        timeout: Duration,
        shouldStop: () -> Bool
    ) -> (Bool, [UInt64]?) {
        switch run(
            arguments(engine: engine, flavor: flavor, maxSize: maxSize, draws: draws), timeout: timeout,
            shouldStop: shouldStop)
        {
        case .crashed?: return (kind == .crash, nil)
        case .hung?: return (kind == .timeout, nil)
        case .finished(_, let read)?: return (false, read)
        case nil: return (false, nil)
        }
    }

    /// The verdict on a saved entry, judged in a process of its own: a crash or a hang is the
    /// verdict `crash` or `timeout`, as `fuzz` records them.
    static func verdict(
        onEntry path: String, _ file: CorpusFile, timeout: Duration = .seconds(10), shouldStop: () -> Bool = { false }
    ) -> Verdict {
        // An entry a check saved names its target; the child is told the engine registering it.
        let engine = (try? Registry.engine(forEntryNaming: file.engine, scenario: file.scenario))??.name ?? file.engine
        switch run(
            ["--engine", engine, "--flavor", file.flavor.name, "--case", path], timeout: timeout,
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
        case .finished(let verdict, _)?:
            return verdict ?? .fail(signature: "judge failed", message: "the judge process could not read the entry")
        }
    }
}
