import PropertyTesting
import Testing

@Suite struct SurveyTests {
    /// Lists of small numbers that fail two ways: a sum too large, or a 7 among them.
    let twoBugs = Property("two bugs", Gen<[Int]>.array(of: .int(in: 0...100))) { list, _ -> Verdict in
        if list.contains(7) { return .fail(signature: "seven", message: "7 at \(list.firstIndex(of: 7)!)") }
        if list.reduce(0, +) > 300 { return .fail(signature: "too large", message: "sum \(list.reduce(0, +))") }
        return .pass
    }

    func configuration(cases: Int) -> CheckConfiguration {
        CheckConfiguration(seed: 5, cases: cases, log: { _ in })
    }

    @Test func aSurveyShrinksEachSignatureOnceAndCountsTheRest() throws {
        var heard: [(signature: String, shrunk: Bool)] = []
        let result = survey(twoBugs, configuration(cases: 400)) {
            heard.append(($0.signature, $0.counterexample != nil))
        }
        #expect(result.failures.map(\.counterexample.signature).sorted() == ["seven", "too large"])
        #expect(result.report.cases == 400)
        let seven = try #require(result.failures.first { $0.counterexample.signature == "seven" })
        let large = try #require(result.failures.first { $0.counterexample.signature == "too large" })
        #expect(seven.counterexample.value == [7])
        #expect(large.counterexample.value.reduce(0, +) == 301)
        // Every failing case was heard once, the first of each signature shrunk.
        #expect(heard.count == seven.cases + large.cases)
        #expect(heard.filter(\.shrunk).map(\.signature) == result.failures.map(\.counterexample.signature))
        #expect(seven.cases > 1 && large.cases > 1)
    }

    @Test func aSurveysFirstFailureIsTheFailureCheckReports() throws {
        let checked = try #require(check(twoBugs, configuration(cases: 400)).counterexample)
        let surveyed = try #require(survey(twoBugs, configuration(cases: 400)).failures.first?.counterexample)
        #expect(checked.origin == surveyed.origin)
        #expect(checked.value == surveyed.value)
        #expect(checked.signature == surveyed.signature)
    }

    @Test func aPassingSurveyReportsThePass() {
        let result = survey(Property("fine", Gen<Int>.int(in: 0...9)) { $0 < 10 }, configuration(cases: 50))
        #expect(result.failures.isEmpty)
        #expect(result.report.cases == 50)
        #expect(!result.gaveUp && result.generatorFailure == nil)
    }
}
