/// Why a generator could not produce a value.
public enum GenerationError: Error, Hashable, Sendable {
    /// A `filter` rejected every candidate it was allowed to try: the predicate is too strict for
    /// the generator it filters. The text names the filter and its limit.
    case filterTooStrict(String)
}

extension GenerationError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .filterTooStrict(let detail): "filter too strict: \(detail)"
        }
    }
}
