import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Testing

/// What a user's own fuzz executable writes and reads back: entries that name the executable,
/// and a correct engine's failure that still fails as found, said as such.
@Suite struct UserEntryTests {
    @Test func anUnfixedFailureReplaysAsStillFailingAndNamesTheExecutable() throws {
        let folder = CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try CLI.run(
            [
                "fuzz", "--engine", "unfixed-list-differ", "--flavor", "table", "--seed", "1", "--cases", "300",
                "--corpus", folder,
            ], tool: .testEngines)
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        let entries = CLI.files(in: folder)
        try #require(entries.count == 1, "\(entries)")
        let path = folder + "/" + entries[0]
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let found = try #require(json["found"] as? [String: Any])
        #expect(found["by"] as? String == "batchfuzz-test-engines, BatchFuzz \(batchFuzzVersion) fuzz")
        #expect(json["scenario"] as? String == "list")

        let replay = try CLI.run(["replay", path], tool: .testEngines)
        #expect(replay.status == 1)
        #expect(
            replay.output.contains(
                "FAILING   \(path): unfixed-list-differ (table) fails with deleteAndMoveSameIndexPath, as when it was found; must pass once fixed"
            ), "\(replay.output)")
        #expect(
            replay.output.contains(
                "1 entry: 0 as recorded, 1 still failing as found (not fixed yet), 0 different, 0 unreadable; 1 failing now"
            ),
            "\(replay.output)")

        let explain = try CLI.run(["explain", path], tool: .testEngines)
        #expect(explain.output.contains("The engine is given   old ["), "\(explain.output)")
    }
}

/// A judge that says more than a pipe holds is read while it runs, not taken for a hang.
@Suite struct LoudJudgeTests {
    @Test func aLongVerdictIsReadNotTimedOut() throws {
        let folder = CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fuzz = try CLI.run(
            ["fuzz", "--engine", "loud-property", "--seed", "1", "--cases", "5", "--workers", "1", "--corpus", folder],
            tool: .testEngines)
        #expect(fuzz.status == 1, "\(fuzz.errors)")
        let entry = try #require(CLI.files(in: folder).first.map { folder + "/" + $0 })
        let replay = try CLI.run(["replay", entry, "--case-timeout", "5s"], tool: .testEngines)
        #expect(
            replay.output.contains("loud-property fails with loud; must fail with loud"), "\(replay.output.prefix(400))"
        )
    }
}
