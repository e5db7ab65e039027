import Foundation

// What the commands print besides their results: help and errors.

/// Prints a subcommand's help under the name this executable was started as.
func printHelp(_ text: String) {
    print(text.replacingOccurrences(of: "batchfuzz ", with: "\(tool) "))
}

/// Prints `error: text` on standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data("error: \(text)\n".utf8))
}
