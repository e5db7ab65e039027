import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Testing

/// The nightly job as CI runs it: the workflow keeps what a failed, cancelled or timed-out
/// night found, passes its input safely, uses the toolchain the package is tested with; the
/// script runs on macOS's bash 3.2 and refuses a bad budget.
@Suite struct NightlyJobTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theWorkflowKeepsWhatWasFoundAndPassesItsInputSafely() throws {
        let workflow = try text(".github/workflows/nightly-fuzz.yml")
        #expect(workflow.contains("if: failure() || cancelled()"))
        #expect(workflow.contains("include-hidden-files: true") && workflow.contains(".build/reports/"))
        #expect(workflow.contains("container: swift:6.3"))
        // No `${{ … }}` inside a `run:` line: an input pasted there is shell code.
        let runLines = workflow.split(separator: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("run:")
        }
        #expect(!runLines.isEmpty && runLines.allSatisfy { !$0.contains("${{") }, "\(runLines)")
    }

    @Test func theScriptNeedsNoBash4AndRefusesABadBudget() throws {
        let script = try text("Scripts/nightly-fuzz.sh")
        #expect(!script.contains("mapfile") && !script.contains("readarray") && !script.contains("declare -A"))
        #expect(script.contains("--max-size 200"), "the core scenario also runs past the default size")
        // Every small case first, then the random runs.
        let exhaustive = try #require(script.range(of: "fuzz --exhaustive"))
        let random = try #require(script.range(of: "fuzz --survey"))
        #expect(exhaustive.lowerBound < random.lowerBound)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.root.appendingPathComponent("Scripts/nightly-fuzz.sh").path, "10; rm -rf /"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
    }
}
