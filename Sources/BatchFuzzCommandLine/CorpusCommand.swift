import BatchFuzz
import Foundation
import PropertyTesting

/// `batchfuzz corpus verify|dedupe DIR`.
enum CorpusCommand {
    static let help = """
        OVERVIEW: Maintain a corpus folder.

        USAGE: batchfuzz corpus verify DIR   Every entry parses and behaves as recorded (each
                                             runs in a process of its own; --case-timeout D,
                                             default 10s, makes a longer one a timeout).
               batchfuzz corpus dedupe DIR   Entries of one engine, flavour and failure signature
                                             collapse to the smallest; the others are deleted.
                                             Damaged entries are reported and left alone.

        EXIT STATUS: 0 all good, 1 an entry behaves differently, 3 an entry is unreadable, 2 usage.
        """

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.flag("-h") || arguments.flag("--help") {
            printHelp(help)
            return 0
        }
        let timeout = try ReplayCommand.caseTimeout(&arguments)
        let rest = arguments.rest()
        try arguments.finish()
        guard rest.count == 2 else {
            throw UsageError(description: "corpus takes an action (verify or dedupe) and a folder")
        }
        switch rest[0] {
        case "verify": return ReplayCommand.run([rest[1]], reproducing: false, timeout: timeout)
        case "dedupe": return dedupe(rest[1])
        default: throw UsageError(description: "unknown corpus action '\(rest[0])'; available: verify, dedupe")
        }
    }

    static func dedupe(_ folder: String) -> Int32 {
        let paths: [String]
        do { paths = try CorpusStore.files(under: [folder]) } catch {
            printError("\(error)")
            return 3
        }
        var groups: [String: [(path: String, file: CorpusFile)]] = [:]
        var order: [String] = []
        var errors = 0
        for path in paths {
            do {
                let file = try CorpusStore.read(path)
                // Only entries that can run take part: a damaged one is reported and kept, never
                // chosen over a good one, and never the reason a good one is deleted.
                guard let engine = Registry.engine(named: file.engine) else {
                    throw CorpusError(path: path, problem: "field 'engine': unknown engine '\(file.engine)'")
                }
                do { _ = try engine.decodeCase(file.case) } catch {
                    throw CorpusError(path: path, problem: "\(error)")
                }
                let key = "\(file.engine) \(file.flavor) \(file.failure.signature) \(file.expectation.rawValue)"
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append((path, file))
            } catch {
                printError("\(error)")
                errors += 1
            }
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
        print("\(paths.count) entries, \(removed) removed, \(paths.count - removed - errors) kept")
        return errors > 0 ? 3 : 0
    }

    /// Smaller cases first: a shorter explicit case, then fewer draws.
    static func size(_ file: CorpusFile) -> (Int, Int) {
        ((try? CorpusFile.encoder.encode(file.case).count) ?? Int.max, file.draws.count)
    }
}
