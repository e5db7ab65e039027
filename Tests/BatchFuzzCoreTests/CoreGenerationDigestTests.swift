@testable import BatchFuzzCore
import PropertyTesting
import Testing

/// The core property's generators draw exactly what they drew when these digests were taken:
/// the same draws, the same spans (what the shrinker reads) and the same cases, seed by seed —
/// so every saved entry, seed and shrink stays valid however the generators are rewritten.
struct CoreGenerationDigestTests {
    /// FNV-1a over 64-bit words.
    struct Digest {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        mutating func add(_ word: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) {
                value = (value ^ ((word >> UInt64(shift)) & 0xff)) &* 0x100_0000_01b3
            }
        }
        mutating func add(_ text: String) {
            for byte in text.utf8 { add(UInt64(byte)) }
        }
    }

    /// The digest of `cases` cases of `generator`: each case's draws, spans and readable form,
    /// drawn at random from its seed and then replayed from its draws, as the shrinker does.
    static func digest(_ generator: Gen<EditCase>, cases: Int) -> UInt64 {
        var digest = Digest()
        for index in 0..<cases {
            var random = ChoiceSource(
                seed: CheckConfiguration.caseSeed(7, index), size: index % 101, recordingSpans: true)
            guard let value = try? generator.generate(using: &random) else {
                digest.add(0xdead)
                continue
            }
            var replay = ChoiceSource(replaying: random.draws, recordingSpans: true)
            let again = try? generator.generate(using: &replay)
            for source in [random, replay] {
                digest.add(UInt64(source.draws.count))
                source.draws.forEach { digest.add($0) }
                for span in source.spans {
                    digest.add(UInt64(span.start))
                    digest.add(UInt64(span.end))
                    digest.add(UInt64(span.prefix))
                    digest.add(UInt64(bitPattern: Int64(span.parent)))
                    digest.add(UInt64(span.kind.rawValue))
                }
            }
            digest.add(value.description)
            digest.add(again?.description ?? "?")
        }
        return digest.value
    }

    @Test func theDefaultGeneratorDrawsAsBefore() {
        #expect(Self.digest(EditCase.generator(), cases: 3000) == 18_430_664_710_110_847_061)
    }

    @Test func theSwarmGeneratorDrawsAsBefore() {
        #expect(Self.digest(EditCase.generator(maxEdits: 40), cases: 1000) == 11_508_130_662_660_568_813)
    }

    @Test func theFlatListGeneratorDrawsAsBefore() {
        #expect(
            Self.digest(EditCase.generator(shape: .list(maxEdits: 12), maxEdits: 12), cases: 2000)
                == 12_970_463_252_185_939_381)
    }
}

/// A case's draws are found from the case alone: what the generator drew for it.
struct EditCaseDrawsTests {
    @Test func aGeneratedCaseIsEncodedAsTheDrawsThatMadeIt() throws {
        for index in 0..<3000 {
            var source = ChoiceSource(seed: CheckConfiguration.caseSeed(5, index), size: index % 101)
            let value = try EditCase.generator().generate(using: &source)
            #expect(value.draws() == source.draws, "\(value)")
        }
    }

    /// A case of a smaller scope is encoded in the default generator's draws, which make it.
    @Test func aCaseOfAScopeIsEncodedForTheDefaultGenerator() throws {
        var source = ChoiceSource(enumerating: [1, 2, 1, 0, 1, 1, 1, 3, 0])
        let value = try EditCase.generator(scope: ExhaustiveScope(sections: 2, rows: 3, edits: 1)).generate(
            using: &source)
        let draws = try #require(value.draws())
        var again = ChoiceSource(replaying: draws)
        #expect(try EditCase.generator().generate(using: &again) == value)
        #expect(draws != source.draws)
    }
}
