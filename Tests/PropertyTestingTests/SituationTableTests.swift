@testable import PropertyTesting
import Testing

/// The reduction's table of situations answers as the plain statement of its rule does — a
/// prefix is covered when met before with at least as many steps left, a whole case when met
/// before under the same start or as a prefix — through clearing and keys that share their
/// first hash.
struct SituationTableTests {
    /// The rule, with a dictionary and a set.
    struct PlainTable {
        var prefixes: [SituationKey: Int] = [:]
        var cases: Set<SituationKey> = []

        mutating func isCovered(_ key: SituationKey, stepsLeft left: Int) -> Bool {
            if left == 0 { return prefixes[key] != nil || !cases.insert(key).inserted }
            if let known = prefixes[key], known >= left { return true }
            prefixes[key] = left
            return false
        }

        mutating func enter(stepsLeft: Int, maxSteps: Int) {
            if stepsLeft == maxSteps { cases.removeAll() }
        }
    }

    /// Keys met with any number of steps left, or (`keysNameSteps`) each with its own.
    @Test(arguments: [false, true]) func theTableAnswersAsTheRuleDoes(keysNameSteps: Bool) {
        var random = SplitMix64(seed: 7)
        // Keys that share their first hash (and so their first bucket) as well as distinct ones.
        let keys = (0..<6000).map { n in
            SituationKey(first: UInt64(n / 3) &* 0x9e37_79b9_7f4a_7c15, second: UInt64(n))
        }
        var table = SituationTable(keysNameSteps: keysNameSteps), plain = PlainTable()
        var covered = 0
        for step in 0..<60_000 {
            if random.next() % 500 == 0 {
                table.enter(stepsLeft: 3, maxSteps: 3)
                plain.enter(stepsLeft: 3, maxSteps: 3)
            }
            let index = Int(random.next() % UInt64(keys.count))
            let key = keys[index]
            let left = keysNameSteps ? index % 4 : Int(random.next() % 4)
            let answer = table.isCovered(key, stepsLeft: left)
            #expect(answer == plain.isCovered(key, stepsLeft: left), "step \(step)")
            if answer { covered += 1 }
        }
        // Both answers come up often.
        #expect(covered > 10_000 && covered < 50_000)
    }
}
