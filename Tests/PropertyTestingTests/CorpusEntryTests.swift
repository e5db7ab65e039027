import Foundation
import PropertyTesting
import Testing

@Suite struct CorpusEntryTests {
    struct ReadableCase: Codable, Equatable {
        var list: [Int]
    }

    @Test func roundTripsThroughJSONWithFullPrecision() throws {
        let entry = CorpusEntry(
            property: "sums", seed: .max, caseIndex: 12, draws: [1, .max, 0], signature: "false",
            message: "too big", case: ReadableCase(list: [1000]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(entry)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""seed" : "18446744073709551615""#))
        #expect(text.contains(#""formatVersion" : 1"#))
        let decoded = try JSONDecoder().decode(CorpusEntry<ReadableCase>.self, from: data)
        #expect(decoded == entry)
        #expect(decoded.draws == [1, .max, 0])
        #expect(decoded.seedValue == .max)
    }

    @Test func madeFromACounterexample() throws {
        let property = Property("sums", Gen<[Int]>.array(of: .int(in: 0...1000))) { $0.reduce(0, +) < 1000 }
        let counterexample = try #require(
            check(property, CheckConfiguration(seed: 5, cases: 1_000, log: { _ in })).counterexample)
        let entry = CorpusEntry(counterexample, readable: ReadableCase(list: counterexample.value))
        #expect(entry.case == ReadableCase(list: [1000]))
        #expect(entry.draws == counterexample.draws)
        #expect(entry.seed == "5")
        #expect(entry.signature == "false")
        var replay = ChoiceSource(replaying: entry.draws)
        #expect(try property.generator.generate(using: &replay) == [1000])
    }
}
