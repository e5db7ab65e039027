import PropertyTesting

/// A verdict as a child process tells it to its parent: the one encoding every judge speaks —
/// the in-test judge (``JudgeServer``) and the tool's judge child — so that a pass, a discarded
/// case and a failure with its signature, message and labels cross a pipe the same way.
package struct JudgedVerdict: Codable, Equatable, Sendable {
    /// `pass`, `discard` or `fail`.
    var outcome: String
    var signature: String?
    var message: String?
    /// The labels the property gave the case, when any.
    package var labels: [String]?

    package init(_ verdict: Verdict, labels: [String] = []) {
        switch verdict {
        case .pass: outcome = "pass"
        case .discard: outcome = "discard"
        case .fail(let signature, let message):
            (outcome, self.signature, self.message) = ("fail", signature, message)
        }
        self.labels = labels.isEmpty ? nil : labels
    }

    /// The verdict told; an outcome this build does not know is a failure that says so.
    package var verdict: Verdict {
        switch outcome {
        case "pass": .pass
        case "discard": .discard
        default: .fail(signature: signature ?? "judge failed", message: message ?? "no verdict")
        }
    }
}
