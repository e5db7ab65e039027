import BatchModel
import Foundation
import PropertyTesting

/// One saved case, as a JSON file in `Corpus/`: what it is (scenario, engine, flavour), what it
/// is expected to do when replayed, how it failed and was found, and the case itself — both as
/// draws (to shrink it further) and explicitly (so it replays even after the generators change).
package struct CorpusFile: Codable, Equatable, Sendable {
    /// The format this version of BatchFuzz writes and reads.
    package static let currentFormatVersion = 1

    /// What replaying the entry must show.
    package enum Expectation: String, Codable, Sendable {
        /// The engine must pass (a fixed bug of a correct engine: a regression test).
        case pass
        /// The engine must fail with the recorded signature (a bug-zoo engine).
        case fail
    }

    /// How the case failed when it was found.
    package struct Failure: Codable, Equatable, Sendable {
        /// `property` (an invariant or UIKit rule broke), `crash` or `timeout`.
        package var kind: FailureKind
        /// The failure kind's stable name, e.g. `invalidItemCount`.
        package var signature: String
        /// What was printed, UIKit's text included.
        package var message: String
        /// Present when the case did not fail on every judgement: how often it failed.
        package var flakiness: Flakiness?

        package init(kind: FailureKind, signature: String, message: String, flakiness: Flakiness? = nil) {
            self.kind = kind
            self.signature = signature
            self.message = message
            self.flakiness = flakiness
        }
    }

    /// Where the case came from.
    package struct Found: Codable, Equatable, Sendable {
        /// The tool and version that found it.
        package var by: String
        /// The run's seed, as text (other JSON readers round large numbers).
        package var seed: String
        /// The case index in that run.
        package var caseIndex: Int?
        /// The run's `--max-size`, which shapes the generator the draws belong to (absent: the
        /// default, `CaseSize.standard`), so that `shrink` reads the draws with the generator that made them.
        package var maxSize: Int?
        /// In a survey (`fuzz --survey`), how many cases of the run failed this way; absent
        /// for a run that stopped at this, its first failure.
        package var failingCases: Int?

        package init(by: String, seed: String, caseIndex: Int?, maxSize: Int? = nil, failingCases: Int? = nil) {
            self.by = by
            self.seed = seed
            self.caseIndex = caseIndex
            self.maxSize = maxSize
            self.failingCases = failingCases
        }
    }

    package var formatVersion: Int
    package var scenario: String
    package var engine: String
    /// Written `table` or `collection` (``ViewFlavor/name``).
    package var flavor: ViewFlavor
    package var expectation: Expectation
    package var failure: Failure
    package var found: Found
    /// The shrunk draws (to shrink further with `batchfuzz shrink`).
    package var draws: [UInt64]
    /// The case, explicitly, in its scenario's own readable form (an ``EditCase`` for `core`).
    package var `case`: JSONValue
    /// The oldest iOS release the engine was judged for when the case was found (`7`, `all`):
    /// replay, explain and shrink judge it so again. Absent in entries that predate it, which are
    /// judged at the engine's registered default.
    package var deploymentTarget: DeploymentTarget?

    package init(
        scenario: String, engine: String, flavor: ViewFlavor, expectation: Expectation, failure: Failure,
        found: Found, draws: [UInt64], case: JSONValue, deploymentTarget: DeploymentTarget? = nil
    ) {
        formatVersion = Self.currentFormatVersion
        self.scenario = scenario
        self.engine = engine
        self.flavor = flavor
        self.expectation = expectation
        self.failure = failure
        self.found = found
        self.draws = draws
        self.case = `case`
        self.deploymentTarget = deploymentTarget
    }

    /// `<scenario>-<engine>-<hash>.json`, the hash taken from the case, so the same case always
    /// gets the same name (and a second find of it overwrites rather than piles up).
    package var fileName: String {
        "\(scenario)-\(engine)-\(flavor.name)-\(Self.hash((try? Self.encoder.encode(self.case)) ?? Data())).json"
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
    package static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private enum CodingKeys: String, CodingKey {
        case formatVersion, scenario, engine, flavor, expectation, failure, found, draws, `case`, deploymentTarget
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        scenario = try container.decode(String.self, forKey: .scenario)
        engine = try container.decode(String.self, forKey: .engine)
        let name = try container.decode(String.self, forKey: .flavor)
        guard let flavor = ViewFlavor(name: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .flavor, in: container, debugDescription: "'\(name)' is neither table nor collection")
        }
        self.flavor = flavor
        expectation = try container.decode(Expectation.self, forKey: .expectation)
        failure = try container.decode(Failure.self, forKey: .failure)
        found = try container.decode(Found.self, forKey: .found)
        draws = try container.decode([UInt64].self, forKey: .draws)
        self.case = try container.decode(JSONValue.self, forKey: .case)
        if let text = try container.decodeIfPresent(String.self, forKey: .deploymentTarget) {
            guard let target = DeploymentTarget(text: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .deploymentTarget, in: container,
                    debugDescription: "'\(text)' is not \(DeploymentTarget.expected)")
            }
            deploymentTarget = target
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(scenario, forKey: .scenario)
        try container.encode(engine, forKey: .engine)
        try container.encode(flavor.name, forKey: .flavor)
        try container.encode(expectation, forKey: .expectation)
        try container.encode(failure, forKey: .failure)
        try container.encode(found, forKey: .found)
        try container.encode(draws, forKey: .draws)
        try container.encode(self.case, forKey: .case)
        try container.encodeIfPresent(deploymentTarget?.text, forKey: .deploymentTarget)
    }
}
