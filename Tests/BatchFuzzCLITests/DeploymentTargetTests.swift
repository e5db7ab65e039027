import BatchEngine
import BatchFuzzCore
import Foundation
import Testing

/// `--deployment-target`: a registered engine judged for the oldest release an app supports,
/// the release recorded in the entries it saves and read back by the commands that judge them.
struct DeploymentTargetTests {
    /// A differ made for current releases passes at its registration's default, fails for an
    /// app that still supports iOS 7 — as a check with the same oracle options does — and the
    /// saved case fails again on replay, judged for iOS 7 as recorded.
    @Test func anEngineJudgedForIOS7FindsWhatACheckFindsAndItsEntriesReplayAsFound() throws {
        let passing = try CLI.run(
            [
                "fuzz", "--engine", "ios15-differ", "--seed", "5", "--cases", "2000", "--workers", "1", "--corpus",
                CLI.temporaryFolder(),
            ], tool: .testEngines)
        #expect(passing.status == 0, "\(passing.output)\(passing.errors)")

        let corpus = CLI.temporaryFolder()
        let failing = try CLI.run(
            [
                "fuzz", "--engine", "ios15-differ", "--deployment-target", "7", "--seed", "5", "--cases", "2000",
                "--workers", "1", "--corpus", corpus,
            ], tool: .testEngines)
        #expect(failing.status == 1, "\(failing.output)\(failing.errors)")
        #expect(
            failing.output.contains("--deployment-target 7.0"), "the replay line drops the option: \(failing.output)")
        let names = CLI.files(in: corpus)
        let entry = try CorpusStore.read(corpus + "/" + #require(names.first))
        #expect(entry.deploymentTarget == .release(IOSVersion(7)))

        // The check in a test, with the same options, fails the same way.
        var iOS7 = UIKitValidator.Options.fuzzing
        iOS7.deploymentTarget = IOSVersion(7)
        var checked: PropertyFailure?
        do {
            try FuzzCheck.check(
                .differ(BatchDiffer(deploymentTarget: IOSVersion(15)), flavor: .collectionView),
                configuration: .init(cases: 2_000, seed: 5, oracle: iOS7, readsEnvironment: false))
        } catch { checked = error }
        #expect(checked?.signature == entry.failure.signature, "\(String(describing: checked))")

        // Replayed without the option, the entry is judged for the release it records: the
        // engine is registered as correct, so its entry must pass once fixed, and fails as found.
        let replay = try CLI.run(["replay", corpus], tool: .testEngines)
        #expect(
            replay.output.contains("1 entry: 0 as recorded, 1 still failing as found"),
            "\(replay.output)\(replay.errors)")
        #expect(replay.output.contains("fails with \(entry.failure.signature), as when it was found"))
    }

    @Test func aReleaseThatIsNotOneIsAUsageError() throws {
        let run = try CLI.run(["fuzz", "--engine", "ios15-differ", "--deployment-target", "seven"], tool: .testEngines)
        #expect(run.status == 2)
        #expect(
            run.errors.contains("--deployment-target expects an iOS release such as 7 or 12.2, or all, got 'seven'"),
            "\(run.errors)")
    }
}
