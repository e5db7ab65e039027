@_exported import BatchFuzzCore
@_exported import BatchFuzzScreens
import BatchModel
import Foundation
import BatchFuzzRegistry

/// The whole `batchfuzz` command line — fuzz, replay, explain, shrink, list, corpus; worker
/// processes with crash isolation, time budgets, progress, the corpus, JUnit and JSON — for a
/// fuzz executable of your own, over your engines as well as (or instead of) BatchFuzz's:
///
/// ```swift
/// // Sources/fuzz-my-engines/main.swift
/// import BatchFuzzCommandLine
///
/// BatchFuzzCommandLine.main(engines: [
///     .init("my-coalescer", summary: "MyCoalescer", .coalescer(MyCoalescer())),
/// ])
/// ```
///
/// `swift run -c release fuzz-my-engines fuzz --engine my-coalescer` then runs it as the
/// nightly job runs BatchFuzz's own engines; workers are this same executable, so they know
/// your engines too. The `batchfuzz` tool itself is this call with no engines of its own.
public enum BatchFuzzCommandLine {
    /// Registers `engines` (after BatchFuzz's own, unless `includingBuiltIns` is false), runs
    /// the subcommand the process was started with, and exits with its status: 0 nothing
    /// failed, 1 a failure was found or reproduced, 2 usage error, 3 corpus or I/O error,
    /// 130 interrupted.
    public static func main(engines: [RegisteredEngine] = [], includingBuiltIns: Bool = true) -> Never {
        do {
            try Registry.register(engines, includingBuiltIns: includingBuiltIns)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(2)
        }
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }
}

/// The name this executable was started as (`batchfuzz`, or your own fuzz executable's), for
/// the commands it prints.
let tool = URL(fileURLWithPath: CommandLine.arguments.first ?? "batchfuzz").lastPathComponent

/// What a corpus entry records as the program that found it: `batchfuzz 0.1.0`, or a user's own
/// fuzz executable by its name, with the BatchFuzz it was built with (`fuzz-my-engines, BatchFuzz 0.1.0`).
let toolAndVersion = tool == "batchfuzz" ? "batchfuzz \(batchFuzzVersion)" : "\(tool), BatchFuzz \(batchFuzzVersion)"

var usage: String {
    """
    OVERVIEW: BatchFuzz \(batchFuzzVersion) — fuzzes the code that turns data changes into
    UITableView / UICollectionView batch updates, judged by an oracle that reproduces UIKit's
    rules and exception texts.

    USAGE: \(tool) <subcommand> [options]

    SUBCOMMANDS:
      fuzz        Run random cases through the engines (the main job); failures go to Corpus/.
      replay      Replay corpus entries and check each behaves as it records.
      explain     Show a corpus entry step by step, with UIKit's verdict.
      shrink      Shrink a corpus entry further and rewrite it.
      reproduce   From a crash text to the batch and the edits that make it.
      list        List the scenarios, engines and flavours.
      corpus      verify or dedupe a corpus folder.
      libfuzzer   Import libFuzzer's crash files as entries; write entries as its seeds.

    OPTIONS:
      -h, --help  Show help; '\(tool) <subcommand> --help' for a subcommand's options.
      --version   Show the version.

    EXIT STATUS: 0 nothing failed, 1 a failure was found or reproduced, 2 usage error,
    3 corpus or I/O error, 130 interrupted.
    """
}

/// Runs one command line (without the executable's name) and returns its exit status.
func run(_ commandLine: [String]) -> Int32 {
    guard let subcommand = commandLine.first else {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        return 2
    }
    switch subcommand {
    case "-h", "--help", "help":
        print(usage)
        return 0
    case "--version":
        print("\(tool) \(batchFuzzVersion)")
        return 0
    default:
        break
    }
    var arguments = Arguments(subcommand, Array(commandLine.dropFirst()))
    // A child of the tool's keeps its parent's means of seeing it end from whatever it starts.
    if subcommand.hasPrefix("__") { ChildProcess.keepInheritedDescriptorsFromGrandchildren() }
    do {
        switch subcommand {
        case "fuzz": return try FuzzCommand.main(&arguments)
        case "replay": return try ReplayCommand.main(&arguments)
        case "explain": return try ExplainCommand.main(&arguments)
        case "shrink": return try ShrinkCommand.main(&arguments)
        case "reproduce": return try ReproduceCommand.main(&arguments)
        case "list": return try ListCommand.main(&arguments)
        case "corpus": return try CorpusCommand.main(&arguments)
        case "libfuzzer": return try LibFuzzerCommand.main(&arguments)
        case "__worker": return try WorkerCommand.main(&arguments)
        case "__judge": return try JudgeCommand.main(&arguments)
        case "__exhaustive": return try ExhaustiveChildCommand.main(&arguments)
        default:
            throw UsageError(
                description:
                    "unknown subcommand '\(subcommand)'; available: fuzz, replay, explain, shrink, reproduce, list, corpus, libfuzzer"
            )
        }
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\nRun '\(tool) --help' for usage.\n".utf8))
        return 2
    }
}
