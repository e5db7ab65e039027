import PropertyTesting
import Testing

/// The exhaustive walk: every case of a generator's scope once, the least failure first, the
/// shards a partition, a scope too large refused before it starts.
struct ExhaustiveCheckTests {
    /// Lists of up to 3 numbers of 0 to 3.
    static var lists: Gen<[Int]> { .array(of: .int(in: 0...3), length: 0...3) }

    @Test func everyCaseOfTheScopeIsJudgedOnce() {
        final class Seen: @unchecked Sendable { var values: [[Int]] = [] }
        let seen = Seen()
        let property = Property(
            "all", Self.lists,
            holds: { value in
                seen.values.append(value)
                return true
            })
        guard case .passed(let report) = checkExhaustively(property) else {
            Issue.record("expected a pass")
            return
        }
        // 1 + 4 + 16 + 64 lists.
        #expect(report.sequences == 85 && report.distinct == 85 && report.judged == 85)
        #expect(Set(seen.values).count == 85 && seen.values.count == 85)
        #expect(seen.values.first == [] && seen.values.contains([3, 3, 3]))
    }

    /// The walk says how far it sized its scope while counting (a large scope takes as long to
    /// count as to walk), then the whole count, then how far it walked it — up to that count.
    @Test func sizingAndWalkingAreReportedAsTheyGo() {
        final class Heard: @unchecked Sendable {
            var counted: [Int] = [], complete: [Int] = [], walked: [Int] = []
        }
        let heard = Heard()
        // Lists of up to 8 numbers of 0 to 3: 87,381 sequences, past the 65,536 of a count report.
        var configuration = ExhaustiveConfiguration(progress: { heard.walked.append($0) })
        configuration.sizing = { count, isComplete in
            if isComplete { heard.complete.append(count) } else { heard.counted.append(count) }
        }
        let property = Property("long", Gen<[Int]>.array(of: .int(in: 0...3), length: 0...8), holds: { _ in true })
        guard case .passed(let report) = checkExhaustively(property, configuration) else {
            Issue.record("expected a pass")
            return
        }
        #expect(report.sequences == 87_381)
        #expect(heard.counted == [65_536])
        #expect(heard.complete == [87_381])
        #expect(heard.walked.last == 87_381 && heard.walked.dropLast().allSatisfy { $0 % 4096 == 0 })
    }

    @Test func casesMadeAlikeByDifferentDrawsAreJudgedOnce() {
        let halves = Gen<Int>.int(in: 0...5).map { $0 / 2 }
        guard case .passed(let report) = checkExhaustively(Property("halves", halves, holds: { _ in true })) else {
            Issue.record("expected a pass")
            return
        }
        #expect(report.sequences == 6 && report.distinct == 3 && report.judged == 3)
    }

    /// A generator whose sequences are distinct is walked with no table of the cases met: the same
    /// cases judged, the same least failure.
    @Test func aWalkOfDistinctSequencesKeepsNoTableAndFindsTheSame() {
        var flat = ExhaustiveConfiguration()
        flat.sequencesAreDistinct = true
        let passing = Property("all", Self.lists, holds: { _ in true })
        guard case .passed(let report) = checkExhaustively(passing, flat) else {
            Issue.record("expected a pass")
            return
        }
        #expect(report.sequences == 85 && report.distinct == 85 && report.judged == 85)
        let failing = Property("sum below 5", Self.lists, holds: { $0.reduce(0, +) < 5 })
        guard case .failed(let withTable, _) = checkExhaustively(failing),
            case .failed(let withoutTable, _) = checkExhaustively(failing, flat)
        else {
            Issue.record("expected failures")
            return
        }
        #expect(withoutTable.value == withTable.value && withoutTable.draws == withTable.draws)
    }

    /// The failure reported is the one with the shortest, then least, draws: [2, 3] — what the
    /// shrinker reaches from a random failure of the same property.
    @Test func theFailureReportedIsMinimalByConstruction() {
        let property = Property("sum below 5", Self.lists, holds: { $0.reduce(0, +) < 5 })
        guard case .failed(let counterexample, let report) = checkExhaustively(property) else {
            Issue.record("expected a failure")
            return
        }
        #expect(counterexample.value == [2, 3])
        #expect(counterexample.draws == [1, 2, 1, 3, 0])
        #expect(report.failures >= 1)
        guard case .failed(let shrunk) = check(property, CheckConfiguration(seed: 1, cases: 1000)) else {
            Issue.record("random cases should fail too")
            return
        }
        #expect(shrunk.value == counterexample.value)
    }

    /// Three shards judge disjoint shares that together are every distinct case.
    @Test func shardsPartitionTheCases() {
        final class Seen: @unchecked Sendable { var values: [[Int]] = [] }
        var union: [[Int]] = []
        for index in 0..<3 {
            let seen = Seen()
            let property = Property(
                "all", Self.lists,
                holds: { value in
                    seen.values.append(value)
                    return true
                })
            let configuration = ExhaustiveConfiguration(shard: .init(index: index, count: 3))
            guard case .passed(let report) = checkExhaustively(property, configuration) else {
                Issue.record("expected a pass")
                return
            }
            #expect(report.judged == seen.values.count && report.distinct == 85)
            union += seen.values
        }
        #expect(union.count == 85 && Set(union).count == 85)
    }

    /// Shards of a walk whose sequences are distinct are dealt subtrees: each walks, counts and
    /// judges only its own — together every case once, each about its share — and the least
    /// failure among theirs is the whole walk's.
    @Test func shardsOfDistinctSequencesWalkOnlyTheirSubtrees() {
        final class Seen: @unchecked Sendable { var values: [[Int]] = [] }
        // Lists of up to 6 numbers of 0 to 3: 5,461 sequences, each a different list.
        let lists = Gen<[Int]>.array(of: .int(in: 0...3), length: 0...6)
        var union: [[Int]] = [], walked: [Int] = [], failures: [[Int]] = []
        for index in 0..<4 {
            let seen = Seen()
            let property = Property(
                "sum below 9", lists,
                holds: { value in
                    seen.values.append(value)
                    return value.reduce(0, +) < 9
                })
            var configuration = ExhaustiveConfiguration(shard: .init(index: index, count: 4))
            configuration.sequencesAreDistinct = true
            let report: ExhaustiveReport
            switch checkExhaustively(property, configuration) {
            case .passed(let passed): report = passed
            case .failed(let counterexample, let failed):
                report = failed
                failures.append(counterexample.value)
            case .tooLarge:
                Issue.record("expected a walk")
                return
            }
            walked.append(report.sequences)
            union += seen.values
        }
        #expect(walked.reduce(0, +) == 5_461)
        // Each shard walked between a half and twice its even share.
        #expect(walked.allSatisfy { $0 > 5_461 / 8 && $0 < 5_461 / 2 }, "\(walked)")
        // Every list judged by one shard only, up to each shard's first failure.
        #expect(Set(union).count == union.count)
        let whole = checkExhaustively(Property("sum below 9", lists, holds: { $0.reduce(0, +) < 9 }))
        guard case .failed(let least, _) = whole else {
            Issue.record("the whole walk should fail")
            return
        }
        #expect(failures.contains(least.value))
    }

    @Test func aScopeLargerThanTheBudgetIsRefusedWithItsSize() {
        let wide = Gen<[Int]>.array(of: .int(in: 0...100), length: 0...10)
        let property = Property("wide", wide, holds: { _ in true })
        guard case .tooLarge(let refusal) = checkExhaustively(property, .init(budget: 1000)) else {
            Issue.record("expected a refusal")
            return
        }
        #expect(refusal.budget == 1000 && refusal.counted == nil)
        #expect(refusal.estimate > 1e15)
    }

    /// A scope near its budget is counted, and the refusal says the count it decided on and a
    /// budget that passes — which does pass.
    @Test func aRefusalNearTheBudgetSaysTheCountAndABudgetThatPasses() {
        let property = Property("lists", Gen<[Int]>.array(of: .int(in: 0...3), length: 0...4), holds: { _ in true })
        guard case .tooLarge(let refusal) = checkExhaustively(property, .init(budget: 200)) else {
            Issue.record("expected a refusal")
            return
        }
        #expect(refusal.counted == 341)
        #expect(refusal.passingBudget == 341)
        #expect(
            refusal.sentence("lists", narrowing: "narrow it", budgetOption: "--budget")
                == "lists has 341 choice sequences (counted), more than the budget of 200: narrow it, or raise --budget to 341"
        )
        guard case .passed = checkExhaustively(property, .init(budget: refusal.passingBudget)) else {
            Issue.record("the budget the refusal gave does not pass")
            return
        }
    }
}
