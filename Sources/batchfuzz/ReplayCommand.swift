import BatchFuzz
import Foundation

/// `batchfuzz replay PATH…` and `batchfuzz corpus verify DIR`: every entry's verdict, compared
/// with what it records.
enum ReplayCommand {
    static let help = """
        OVERVIEW: Replay corpus entries — reproduce a failure from its file — and print each verdict
        with UIKit's text, and whether it behaves as the entry records (a regression entry must
        pass, a bug-zoo entry must still fail with its signature).

        USAGE: batchfuzz replay PATH...
          PATH   A corpus file, or a folder searched recursively for .json files.

        EXIT STATUS: 0 every entry passes, as recorded; 1 a failure was reproduced, or an entry
        behaves differently from its record; 3 an entry could not be read (the others still
        run); 2 usage error. ('batchfuzz corpus verify' exits 0 when every entry, zoo ones
        included, behaves as recorded.)
        """

    static func main(_ arguments: inout Arguments, verbose: Bool = true) throws(UsageError) -> Int32 {
        if arguments.flag("-h") || arguments.flag("--help") {
            print(help)
            return 0
        }
        let paths = arguments.rest()
        try arguments.finish()
        guard !paths.isEmpty else { throw UsageError(description: "replay needs at least one corpus file or folder") }
        return run(paths, reproducing: true)
    }

    /// Replays `paths`. Reproducing (`replay`): a failure now is exit 1. Verifying (`corpus
    /// verify`): only behaviour different from the record is.
    static func run(_ paths: [String], reproducing: Bool) -> Int32 {
        let outcomes = CorpusReplay.replay(paths: paths, isolated: judgeInProcess)
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

/// Judges a crash or timeout entry in a `__judge` process of its own, with a time limit.
func judgeInProcess(_ path: String, _ file: CorpusFile) -> Verdict {
    let process = Process()
    process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["__judge", "--engine", file.engine, "--flavor", file.flavor, "--case", path]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return .fail(signature: "cannot start", message: "cannot start a judge process") }
    let clock = ContinuousClock(), started = clock.now
    while process.isRunning {
        if clock.now - started > .seconds(10) {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return .fail(signature: "timeout", message: "the case did not finish within 10 seconds (the engine, the reference model and the oracle together)")
        }
        usleep(2_000)
    }
    process.waitUntilExit()
    if process.terminationReason == .uncaughtSignal {
        return .fail(signature: "crash", message: "the engine crashed (signal \(process.terminationStatus))")
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    guard let last = text.split(separator: "\n").last(where: { $0 == "pass" || $0.hasPrefix("fail ") }) else {
        return .fail(signature: "judge failed", message: "the judge process said nothing")
    }
    return last == "pass" ? .pass : .fail(signature: String(last.dropFirst(5)), message: "")
}

/// `batchfuzz explain PATH`: one entry step by step.
enum ExplainCommand {
    static let help = """
        OVERVIEW: Show a corpus entry step by step: the list after each edit, the batch the engine
        made, the oracle's verdict with UIKit's text, the first invariant that broke.

        USAGE: batchfuzz explain PATH
        """

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.flag("-h") || arguments.flag("--help") {
            print(help)
            return 0
        }
        let paths = arguments.rest()
        try arguments.finish()
        guard paths.count == 1 else { throw UsageError(description: "explain takes exactly one corpus file") }
        do {
            let file = try CorpusStore.read(paths[0])
            guard let engine = Registry.engine(named: file.engine), let flavor = file.viewFlavor else {
                printError("\(paths[0]): unknown engine '\(file.engine)' or flavour '\(file.flavor)'")
                return 3
            }
            print("\(paths[0])")
            print("recorded: \(file.failure.kind) \(file.failure.signature); expected to \(file.expectation == .pass ? "pass" : "fail"); found by \(file.found.by), seed \(file.found.seed)\(file.found.caseIndex.map { ", case \($0)" } ?? "")\n")
            print(engine.explanation(of: try engine.decodeCase(file.case), flavors: [flavor]))
            return 0
        } catch {
            printError("\(error)")
            return 3
        }
    }
}
