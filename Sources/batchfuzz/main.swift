import BatchFuzz
import Foundation

// The command line: subcommands, --help on each, --version; exit status 0 nothing failed,
// 1 a failure found, 2 usage error. (replay, shrink, explain and corpus arrive with the
// corpus issue.)

let usage = """
    OVERVIEW: BatchFuzz \(BatchFuzz.version) — fuzzes the code that turns data changes into
    UITableView / UICollectionView batch updates, judged by an oracle that reproduces UIKit's
    rules and exception texts.

    USAGE: batchfuzz <subcommand> [options]

    SUBCOMMANDS:
      fuzz        Run random cases through the engines (the main job).
      list        List the scenarios, engines and flavours.

    OPTIONS:
      -h, --help  Show help; 'batchfuzz <subcommand> --help' for a subcommand's options.
      --version   Show the version.

    EXIT STATUS: 0 nothing failed, 1 a failure was found, 2 usage error.
    """

var commandLine = Array(CommandLine.arguments.dropFirst())
guard let subcommand = commandLine.first else {
    print(usage)
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
    case "list": exit(try ListCommand.main(&arguments))
    default: throw UsageError(description: "unknown subcommand '\(subcommand)'; available: fuzz, list")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\nRun 'batchfuzz --help' for usage.\n".utf8))
    exit(2)
}
