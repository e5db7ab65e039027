import BatchModel
import Foundation
import PropertyTesting

/// One saved case, as a JSON file in `Corpus/`: what it is (scenario, engine, flavour), what it
/// is expected to do when replayed, how it failed and was found, and the case itself — both as
/// draws (to shrink it further) and explicitly (so it replays even after the generators change).
public struct CorpusFile: Codable, Equatable, Sendable {
    /// The format this version of BatchFuzz writes and reads.
    public static let currentFormatVersion = 1

    /// What replaying the entry must show.
    public enum Expectation: String, Codable, Sendable {
        /// The engine must pass (a fixed bug of a correct engine: a regression test).
        case pass
        /// The engine must fail with the recorded signature (a bug-zoo engine).
        case fail
    }

    /// How the case failed when it was found.
    public struct Failure: Codable, Equatable, Sendable {
        /// `property` (an invariant or UIKit rule broke), `crash` or `timeout`.
        public var kind: String
        /// The failure kind's stable name, e.g. `invalidItemCount`.
        public var signature: String
        /// What was printed, UIKit's text included.
        public var message: String
        /// Present when the case did not fail on every judgement: how often it failed.
        public var flakiness: Flakiness?

        public init(kind: String, signature: String, message: String, flakiness: Flakiness? = nil) {
            self.kind = kind
            self.signature = signature
            self.message = message
            self.flakiness = flakiness
        }
    }

    /// Where the case came from.
    public struct Found: Codable, Equatable, Sendable {
        /// The tool and version that found it.
        public var by: String
        /// The run's seed, as text (other JSON readers round large numbers).
        public var seed: String
        /// The case index in that run.
        public var caseIndex: Int?
        /// The run's `--max-size`, which shapes the generator the draws belong to (absent: the
        /// default, 12), so that `shrink` reads the draws with the generator that made them.
        public var maxSize: Int?
        /// In a survey (`fuzz --survey`), how many cases of the run failed this way; absent
        /// for a run that stopped at this, its first failure.
        public var failingCases: Int?

        public init(by: String, seed: String, caseIndex: Int?, maxSize: Int? = nil, failingCases: Int? = nil) {
            self.by = by
            self.seed = seed
            self.caseIndex = caseIndex
            self.maxSize = maxSize
            self.failingCases = failingCases
        }
    }

    public var formatVersion: Int
    public var scenario: String
    public var engine: String
    /// `table` or `collection`.
    public var flavor: String
    public var expectation: Expectation
    public var failure: Failure
    public var found: Found
    /// The shrunk draws (to shrink further with `batchfuzz shrink`).
    public var draws: [UInt64]
    /// The case, explicitly, in its scenario's own readable form (an ``EditCase`` for `core`).
    public var `case`: JSONValue

    public init(
        scenario: String, engine: String, flavor: ViewFlavor, expectation: Expectation, failure: Failure,
        found: Found, draws: [UInt64], case: JSONValue
    ) {
        formatVersion = Self.currentFormatVersion
        self.scenario = scenario
        self.engine = engine
        self.flavor = flavor == .tableView ? "table" : "collection"
        self.expectation = expectation
        self.failure = failure
        self.found = found
        self.draws = draws
        self.case = `case`
    }

    /// The flavour, or `nil` when the text is neither `table` nor `collection`.
    public var viewFlavor: ViewFlavor? {
        switch flavor {
        case "table": .tableView
        case "collection": .collectionView
        default: nil
        }
    }

    /// `<scenario>-<engine>-<hash>.json`, the hash taken from the case, so the same case always
    /// gets the same name (and a second find of it overwrites rather than piles up).
    public var fileName: String {
        "\(scenario)-\(engine)-\(flavor)-\(Self.hash((try? Self.encoder.encode(self.case)) ?? Data())).json"
    }

    /// Twelve hex digits of the FNV-1a hash of `bytes`: how a saved case names its file.
    static func hash(_ bytes: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String((String(repeating: "0", count: 16 - hex.count) + hex).prefix(12))
    }

    /// Pretty-printed with stable key order, so diffs read well in review.
    public static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
