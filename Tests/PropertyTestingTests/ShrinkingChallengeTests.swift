import ShrinkingChallenge
import Testing

/// The Shrinking Challenge over 100 seeds each: how often the ideal is reached.
@Suite struct ShrinkingChallengeTests {
    static let seeds: [UInt64] = Array(1...100)

    @Test(arguments: challenges.map(\.name))
    func reachesTheIdeal(_ name: String) {
        let challenge = challenges.first { $0.name == name }!
        var ideal = 0, found = 0, evaluations = 0, casesToFind = 0
        var results: [String: Int] = [:]
        for seed in Self.seeds {
            guard let outcome = challenge.run(seed, 10_000) else { continue }
            found += 1
            evaluations += outcome.evaluations
            casesToFind += outcome.cases
            if outcome.ideal { ideal += 1 }
            results[outcome.result, default: 0] += 1
        }
        let worst = results.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(3)
        print(
            "CHALLENGE \(name): found \(found)/100, ideal \(ideal)/100, \(results.count) distinct, mean evaluations \(found == 0 ? 0 : evaluations / found), mean cases to find \(found == 0 ? 0 : casesToFind / found); top: \(worst.map { "\($0.key)×\($0.value)" })"
        )
        #expect(found == 100)
        #expect(ideal >= 95)
    }
}
