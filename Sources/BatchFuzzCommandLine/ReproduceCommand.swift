import BatchFuzzCore
import BatchModel
import Foundation
import BatchFuzzRegistry
import BatchFuzzReproduce

/// `batchfuzz reproduce TEXT`: from a crash report's line to the batch and the edits that make it.
enum ReproduceCommand {
    static let file = Option<String>(
        "--file", "FILE",
        help:
            "Read the text from FILE instead: a whole crash report or console log, its frames too (a reload, a fetched-results delegate, a library or a thread off the main one in them is named first)."
    )
    static let search = Option<Duration>(
        "--search", "D", expected: "a duration such as 0s, 5s or 1m",
        help: "Time for the bug-zoo search (default: 5s; 0s skips it)."
    ) { text in ["0", "0s"].contains(text) ? Duration.zero : parseDuration(text) }
    static let corpus = Option<String>(
        "--corpus", "DIR", help: "Where the entries go, under reproductions/ (default: Corpus).")
    static let noSave = Flag(name: "--no-save", help: "Print only.")

    static let help = CommandHelp(
        name: "reproduce",
        overview:
            "Reproduce a UIKit batch-update crash from its text: the rule it breaks, the arithmetic in plain words, the smallest counts and batch that make UIKit print exactly this text, and edit sequences that known engine mistakes (the bug zoo) turn into it. Each is saved as a corpus entry, so 'batchfuzz replay' and 'batchfuzz explain' work on it.",
        usage: ["TEXT [options]", "--file FILE [options]"],
        arguments: [
            (
                "TEXT",
                "The reason, the whole '*** Terminating app due to uncaught exception …' line, a crash-report excerpt, or Core Data's 'Serious application error' log (quote it; '-' reads standard input)."
            )
        ],
        options: [file, search, corpus, noSave],
        exitStatus:
            "0 reproduced; 1 the text was read but no batch prints it; 2 usage error, or no UIKit batch-update text in the input (the error names the texts it knows and the closest); 3 an entry could not be saved; 130 interrupted (what was found until then is printed and saved)."
    )

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.begin(help) { return 0 }
        let file = try arguments.value(Self.file)
        let search = try arguments.value(Self.search) ?? .seconds(5)
        let corpus = try arguments.value(Self.corpus) ?? "Corpus"
        let save = !arguments.flag(Self.noSave)
        let words = arguments.rest()
        try arguments.finish()
        let input: String
        if let file {
            guard words.isEmpty else { throw UsageError(description: "give the text or --file, not both") }
            guard let data = FileManager.default.contents(atPath: file) else {
                throw UsageError(description: "\(file): cannot read it")
            }
            input = String(decoding: data, as: UTF8.self)
        } else if words == ["-"] {
            input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            guard !words.isEmpty else {
                throw UsageError(
                    description: "reproduce needs the crash text (quoted), '-' for standard input, or --file FILE")
            }
            input = words.joined(separator: " ")
        }
        // SIGINT / SIGTERM end the bug-zoo search: what was reproduced until then is printed and
        // saved, and the exit status says the search was cut short.
        let stop = StopFlag.installed()
        let reproduction: CrashReproduction
        do {
            reproduction = try CrashReproduction.reproducing(
                input, zoo: Registry.engines, searchBudget: search, isCancelled: { stop.isSet })
        } catch {
            throw UsageError(description: "\(error)")
        }
        print(reproduction)
        if stop.isSet {
            print(
                "\nINTERRUPTED: the bug-zoo search was stopped by a signal; the mistakes above are those found until then"
            )
        }
        if save {
            do {
                let paths = try saved(reproduction, corpus: corpus)
                if !paths.isEmpty {
                    print("\nsaved:")
                    paths.forEach { print("  \($0)") }
                    print("explain one with: \(tool) explain \(paths[0])")
                }
            } catch {
                printError("\(error)")
                return 3
            }
        }
        if stop.isSet { return 130 }
        return reproduction.batches.isEmpty ? 1 : 0
    }

    /// The batches and the mistakes as corpus entries, which must keep failing with the text's rule.
    static func saved(_ reproduction: CrashReproduction, corpus: String) throws(CorpusError) -> [String] {
        let found = CorpusFile.Found(by: "\(toolAndVersion) reproduce", seed: "0", caseIndex: nil)
        var paths: [String] = []
        for batch in reproduction.batches {
            guard
                case .fail(let signature, let message) = Registry.engine(named: CrashReproduction.scenario).map({
                    $0.verdict(for: AnyCase(batch), flavors: [batch.flavor])
                })
            else { continue }
            let file = CorpusFile(
                scenario: CrashReproduction.scenario, engine: CrashReproduction.scenario, flavor: batch.flavor,
                expectation: .fail,
                failure: .init(kind: .property, signature: signature, message: message),
                found: found, draws: [],
                case: (try? JSONValue(encoding: batch)) ?? .null)
            paths.append(try CorpusStore.write(file, to: corpus, subfolder: "reproductions"))
        }
        for mistake in reproduction.mistakes {
            let file = CorpusFile(
                scenario: mistake.scenario, engine: mistake.engine, flavor: mistake.flavor, expectation: .fail,
                failure: .init(
                    kind: .property, signature: mistake.signature, message: mistake.message),
                found: found,
                draws: mistake.draws, case: mistake.caseJSON)
            paths.append(try CorpusStore.write(file, to: corpus, subfolder: "reproductions"))
        }
        return paths
    }
}
