import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import Foundation
import PropertyTesting

/// A judge (``ChildRequest/Job/judge(_:)``): judges one case — the case some draws make, or a
/// saved entry's — in a process of its own, so that a case that crashes or hangs can be shrunk
/// or replayed without taking its parent down. Answers the draws it read, then its verdict.
enum JudgeCommand {
    static func judge(_ judged: ChildRequest.JudgedCase, engine: RegisteredEngine, request: ChildRequest) -> Int32 {
        var engine = engine
        let value: AnyCase
        switch judged {
        case .entry(let path):
            guard let file = try? CorpusStore.read(path), let decoded = try? engine.decodeCase(file.case) else {
                return 3
            }
            value = decoded
            if let target = file.deploymentTarget { engine = engine.judged(for: target) }
        case .draws(let draws):
            var source = ChoiceSource(replaying: draws)
            guard
                let generated = try? engine.property([request.flavor], request.maxSize).generator.generate(
                    using: &source)
            else {
                ChildAnswer.judged(JudgedVerdict(.discard)).send()
                return 0
            }
            ChildAnswer.draws(source.draws).send()
            value = generated
        }
        ChildAnswer.judged(JudgedVerdict(engine.verdict(for: value, flavors: [request.flavor]))).send()
        return 0
    }
}
