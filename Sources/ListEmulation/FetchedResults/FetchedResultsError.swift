import BatchModel

/// An exception the emulated controller raises, with its text.
public struct FetchedResultsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A short, stable name of the failure kind.
    public var signature: String
    /// The exception's reason.
    public var reason: String

    public init(signature: String, reason: String) {
        self.signature = signature
        self.reason = reason
    }

    /// `objectAtIndexPath:` past the end of a section, or in a section that does not exist.
    package static func noObject(at path: ItemPath, in results: FetchedResults) -> FetchedResultsError {
        results.sections.indices.contains(path.section)
            ? FetchedResultsError(
                signature: "no object at index path",
                reason: "no object at index \(path.item) in section at index \(path.section)")
            : FetchedResultsError(signature: "no object at index path", reason: "no section at index \(path.section)")
    }

    public var description: String {
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
    }
}
