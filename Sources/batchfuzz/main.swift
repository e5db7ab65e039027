import BatchFuzz

// Placeholder entry point: the command line (fuzz, replay, shrink, explain, list, corpus)
// arrives with its own issue.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--version") {
    print("batchfuzz \(BatchFuzz.version)")
} else {
    print("batchfuzz \(BatchFuzz.version): fuzzer for UITableView / UICollectionView batch updates")
}
