import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// One input of a coverage-guided fuzzer, as BatchFuzz reads it: the bytes drive the engine's
/// own generator (``ChoiceSource/init(bytes:size:)``), so libFuzzer explores the same cases
/// random mode draws, judged by the same property. A failure becomes an ordinary corpus entry,
/// shrunk by BatchFuzz's shrinker: what the libFuzzer entry point does with a failing input and
/// what `libfuzzer import` does with a crash file.
struct LibFuzzerInput {
    let engine: RegisteredEngine
    let flavor: ViewFlavor
    let maxSize: Int
    /// The engine's property in the flavour, made once: libFuzzer calls for every input.
    let property: Property<AnyCase>

    init(engine: RegisteredEngine, flavor: ViewFlavor, maxSize: Int) {
        self.engine = engine
        self.flavor = flavor
        self.maxSize = maxSize
        property = engine.property([flavor], maxSize)
    }

    /// The case `bytes` make, and its draws; `nil` when they make none the generator accepts.
    func generate(_ bytes: [UInt8]) -> (value: AnyCase, draws: [UInt64])? {
        var source = ChoiceSource(bytes: bytes)
        guard let value = try? property.generator.generate(using: &source) else { return nil }
        return (value, source.draws)
    }

    /// Whether the case fails the property.
    func fails(_ value: AnyCase) -> Bool {
        var context = CaseContext()
        if case .fail = property.body(value, &context) { return true }
        return false
    }

    /// The bytes of a case near the one `bytes` make, at most `limit` of them: BatchFuzz's
    /// structure-aware mutation (``CaseMutator``) in libFuzzer's byte form.
    func mutate(_ bytes: [UInt8], limit: Int, seed: UInt32) -> [UInt8] {
        let generator = property.generator
        var decoder = ChoiceSource(bytes: bytes, recordingSpans: true)
        _ = try? generator.generate(using: &decoder)
        let draws = CaseMutator(generator).mutate(decoder.draws, spans: decoder.spans, seed: UInt64(seed), size: 100)
        var encoder = ChoiceSource(encoding: draws)
        _ = try? generator.generate(using: &encoder)
        // Bytes past the end read as zeros, so a cut case ends its lists early.
        return Array(encoder.encodedBytes.prefix(limit))
    }

    /// The entry for the case `draws` make when it fails the property in this process, shrunk,
    /// and the shrunk case as a person reads it; `nil` when it passes.
    func propertyFailure(_ draws: [UInt64], by: String) -> (file: CorpusFile, text: String)? {
        var configuration = CheckConfiguration(seed: 0, cases: 0, maxSize: maxSize, knownCases: [draws], log: { _ in })
        configuration.flakinessJudgements = 2
        guard let counterexample = check(property, configuration).counterexample else { return nil }
        let file = entry(
            kind: .property, signature: counterexample.signature, message: counterexample.message,
            draws: counterexample.draws,
            value: counterexample.value, flakiness: counterexample.flakiness, by: by)
        return (file, counterexample.value.description)
    }

    /// The entry for the case `draws` make when it crashes or hangs in a process of its own,
    /// shrunk (up to 150 judgements) while it still does; `nil` when it finishes.
    func crashFailure(_ draws: [UInt64], timeout: Duration, by: String) -> CorpusFile? {
        let request = JudgeProcess.request(
            engine: engine, flavor: flavor, maxSize: maxSize, draws: draws)
        let kind: FailureKind
        switch JudgeProcess.run(request, timeout: timeout) {
        case .crashed?: kind = .crash
        case .hung?: kind = .timeout
        default: return nil
        }
        let shrinking = FailureShrinking(
            kind: kind, signature: kind.rawValue, engine: engine, flavor: flavor, maxSize: maxSize,
            caseTimeout: timeout,
            shouldStop: { false })
        let best = shrinking.shrink(draws, evaluations: 150, timeLimit: .seconds(60)).best
        var replay = ChoiceSource(replaying: best)
        guard let value = try? property.generator.generate(using: &replay) else { return nil }
        let message = kind == .crash ? "the engine crashed" : "the case did not finish within \(timeout)"
        return entry(
            kind: kind, signature: kind.rawValue, message: message, draws: best, value: value, flakiness: nil, by: by)
    }

    private func entry(
        kind: FailureKind, signature: String, message: String, draws: [UInt64], value: AnyCase, flakiness: Flakiness?,
        by: String
    ) -> CorpusFile {
        CorpusFile(
            scenario: engine.scenario, engine: engine.name, flavor: flavor,
            expectation: engine.kind == .correct ? .pass : .fail,
            failure: .init(kind: kind, signature: signature, message: message, flakiness: flakiness),
            found: .init(
                by: by, seed: "libFuzzer", caseIndex: nil, maxSize: maxSize == CaseSize.standard ? nil : maxSize),
            draws: draws, case: (try? value.json()) ?? .null, deploymentTarget: engine.deploymentTarget)
    }

    /// Where an entry goes under a corpus folder, as `fuzz` files it.
    var subfolder: String { engine.kind == .correct ? "regressions" : "zoo" }
}
