import BatchFuzzCore
import Foundation
import PropertyTesting
import Testing

/// `fuzz --exhaustive`: every case of a small scope judged once, the scope and the count said,
/// the first failure in size order saved as an ordinary entry, shards that add up.
@Suite struct ExhaustiveRunTests {
    /// 2 edits on one section of up to 2 rows: small enough for a debug build.
    let scope = ["--sections", "1", "--rows", "2", "--edits", "2"]

    func judged(_ output: String) -> Int? {
        guard let range = output.range(of: "rows: ") else { return nil }
        return Int(output[range.upperBound...].prefix { $0.isNumber })
    }

    @Test func aCorrectEngineIsValidOnEveryCaseOfTheScope() throws {
        let corpus = CLI.temporaryFolder()
        let junit = corpus + "/report.xml"
        let run = try CLI.run(
            [
                "fuzz", "--exhaustive", "--engine", "coalescer", "--flavor", "table", "--corpus", corpus, "--junit",
                junit,
            ]
                + scope)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("every case up to 2 edits on ≤ 1 section of ≤ 2 rows:"), "\(run.output)")
        #expect(run.output.contains("all valid"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<system-out>every case up to 2 edits on ≤ 1 section of ≤ 2 rows: "))
    }

    /// The JSON line says what was covered, so a CI history shows it.
    @Test func theJSONLineCarriesTheScope() throws {
        let run = try CLI.run(
            [
                "fuzz", "--exhaustive", "--engine", "coalescer", "--flavor", "table", "--json", "--corpus",
                CLI.temporaryFolder(),
            ] + scope)
        let line = try #require(run.output.split(separator: "\n").first { $0.contains("\"exhaustive\"") })
        #expect(
            line.contains("\"sections\":1") && line.contains("\"rows\":2") && line.contains("\"edits\":2"), "\(line)")
        #expect(line.contains("\"complete\":true") && line.contains("\"distinct\":"))
    }

    /// The naive coalescer's first failure in size order is the smallest known one, saved as an
    /// entry that replays and whose draws the default generator reads.
    @Test func theFirstFailureIsTheSmallestKnownAndIsSaved() throws {
        let corpus = CLI.temporaryFolder()
        let run = try CLI.run([
            "fuzz", "--exhaustive", "--engine", "naive-coalescer", "--flavor", "table", "--corpus", corpus,
        ])
        #expect(run.status == 1)
        #expect(run.output.contains("the first case in size order (minimal as found)"), "\(run.output)")
        let saved = try #require(
            try FileManager.default.contentsOfDirectory(atPath: corpus + "/zoo").first { $0.hasSuffix(".json") })
        let smallest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/smallest/\(saved)")
        #expect(FileManager.default.fileExists(atPath: smallest.path), "\(saved) is not among the smallest known cases")
        let replay = try CLI.run(["replay", corpus + "/zoo/" + saved])
        #expect(replay.output.contains("1 as recorded"), "\(replay.output)\(replay.errors)")
    }

    /// Not reduced, the shards judge every case once between them; reduced, each steps over
    /// only what its own units reached, so together they judge at least the whole walk's cases.
    @Test func shardsAddUpToTheWhole() throws {
        let corpus = CLI.temporaryFolder()
        for reduces in [false, true] {
            let base =
                ["fuzz", "--exhaustive", "--engine", "coalescer", "--flavor", "table", "--corpus", corpus] + scope
                + (reduces ? [] : ["--no-reduction"])
            let whole = try #require(judged(try CLI.run(base).output))
            var total = 0
            for shard in 1...3 {
                total += try #require(judged(try CLI.run(base + ["--shard", "\(shard)/3"]).output))
            }
            if reduces {
                #expect(total >= whole && total < 2 * whole && whole > 100, "\(total) of \(whole)")
            } else {
                #expect(total == whole && whole > 100, "\(total) of \(whole)")
            }
        }
    }

    @Test func aScopeOverItsBudgetIsRefusedWithItsSize() throws {
        let run = try CLI.run([
            "fuzz", "--exhaustive", "--engine", "coalescer", "--flavor", "table", "--edits", "6", "--corpus",
            CLI.temporaryFolder(),
        ])
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "more than the budget of 5,000,000: narrow it (--sections, --rows, --edits, --kinds), or raise --budget to "
            ), "\(run.errors)")
    }

    @Test(arguments: [
        (["--seed", "3"], "--seed does not apply to --exhaustive"),
        (["--workers", "2"], "split it with --shard I/N instead"),
        (["--max-size", "20"], "the scope is --sections, --rows, --edits and --kinds"),
    ])
    func optionsOfRandomRunsAreUsageErrors(_ extra: [String], _ message: String) throws {
        let run = try CLI.run(["fuzz", "--exhaustive", "--engine", "coalescer"] + extra)
        #expect(run.status == 2 && run.errors.contains(message), "\(run.errors)")
    }

    @Test func aScopeFlagWithoutExhaustiveIsAUsageError() throws {
        let run = try CLI.run(["fuzz", "--engine", "coalescer", "--edits", "2"])
        #expect(run.status == 2 && run.errors.contains("--edits sets the scope of an exhaustive run: add --exhaustive"))
    }

    /// The list scenario reads the scope in its own words: a list of up to `--rows` items.
    @Test func theListScenarioHasAScopeInItsOwnWords() throws {
        let corpus = CLI.temporaryFolder()
        let correct = try CLI.run(["fuzz", "--exhaustive", "--engine", "collection-difference", "--corpus", corpus])
        #expect(correct.status == 0, "\(correct.errors)")
        #expect(correct.output.contains("every case up to 2 edits on a list of ≤ 3 items:"), "\(correct.output)")
        let zoo = try CLI.run([
            "fuzz", "--exhaustive", "--engine", "collection-difference-delete-and-move", "--flavor", "table",
            "--corpus", corpus,
        ])
        #expect(zoo.status == 1 && zoo.output.contains("deleteAndMoveSameIndexPath"), "\(zoo.output)")
    }

    /// The error says why the scenario has none: a screen's steps draw from what it shows.
    @Test func aScenarioWithoutAnExhaustiveFormIsAUsageError() throws {
        let run = try CLI.run(["fuzz", "--exhaustive", "--scenario", "diffable"])
        #expect(run.status == 2, "\(run.errors)")
        #expect(
            run.errors.contains(
                "has no exhaustive form: its cases drive a screen, and each step draws from what the screen shows then"),
            "\(run.errors)")
        #expect(run.errors.contains("; scenarios with one: core, list, staged"), "\(run.errors)")
    }

    /// The staged scenario's cases are the core's: so is its scope, and the stale intermediate
    /// list of the bug zoo is found in it.
    @Test func theStagedScenarioUsesTheCoreScope() throws {
        let run = try CLI.run([
            "fuzz", "--exhaustive", "--engine", "stale-intermediate-stages", "--flavor", "table", "--corpus",
            CLI.temporaryFolder(),
        ])
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(run.output.contains("every case up to 2 edits on ≤ 3 sections of ≤ 3 rows:"), "\(run.output)")
    }

    /// An engine that traps takes only the walk's own process down: the crash is reported with
    /// where it trapped, and its case saved; with `--json` the walk's line says so and names the
    /// file, as a random run's does.
    @Test func aTrappingEngineIsACrashWithItsCaseSaved() throws {
        let corpus = CLI.temporaryFolder()
        let run = try CLI.run(
            [
                "fuzz", "--exhaustive", "--engine", "trapping-coalescer", "--flavor", "table", "--corpus", corpus,
                "--json",
            ],
            tool: .testEngines)
        #expect(run.status == 1)
        #expect(run.errors.contains("the engine crashed (signal"), "\(run.errors)")
        #expect(run.errors.contains("move section 0 → 0"), "\(run.errors)")
        let saved = try FileManager.default.contentsOfDirectory(atPath: corpus + "/zoo")
        #expect(saved.count == 1)
        let line = try #require(run.output.split(separator: "\n").first { $0.contains("\"exhaustive\"") })
        #expect(
            line.contains("\"failure\":\"crash\"") && line.contains("\"failures\":1")
                && line.contains("\"file\":\"\(corpus)/zoo/\(saved[0])\""), "\(line)")
    }

    /// A case past the time limit is a hang, its case saved; the walk does not wait forever.
    @Test func aHangingEngineIsATimeoutWithItsCaseSaved() throws {
        let corpus = CLI.temporaryFolder()
        let run = try CLI.run(
            [
                "fuzz", "--exhaustive", "--engine", "hanging-coalescer", "--flavor", "table", "--case-timeout", "1s",
                "--corpus", corpus,
            ], tool: .testEngines)
        #expect(run.status == 1)
        #expect(run.output.contains("timeout") && run.output.contains("reload section 0"), "\(run.output)")
        let saved = try FileManager.default.contentsOfDirectory(atPath: corpus + "/zoo")
        #expect(saved.count == 1)
    }
}
