@testable import BatchFuzz
import Testing

/// Where a check's failure is recorded, saved and replayed, from the caller's location.
struct CallSiteTests {
    let site = CallSite(
        fileID: "FeedTests/FeedUpdateTests.swift", filePath: "/app/Tests/FeedTests/FeedUpdateTests.swift", line: 12,
        column: 9, function: "coalescer()")

    @Test func theExampleDatabaseLiesBesideTheTestFile() {
        #expect(site.examplesFolder == "/app/Tests/FeedTests/__BatchFuzz__")
        #expect(site.resolve(nil).corpus == "/app/Tests/FeedTests/__BatchFuzz__")
        #expect(site.resolve(FuzzConfiguration(corpus: "Corpus")).corpus == "Corpus")
        #expect(site.resolve(FuzzConfiguration(examplesBesideTest: false)).corpus == nil)
    }

    /// The running test's name, not the function that called `check` (`coalescer()` here, a
    /// helper of the test): `--filter` selects tests.
    @Test func underSwiftTestTheReplayLineFiltersByTheTestsName() {
        #expect(
            site.replayLine(seed: 7, cases: 3, environment: [:])
                == "BATCHFUZZ_SEED=7 BATCHFUZZ_CASES=3 swift test --filter 'underSwiftTestTheReplayLineFiltersByTheTestsName'"
        )
    }

    /// Xcode runs the tests with its test configuration in the environment; `xcodebuild` hands
    /// on the variables prefixed `TEST_RUNNER_`, and `-only-testing` names the test target.
    @Test func underXcodeTheReplayLineIsXcodebuilds() {
        let line = site.replayLine(
            seed: 7, cases: 3, environment: ["XCTestConfigurationFilePath": "/tmp/x.xctestconfiguration"])
        #expect(
            line
                == "TEST_RUNNER_BATCHFUZZ_SEED=7 TEST_RUNNER_BATCHFUZZ_CASES=3 xcodebuild test -scheme <scheme> -destination <destination> -only-testing:FeedTests"
        )
    }

    /// A check that does not read the environment is told where the seed and the count go: a
    /// line of variables would run the same cases again.
    @Test func aCheckThatReadsNoEnvironmentIsToldToSetItsConfiguration() {
        #expect(
            site.replayLine(seed: 7, cases: 3, environment: [:], readsEnvironment: false)
                == "configuration seed: 7, cases: 3 (this check has readsEnvironment: false, so BATCHFUZZ_SEED and BATCHFUZZ_CASES are not read)"
        )
    }
}
