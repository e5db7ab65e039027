import BatchFuzz
import Foundation

/// `batchfuzz replay PATH…` and `batchfuzz corpus verify DIR`: every entry's verdict, compared
/// with what it records.
enum ReplayCommand {
    static let help = """
        OVERVIEW: Replay corpus entries — reproduce a failure from its file — and print each verdict
        with UIKit's text, and whether it behaves as the entry records (a regression entry must
        pass, a bug-zoo entry must still fail with its signature).

        USAGE: batchfuzz replay PATH... [--case-timeout D]
          PATH              A corpus file, or a folder searched recursively for .json files.
          --case-timeout D  Each entry runs in a process of its own; one taking longer is a
                            hang, reported as a timeout (default: 10s).

        EXIT STATUS: 0 every entry passes, as recorded; 1 a failure was reproduced, or an entry
        behaves differently from its record; 3 an entry could not be read (the others still
        run); 2 usage error. ('batchfuzz corpus verify' exits 0 when every entry, zoo ones
        included, behaves as recorded.)
        """

    static func main(_ arguments: inout Arguments, verbose: Bool = true) throws(UsageError) -> Int32 {
        if arguments.flag("-h") || arguments.flag("--help") {
            printHelp(help)
            return 0
        }
        let timeout = try caseTimeout(&arguments)
        let paths = arguments.rest()
        try arguments.finish()
        guard !paths.isEmpty else { throw UsageError(description: "replay needs at least one corpus file or folder") }
        return run(paths, reproducing: true, timeout: timeout)
    }

    /// The `--case-timeout` of a command that runs saved entries (default 10 seconds).
    static func caseTimeout(_ arguments: inout Arguments) throws(UsageError) -> Duration {
        try arguments.value("--case-timeout", expected: "a duration such as 500ms, 10s or 1m, up to 720h", parseDuration) ?? .seconds(10)
    }

    /// Replays `paths`, each entry in a process of its own. Reproducing (`replay`): a failure
    /// now is exit 1. Verifying (`corpus verify`): only behaviour different from the record is.
    static func run(_ paths: [String], reproducing: Bool, timeout: Duration = .seconds(10)) -> Int32 {
        let outcomes = CorpusReplay.replay(paths: paths) { path, file in
            let verdict = JudgeProcess.verdict(onEntry: path, file, timeout: timeout)
            // An entry recorded as flaky gets as many fresh processes as the fuzz run gave it
            // before it counts as passing.
            guard file.failure.flakiness != nil else { return verdict }
            if case .fail(file.failure.signature, _) = verdict { return verdict }
            for _ in 1..<Supervisor.freshJudgements {
                let again = JudgeProcess.verdict(onEntry: path, file, timeout: timeout)
                if case .fail(file.failure.signature, _) = again { return again }
            }
            return verdict
        }
        var reproduced = 0
        for outcome in outcomes {
            print(outcome.summary)
            if reproducing, case .fail(_, let message)? = outcome.verdict {
                print("          \(message)")
                reproduced += 1
            }
        }
        let different = outcomes.filter { $0.error == nil && !$0.asRecorded }.count
        let errors = outcomes.filter { $0.error != nil }.count
        print("\n\(outcomes.count) entries: \(outcomes.count - different - errors) as recorded, \(different) different, \(errors) unreadable" + (reproducing ? "; \(reproduced) failing now" : ""))
        if different > 0 || (reproducing && reproduced > 0) { return 1 }
        return errors > 0 ? 3 : 0
    }
}

/// `batchfuzz explain PATH`: one entry step by step.
enum ExplainCommand {
    static let help = """
        OVERVIEW: Show a corpus entry step by step: the list after each edit, the batch the engine
        made, the oracle's verdict with UIKit's text, the first invariant that broke.

        USAGE: batchfuzz explain PATH [--case-timeout D]
          --case-timeout D  The entry first runs in a process of its own: an engine that traps,
                            or takes longer than this (default: 10s), is shown with the case and
                            that verdict.

        EXIT STATUS: 0 explained; 3 the entry could not be read; 2 usage error.
        """

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.flag("-h") || arguments.flag("--help") {
            printHelp(help)
            return 0
        }
        let timeout = try ReplayCommand.caseTimeout(&arguments)
        let paths = arguments.rest()
        try arguments.finish()
        guard paths.count == 1 else { throw UsageError(description: "explain takes exactly one corpus file") }
        do {
            let file = try CorpusStore.read(paths[0])
            guard let engine = Registry.engine(named: file.engine), let flavor = file.viewFlavor else {
                printError("\(paths[0]): field 'engine' or 'flavor': unknown engine '\(file.engine)' or flavour '\(file.flavor)'")
                return 3
            }
            let value = try engine.decodeCase(file.case)
            print("\(paths[0])")
            print("recorded: \(file.failure.kind) \(file.failure.signature); expected to \(file.expectation == .pass ? "pass" : "fail"); found by \(file.found.by), seed \(file.found.seed)\(file.found.caseIndex.map { ", case \($0)" } ?? "")")
            if let flakiness = file.failure.flakiness { print(FuzzCommand.flakyReport(flakiness)) }
            print("")
            // The engine runs in a process of its own first: one that traps or hangs is shown
            // with the case and that verdict, not run here.
            let isolated = JudgeProcess.verdict(onEntry: paths[0], file, timeout: timeout)
            if case .fail(let signature, let message) = isolated, signature == "crash" || signature == "timeout" {
                print("Engine: \(engine.name) (\(engine.kind == .correct ? "correct" : "bug zoo")) — \(engine.summary)\n")
                print("Case:\n\(value)\n")
                print("Verdict: \(signature): \(message)")
                return 0
            }
            print(engine.explanation(of: value, flavors: [flavor]))
            return 0
        } catch let error as CorpusError {
            printError("\(error)")
            return 3
        } catch {
            printError("\(paths[0]): \(error)")
            return 3
        }
    }
}
