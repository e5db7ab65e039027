import BatchFuzzCore
import BatchModel
import PropertyTesting

/// A scenario case for a person: the engine, the case step by step as the scenario describes
/// it, and the verdict in each flavour with the first invariant that broke.
enum ScenarioExplanation {
    static func text(
        name: String, kind: RegisteredEngine.Kind, summary: String, caseText: String, flavors: [ViewFlavor],
        verdict: (ViewFlavor) -> Verdict
    ) -> String {
        var lines = ["Engine: \(name) (\(kind.rawValue)) — \(summary)", "", caseText, ""]
        for flavor in flavors {
            switch verdict(flavor) {
            case .pass: lines.append("\(flavor.className): every invariant holds.")
            case .discard: lines.append("\(flavor.className): not a valid case.")
            case .fail(let signature, let message):
                lines.append("\(flavor.className): the first invariant that broke is \(signature):\n  \(message)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
