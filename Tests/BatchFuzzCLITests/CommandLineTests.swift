import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Scenarios
import Testing

/// The command line as a process: usage errors, a bug-zoo run and its entry, replay, explain,
/// determinism, and survival of engines that trap or hang.
@Suite(.serialized) struct CommandLineTests {
    @Test(arguments: [
        (["fuzz", "--flavor", "sideways"], "--flavor expects table, collection or both, got 'sideways'"),
        (["fuzz", "--cases", "0"], "--cases expects a positive whole number, got '0'"),
        (["fuzz", "--engine", "nope"], "unknown engine 'nope'; available: coalescer, differ"),
        (["fuzz", "--scenario", "core", "--engine", "nope"], "unknown engine 'nope' for scenario 'core'"),
        (["fuzz", "--engine", ""], "--engine needs engine names, e.g. --engine coalescer, or several"),
        (["fuzz", "--engine", "coalescer,"], "--engine needs engine names"),
        (["fuzz", "--scenario", "list", "--engine", "coalescer"], "unknown engine 'coalescer' for scenario 'list'"),
        (["fuzz", "--", "x"], "unexpected argument 'x' for 'fuzz'"),
        (["fuzz", "--bogus"], "unknown option '--bogus' for 'fuzz'"),
        (["fuzz", "--cases", "5", "--duration", "1m"], "give --cases or --duration, not both"),
        (["frob"], "unknown subcommand 'frob'"),
        (["replay"], "replay needs at least one corpus file or folder"),
        (["corpus", "polish", "x"], "unknown corpus action 'polish'"),
        (
            ["fuzz", "--scenario", "static-rows", "--flavor", "collection", "--duration", "10s"],
            "run only as table views: --flavor collection leaves nothing to run"
        ),
        (["fuzz", "--scenario", "static-rows", "--flavor", "collection"], "run only as table views"),
        (
            ["fuzz", "--duration", "99999999999999h"],
            "--duration expects a duration such as 90s, 10m or 1h, up to 720h"
        ),
        (["fuzz", "--case-timeout", "9223372036854775807ms"], "--case-timeout expects a duration"),
        (["fuzz", "--seed", "1", "--seed", "2"], "--seed is given more than once"),
        (["fuzz", "--scenario", "oracle", "--engine", "coalescer"], "--engine does not apply to --scenario oracle"),
        (["fuzz", "--scenario", "oracle", "--workers", "2"], "--workers does not apply to --scenario oracle"),
        (["fuzz", "--scenario", "oracle", "--corpus", "x"], "--corpus does not apply to --scenario oracle"),
        ([], "USAGE: batchfuzz <subcommand>"),
        (["__child", "{not a request"], "__child takes one request, as its parent writes it: {not a request"),
        (
            [
                "__child",
                #"{"engine":"nope","deploymentTarget":"15","flavor":"tableView","maxSize":1,"job":{"judge":{"_0":{"draws":{"_0":[]}}}}}"#,
            ],
            "unknown engine 'nope'"
        ),
    ])
    func usageErrorsExit2AndSayWhatIsAccepted(_ arguments: [String], _ message: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
    }

    /// The oracle self-check honours the flavour and a time budget.
    @Test func theOracleSelfCheckTakesAFlavourAndADuration() throws {
        let run = try CLI.run([
            "fuzz", "--scenario", "oracle", "--flavor", "collection", "--duration", "1s", "--seed", "3",
        ])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("oracle self-check, budget 1.0 seconds, collection, seed 3"), "\(run.output)")
    }

    /// An engine's name is unique across scenarios, so it is enough to choose its scenario.
    @Test func anEngineNameChoosesItsScenario() throws {
        let run = try CLI.run([
            "fuzz", "--engine", "content-replacement", "--flavor", "table", "--cases", "20", "--seed", "1",
            "--workers", "1", "--corpus", CLI.temporaryFolder(),
        ])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("scenario diffable"))
        // Engines of several scenarios together: each runs in its own.
        let both = try CLI.run([
            "fuzz", "--engine", "content-replacement,collection-difference", "--flavor", "table", "--cases", "20",
            "--seed", "1", "--workers", "1", "--corpus", CLI.temporaryFolder(),
        ])
        #expect(both.status == 0, "\(both.errors)")
        #expect(both.output.contains("scenarios diffable, list, 2 runs"), "\(both.output)")
        #expect(
            both.output.contains(
                "replay with: batchfuzz fuzz --engine content-replacement,collection-difference --flavor table --seed 1 --cases 20"
            ), "\(both.output)")
        // `--` ends the options: what follows is a path, even one that looks like an option.
        let replay = try CLI.run(["replay", "--", "-no-such-entry.json"])
        #expect(replay.status == 3 && replay.errors.contains("-no-such-entry.json"), "\(replay.errors)")
    }

    static let subcommands = ["fuzz", "replay", "explain", "shrink", "reproduce", "list", "corpus", "libfuzzer"]

    @Test(arguments: subcommands)
    func everySubcommandHasHelp(_ subcommand: String) throws {
        let run = try CLI.run([subcommand, "--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: batchfuzz \(subcommand)"))
        #expect(run.output.contains("EXIT STATUS:"), "\(subcommand) --help says what its exit codes mean")
    }

    /// Every option a subcommand's help lists is one it reads: given with a value (or alone, for
    /// a flag) it is never an unknown option. (Help and parsing come from the same declarations.)
    @Test(arguments: subcommands)
    func everyOptionInTheHelpIsRead(_ subcommand: String) throws {
        let help = try CLI.run([subcommand, "--help"]).output
        let options = help.split(separator: "\n").compactMap { line -> (String, Bool)? in
            let words = line.split(separator: " ")
            guard line.hasPrefix("  "), let name = words.first, name.hasPrefix("--"), name != "--help" else {
                return nil
            }
            // A placeholder after the name: the option takes a value.
            let takesValue = words.count > 1 && words[1].allSatisfy { $0.isUppercase || "/,…".contains($0) }
            return (String(name), takesValue)
        }
        #expect(!options.isEmpty || subcommand == "explain", "\(help)")
        for (option, takesValue) in options {
            let run = try CLI.run([subcommand, option] + (takesValue ? ["0"] : []) + ["--bogus"])
            #expect(run.status == 2, "\(subcommand) \(option): \(run.errors)")
            #expect(!run.errors.contains("unknown option '\(option)'"), "\(subcommand) \(option): \(run.errors)")
        }
    }

    @Test func versionAndList() throws {
        #expect(try CLI.run(["--version"]).output == "batchfuzz \(batchFuzzVersion)\n")
        let list = try CLI.run(["list"])
        #expect(list.status == 0 && list.output.contains("naive-coalescer") && list.output.contains("zoo"))
    }

    /// Each scenario's correct engines, as a run on the defaults names them; the fetched-results
    /// scenario only where Core Data is not (Linux).
    static var scenarioDefaults: [(String, [String])] {
        var defaults = [
            ("static-rows", ["zero-height-rows (table)", "delete-insert-rows (table)"]),
            ("diffable", ["content-replacement (table)", "content-replacement (collection)"]),
            ("auxiliary-rows", ["auxiliary-rows-table (table)"]),
        ]
        #if !canImport(CoreData)
            defaults.append(("fetched-results", ["fetched-results-adapter (table)", "snapshot-adapter (table)"]))
        #endif
        return defaults
    }

    @Test(arguments: scenarioDefaults)
    func scenariosRunOnTheirDefaults(_ scenario: String, _ runs: [String]) throws {
        let corpus = CLI.temporaryFolder()
        let fuzz = try CLI.run(["fuzz", "--scenario", scenario, "--cases", "200", "--workers", "1", "--corpus", corpus])
        #expect(fuzz.status == 0, "\(fuzz.output)")
        for run in runs { #expect(fuzz.output.contains("\(run): 200 cases, 0 failures")) }
        // A table-only scenario never runs in the collection flavour.
        if scenario != "diffable" { #expect(!fuzz.output.contains("(collection)")) }
        #expect(CLI.files(in: corpus).isEmpty)
    }

    /// The replay line carries every option that changes which cases run, so that pasting it
    /// runs the same cases.
    @Test func theReplayLineNamesFlavourAndSize() throws {
        let fuzz = try CLI.run([
            "fuzz", "--flavor", "collection", "--max-size", "30", "--seed", "9", "--cases", "50", "--workers", "1",
            "--corpus", CLI.temporaryFolder(),
        ])
        #expect(fuzz.status == 0, "\(fuzz.output)")
        #expect(
            fuzz.output.contains(
                "replay with: batchfuzz fuzz --scenario core --flavor collection --seed 9 --max-size 30 --cases 50\n"))
        let plain = try CLI.run([
            "fuzz", "--seed", "9", "--cases", "20", "--workers", "1", "--corpus", CLI.temporaryFolder(),
        ])
        #expect(plain.output.contains("replay with: batchfuzz fuzz --scenario core --seed 9 --cases 20\n"))
        // A run on a time budget (every nightly run) gives the count it reached, so its line
        // replays the night's cases, not a default count.
        let timed = try CLI.run([
            "fuzz", "--engine", "coalescer", "--flavor", "table", "--seed", "9", "--duration", "1s", "--workers", "1",
            "--corpus", CLI.temporaryFolder(),
        ])
        let line = try #require(
            timed.output.split(separator: "\n").first { $0.hasPrefix("replay with:") }, "\(timed.output)")
        let reached = try #require(
            timed.output.split(separator: "\n").first { $0.hasPrefix("coalescer") }?.split(separator: " ")
                .compactMap { Int($0) }.first)
        #expect(
            line
                == "replay with: batchfuzz fuzz --scenario core --engine coalescer --flavor table --seed 9 --cases \(reached)   (the most cases a run reached in its budget)"
        )
    }

    @Test func aScenarioZooEntryIsSavedExplainedAndReplayed() throws {
        let corpus = CLI.temporaryFolder()
        let fuzz = try CLI.run([
            "fuzz", "--scenario", "static-rows", "--engine", "reload-in-new-space", "--seed", "2026",
            "--cases", "1000", "--workers", "1", "--corpus", corpus,
        ])
        #expect(fuzz.status == 1)
        let files = CLI.files(in: corpus)
        #expect(files.count == 1 && files[0].hasPrefix("zoo/static-rows-reload-in-new-space-table-"))
        let path = corpus + "/" + files[0]
        let entry = try CorpusStore.read(path)
        #expect(try entry.case.decoded(as: StaticRowsCase.self).steps.count <= 5)
        let explain = try CLI.run(["explain", path])
        #expect(
            explain.status == 0
                && explain.output.contains("the first invariant that broke is \(entry.failure.signature)"))
        #expect(try CLI.run(["replay", path]).status == 1)
    }

    @Test func aZooRunSavesAShrunkEntryThatReplayAndExplainShow() throws {
        let corpus = CLI.temporaryFolder()
        let fuzz = try CLI.run([
            "fuzz", "--engine", "naive-coalescer", "--flavor", "table", "--seed", "1", "--cases", "1000",
            "--workers", "1", "--corpus", corpus,
        ])
        #expect(fuzz.status == 1)
        let files = CLI.files(in: corpus)
        #expect(files.count == 1 && files[0].hasPrefix("zoo/core-naive-coalescer-table-"))
        let path = corpus + "/" + files[0]
        let entry = try CorpusStore.read(path)
        #expect(try entry.case.decoded(as: EditCase.self).edits.count <= 3)
        #expect(entry.failure.message.contains("NSInternalInconsistencyException"))

        let replay = try CLI.run(["replay", path])
        #expect(replay.status == 1)
        #expect(replay.output.contains(entry.failure.message))

        let explain = try CLI.run(["explain", path])
        #expect(explain.status == 0)
        #expect(explain.output.contains("Initial list:") && explain.output.contains("  1. "))
        #expect(
            explain.output.contains("Batch:")
                && explain.output.contains("Verdict: the first invariant that broke is \(entry.failure.signature)"))

        #expect(try CLI.run(["corpus", "verify", corpus]).status == 0)
    }

    @Test func theSameSeedTwiceGivesByteIdenticalEntriesAndCounts() throws {
        func run(_ corpus: String) throws -> String {
            let fuzz = try CLI.run([
                "fuzz", "--engine", "naive-coalescer,coalescer", "--seed", "77", "--cases", "600",
                "--workers", "2", "--corpus", corpus,
            ])
            #expect(fuzz.status == 1)
            // The summary rows without the cases/s column.
            return fuzz.output.split(separator: "\n").filter {
                $0.hasPrefix("naive-coalescer ") || $0.hasPrefix("coalescer ")
            }
            .map { $0.split(separator: " ").dropLast().joined(separator: " ") }.joined(separator: "\n")
        }
        let first = CLI.temporaryFolder(), second = CLI.temporaryFolder()
        let summary1 = try run(first), summary2 = try run(second)
        #expect(summary1 == summary2 && !summary1.isEmpty)
        let files = CLI.files(in: first)
        #expect(!files.isEmpty && files == CLI.files(in: second))
        for file in files {
            #expect(
                FileManager.default.contentsEqual(atPath: first + "/" + file, andPath: second + "/" + file), "\(file)")
        }
    }

    @Test func aRunSurvivesEnginesThatTrapOrHangAndSavesBoth() throws {
        let corpus = CLI.temporaryFolder()
        let fuzz = try CLI.run(
            [
                "fuzz", "--engine", "trapping-coalescer,hanging-coalescer", "--flavor", "table", "--seed", "5",
                "--cases", "300", "--workers", "2", "--case-timeout", "1s", "--corpus", corpus,
            ],
            tool: .testEngines)
        #expect(fuzz.status == 1)
        let rows = fuzz.output.split(separator: "\n").filter {
            $0.hasPrefix("trapping-coalescer ") || $0.hasPrefix("hanging-coalescer ")
        }
        #expect(rows.count == 2, "\(fuzz.output)")
        let entries = try CLI.files(in: corpus).map { try CorpusStore.read(corpus + "/" + $0) }
        let kinds = entries.map(\.failure.kind)
        #expect(kinds.contains(.crash) && kinds.contains(.timeout), "\(kinds)")
        // The crash says where the engine trapped.
        let crash = try #require(entries.first { $0.failure.kind == .crash })
        #expect(
            crash.failure.message.hasPrefix(
                "the engine crashed (signal 4) at Trapping.batch<A, B>(for:from:) (main.swift:"),
            "\(crash.failure.message)")
        // The hang is shrunk all the way, each candidate given a tenth of the case time limit and
        // the smallest confirmed with the whole of it: one empty section, reloaded.
        let hang = try #require(entries.first { $0.failure.kind == .timeout })
        let value = try hang.case.decoded(as: EditCase.self)
        #expect(value == EditCase(initial: SectionedList([.init(0, [])]), edits: [.reloadSection(at: 0)]), "\(value)")
    }

    /// A worker records its case in shared memory, not on its pipe: the supervisor must still
    /// pin a crash on the first case that moves a section, whichever worker ran it.
    @Test(arguments: [1, 2]) func aCrashIsPinnedOnTheCaseThatCrashed(workers: Int) throws {
        let seed: UInt64 = 5
        let generator = EditCase.generator()
        let firstMove = (0..<300).first { index in
            var source = ChoiceSource(
                seed: CheckConfiguration.caseSeed(seed, index), size: CheckConfiguration().size(ofCase: index))
            let edits = (try? generator.generate(using: &source))?.edits ?? []
            return edits.contains { if case .moveSection = $0 { true } else { false } }
        }
        let corpus = CLI.temporaryFolder()
        let fuzz = try CLI.run(
            [
                "fuzz", "--engine", "trapping-coalescer", "--flavor", "table", "--seed", String(seed),
                "--cases", "300", "--workers", String(workers), "--corpus", corpus,
            ],
            tool: .testEngines)
        #expect(fuzz.status == 1)
        let entries = try CLI.files(in: corpus).map { try CorpusStore.read(corpus + "/" + $0) }
        #expect(entries.map(\.found.caseIndex) == [firstMove], "\(fuzz.output)")
    }

    @Test func sigtermMidRunLeavesEveryCorpusFileParseable() throws {
        let corpus = CLI.temporaryFolder()
        let (process, output, _) = try CLI.start([
            "fuzz", "--engine", "naive-coalescer,coalescer", "--seed", "9", "--cases", "10000000",
            "--workers", "2", "--corpus", corpus,
        ])
        Thread.sleep(forTimeInterval: 4)
        process.terminate()  // SIGTERM
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "stopped cleanly, not killed")
        #expect(text.contains("interrupted") && text.contains("Summary"), "\(text.suffix(500))")
        for file in CLI.files(in: corpus) {
            #expect(throws: Never.self) { try CorpusStore.read(corpus + "/" + file) }
        }
    }
}
