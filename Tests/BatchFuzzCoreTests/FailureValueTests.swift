import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Testing

/// A failure from `BatchFuzz.check` is a value a program can use: the shrunk case, the batch,
/// UIKit's reason, the seed and case index, the times and a replay line that works.
@Suite struct FailureValueTests {
    func naiveFailure(
        _ configuration: FuzzConfiguration = .init(cases: 1_000, seed: 4, readsEnvironment: false)
    ) throws -> PropertyFailure {
        do {
            try FuzzCheck.check(.coalescer(NaiveCoalescer()), configuration: configuration)
        } catch {
            return error
        }
        throw CheckError.passed
    }

    enum CheckError: Error { case passed }

    @Test func theFailureHoldsTheCaseTheBatchAndUIKitsReason() throws {
        let failure = try naiveFailure()
        let index = try #require(failure.caseIndex)
        #expect(failure.seed == 4)
        let value = try failure.shrunkCase(as: EditCase.self)
        let batch = try #require(failure.batch)
        #expect(batch == (try NaiveCoalescer().batch(for: value.edits, from: value.initial)))
        // The case judged again fails the same way, with the same text.
        let verdict = CoreProperty.verdict(for: value, flavors: ViewFlavor.allCases, moves: .ignored) { _ in batch }
        #expect(verdict == .fail(signature: failure.signature, message: failure.message))
        if failure.message.contains("NSInternalInconsistencyException") {
            let reason = try #require(failure.uikitReason)
            #expect(failure.message.contains("reason: '\(reason)'"))
            #expect(reason.hasPrefix("Invalid update") || reason.hasPrefix("attempt to"))
        }
        #expect(failure.flakiness == nil)
        #expect(failure.corpusFile == nil)
        #expect(failure.foundAfter > .zero && failure.shrinkDuration > .zero)
        #expect(failure.replay == "BATCHFUZZ_SEED=4 BATCHFUZZ_CASES=\(index + 1) swift test --filter 'naiveFailure'")
        #expect(failure.description.contains("  replay:   \(failure.replay)"))
    }

    @Test func theReplayLineReproducesTheCase() throws {
        let failure = try naiveFailure()
        // What the line's variables do: the seed, and the run up to the failing case.
        let replayed = try FuzzConfiguration(readsEnvironment: true).applyingEnvironment(
            ["BATCHFUZZ_SEED": "4", "BATCHFUZZ_CASES": String(try #require(failure.caseIndex) + 1)])
        let again = try naiveFailure(replayed)
        #expect(again.caseIndex == failure.caseIndex)
        #expect(again.caseJSON == failure.caseJSON)
    }

    @Test func theEnvironmentOverridesTheRun() throws {
        let base = FuzzConfiguration(cases: 10, seed: 1)
        let changed = try base.applyingEnvironment([
            "BATCHFUZZ_SEED": "0x10", "BATCHFUZZ_CASES": "250", "BATCHFUZZ_DURATION": "90s",
            "BATCHFUZZ_CORPUS": "/tmp/c",
        ])
        #expect(changed.check.seed == 16 && changed.check.cases == 250)
        #expect(changed.check.timeBudget == .seconds(90) && changed.corpus == "/tmp/c")
        #expect(base.isolatesTraps == nil)
        #expect(try base.applyingEnvironment(["BATCHFUZZ_ISOLATE": "1"]).isolatesTraps == true)
        #expect(try base.applyingEnvironment(["BATCHFUZZ_ISOLATE": "0"]).isolatesTraps == false)
        // How long a case judged in a child may run: 30 s unless set, and never past the run's budget.
        #expect(base.caseTimeLimit == .seconds(30))
        #expect(try base.applyingEnvironment(["BATCHFUZZ_CASE_TIME_LIMIT": "5s"]).caseTimeLimit == .seconds(5))
        #expect(
            try base.applyingEnvironment(["BATCHFUZZ_DURATION": "20s"]).effectiveCaseTimeLimit == .seconds(20))
        let budgetAlone = try base.applyingEnvironment(["BATCHFUZZ_DURATION": "10m"])
        #expect(budgetAlone.check.cases == .max && budgetAlone.check.timeBudget == .seconds(600))
        let ignored = try FuzzConfiguration(cases: 10, seed: 1, readsEnvironment: false).applyingEnvironment([
            "BATCHFUZZ_CASES": "250"
        ])
        #expect(ignored.check.cases == 10)
        for (variable, value, expected) in [
            ("BATCHFUZZ_SEED", "-1", "BATCHFUZZ_SEED='-1' is not a seed (decimal or 0x-prefixed hexadecimal)"),
            ("BATCHFUZZ_CASES", "many", "BATCHFUZZ_CASES='many' is not a case count (a whole number, 1 or more)"),
            (
                "BATCHFUZZ_DURATION", "10",
                "BATCHFUZZ_DURATION='10' is not a duration such as 90s, 10m or 1h, up to 720h"
            ),
            (
                "BATCHFUZZ_DURATION", "999999h",
                "BATCHFUZZ_DURATION='999999h' is not a duration such as 90s, 10m or 1h, up to 720h"
            ),
            (
                "BATCHFUZZ_CASE_TIME_LIMIT", "soon",
                "BATCHFUZZ_CASE_TIME_LIMIT='soon' is not a duration such as 500ms, 5s or 1m, up to 720h"
            ),
            ("BATCHFUZZ_ISOLATE", "yes", "BATCHFUZZ_ISOLATE='yes' is not 1 or 0"),
        ] {
            #expect(throws: FuzzConfiguration.EnvironmentError.self) { try base.applyingEnvironment([variable: value]) }
            do { _ = try base.applyingEnvironment([variable: value]) } catch { #expect(error.description == expected) }
        }
    }

    @Test func theOraclesOptionsReachTheProperty() throws {
        // An app from iOS 9 on: the differ may fill and empty collection-view sections in place.
        let modern = IOSVersion(9)
        try FuzzCheck.check(
            .differ(BatchDiffer(deploymentTarget: modern)),
            configuration: .init(
                cases: 1_500, seed: 6, oracle: .init(strict: true, deploymentTarget: modern), minimumMoves: true))
        // Judged for an app that still supports iOS 7, the same differ meets the iOS 6–7 crashes.
        var old = UIKitValidator.Options.fuzzing
        old.deploymentTarget = IOSVersion(7)
        #expect {
            try FuzzCheck.check(
                .differ(BatchDiffer(deploymentTarget: modern)), configuration: .init(cases: 1_500, seed: 6, oracle: old)
            )
        } throws: { error in
            let signature = (error as? PropertyFailure)?.signature ?? ""
            return signature == "strict:insertIntoEmptySection" || signature == "strict:deleteLastItemOfSection"
        }
    }
}
