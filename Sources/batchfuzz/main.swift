import BatchFuzz
import Foundation

// The command line: subcommands, --help on each, --version; exit status 0 nothing failed,
// 1 a failure found or reproduced, 2 usage error, 3 corpus or I/O error.

let usage = """
    OVERVIEW: BatchFuzz \(BatchFuzz.version) — fuzzes the code that turns data changes into
    UITableView / UICollectionView batch updates, judged by an oracle that reproduces UIKit's
    rules and exception texts.

    USAGE: batchfuzz <subcommand> [options]

    SUBCOMMANDS:
      fuzz        Run random cases through the engines (the main job); failures go to Corpus/.
      replay      Replay corpus entries and check each behaves as it records.
      explain     Show a corpus entry step by step, with UIKit's verdict.
      shrink      Shrink a corpus entry further and rewrite it.
      list        List the scenarios, engines and flavours.
      corpus      verify or dedupe a corpus folder.

    OPTIONS:
      -h, --help  Show help; 'batchfuzz <subcommand> --help' for a subcommand's options.
      --version   Show the version.

    EXIT STATUS: 0 nothing failed, 1 a failure was found or reproduced, 2 usage error,
    3 corpus or I/O error.
    """

var commandLine = Array(CommandLine.arguments.dropFirst())
guard let subcommand = commandLine.first else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
switch subcommand {
case "-h", "--help", "help":
    print(usage)
    exit(0)
case "--version":
    print("batchfuzz \(BatchFuzz.version)")
    exit(0)
default:
    break
}
var arguments = Arguments(subcommand, Array(commandLine.dropFirst()))
do {
    switch subcommand {
    case "fuzz": exit(try FuzzCommand.main(&arguments))
    case "replay": exit(try ReplayCommand.main(&arguments))
    case "explain": exit(try ExplainCommand.main(&arguments))
    case "shrink": exit(try ShrinkCommand.main(&arguments))
    case "list": exit(try ListCommand.main(&arguments))
    case "corpus": exit(try CorpusCommand.main(&arguments))
    case "__worker": exit(try WorkerCommand.main(&arguments))
    case "__judge": exit(try JudgeCommand.main(&arguments))
    default: throw UsageError(description: "unknown subcommand '\(subcommand)'; available: fuzz, replay, explain, shrink, list, corpus")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\nRun 'batchfuzz --help' for usage.\n".utf8))
    exit(2)
}
