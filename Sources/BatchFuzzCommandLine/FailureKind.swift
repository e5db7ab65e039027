/// How a case failed: the property judged it failing, or the engine crashed (a trap or a
/// signal) or did not finish within the case time limit. A crash or a hang has no signature of
/// its own, so its kind is its signature. The corpus records it by its raw value.
enum FailureKind: String, Codable, Sendable {
    case property, crash, timeout

    /// Whether the case is judged in a process of its own (a crash or a hang would take the
    /// judge down with it).
    var needsIsolation: Bool { self != .property }
}
