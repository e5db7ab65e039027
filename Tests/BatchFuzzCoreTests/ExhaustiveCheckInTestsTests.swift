@testable import BatchFuzzCore
import BatchEngine
import PropertyTesting
import Testing

/// `check(…, configuration: .init(exhaustive:))`: every case of a scope, from a test.
struct ExhaustiveCheckInTestsTests {
    static let small = ExhaustiveScope(sections: 2, rows: 2, edits: 2)

    @Test func aCorrectCoalescerPassesEveryCaseAndSaysWhatWasCovered() throws {
        let report = try FuzzCheck.check(
            .coalescer(BatchCoalescer()), configuration: .init(examplesBesideTest: false, exhaustive: Self.small))
        let covered = try #require(report.exhaustive)
        #expect(covered.judged == report.cases && covered.distinct == covered.judged && covered.judged > 1000)
        #expect(report.description.hasPrefix("core property: BatchCoalescer: \(covered.judged) distinct cases judged"))
    }

    /// The naive coalescer's first failure in size order: two sections inserted at 0, which the
    /// shrinker also reaches; its draws are the random runs' generator's, which make it again.
    @Test func aWrongCoalescerFailsOnTheFirstCaseInSizeOrder() throws {
        do {
            try FuzzCheck.check(
                .coalescer(NaiveCoalescer()), configuration: .init(examplesBesideTest: false, exhaustive: Self.small),
                test: "naive()")
            Issue.record("expected a failure")
        } catch {
            #expect(error.signature == "invalidSectionCount")
            #expect(error.replay == "swift test --filter 'naive'")
            var source = ChoiceSource(replaying: error.draws)
            let again = try EditCase.generator().generate(using: &source)
            #expect(again.description == error.caseDescription.components(separatedBy: "\nfinal:").first)
        }
    }

    /// The core scenario's scope generators make a different case from every choice sequence,
    /// which is what lets their walks keep no table of the cases met: counted here with the table,
    /// on scopes of every shape up to 2 edits.
    @Test(arguments: [
        ExhaustiveScope(sections: 2, rows: 2, edits: 2), ExhaustiveScope(sections: 3, rows: 3, edits: 1),
        ExhaustiveScope(sections: 1, rows: 3, edits: 2),
    ])
    func theScopeGeneratorsMakeADifferentCaseFromEverySequence(_ scope: ExhaustiveScope) {
        for generator in [EditCase.generator(scope: scope), EditCase.listGenerator(scope: scope)] {
            guard case .passed(let report) = checkExhaustively(Property("any", generator, holds: { _ in true })) else {
                Issue.record("expected a pass")
                return
            }
            #expect(report.distinct == report.sequences && report.sequences > 10, "\(scope)")
        }
    }

    @Test func aScopeOverItsBudgetIsAFailureSayingSo() {
        let huge = ExhaustiveScope(sections: 4, rows: 4, edits: 4, budget: 10_000)
        do {
            try FuzzCheck.check(
                .coalescer(BatchCoalescer()), configuration: .init(examplesBesideTest: false, exhaustive: huge))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.signature == "scope too large")
            #expect(
                error.description.contains("more than the budget of 10,000: narrow the scope, or raise its budget to "),
                "\(error.description)")
        }
    }

    @Test func theConfigurationNamesItsScope() {
        #expect(
            "\(FuzzConfiguration(exhaustive: ExhaustiveScope()))"
                == "every case up to 2 edits on ≤ 3 sections of ≤ 3 rows")
    }
}
