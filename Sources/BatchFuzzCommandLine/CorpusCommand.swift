import BatchFuzz
import Foundation
import PropertyTesting

/// `batchfuzz corpus verify|dedupe DIR` and `batchfuzz shrink PATH`.
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
        guard rest.count == 2 else { throw UsageError(description: "corpus takes an action (verify or dedupe) and a folder") }
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
            let members = groups[key]!.sorted { size($0.file) < size($1.file) || (size($0.file) == size($1.file) && $0.path < $1.path) }
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

/// `batchfuzz shrink PATH`: shrinks an entry further and rewrites it atomically.
enum ShrinkCommand {
    static let help = """
        OVERVIEW: Shrink a corpus entry further (from its draws, keeping its failure signature) and
        rewrite it atomically when a smaller case is found.

        USAGE: batchfuzz shrink PATH [--evaluations N]
          --evaluations N   Candidates to judge at most (default: 50000). An entry recorded as a
                            crash or a timeout judges each in a process of its own.

        EXIT STATUS: 0 shrunk, or already minimal; 3 the entry could not be read or written;
        2 usage error; 130 interrupted (the smallest case found so far is still written).
        """

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.flag("-h") || arguments.flag("--help") {
            printHelp(help)
            return 0
        }
        let evaluations = try arguments.value("--evaluations", expected: "a positive whole number") { Int($0).flatMap { $0 > 0 ? $0 : nil } } ?? 50_000
        let paths = arguments.rest()
        try arguments.finish()
        guard paths.count == 1 else { throw UsageError(description: "shrink takes exactly one corpus file") }
        let path = paths[0]
        do {
            var file = try CorpusStore.read(path)
            guard let engine = Registry.engine(named: file.engine), let flavor = file.viewFlavor else {
                printError("\(path): unknown engine '\(file.engine)' or flavour '\(file.flavor)'")
                return 3
            }
            // The draws belong to the generator of the size the entry was found with.
            let maxSize = file.found.maxSize ?? 12
            let property = engine.property([flavor], maxSize)
            let signature = file.failure.signature
            // SIGINT / SIGTERM end the shrinking, not the process: the smallest case found so far
            // is still written, atomically, and nothing is left half-done.
            let stop = StopFlag.installed()
            // A crash or a hang is judged in a process of its own, candidate by candidate, as
            // `fuzz` shrinks it; anything else is judged here.
            let isolated = file.failure.kind != "property"
            func failsTheSameWay(_ value: AnyCase, _ draws: [UInt64]) -> Bool {
                guard isolated else {
                    if case .fail(signature, _) = engine.verdict(for: value, flavors: [flavor]) { return true }
                    return false
                }
                return JudgeProcess.failsAgain(
                    file.failure.kind, engine: engine.name, flavor: file.flavor, maxSize: maxSize, draws: draws,
                    timeout: .seconds(10), shouldStop: { stop.isSet }).0
            }
            var shrinker = Shrinker(draws: file.draws, maxEvaluations: evaluations, timeLimit: .seconds(120)) { candidate in
                if stop.isSet { return (false, candidate, []) }
                var source = ChoiceSource(replaying: candidate, recordingSpans: true)
                guard let value = try? property.generator.generate(using: &source),
                      failsTheSameWay(value, source.draws) else { return (false, source.draws, []) }
                return (true, source.draws, source.spans)
            }
            var source = ChoiceSource(replaying: file.draws)
            let reproduces = (try? property.generator.generate(using: &source)).map { failsTheSameWay($0, source.draws) } ?? false
            if stop.isSet && !reproduces {
                print("\(path): interrupted before shrinking began; the entry is unchanged")
                return 130
            }
            guard reproduces else {
                print("\(path): its draws no longer reproduce the failure (the generators changed); the recorded case still replays, nothing to shrink")
                return 0
            }
            shrinker.shrink()
            guard Shrinker.isSmaller(shrinker.best, than: file.draws) else {
                print("\(path): " + (stop.isSet ? "interrupted; nothing smaller found yet" : "already minimal") + " (\(shrinker.evaluations) evaluations)")
                return stop.isSet ? 130 : 0
            }
            var replay = ChoiceSource(replaying: shrinker.best)
            let value = try! property.generator.generate(using: &replay)
            if !isolated, case .fail(_, let message) = engine.verdict(for: value, flavors: [flavor]) { file.failure.message = message }
            file.draws = shrinker.best
            file.case = try value.json()
            try CorpusStore.write(file, to: URL(fileURLWithPath: path).deletingLastPathComponent().path, subfolder: "")
            if URL(fileURLWithPath: path).lastPathComponent != file.fileName { try? FileManager.default.removeItem(atPath: path) }
            print("\(path): shrunk to \(shrinker.best.count) draws in \(shrinker.evaluations) evaluations\(stop.isSet ? " (interrupted)" : ""); written as \(file.fileName)")
            return stop.isSet ? 130 : 0
        } catch {
            printError("\(error)")
            return 3
        }
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data("error: \(text)\n".utf8))
}
