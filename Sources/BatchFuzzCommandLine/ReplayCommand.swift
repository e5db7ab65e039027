import BatchFuzzCore
import BatchModel
import Foundation
import BatchFuzzRegistry

/// `batchfuzz replay PATH…` and `batchfuzz corpus verify DIR`: every entry's verdict, compared
/// with what it records.
enum ReplayCommand {
    static let caseTimeout = CommonOptions.caseTimeout(
        "Each entry runs in a process of its own; one taking longer is a hang, reported as a timeout (default: 10s).")

    static let help = CommandHelp(
        name: "replay",
        overview:
            "Replay corpus entries — reproduce a failure from its file — and print each verdict with UIKit's text, and whether it behaves as the entry records (a regression entry must pass, a bug-zoo entry must still fail with its signature).",
        usage: ["PATH... [--case-timeout D]"],
        arguments: [("PATH", "A corpus file, or a folder searched recursively for .json files.")],
        options: [caseTimeout],
        exitStatus:
            "0 every entry passes, as recorded; 1 a failure was reproduced, or an entry behaves differently from its record; 3 an entry could not be read (the others still run), or a folder holds no entry; 2 usage error; 130 interrupted (the summary counts the entries replayed until then). ('batchfuzz corpus verify' exits 0 when every entry, zoo ones included, behaves as recorded.)"
    )

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.begin(help) { return 0 }
        let timeout = try arguments.value(Self.caseTimeout) ?? .seconds(10)
        let paths = arguments.rest()
        try arguments.finish()
        guard !paths.isEmpty else { throw UsageError(description: "replay needs at least one corpus file or folder") }
        return run(paths, reproducing: true, timeout: timeout)
    }

    /// Replays `paths`, each entry in a process of its own, printing each verdict as it comes.
    /// Reproducing (`replay`): a failure now is exit 1. Verifying (`corpus verify`): only
    /// behaviour different from the record is. A folder that holds no entry is an error, not a
    /// pass; SIGINT / SIGTERM stop after the entry under way, with the summary and exit 130 (while an entry
    /// is being read, a second later, without the summary).
    static func run(_ paths: [String], reproducing: Bool, timeout: Duration = .seconds(10)) -> Int32 {
        var files: [String] = []
        var errors = 0
        for path in paths {
            do {
                let found = try CorpusStore.entries(under: path)
                if found.isEmpty {
                    printError("\(path): holds no corpus entry (no .json file in it or its sub-folders)")
                    errors += 1
                }
                files += found
            } catch {
                printError("\(error)")
                errors += 1
            }
        }
        let stop = StopFlag.installed()
        var outcomes: [CorpusReplay.Outcome] = []
        var reproduced = 0
        for path in files.sorted() where !stop.isSet {
            let outcome = stop.reading(path) {
                CorpusReplay.replay(path) { path, file in
                    stop.doneReading()
                    return judged(path, file, timeout: timeout, shouldStop: { stop.isSet })
                }
            }
            if stop.isSet { break }  // the entry under way was cut short: it has no verdict
            outcomes.append(outcome)
            // An entry that cannot be read is an error, on standard error; verdicts are output.
            if let error = outcome.error {
                printError("\(error)")
                errors += 1
                continue
            }
            print(outcome.summary)
            if reproducing, case .fail(_, let message)? = outcome.verdict {
                print("          \(message)")
                reproduced += 1
            }
        }
        let stillFailing = outcomes.filter(\.stillFailing).count
        let different = outcomes.filter { $0.error == nil && !$0.asRecorded && !$0.stillFailing }.count
        let unreadable = outcomes.filter { $0.error != nil }.count
        let ok = outcomes.count - stillFailing - different - unreadable
        print(
            "\n\(outcomes.count) \(outcomes.count == 1 ? "entry" : "entries"): \(ok) as recorded, \(stillFailing) still failing as found (not fixed yet), \(different) different, \(unreadable) unreadable"
                + (reproducing ? "; \(reproduced) failing now" : ""))
        if stop.isSet {
            print("INTERRUPTED: stopped by a signal after \(outcomes.count) of \(files.count) entries")
            return 130
        }
        if different > 0 || stillFailing > 0 || (reproducing && reproduced > 0) { return 1 }
        return errors > 0 ? 3 : 0
    }

    /// An entry's verdict in processes of its own. An entry recorded as flaky gets as many fresh
    /// processes as the fuzz run gave it before it counts as passing.
    private static func judged(
        _ path: String, _ file: CorpusFile, timeout: Duration, shouldStop: @escaping () -> Bool
    ) -> Verdict {
        let verdict = JudgeProcess.verdict(onEntry: path, file, timeout: timeout, shouldStop: shouldStop)
        guard file.failure.flakiness != nil else { return verdict }
        if case .fail(file.failure.signature, _) = verdict { return verdict }
        for _ in 1..<Supervisor.freshJudgements where !shouldStop() {
            let again = JudgeProcess.verdict(onEntry: path, file, timeout: timeout, shouldStop: shouldStop)
            if case .fail(file.failure.signature, _) = again { return again }
        }
        return verdict
    }
}
