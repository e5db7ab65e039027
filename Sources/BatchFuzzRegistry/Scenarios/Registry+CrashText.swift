import BatchFuzzReproduce
import BatchFuzzCore
import BatchModel
import PropertyTesting

extension Registry {
    /// Batches built to reproduce crash texts (`batchfuzz reproduce`): saved as corpus entries of
    /// this engine, so `replay` prints the text again and `explain` shows the batch.
    static var crashTextEngines: [RegisteredEngine] {
        [
            RegisteredEngine(
                name: CrashReproduction.scenario, scenario: CrashReproduction.scenario, kind: .zoo,
                summary:
                    "a batch that reproduces a crash text: its counts before, the batch and its counts after, judged as given",
                property: { flavors, _ in crashTextProperty(flavor: flavors.first ?? .tableView) },
                explain: { value, _ in explanation(of: value) })
        ]
    }

    /// Judges a reproduction as it stands: the oracle's verdict on its batch with its counts.
    static func crashTextProperty(flavor: ViewFlavor) -> Property<BatchReproduction> {
        let rules = CrashTextSamples.rules.filter { CrashTextSamples.exists($0, in: flavor) }
        let generator = Gen<Int>.int(in: 0...(rules.count - 1)).flatMap { rule in
            Gen<Int>.int(in: 0...Int.max).map { seed -> BatchReproduction in
                var random = SplitMix64(seed: UInt64(seed))
                let violation = CrashTextSamples.violation(rules[rule], using: &random)
                let (before, batch, after) = violation.flatMap(BatchReproduction.build) ?? ([], BatchUpdate(), [])
                return BatchReproduction(
                    flavor: flavor, messageStyle: .classic, before: before, batch: batch, after: after)
            }
        }
        return Property("crash text", generator) { value, _ in verdict(of: value) }
    }

    static func verdict(of value: BatchReproduction) -> Verdict {
        do {
            let plan = try UIKitValidator(options: value.options).validate(
                value.batch, before: value.before, after: value.after)
            if let logged = plan.log.first { return .fail(signature: "logged", message: "\(value.flavor): \(logged)") }
            return .pass
        } catch {
            return .fail(signature: error.signature, message: "\(value.flavor): \(error)")
        }
    }

    static func explanation(of value: BatchReproduction) -> String {
        var lines = ["Engine: crash-text — a batch as given, judged by the oracle", ""]
        lines.append(
            "\(value.flavor.className), message style \(value.messageStyle.rawValue)"
                + (value.logsCountErrors ? ", count errors logged" : ""))
        lines.append("Counts before: \(value.before)")
        lines.append("Batch:         \(value.batch)")
        lines.append("Counts after:  \(value.after)")
        lines.append("")
        switch verdict(of: value) {
        case .pass, .discard: lines.append("Verdict: the oracle accepts the batch.")
        case .fail(let signature, let message): lines.append("Verdict: \(signature): \(message)")
        }
        return lines.joined(separator: "\n")
    }
}

extension BatchReproduction: CustomStringConvertible {
    package var description: String {
        "\(flavor.className): counts before \(before), batch \(batch), counts after \(after)"
    }
}
