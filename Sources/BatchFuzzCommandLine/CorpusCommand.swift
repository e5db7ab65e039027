import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import BatchFuzzRegistry

/// `batchfuzz corpus verify|dedupe DIR`.
enum CorpusCommand {
    static let caseTimeout = CommonOptions.caseTimeout(
        "Each entry runs in a process of its own; one taking longer is a timeout (default: 10s).")

    static let help = CommandHelp(
        name: "corpus", overview: "Maintain a corpus folder.", usage: ["verify DIR", "dedupe DIR"],
        arguments: [
            ("verify DIR", "Every entry parses and behaves as recorded."),
            (
                "dedupe DIR",
                "Entries of one engine, flavour and failure signature that behave as recorded collapse to the smallest; the others are deleted. Damaged entries, and entries that no longer behave as recorded, are reported and left alone."
            ),
        ],
        options: [caseTimeout],
        exitStatus:
            "0 all good, 1 an entry behaves differently (dedupe: one was left alone for it), 3 an entry is unreadable, 2 usage."
    )

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.begin(help) { return 0 }
        let timeout = try arguments.value(Self.caseTimeout) ?? .seconds(10)
        let rest = arguments.rest()
        try arguments.finish()
        guard rest.count == 2 else {
            throw UsageError(description: "corpus takes an action (verify or dedupe) and a folder")
        }
        switch rest[0] {
        case "verify": return ReplayCommand.run([rest[1]], reproducing: false, timeout: timeout)
        case "dedupe": return dedupe(rest[1], timeout: timeout)
        default: throw UsageError(description: "unknown corpus action '\(rest[0])'; available: verify, dedupe")
        }
    }

    static func dedupe(_ folder: String, timeout: Duration) -> Int32 {
        var paths: [String]
        do { paths = try CorpusStore.entries(under: folder) } catch {
            printError("\(error)")
            return 3
        }
        if paths.isEmpty {
            printError("\(folder): holds no corpus entry (no .json file in it or its sub-folders)")
            return 3
        }
        // A link and the file it points to are one entry, not two alike: it is read once, under
        // the path that is no link, and neither is ever removed as the other's copy.
        var identities = Set<CorpusStore.FileIdentity>()
        let links = paths.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: $0)) != nil }
        paths = (paths.filter { !links.contains($0) } + links).filter { path in
            CorpusStore.FileIdentity(path).map { identities.insert($0).inserted } ?? true
        }.sorted()
        var groups: [String: [(path: String, file: CorpusFile)]] = [:]
        var order: [String] = []
        var errors = 0, left = 0
        for path in paths {
            // Only entries that run and behave as recorded take part: a damaged entry, or a
            // smaller copy that no longer fails, is reported and kept, never chosen over a good
            // one, and never the reason a good one is deleted.
            let outcome = CorpusReplay.replay(path) { path, file in
                JudgeProcess.verdict(onEntry: path, file, timeout: timeout)
            }
            if let error = outcome.error {
                printError("\(error)")
                errors += 1
                continue
            }
            guard let file = outcome.file, outcome.asRecorded else {
                print("kept \(outcome.summary.dropFirst(10)) (left alone: it does not behave as recorded)")
                left += 1
                continue
            }
            let key = "\(file.engine) \(file.flavor.name) \(file.failure.signature) \(file.expectation.rawValue)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append((path, file))
        }
        var removed = 0
        for key in order {
            let members = groups[key]!.sorted {
                size($0.file) < size($1.file) || (size($0.file) == size($1.file) && $0.path < $1.path)
            }
            for extra in members.dropFirst() {
                do {
                    try FileManager.default.removeItem(atPath: extra.path)
                    print("removed \(extra.path) (same as \(members[0].path))")
                    removed += 1
                } catch {
                    printError("\(extra.path): cannot remove: \(error.localizedDescription)")
                    errors += 1
                }
            }
        }
        print(
            "\(paths.count) entries, \(removed) removed, \(paths.count - removed - errors) kept"
                + (left > 0 ? " (\(left) of them not behaving as recorded)" : ""))
        return errors > 0 ? 3 : left > 0 ? 1 : 0
    }

    /// Smaller cases first: a shorter explicit case, then fewer draws.
    static func size(_ file: CorpusFile) -> (Int, Int) {
        ((try? CorpusFile.encoder.encode(file.case).count) ?? Int.max, file.draws.count)
    }
}
