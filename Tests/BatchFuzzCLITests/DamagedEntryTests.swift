import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Testing

/// Entries a person or a crash left damaged, and entries whose engine traps or hangs: every
/// command that reads or runs an entry answers, with the file and the field, and the others in
/// the folder still run.
@Suite(.serialized) struct DamagedEntryTests {
    /// A good diffable entry, edited by `damage`, written to `folder`.
    func diffableEntry(in folder: String, named name: String, _ damage: (inout [String: Any]) -> Void) throws -> String
    {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Corpus/zoo/diffable-value-type-reload-table-d1f9219c8049.json")
        var entry = try JSONSerialization.jsonObject(with: Data(contentsOf: corpus)) as! [String: Any]
        damage(&entry)
        let path = folder + "/" + name
        try JSONSerialization.data(withJSONObject: entry).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A diffable entry whose `steps` are `steps`, written as JSON text (building a large entry
    /// through `JSONSerialization` takes longer than reading it).
    func largeEntry(in folder: String, named name: String, steps: String) throws -> String {
        let path = try diffableEntry(in: folder, named: name) { entry in
            var value = entry["case"] as! [String: Any]
            value["steps"] = "STEPS"
            entry["case"] = value
        }
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: "\"STEPS\"", with: steps)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// An entry whose case holds more elements in one array than a case may hold items is
    /// refused before it is decoded, naming the field.
    @Test func anOversizedCaseIsRefusedBeforeItIsDecoded() throws {
        let folder = CLI.temporaryFolder()
        let step = #"{"replace":{"content":1,"item":0}}"#
        let path = try largeEntry(
            in: folder, named: "oversized.json",
            steps: "[" + Array(repeating: step, count: 150_000).joined(separator: ",") + "]")
        let run = try CLI.run(["corpus", "verify", path])
        #expect(run.status == 3, "\(run.output)\(run.errors)")
        #expect(
            run.errors.contains(
                "field 'case.steps': more than 100000 elements take the case past the 100000 items a case may hold; nothing decoded"
            ), "\(run.errors)")
    }

    /// An entry that takes seconds to read (90,000 steps padded with 40 numbers each, no array
    /// past the bound) does not hold an interrupt back: reading writes nothing, so the process
    /// ends at once and says so.
    @Test func anInterruptWhileAnEntryIsReadEndsAtOnce() throws {
        let folder = CLI.temporaryFolder()
        let padding = "[" + (0..<40).map(String.init).joined(separator: ",") + "]"
        let step = #"{"replace":{"content":1,"item":0},"padding":"# + padding + "}"
        let path = try largeEntry(
            in: folder, named: "large.json",
            steps: "[" + Array(repeating: step, count: 90_000).joined(separator: ",") + "]")
        let run = try CLI.run(["corpus", "verify", path], killedAfter: 120, signalAfter: 1)
        #expect(run.status == 130, "\(run.output)\(run.errors)")
        #expect(run.output.contains("INTERRUPTED: stopped by a signal while reading \(path)"), "\(run.output)")
    }

    @Test func aMalformedCaseIsAFieldErrorAndTheOthersStillRun() throws {
        let folder = CLI.temporaryFolder()
        _ = try diffableEntry(in: folder, named: "good.json") { _ in }
        _ = try diffableEntry(in: folder, named: "negative.json") { entry in
            var value = entry["case"] as! [String: Any]
            value["sections"] = [-1]
            entry["case"] = value
        }
        _ = try diffableEntry(in: folder, named: "past-the-end.json") { entry in
            var value = entry["case"] as! [String: Any]
            value["steps"] = [["deleteSection": ["index": 99]]]
            entry["case"] = value
        }
        // Counts no case could build: refused before anything is summed or built from them.
        _ = try diffableEntry(in: folder, named: "huge.json") { entry in
            var value = entry["case"] as! [String: Any]
            value["sections"] = [4_611_686_018_427_387_904]
            entry["case"] = value
        }
        _ = try diffableEntry(in: folder, named: "overflowing.json") { entry in
            var value = entry["case"] as! [String: Any]
            value["sections"] = [1, 9_223_372_036_854_775_807]
            entry["case"] = value
        }
        _ = try diffableEntry(in: folder, named: "wrong-scenario.json") { $0["scenario"] = "core" }
        _ = try diffableEntry(in: folder, named: "wrong-kind.json") { entry in
            var failure = entry["failure"] as! [String: Any]
            failure["kind"] = "explosion"
            entry["failure"] = failure
        }
        // `replay` reproduces the good entry's failure (exit 1); `corpus verify` finds it as
        // recorded and reports the unreadable ones (exit 3).
        for (command, status) in [(["replay", folder], 1), (["corpus", "verify", folder], 3)] as [([String], Int32)] {
            let run = try CLI.run(command)
            #expect(run.status == status, "\(command): \(run.output)")
            #expect(run.output.contains("good.json: value-type-reload (table) fails with"), "\(run.output)")
            #expect(
                run.errors.contains(
                    "negative.json: field 'case.sections[0]': an item count must not be negative, got -1"))
            #expect(
                run.errors.contains(
                    "past-the-end.json: field 'case.steps[0]': delete section #99: section #99 does not exist"))
            #expect(
                run.errors.contains(
                    "huge.json: field 'case.sections[0]': 4611686018427387904 items take the case past 100000 items in all"
                ), "\(run.errors)")
            #expect(
                run.errors.contains(
                    "overflowing.json: field 'case.sections[1]': 9223372036854775807 items take the case past 100000 items in all"
                ))
            #expect(
                run.errors.contains(
                    "wrong-scenario.json: field 'scenario': 'core', but engine 'value-type-reload' belongs to scenario 'diffable'"
                ))
            #expect(
                run.errors.contains(
                    "wrong-kind.json: field 'failure.kind': 'explosion' is none of property, crash, timeout"))
        }
        // `shrink` names the field too, and leaves the file as it was.
        let wrongKind = folder + "/wrong-kind.json"
        let before = try String(contentsOfFile: wrongKind, encoding: .utf8)
        let shrink = try CLI.run(["shrink", wrongKind])
        #expect(shrink.status == 3)
        #expect(
            shrink.errors.contains(
                "wrong-kind.json: field 'failure.kind': 'explosion' is none of property, crash, timeout"))
        #expect(try String(contentsOfFile: wrongKind, encoding: .utf8) == before)
        for command in [["explain", folder + "/huge.json"], ["corpus", "dedupe", folder]] {
            let run = try CLI.run(command)
            #expect(run.status == 3, "\(command): \(run.output)\(run.errors)")
            #expect(
                run.errors.contains("huge.json") && run.errors.contains("field 'case.sections[0]'"), "\(run.errors)")
        }
        let explain = try CLI.run(["explain", folder + "/past-the-end.json"])
        #expect(explain.status == 3)
        #expect(
            explain.errors.contains("past-the-end.json") && explain.errors.contains("field 'case.steps[0]'"),
            "\(explain.errors)")
    }

    /// `corpus dedupe` never deletes the only good entry for a damaged one that looks smaller.
    @Test func dedupeKeepsTheGoodEntry() throws {
        let folder = CLI.temporaryFolder()
        let good = try diffableEntry(in: folder, named: "good.json") { _ in }
        let damaged = try diffableEntry(in: folder, named: "damaged.json") { entry in
            var value = entry["case"] as! [String: Any]
            value["sections"] = [-1]
            value["steps"] = [] as [Any]
            entry["case"] = value
        }
        let dedupe = try CLI.run(["corpus", "dedupe", folder])
        #expect(dedupe.status == 3)
        #expect(
            dedupe.errors.contains("damaged.json") && dedupe.errors.contains("field 'case.sections[0]'"),
            "\(dedupe.errors)")
        #expect(FileManager.default.fileExists(atPath: good) && FileManager.default.fileExists(atPath: damaged))
    }

    /// A number a field cannot hold is named by its field; a named pipe and a symbolic link that
    /// loops are said to be what they are, and nothing waits on them.
    @Test func numbersAndOddFilesAreNamed() throws {
        let folder = CLI.temporaryFolder()
        _ = try diffableEntry(in: folder, named: "version.json") { $0["formatVersion"] = 1.5 }
        _ = try diffableEntry(in: folder, named: "draws.json") { $0["draws"] = [-1] }
        _ = try diffableEntry(in: folder, named: "index.json") { entry in
            var value = entry["case"] as! [String: Any]
            value["sections"] = [UInt64(1) << 63]
            entry["case"] = value
        }
        #expect(mkfifo(folder + "/pipe.json", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/a.json", withDestinationPath: folder + "/b.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b.json", withDestinationPath: folder + "/a.json")
        let expected = [
            "version.json: field 'formatVersion': 1.5 is not a whole number",
            "draws.json: field 'draws[0]': -1 is not a draw (a whole number from 0 to 18446744073709551615)",
            "index.json: field 'case.sections[0]': ",
            "pipe.json: a named pipe (FIFO), not a file",
            "a.json: a symbolic link that loops",
        ]
        for name in ["version", "draws", "index", "pipe", "a"] {
            let run = try CLI.run(["replay", folder + "/" + name + ".json"])
            #expect(run.status == 3, "\(name): \(run.output)\(run.errors)")
            #expect(expected.contains { run.errors.contains($0) }, "\(name): \(run.errors)")
        }
        // The folder as a whole: every one of them reported, none waited on.
        let verify = try CLI.run(["corpus", "verify", folder])
        #expect(verify.status == 3)
        for line in expected.dropLast() { #expect(verify.errors.contains(line), "\(line): \(verify.errors)") }
    }

    /// `corpus dedupe` keeps the copy that still fails as recorded, never a smaller one that no
    /// longer does; that one is reported and left alone.
    @Test func dedupeKeepsOnlyEntriesThatBehaveAsRecorded() throws {
        let folder = CLI.temporaryFolder()
        let good = try diffableEntry(in: folder, named: "good.json") { _ in }
        let passing = try diffableEntry(in: folder, named: "passing.json") { entry in
            var value = entry["case"] as! [String: Any]
            value["steps"] = [] as [Any]
            entry["case"] = value
        }
        let dedupe = try CLI.run(["corpus", "dedupe", folder])
        #expect(dedupe.status == 1, "\(dedupe.output)\(dedupe.errors)")
        #expect(
            dedupe.output.contains("passing.json: value-type-reload (table) passes; must fail with")
                && dedupe.output.contains("(left alone: it does not behave as recorded)"), "\(dedupe.output)")
        #expect(FileManager.default.fileExists(atPath: good) && FileManager.default.fileExists(atPath: passing))
    }

    /// Every command agrees on what an entry is: `explain`, `shrink` and `dedupe` refuse what
    /// `replay` refuses, naming the field, and exit 3.
    @Test func everyCommandRefusesWhatReplayRefuses() throws {
        let folder = CLI.temporaryFolder()
        let entries = [
            try diffableEntry(in: folder, named: "wrong-scenario.json") { $0["scenario"] = "core" },
            try diffableEntry(in: folder, named: "wrong-kind.json") { entry in
                var failure = entry["failure"] as! [String: Any]
                failure["kind"] = "explosion"
                entry["failure"] = failure
            },
            try diffableEntry(in: folder, named: "negative-size.json") { entry in
                var found = entry["found"] as! [String: Any]
                found["maxSize"] = -1
                entry["found"] = found
            },
        ]
        let problems = [
            "field 'scenario': 'core', but engine 'value-type-reload' belongs to scenario 'diffable'",
            "field 'failure.kind': 'explosion' is none of property, crash, timeout",
            "field 'found.maxSize': -1 is not a size from 0 to 1000",
        ]
        for (entry, problem) in zip(entries, problems) {
            for command in [["replay", entry], ["explain", entry], ["shrink", entry]] {
                let run = try CLI.run(command)
                let said = run.output + run.errors
                #expect(run.status == 3, "\(command): \(said)")
                #expect(said.contains("\(entry): \(problem)"), "\(command): \(said)")
            }
        }
        let dedupe = try CLI.run(["corpus", "dedupe", folder])
        #expect(dedupe.status == 3)
        for (entry, problem) in zip(entries, problems) {
            #expect(dedupe.errors.contains("\(entry): \(problem)"), "\(dedupe.errors)")
        }
    }

    /// Entries of engines that trap or hang, saved under `regressions/` as a correct engine's
    /// would be: `replay`, `corpus verify`, `explain` and `shrink` run each in a process of its
    /// own, with the case timeout, and report it.
    @Test func entriesThatTrapOrHangAreRunApart() throws {
        let corpus = CLI.temporaryFolder()
        let tool = CLI.Tool.testEngines
        let fuzz = try CLI.run(
            [
                "fuzz", "--engine", "trapping-coalescer,hanging-coalescer", "--flavor", "table", "--seed", "5",
                "--cases", "60", "--workers", "1", "--case-timeout", "1s", "--corpus", corpus,
            ], tool: tool)
        #expect(fuzz.status == 1)
        let files = CLI.files(in: corpus).map { corpus + "/" + $0 }
        let crash = try #require(files.first { $0.contains("trapping") }),
            hang = try #require(files.first { $0.contains("hanging") })
        // As a regression: it must pass, and it still crashes as when it was found.
        let regression = corpus + "/regression.json"
        var file = try CorpusStore.read(crash)
        file.expectation = .pass
        try CorpusFile.encoder.encode(file).write(to: URL(fileURLWithPath: regression))

        let replay = try CLI.run(["replay", regression, hang, "--case-timeout", "1s"], tool: tool)
        #expect(replay.status == 1, "\(replay.output)\(replay.errors)")
        #expect(
            replay.output.contains(
                "FAILING   \(regression): trapping-coalescer (table) fails with crash, as when it was found; must pass once fixed"
            ),
            "\(replay.output)")
        #expect(replay.output.contains("fails with timeout; must fail with timeout"), "\(replay.output)")
        let verify = try CLI.run(["corpus", "verify", corpus, "--case-timeout", "1s"], tool: tool)
        #expect(verify.status == 1 && verify.output.contains("1 still failing as found"), "\(verify.output)")
        for entry in [regression, hang] {
            let explain = try CLI.run(["explain", entry, "--case-timeout", "1s"], tool: tool)
            #expect(explain.status == 0, "\(explain.errors)")
            #expect(
                explain.output.contains("Verdict: crash: the engine crashed")
                    || explain.output.contains("Verdict: timeout:"), "\(explain.output)")
        }
        let shrink = try CLI.run(["shrink", crash, "--evaluations", "20"], tool: tool)
        #expect(shrink.status == 0, "\(shrink.errors)")
    }
}
