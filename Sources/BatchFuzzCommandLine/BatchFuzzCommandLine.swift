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

/// A subcommand: its name, the line the overview gives it, and where it starts.
struct Subcommand: Sendable {
    var name: String
    var summary: String
    var main: @Sendable (inout Arguments) throws(UsageError) -> Int32

    /// The subcommands a person runs, in the order the overview lists them.
    static let all: [Subcommand] = [
        .init(
            name: "fuzz", summary: "Run random cases through the engines (the main job); failures go to Corpus/.",
            main: FuzzCommand.main),
        .init(
            name: "replay", summary: "Replay corpus entries and check each behaves as it records.",
            main: ReplayCommand.main),
        .init(
            name: "explain", summary: "Show a corpus entry step by step, with UIKit's verdict.",
            main: ExplainCommand.main),
        .init(name: "shrink", summary: "Shrink a corpus entry further and rewrite it.", main: ShrinkCommand.main),
        .init(
            name: "reproduce", summary: "From a crash text to the batch and the edits that make it.",
            main: ReproduceCommand.main),
        .init(name: "list", summary: "List the scenarios, engines and flavours.", main: ListCommand.main),
        .init(name: "corpus", summary: "verify or dedupe a corpus folder.", main: CorpusCommand.main),
        .init(
            name: "libfuzzer", summary: "Import libFuzzer's crash files as entries; write entries as its seeds.",
            main: LibFuzzerCommand.main),
    ]

    /// The child the tool starts itself (hidden from the overview): a worker, a judge or a walk.
    static let child = Subcommand(name: "__child", summary: "", main: ChildCommand.main)
}

var usage: String {
    let width = Subcommand.all.map(\.name.count).max() ?? 0
    let lines = Subcommand.all.map {
        "  " + $0.name + String(repeating: " ", count: width + 3 - $0.name.count) + $0.summary
    }
    return """
        OVERVIEW: BatchFuzz \(batchFuzzVersion) — fuzzes the code that turns data changes into
        UITableView / UICollectionView batch updates, judged by an oracle that reproduces UIKit's
        rules and exception texts.

        USAGE: \(tool) <subcommand> [options]

        SUBCOMMANDS:
        \(lines.joined(separator: "\n"))

        OPTIONS:
          -h, --help  Show help; '\(tool) <subcommand> --help' for a subcommand's options.
          --version   Show the version.

        EXIT STATUS: 0 nothing failed, 1 a failure was found or reproduced, 2 usage error,
        3 corpus or I/O error, 130 interrupted.
        """
}

/// Runs one command line (without the executable's name) and returns its exit status.
func run(_ commandLine: [String]) -> Int32 {
    guard let name = commandLine.first else {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        return 2
    }
    switch name {
    case "-h", "--help", "help":
        print(usage)
        return 0
    case "--version":
        print("\(tool) \(batchFuzzVersion)")
        return 0
    default:
        break
    }
    var arguments = Arguments(name, Array(commandLine.dropFirst()))
    do {
        if name == Subcommand.child.name {
            // A child of the tool's keeps its parent's means of seeing it end from whatever it starts.
            ChildProcess.keepInheritedDescriptorsFromGrandchildren()
            return try Subcommand.child.main(&arguments)
        }
        guard let subcommand = Subcommand.all.first(where: { $0.name == name }) else {
            throw UsageError(
                description:
                    "unknown subcommand '\(name)'; available: \(Subcommand.all.map(\.name).joined(separator: ", "))")
        }
        return try subcommand.main(&arguments)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\nRun '\(tool) --help' for usage.\n".utf8))
        return 2
    }
}
