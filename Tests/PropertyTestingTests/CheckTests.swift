import Foundation
import PropertyTesting
import Testing

@Suite struct CheckTests {
    func quiet(_ seed: UInt64 = 1, cases: Int = 200) -> CheckConfiguration {
        CheckConfiguration(seed: seed, cases: cases, log: { _ in })
    }

    @Test func aPassReportsCountsLabelsAndTimes() {
        let property = Property("labels", Gen<[Int]>.array(of: .int(in: 0...9))) { list, context in
            context.classify(list.isEmpty, "empty")
            context.label(list.count > 3 ? "long" : "short")
            return .pass
        }
        guard case .passed(let report) = check(property, quiet(cases: 500)) else {
            Issue.record("expected a pass")
            return
        }
        #expect(report.cases == 500)
        #expect(report.labels.map(\.count).reduce(0, +) >= 500)
        #expect(report.labels.contains { $0.label == "empty" })
        #expect(report.labels.map(\.count) == report.labels.map(\.count).sorted(by: >))
        #expect(report.slowestCase >= report.meanCase)
        #expect(report.description.contains("passed 500 cases"))
    }

    @Test func theSeedIsAlwaysPrinted() {
        let lines = Recorded<String>()
        let configuration = CheckConfiguration(cases: 1, log: { lines.append($0) })
        _ = check(Property("anything", Gen<Int>.int(in: 0...1)) { _ in true }, configuration)
        #expect(lines.values.count == 1 && lines.values[0].hasPrefix("anything: seed "))
    }

    @Test func aFailureIsShrunkAndReproducibleFromItsSeedAndCase() throws {
        let property = Property("small sums", Gen<[Int]>.array(of: .int(in: 0...1000))) { $0.reduce(0, +) < 1000 }
        let counterexample = try #require(check(property, quiet(7, cases: 1_000)).counterexample)
        #expect(counterexample.value == [1000])
        #expect(counterexample.signature == "false")
        guard case .random(let index) = counterexample.origin else {
            Issue.record("not random")
            return
        }
        // The seed and the case index regenerate the original case on their own.
        var source = ChoiceSource(
            seed: CheckConfiguration.caseSeed(7, index), size: CheckConfiguration().size(ofCase: index))
        _ = try property.generator.generate(using: &source)
        #expect(source.draws == counterexample.originalDraws)
        // The shrunk draws replay the shrunk value.
        var replay = ChoiceSource(replaying: counterexample.draws)
        #expect(try property.generator.generate(using: &replay) == [1000])
        #expect(counterexample.description.contains("shrunk case:   [1000]"))
        #expect(counterexample.description.contains("replay:        seed 7, case \(index)"))
    }

    @Test func shrinkingKeepsTheFailureSignature() throws {
        // Small lists fail one way, long lists another: the shrunk long-list failure stays long.
        let property = Property("two bugs", Gen<[Int]>.array(of: .int(in: 0...9))) { list, _ in
            if list.count >= 5 { return .fail(signature: "too long", message: "\(list.count) elements") }
            if list.contains(7) { return .fail(signature: "seven", message: "has a 7") }
            return .pass
        }
        for seed: UInt64 in 1...20 {
            let counterexample = try #require(check(property, quiet(seed, cases: 500)).counterexample)
            switch counterexample.signature {
            case "too long": #expect(counterexample.value == [0, 0, 0, 0, 0])
            case "seven": #expect(counterexample.value == [7])
            default: Issue.record("unexpected signature \(counterexample.signature)")
            }
        }
    }

    @Test func knownCasesRunFirst() throws {
        let property = Property("no 3", Gen<[Int]>.array(of: .int(in: 0...9))) { !$0.contains(3) }
        var configuration = quiet(cases: 0)
        configuration.knownCases = [[1, 5, 0], [1, 4, 1, 3, 0]]
        let counterexample = try #require(check(property, configuration).counterexample)
        #expect(counterexample.origin == .known(index: 1))
        #expect(counterexample.value == [3])
    }

    @Test func tooManyDiscardsGiveUp() {
        let property = Property("picky", Gen<Int>.int(in: 0...100)) { _, _ in .discard }
        guard case .gaveUp(let report) = check(property, quiet(cases: 10)) else {
            Issue.record("expected to give up")
            return
        }
        #expect(report.cases == 0 && report.discarded > 100)
    }

    @Test func aTimeBudgetEndsTheRun() {
        var configuration = quiet(cases: Int.max)
        configuration.timeBudget = .milliseconds(50)
        guard case .passed(let report) = check(Property("fast", Gen<Int>.int(in: 0...9)) { _ in true }, configuration)
        else {
            Issue.record("expected a pass")
            return
        }
        #expect(report.cases > 0 && report.cases < Int.max)
    }

    @Test func theShrinkBudgetIsReported() throws {
        var configuration = quiet(3, cases: 1_000)
        configuration.maxShrinkEvaluations = 5
        let property = Property("small sums", Gen<[Int]>.array(of: .int(in: 0...1000))) { $0.reduce(0, +) < 1000 }
        let counterexample = try #require(check(property, configuration).counterexample)
        #expect(counterexample.shrinkEvaluations <= 5)
        #expect(counterexample.shrinkLimitReached)
    }

    /// A share of a run stops at the run's last index however many cases it discarded, so
    /// shares never run past the run.
    @Test func aShareStopsAtTheIndexLimitWhateverItDiscarded() {
        let recorded = Recorded<Int>()
        var configuration = quiet(cases: .max)
        configuration.firstCase = 1
        configuration.caseStride = 3
        configuration.caseIndexLimit = 100
        configuration.willRunCase = { recorded.append($0) }
        let property = Property("odd only", Gen<Int>.int(in: 0...9)) { value, _ in value % 2 == 1 ? .pass : .discard }
        guard case .passed(let report) = check(property, configuration) else {
            Issue.record("expected a pass")
            return
        }
        let indices = recorded.values
        #expect(indices == Array(stride(from: 1, to: 100, by: 3)))
        #expect(report.cases + report.discarded == indices.count)
        #expect(report.discarded > 0)
    }
}

/// Values a `@Sendable` callback records, read back by the test.
final class Recorded<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    func append(_ value: Value) { lock.withLock { stored.append(value) } }
    var values: [Value] { lock.withLock { stored } }
}
