/// A failing case, shrunk, with everything needed to reproduce it.
public struct Counterexample<Value> {
    /// Where the failing case came from.
    public enum Origin: Hashable, Sendable {
        /// Case `index` of the run with the reported seed.
        case random(caseIndex: Int)
        /// Entry `index` of the known cases.
        case known(index: Int)
        /// Entry `index` of the saved examples (a case given as a value, not as draws).
        case example(index: Int)
        /// Choice sequence `sequence` of an exhaustive walk (``checkExhaustively(_:_:)``).
        case exhaustive(sequence: Int)
    }

    /// The property's name.
    public var property: String
    /// The shrunk value.
    public var value: Value
    /// How the shrunk value reads.
    public var caseDescription: String
    /// The value as first found.
    public var originalValue: Value
    /// How the value as first found reads.
    public var originalCaseDescription: String
    /// The draws that reproduce the shrunk value (replay them with ``ChoiceSource/init(replaying:recordingSpans:)``).
    public var draws: [UInt64]
    /// The draws of the value as first found.
    public var originalDraws: [UInt64]
    /// The run's seed.
    public var seed: UInt64
    /// Where in the run the case was found.
    public var origin: Origin
    /// The failure kind, the same for the original and the shrunk value.
    public var signature: String
    /// The property's message for the shrunk value.
    public var message: String
    /// Property evaluations the shrinker spent.
    public var shrinkEvaluations: Int
    /// Whether the shrinker stopped on its evaluation or time limit rather than at a fixed point.
    public var shrinkLimitReached: Bool
    /// From the start of the run to the failing case's verdict.
    public var foundAfter: Duration = .zero
    /// How long shrinking took.
    public var shrinkDuration: Duration = .zero
    /// When the failure did not repeat on every judgement: how often the shrunk case failed.
    /// `nil` for a failure that failed every time (``CheckConfiguration/flakinessJudgements``).
    public var flakiness: Flakiness?

    /// How to get this case back: the seed and case, and the draws.
    public var replayHint: String {
        let source: String
        switch origin {
        case .random(let index): source = "seed \(seed), case \(index)"
        case .known(let index): source = "known case \(index)"
        case .example(let index): source = "saved example \(index)"
        case .exhaustive(let sequence): source = "choice sequence \(sequence) of the exhaustive walk"
        }
        return "\(source); shrunk draws \(draws)"
    }
}

extension Counterexample {
    /// The same counterexample with its values transformed (a case erased to a common type).
    public func map<T>(_ transform: (Value) -> T) -> Counterexample<T> {
        let mappedOrigin: Counterexample<T>.Origin =
            switch origin {
            case .random(let index): .random(caseIndex: index)
            case .known(let index): .known(index: index)
            case .example(let index): .example(index: index)
            case .exhaustive(let sequence): .exhaustive(sequence: sequence)
            }
        var mapped = Counterexample<T>(
            property: property, value: transform(value), caseDescription: caseDescription,
            originalValue: transform(originalValue), originalCaseDescription: originalCaseDescription, draws: draws,
            originalDraws: originalDraws, seed: seed, origin: mappedOrigin, signature: signature, message: message,
            shrinkEvaluations: shrinkEvaluations, shrinkLimitReached: shrinkLimitReached)
        mapped.foundAfter = foundAfter
        mapped.shrinkDuration = shrinkDuration
        mapped.flakiness = flakiness
        return mapped
    }
}

extension Counterexample: CustomStringConvertible {
    /// The full report a person reads: what failed, the shrunk case, how to replay it.
    public var description: String {
        """
        \(property) failed (\(signature))\(flakiness.map { ", \($0)" } ?? ""): \(message)
          shrunk case:   \(caseDescription)
          original case: \(originalCaseDescription)
          replay:        \(replayHint)
          shrinking:     \(shrinkEvaluations) evaluations\(shrinkLimitReached ? " (limit reached)" : "")
        """
    }
}
