/// How a case failed: the property judged it failing, or the engine crashed (a trap or a
/// signal) or did not finish within the case time limit. A crash or a hang has no signature of
/// its own, so its kind is its signature. The corpus records it by its raw value.
package enum FailureKind: String, Codable, Sendable, CaseIterable {
    case property, crash, timeout

    /// Whether the case is judged in a process of its own (a crash or a hang would take the
    /// judge down with it).
    package var needsIsolation: Bool { self != .property }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let kind = FailureKind(rawValue: text) else {
            let known = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is none of \(known)")
        }
        self = kind
    }
}
