import BatchFuzzCore
import Foundation
import Testing

/// A screen driven by its own actions, registered in a fuzz executable as an app registers its
/// screens for the nightly job: fuzzed, its failures saved and replayed, a trap in its code
/// caught by the workers like an engine's.
struct RegisteredScreenTests {
    @Test func aRegisteredScreenIsFuzzedSavedAndReplayed() throws {
        let corpus = CLI.temporaryFolder()
        let fuzz = try CLI.run(
            [
                "fuzz", "--engine", "assistant-rows,assistant-rows-uncounted,assistant-rows-trapping", "--seed", "3",
                "--cases", "300", "--corpus", corpus,
            ],
            tool: .testEngines)
        // The zoo screens fail as they must (the run says failures were found); the correct one
        // passes all its cases.
        #expect(fuzz.status == 1, "\(fuzz.output)\(fuzz.errors)")
        #expect(fuzz.output.contains("assistant-rows                  -    300         0"), "\(fuzz.output)")
        let entries = try CLI.files(in: corpus).map { try CorpusStore.read(corpus + "/" + $0) }
        #expect(entries.count == 2, "\(entries.map(\.engine))")
        let uncounted = try #require(entries.first { $0.engine == "assistant-rows-uncounted" })
        #expect(uncounted.failure.message.contains("NSInternalInconsistencyException"), "\(uncounted.failure.message)")
        let trapping = try #require(entries.first { $0.engine == "assistant-rows-trapping" })
        #expect(trapping.failure.kind == .crash)
        #expect(
            trapping.failure.message.contains("AssistantRowsViewController.tableView(_:didSelectRowAt:)"),
            "\(trapping.failure.message)")

        // Each saved case fails again as recorded, in a fresh process.
        let replay = try CLI.run(["replay", corpus], tool: .testEngines)
        #expect(replay.output.contains("2 entries: 2 as recorded"), "\(replay.output)")
        // And is told step by step.
        let explain = try CLI.run(
            ["explain", corpus + "/" + CLI.files(in: corpus).first { $0.contains("uncounted") }!], tool: .testEngines)
        #expect(explain.output.contains("1. tap a row"), "\(explain.output)")
    }
}
