import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// `batchfuzz libfuzzer import|seeds`: libFuzzer's files and the corpus, both ways — a crash
/// file becomes an ordinary corpus entry, and the corpus's entries become libFuzzer's seeds.
enum LibFuzzerCommand {
    static let engine = Option<String>("--engine", "E", help: "The engine the target runs (its BATCHFUZZ_ENGINE).")
    static let flavor = Option<ViewFlavor>(
        "--flavor", "F", expected: "table or collection",
        help: "table (default) or collection (its BATCHFUZZ_FLAVOR).", parse: ViewFlavor.init(name:))
    static let maxSize = Option<Int>(
        "--max-size", "N", expected: "a whole number",
        help: "The most operations a case has (default: \(CaseSize.standard); its BATCHFUZZ_MAX_SIZE)."
    ) { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
    static let corpus = Option<String>(
        "--corpus", "DIR",
        help: "import: where entries go (default: Corpus); seeds: where entries are read from (default: Corpus).")
    static let caseTimeout = CommonOptions.caseTimeout("import: longer than this, a case is a hang (default: 10s).")

    static let help = CommandHelp(
        name: "libfuzzer",
        overview:
            "Move cases between libFuzzer and the corpus. 'import' judges libFuzzer's crash files (or any inputs) with the engine the target ran, and saves each failure, shrunk by BatchFuzz's shrinker, as a corpus entry that 'batchfuzz replay' and 'explain' read. 'seeds' writes the corpus entries of an engine's scenario as libFuzzer inputs, so a coverage-guided run starts from every failure found before.",
        usage: ["import FILE… --engine E [options]", "seeds DIR --engine E [options]"],
        options: [engine, CommonOptions.deploymentTarget, flavor, maxSize, corpus, caseTimeout],
        exitStatus:
            "0 nothing failed (import) or seeds written; 1 an input failed and was saved; 2 usage error; 3 a file could not be read or written."
    )

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.begin(help) { return 0 }
        let engine = try arguments.registeredEngine(Self.engine)
        let flavor = try arguments.value(Self.flavor) ?? .tableView
        let maxSize = try arguments.value(Self.maxSize) ?? CaseSize.standard
        let corpus = try arguments.value(Self.corpus) ?? "Corpus"
        let timeout = try arguments.value(Self.caseTimeout) ?? .seconds(10)
        let rest = arguments.rest()
        try arguments.finish()
        guard engine.flavors.contains(flavor) else {
            throw UsageError(description: "\(engine.name) does not run in \(flavor.className)")
        }
        let input = LibFuzzerInput(engine: engine, flavor: flavor, maxSize: maxSize)
        switch rest.first {
        case "import":
            guard rest.count > 1 else { throw UsageError(description: "libfuzzer import takes the files to import") }
            return importing(Array(rest.dropFirst()), input, corpus: corpus, timeout: timeout)
        case "seeds":
            guard rest.count == 2 else {
                throw UsageError(description: "libfuzzer seeds takes one folder to write the seeds to")
            }
            return seeds(into: rest[1], input, corpus: corpus)
        default:
            throw UsageError(description: "libfuzzer takes an action (import or seeds); run '\(tool) libfuzzer --help'")
        }
    }

    /// Judges each file as libFuzzer's target would, and saves each failure as a corpus entry.
    static func importing(_ paths: [String], _ input: LibFuzzerInput, corpus: String, timeout: Duration) -> Int32 {
        var failed = false
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("\(path): cannot read it")
                return 3
            }
            guard let (_, draws) = input.generate(Array(data)) else {
                print("\(path): makes no case of \(input.engine.name)")
                continue
            }
            let by = "\(toolAndVersion) libfuzzer import"
            // A crash or a hang is judged in a process of its own; anything else here.
            guard
                let file = input.crashFailure(draws, timeout: timeout, by: by)
                    ?? input.propertyFailure(draws, by: by)?.file
            else {
                print("\(path): passes")
                continue
            }
            failed = true
            do {
                let saved = try CorpusStore.write(file, to: corpus, subfolder: input.subfolder)
                print(
                    "\(path): \(file.failure.signature)\n  saved \(saved)\n  explain it with: \(tool) explain \(saved)")
            } catch {
                printError("\(error)")
                return 3
            }
        }
        return failed ? 1 : 0
    }

    /// Writes the draws of every entry of the engine's scenario as the bytes that make the same
    /// case, one file per entry, named after it.
    static func seeds(into folder: String, _ input: LibFuzzerInput, corpus: String) -> Int32 {
        let property = input.property
        var written = 0
        // Entries of one name in two folders (`zoo/` and `smallest/`) hold one case: one seed.
        var names = Set<String>(), alike = 0
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for path in try CorpusStore.files(under: [corpus]) {
                guard let file = try? CorpusStore.read(path), file.scenario == input.engine.scenario,
                    !file.draws.isEmpty
                else { continue }
                var encoding = ChoiceSource(encoding: file.draws)
                guard (try? property.generator.generate(using: &encoding)) != nil else { continue }
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                guard names.insert(name).inserted else {
                    alike += 1
                    continue
                }
                try FileWriter.write(
                    encoding.encodedBytes, to: URL(fileURLWithPath: folder).appendingPathComponent(name).path)
                written += 1
            }
        } catch {
            printError("\(error)")
            return 3
        }
        print(
            "\(written) seeds written to \(folder) from the \(input.engine.scenario) entries under \(corpus)"
                + (alike > 0 ? " (\(alike) more entries share a name, and a seed, with one of them)" : ""))
        return 0
    }
}
