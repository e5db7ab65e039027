import BatchEngine
import BatchFuzzCore
import BatchFuzzScreens
import Foundation
import Testing

/// A failure a check finds in a test is saved in the command line's form, named by its target,
/// so that the fuzz executable that registers the same target replays, explains and shrinks it;
/// and an entry the command line saved runs first in a check of its scenario.
struct OneEntryFormatTests {
    /// What the test engines register as `unfixed-list-differ`, checked as a test checks it.
    static var target: FuzzTarget<EditCase> {
        .listDiffer(CollectionDifferenceRecipe(deletesMovedElements: true), values: .repeated)
    }

    /// A differ for current releases, checked for an app that supports iOS 7: the test engines
    /// register the same target as `ios15-differ`, judged for iOS 15.
    @Test func aCheckFailureReplaysExplainsAndShrinksThroughTheFuzzExecutable() throws {
        let corpus = CLI.temporaryFolder()
        var iOS7 = UIKitValidator.Options.fuzzing
        iOS7.deploymentTarget = IOSVersion(7)
        var failure: PropertyFailure?
        do {
            try FuzzCheck.check(
                FuzzTarget.differ(BatchDiffer(deploymentTarget: IOSVersion(15)), flavor: .collectionView)
                    .named("BatchDiffer for iOS 15"),
                configuration: .init(cases: 2_000, seed: 5, oracle: iOS7, corpus: corpus, readsEnvironment: false))
        } catch { failure = error }
        let found = try #require(failure)
        let path = try #require(found.corpusFile)
        #expect(path.hasPrefix(corpus + "/examples/core-batchdiffer-for-ios-15-collection-"), "\(path)")
        let entry = try CorpusStore.read(path)
        #expect(entry.scenario == "core" && entry.engine == "BatchDiffer for iOS 15")
        #expect(entry.found.by.hasPrefix("check in "), "\(entry.found.by)")
        #expect(entry.deploymentTarget == .release(IOSVersion(7)))

        // The executable finds the engine registering the target, and judges the entry for the
        // release it records, not the registration's.
        let replay = try CLI.run(["replay", path], tool: .testEngines)
        #expect(
            replay.output.contains("1 entry: 0 as recorded, 1 still failing as found"),
            "\(replay.output)\(replay.errors)")
        let explain = try CLI.run(["explain", path], tool: .testEngines)
        #expect(explain.status == 0, "\(explain.output)\(explain.errors)")
        #expect(explain.output.contains(entry.failure.signature), "\(explain.output)")
        let shrink = try CLI.run(["shrink", path], tool: .testEngines)
        #expect(shrink.status == 0 || shrink.status == 1, "\(shrink.output)\(shrink.errors)")
    }

    @Test func anEntryTheCommandLineSavedRunsFirstInACheckOfItsScenario() throws {
        let corpus = CLI.temporaryFolder()
        let fuzz = try CLI.run(
            ["fuzz", "--engine", "unfixed-list-differ", "--seed", "1", "--cases", "2000", "--corpus", corpus],
            tool: .testEngines)
        #expect(fuzz.status == 1, "\(fuzz.output)\(fuzz.errors)")
        let saved = try #require(CLI.files(in: corpus).first)
        let entry = try CorpusStore.read(corpus + "/" + saved)
        let examples = CLI.temporaryFolder()
        try FileManager.default.createDirectory(atPath: examples + "/examples", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: corpus + "/" + saved, toPath: examples + "/examples/" + (saved as NSString).lastPathComponent)

        // No random case at all: the saved entry is the one judged.
        var failure: PropertyFailure?
        do {
            try FuzzCheck.check(
                Self.target, configuration: .init(cases: 0, seed: 9, corpus: examples, readsEnvironment: false))
        } catch { failure = error }
        let found = try #require(failure)
        #expect(found.signature == entry.failure.signature, "\(found)")
        #expect(found.caseIndex == nil, "judged as a random case, not as the saved entry: \(found)")
    }

    /// The test engines register the auxiliary-rows screen three times: an entry naming its
    /// target cannot say which, and replay says so.
    @Test func anEntryNamingATargetSeveralEnginesRegisterIsAnErrorNamingThem() throws {
        let corpus = CLI.temporaryFolder()
        let file = CorpusFile(
            scenario: "screen-actions", engine: "AssistantRowsViewController", flavor: .tableView, expectation: .pass,
            failure: .init(kind: .property, signature: "view out of date", message: "…"),
            found: .init(by: "check in someTest", seed: "1", caseIndex: 0), draws: [],
            case: try JSONValue(encoding: ScreenActions([.init("tap a row", choices: [0])])))
        let path = try CorpusStore.write(file, to: corpus, subfolder: "examples")
        let replay = try CLI.run(["replay", path], tool: .testEngines)
        #expect(
            replay.errors.contains(
                "engine 'AssistantRowsViewController' is the target of several registered engines (assistant-rows, assistant-rows-uncounted, assistant-rows-trapping)"
            ), "\(replay.output)\(replay.errors)")
    }
}
