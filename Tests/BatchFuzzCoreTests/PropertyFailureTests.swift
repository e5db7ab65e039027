import BatchEngine
import BatchFuzzCore
import BatchModel
import PropertyTesting
import Testing

/// Running a property from Swift Testing: a failure is an error whose text holds the shrunk
/// case and how to replay it.
@Suite struct PropertyFailureTests {
    let property = Property("sums stay small", Gen<[Int]>.array(of: .int(in: 0...100))) { $0.reduce(0, +) < 100 }

    @Test func aFailureCarriesTheShrunkCaseAndTheReplay() throws {
        do {
            try FuzzCheck.check(
                property, configuration: .init(CheckConfiguration(seed: 3, cases: 1_000, log: { _ in })))
            Issue.record("the property should fail")
        } catch {
            #expect(error.signature == "false")
            #expect(error.description.contains("  case:\n    [100]\n"))
            #expect(
                error.description.contains(
                    "  replay:   BATCHFUZZ_SEED=3 BATCHFUZZ_CASES=\(try #require(error.caseIndex) + 1) swift test --filter 'aFailureCarriesTheShrunkCaseAndTheReplay'"
                ))
            #expect(error.details.contains("draws:         \(error.draws)"))
            // The replay the message suggests reproduces the same shrunk case.
            let replay = PropertyTesting.check(property, CheckConfiguration(knownCases: [error.draws], log: { _ in }))
            #expect(replay.counterexample?.value == [100])
        }
    }

    @Test func aPassReturnsTheReport() throws {
        let report = try FuzzCheck.check(Property("true", Gen<Int>.int(in: 0...9)) { _ in true })
        #expect(report.cases == 1_000)
    }

    @Test func givingUpIsAFailureToo() {
        #expect(throws: PropertyFailure.self) {
            try FuzzCheck.check(Property("never judged", Gen<Int>.int(in: 0...9)) { _, _ in .discard })
        }
    }

    /// A failure that rests on a strict quirk says so on a line of its own, with the line that
    /// stops checking it; UIKit's reason is read without those lines.
    @Test func whatAVerdictRestsOnIsSaidApartFromUIKitsText() {
        let quirk = UIKitQuirk(.insertIntoMovedSection, "insert of [1, 0] into section 1")
        #expect(
            PropertyFailure.restsOn(quirk)
                == "\n  rests on an option: insertIntoMovedSection is a device quirk that reports show, not a documented rule (configuration.oracle.quirks.remove(.insertIntoMovedSection) stops checking it)"
        )
        let message =
            "tap: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: x'"
            + "\n  rests on an option: the table's reading (it's an option)"
        #expect(PropertyFailure.uikitReason(in: message) == "Invalid update: x")
    }
}
