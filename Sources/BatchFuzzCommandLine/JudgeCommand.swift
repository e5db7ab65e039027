import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// `batchfuzz __judge` (hidden): judges the case the given draws make, in a process of its own,
/// so that a case that crashes or hangs can be shrunk without taking the shrinker down.
/// Prints its verdict as ``JudgeMessage`` lines.
enum JudgeCommand {
    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        ParentWatch.start()
        var engine = try WorkerCommand.registeredEngine(&arguments)
        let flavor = try WorkerCommand.parsedFlavor(&arguments)
        let draws =
            try arguments.value("--draws", expected: "comma-separated numbers") { text in
                text.isEmpty ? [] : Optional(text.split(separator: ",").compactMap { UInt64($0) })
            } ?? []
        let caseFile = try arguments.value("--case")
        let maxSize = try arguments.value("--max-size", expected: "a whole number") { Int($0) } ?? CaseSize.standard
        try arguments.finish()
        let value: AnyCase
        if let caseFile {
            guard let file = try? CorpusStore.read(caseFile), let decoded = try? engine.decodeCase(file.case) else {
                return 3
            }
            value = decoded
            if let target = file.deploymentTarget { engine = engine.judged(for: target) }
        } else {
            var source = ChoiceSource(replaying: draws)
            guard let generated = try? engine.property([flavor], maxSize).generator.generate(using: &source) else {
                JudgeMessage.discard.send()
                return 0
            }
            JudgeMessage.draws(source.draws).send()
            value = generated
        }
        switch engine.verdict(for: value, flavors: [flavor]) {
        case .pass, .discard: JudgeMessage.pass.send()
        case .fail(let signature, let message):
            JudgeMessage.failure(JudgedFailure(signature: signature, message: message)).send()
        }
        return 0
    }
}
