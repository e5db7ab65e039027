import PropertyTesting
import Testing

@Suite struct TargetSearchTests {
    /// A list of twenty numbers, the first 42, summing to 1234: about one random list in a million.
    let lists = Gen<[Int]>.array(of: .int(in: 0...100))
    func distance(_ list: [Int]) -> Int? {
        guard let first = list.first else { return nil }
        return abs(list.count - 20) * 10 + abs(first - 42) + abs(list.reduce(0, +) - 1234)
    }

    func configuration(cases: Int, seed: UInt64 = 3) -> CheckConfiguration {
        CheckConfiguration(seed: seed, cases: cases, log: { _ in })
    }

    @Test func aClimbReachesACaseRandomCasesDoNot() throws {
        let found = try #require(searchForTarget(lists, configuration(cases: 20_000), distance: distance))
        #expect(found.value.count == 20 && found.value.first == 42 && found.value.reduce(0, +) == 1234)
        // The draws replay the case.
        var source = ChoiceSource(replaying: found.draws)
        #expect(try lists.generate(using: &source) == found.value)
        // As many random cases miss it.
        let random = Property("not the target", lists) { distance($0) != 0 }
        #expect(check(random, configuration(cases: 20_000)).counterexample == nil)
    }

    @Test func theSeedFixesTheCaseFound() throws {
        let first = try #require(searchForTarget(lists, configuration(cases: 20_000), distance: distance))
        let again = try #require(searchForTarget(lists, configuration(cases: 20_000), distance: distance))
        #expect(first.draws == again.draws)
    }

    @Test func aCaseThatNeverComesNearIsNotFound() {
        #expect(searchForTarget(lists, configuration(cases: 500)) { _ in nil } == nil)
    }

    @Test func theDrawsFoundCanBeShrunkAsAKnownCase() throws {
        let found = try #require(searchForTarget(lists, configuration(cases: 20_000), distance: distance))
        var shrinking = configuration(cases: 0)
        shrinking.knownCases = [found.draws]
        let property = Property("not the target", lists) { distance($0) != 0 }
        let shrunk = try #require(check(property, shrinking).counterexample)
        #expect(distance(shrunk.value) == 0)
        #expect(Shrinker.isSmaller(shrunk.draws, than: found.draws) || shrunk.draws == found.draws)
    }
}
