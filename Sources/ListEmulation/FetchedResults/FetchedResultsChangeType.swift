/// `NSFetchedResultsChangeType`, with Apple's raw values.
public enum FetchedResultsChangeType: Int, Hashable, Sendable, Codable, CustomStringConvertible {
    case insert = 1
    case delete = 2
    case move = 3
    case update = 4

    public var description: String {
        switch self {
        case .insert: "insert"
        case .delete: "delete"
        case .move: "move"
        case .update: "update"
        }
    }
}
