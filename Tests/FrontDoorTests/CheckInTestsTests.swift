import BatchFuzz
import Foundation
import Testing

/// `check` as a test calls it: configurations as test arguments, a failure recorded where
/// `check` was called and saved beside the test file, and the text it reads first.
struct CheckInTestsTests {
    static let configurations: [FuzzConfiguration] = [
        FuzzConfiguration(cases: 60, seed: 1, examplesBesideTest: false, readsEnvironment: false),
        FuzzConfiguration(
            cases: 60, seed: 2, oracle: .init(deploymentTarget: IOSVersion(16)), examplesBesideTest: false,
            readsEnvironment: false),
    ]

    @Test(arguments: configurations)
    func aCorrectCoalescerPassesUnderEachConfiguration(configuration: FuzzConfiguration) {
        #expect(check(.coalescer(ResetCoalescer()), configuration: configuration) == nil)
    }

    /// The whole text, pinned: UIKit's reason first, the batch once, the shrunk case as Swift that
    /// a regression test can paste, one replay line.
    @Test func aFailureLeadsWithUIKitsReasonAndAPasteableCase() throws {
        var failure: PropertyFailure?
        let checkLine = #line + 3
        withKnownIssue {
            // The issue is recorded at the line that calls `check`, in this file.
            failure = check(
                .coalescer(ForgetfulCoalescer(), flavor: .tableView),
                configuration: .init(cases: 200, seed: 5, examplesBesideTest: false, readsEnvironment: false))
        } matching: { issue in
            issue.sourceLocation?.fileName == "CheckInTestsTests.swift" && issue.sourceLocation?.line == checkLine
        }
        let text = try #require(failure).description
        #expect(
            text == """
                NSInternalInconsistencyException: Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).
                  property: core property: ForgetfulCoalescer, tableView
                  batch:    (empty batch)
                  case, as Swift:
                    let list = SectionedList<Int, Int>([])
                    let edits: [Edit<Int, Int>] = [
                        .insertSection(id: 0, at: 0),
                    ]
                    check(.coalescer(ForgetfulCoalescer()), case: .init(initial: list, edits: edits))
                  replay:   configuration seed: 5, cases: 2 (this check has readsEnvironment: false, so BATCHFUZZ_SEED and BATCHFUZZ_CASES are not read)
                """)
    }

    /// The pasted case, judged alone, fails the same way; fixed, it passes.
    @Test func thePastedCaseIsARegressionTest() {
        let list = SectionedList<Int, Int>([])
        let edits: [Edit<Int, Int>] = [
            .insertSection(id: 0, at: 0)
        ]
        var failure: PropertyFailure?
        withKnownIssue {
            failure = check(
                .coalescer(ForgetfulCoalescer()), case: .init(initial: list, edits: edits),
                configuration: .init(seed: 1, examplesBesideTest: false, readsEnvironment: false))
        }
        #expect(failure?.signature == "invalidSectionCount")
        #expect(
            check(
                .coalescer(ResetCoalescer()), case: .init(initial: list, edits: edits),
                configuration: .init(examplesBesideTest: false, readsEnvironment: false)) == nil)
    }

    /// With no folder named, the failure is saved in `__BatchFuzz__` beside the test file (here
    /// a test file's path under a temporary folder), and runs first the next time.
    @Test func aFailureIsSavedBesideTheTestFileAndRunsFirstNextTime() throws {
        let folder = "/tmp/batchfuzz-front-door-examples/FeedTests"
        try? FileManager.default.removeItem(atPath: "/tmp/batchfuzz-front-door-examples")
        defer { try? FileManager.default.removeItem(atPath: "/tmp/batchfuzz-front-door-examples") }
        #expect(!FileManager.default.fileExists(atPath: folder + "/__BatchFuzz__"))
        let configuration = FuzzConfiguration(cases: 200, seed: 11, readsEnvironment: false)
        var first: PropertyFailure?, second: PropertyFailure?
        withKnownIssue {
            first = check(
                .coalescer(ForgetfulCoalescer()), configuration: configuration,
                filePath: "/tmp/batchfuzz-front-door-examples/FeedTests/FeedTests.swift")
        }
        let saved = try #require(first?.corpusFile)
        #expect(saved.hasPrefix(folder + "/__BatchFuzz__/"))
        #expect(FileManager.default.fileExists(atPath: saved))
        withKnownIssue {
            second = check(
                .coalescer(ForgetfulCoalescer()), configuration: .init(cases: 200, seed: 99, readsEnvironment: false),
                filePath: "/tmp/batchfuzz-front-door-examples/FeedTests/FeedTests.swift")
        }
        // Found again from the saved example, before any random case of the new seed.
        #expect(second?.caseIndex == nil)
        #expect(second?.caseDescription == first?.caseDescription)
    }
}

/// A suite's configuration, given once by its trait, reaches every `check` that names none.
@Suite(.fuzzConfiguration(.init(cases: 40, seed: 5, examplesBesideTest: false, readsEnvironment: false)))
struct SuiteConfigurationTests {
    @Test func checksTakeTheSuitesConfiguration() {
        var failure: PropertyFailure?
        withKnownIssue { failure = check(.coalescer(ForgetfulCoalescer())) }
        #expect(failure?.seed == 5)
        #expect(failure?.corpusFile == nil)
    }

    @Test func aConfigurationGivenToTheCheckWins() {
        var failure: PropertyFailure?
        withKnownIssue {
            failure = check(
                .coalescer(ForgetfulCoalescer()),
                configuration: .init(seed: 6, examplesBesideTest: false, readsEnvironment: false))
        }
        #expect(failure?.seed == 6)
    }
}
