import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Testing

/// `fuzz --survey`: a nightly run goes on past failures and saves one entry per distinct one.
@Suite(.serialized) struct SurveyRunTests {
    /// Every distinct failure of an engine with many bugs, each saved once with its count; the
    /// same entries with one worker or two, and the first is the one a plain run saves.
    @Test func aSurveySavesEachDistinctFailureOnceWhateverTheWorkerCount() throws {
        let arguments = ["fuzz", "--engine", "naive-coalescer", "--flavor", "table", "--seed", "7", "--cases", "300"]
        var corpora: [String] = []
        for workers in ["1", "2"] {
            let corpus = CLI.temporaryFolder()
            let run = try CLI.run(arguments + ["--survey", "--workers", workers, "--corpus", corpus])
            #expect(run.status == 1)
            #expect(
                run.output.contains("Failures found (one entry each, grouped by engine and failure)"), "\(run.output)")
            // One line per engine says how many entries and how many distinct failures they show.
            let count = CLI.files(in: corpus).count
            #expect(
                run.output.contains("naive-coalescer: \(count) entries, \(count) distinct failures — "), "\(run.output)"
            )
            corpora.append(corpus)
        }
        let files = CLI.files(in: corpora[0])
        #expect(files == CLI.files(in: corpora[1]))
        for file in files {
            #expect(
                FileManager.default.contentsEqual(atPath: corpora[0] + "/" + file, andPath: corpora[1] + "/" + file),
                "\(file)")
        }
        let entries = try files.map { try CorpusStore.read(corpora[0] + "/" + $0) }
        let signatures = entries.map(\.failure.signature)
        #expect(entries.count > 5 && Set(signatures).count == entries.count, "\(signatures)")
        #expect(entries.allSatisfy { ($0.found.failingCases ?? 0) >= 1 })
        #expect(entries.contains { ($0.found.failingCases ?? 0) > 1 })

        let plain = CLI.temporaryFolder()
        #expect(try CLI.run(arguments + ["--workers", "1", "--corpus", plain]).status == 1)
        let first = try #require(CLI.files(in: plain).first)
        #expect(files.contains(first))
        #expect(try CorpusStore.read(plain + "/" + first).found.failingCases == nil)
    }

    /// A worker that crashes is replaced and the survey runs every case; the crashes are one
    /// entry, counted.
    @Test func aSurveyGoesOnPastCrashes() throws {
        let corpus = CLI.temporaryFolder()
        let run = try CLI.run(
            [
                "fuzz", "--engine", "trapping-coalescer", "--flavor", "table", "--seed", "7", "--cases", "200",
                "--workers", "2", "--survey", "--corpus", corpus,
            ], tool: .testEngines)
        #expect(run.status == 1)
        #expect(run.output.contains("trapping-coalescer (table): 200 cases"), "\(run.output)")
        let entries = try CLI.files(in: corpus).map { try CorpusStore.read(corpus + "/" + $0) }
        #expect(entries.count == 1)
        #expect(entries.first?.failure.kind == .crash)
        #expect((entries.first?.found.failingCases ?? 0) > 1)
    }

    @Test func theOracleSelfCheckHasNothingToSurvey() throws {
        let run = try CLI.run(["fuzz", "--scenario", "oracle", "--survey", "--cases", "10"])
        #expect(run.status == 2)
        #expect(run.errors.contains("--survey does not apply to --scenario oracle"), "\(run.errors)")
    }
}
