import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Testing

/// `batchfuzz libfuzzer`: corpus entries become libFuzzer's seeds, and libFuzzer's files become
/// entries — the same cases both ways, judged and shrunk as `fuzz` does.
@Suite struct LibFuzzerCommandTests {
    @Test func anEntryMadeASeedComesBackAsTheSameEntry() throws {
        let found = CLI.temporaryFolder(), seeds = CLI.temporaryFolder(), imported = CLI.temporaryFolder()
        let fuzz = try CLI.run([
            "fuzz", "--engine", "naive-coalescer", "--flavor", "table", "--seed", "1", "--cases", "500", "--corpus",
            found,
        ])
        #expect(fuzz.status == 1)
        let entries = CLI.files(in: found)
        #expect(entries.count == 1)
        // The same entry in a second folder (as `smallest/` holds copies of `zoo/` entries) is one seed.
        try FileManager.default.createDirectory(atPath: found + "/copy", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: found + "/" + entries[0],
            toPath: found + "/copy/" + URL(fileURLWithPath: entries[0]).lastPathComponent)
        let written = try CLI.run(["libfuzzer", "seeds", seeds, "--engine", "naive-coalescer", "--corpus", found])
        #expect(written.status == 0 && written.output.contains("1 seeds written"), "\(written.errors)")
        #expect(
            written.output.contains("(1 more entries share a name, and a seed, with one of them)"), "\(written.output)")
        let seed = try #require(try FileManager.default.contentsOfDirectory(atPath: seeds).first)
        let run = try CLI.run([
            "libfuzzer", "import", seeds + "/" + seed, "--engine", "naive-coalescer", "--corpus", imported,
        ])
        #expect(run.status == 1, "\(run.errors)")
        #expect(CLI.files(in: imported) == entries)
        let replay = try CLI.run(["replay", imported + "/" + entries[0]])
        #expect(replay.status == 1 && replay.output.contains("1 as recorded"))
    }

    @Test func anInputThatPassesIsNotSavedAndACrashIsSavedAsACrash() throws {
        let folder = CLI.temporaryFolder(), corpus = CLI.temporaryFolder()
        let input = folder + "/input"
        try Data([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4]).write(to: URL(fileURLWithPath: input))
        let passing = try CLI.run(["libfuzzer", "import", input, "--engine", "coalescer", "--corpus", corpus])
        #expect(passing.status == 0 && passing.output.contains("passes"), "\(passing.output)\(passing.errors)")
        #expect(CLI.files(in: corpus).isEmpty)
        // A crash found by fuzz, made a seed, and imported: judged in a process of its own.
        let tests = CLI.Tool.testEngines
        let found = CLI.temporaryFolder(), seeds = CLI.temporaryFolder()
        let fuzz = try CLI.run(
            [
                "fuzz", "--engine", "trapping-coalescer", "--flavor", "table", "--seed", "1", "--cases", "300",
                "--corpus", found,
            ], tool: tests)
        #expect(fuzz.status == 1)
        _ = try CLI.run(
            ["libfuzzer", "seeds", seeds, "--engine", "trapping-coalescer", "--corpus", found], tool: tests)
        let seed = try #require(try FileManager.default.contentsOfDirectory(atPath: seeds).first)
        let crash = try CLI.run(
            ["libfuzzer", "import", seeds + "/" + seed, "--engine", "trapping-coalescer", "--corpus", corpus],
            tool: tests)
        #expect(crash.status == 1 && crash.output.contains(": crash"), "\(crash.output)\(crash.errors)")
        let entry = try #require(CLI.files(in: corpus).first)
        let text = try String(contentsOfFile: corpus + "/" + entry, encoding: .utf8)
        #expect(text.contains("\"kind\" : \"crash\""))
    }

    @Test func anUnknownActionOrEngineIsAUsageError() throws {
        let run = try CLI.run(["libfuzzer", "export", "--engine", "coalescer"])
        #expect(run.status == 2 && run.errors.contains("import or seeds"))
        let engine = try CLI.run(["libfuzzer", "seeds", "x", "--engine", "nope"])
        #expect(engine.status == 2 && engine.errors.contains("unknown engine 'nope'"))
        // Without --engine: what is missing, not an engine named ''.
        let none = try CLI.run(["libfuzzer", "import", "crash-1"])
        #expect(none.status == 2 && none.errors.contains("--engine is needed"), "\(none.errors)")
        #expect(!none.errors.contains("unknown engine ''"), "\(none.errors)")
    }
}
