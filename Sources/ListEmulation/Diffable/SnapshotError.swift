/// What `NSDiffableDataSourceSnapshot` raises, as a Swift error carrying UIKit's exact `reason`
/// (never a trap), so a fuzz run can compare it, record it and go on.
public struct SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which rule broke; its raw value is the failure signature.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case duplicateIdentifiers
        case noSections
        case unknownSection
        case unknownDestinationSection
        case sectionAlreadyExists
        case insertionDestinationInserted
        case moveOntoItself
        case unknownMoveSource
        case unknownMoveDestination
        case reloadUnknownIdentifier
        case reconfigureUnknownIdentifier
        case hashChangedAfterInsertion
        case notEqualToItself
        case equalWithDifferentHashes
    }

    public var kind: Kind
    /// The text UIKit prints after `reason:`.
    public var reason: String

    public init(_ kind: Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }

    public var description: String {
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
    }
}

/// Which system's words the snapshot uses where they changed.
public enum SnapshotTextStyle: String, Hashable, Sendable, Codable {
    /// Current iOS: `Attempted to reload item identifier that does not exist in the snapshot: …`.
    case current
    /// Older systems: `Invalid item identifier specified for reload: …`.
    case legacy
}

/// The reason texts of the snapshot, from the spec (`uikit-rules.md`, second part). `%@` is an
/// identifier's `String(describing:)`, a list of them `(a, b)`, and an update its call, e.g.
/// `insertItems([4], beforeItem: 3)`: UIKit prints Objective-C descriptions there, which an
/// emulation can only approximate. The spec gives the hashing-contract texts by their first
/// words (`Diffable data source detected …`); the rest of those three is ours.
public enum SnapshotMessages {
    static func list(_ ids: [some Any]) -> String { "(" + ids.map { "\($0)" }.joined(separator: ", ") + ")" }
    static func noun(_ isSection: Bool) -> String { isSection ? "section" : "item" }

    public static func duplicates(_ ids: [some Any], sections: Bool) -> SnapshotError {
        .init(
            .duplicateIdentifiers,
            "Fatal: supplied \(noun(sections)) identifiers are not unique. Duplicate identifiers: \(list(ids))")
    }

    public static let noSections = SnapshotError(
        .noSections, "There are currently no sections in the data source. Please add a section first.")

    public static let unknownSection = SnapshotError(
        .unknownSection, "Invalid parameter not satisfying: section != NSNotFound")

    public static let unknownDestinationSection = SnapshotError(
        .unknownDestinationSection, "Invalid parameter not satisfying: insertIndex != NSNotFound")

    public static func sectionAlreadyExists(_ ids: [some Any]) -> SnapshotError {
        let n = ids.count
        return .init(
            .sectionAlreadyExists,
            "Diffable data source detected an attempt to insert or append \(n) section identifier\(n == 1 ? "" : "s") that already exist\(n == 1 ? "s" : "") in the snapshot. Identifiers in a snapshot must be unique. Section identifier\(n == 1 ? "" : "s") that already exist\(n == 1 ? "s" : ""): \(n == 1 ? "\(ids[0])" : list(ids))"
        )
    }

    /// The logged (not thrown) warning when an existing item is appended or inserted again.
    public static func itemAlreadyExists(_ ids: [some Any]) -> String {
        let n = ids.count
        return
            "Diffable data source detected an attempt to insert or append \(n) item identifier\(n == 1 ? "" : "s") that already exist\(n == 1 ? "s" : "") in the snapshot. The existing item\(n == 1 ? "" : "s") will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Item identifier\(n == 1 ? "" : "s") that already exist\(n == 1 ? "s" : ""): \(n == 1 ? "\(ids[0])" : list(ids))"
    }

    public static func insertionDestinationInserted(
        _ destination: some Any, update: String, sections: Bool
    ) -> SnapshotError {
        sections
            ? .init(
                .insertionDestinationInserted,
                "Invalid update: destination for section operation [\(destination)] is in the inserted section list for update: \(update)"
            )
            : .init(
                .insertionDestinationInserted,
                "Invalid update: destination for insertion operation [\(destination)] is in the insertion identifier list for update: \(update)."
            )
    }

    public static func moveOntoItself(_ id: some Any, update: String, sections: Bool) -> SnapshotError {
        .init(
            .moveOntoItself,
            "Invalid update: destination for \(noun(sections)) move is the same as the source [\(id)] for update: \(update)."
        )
    }

    public static func unknownMoveSource(sections: Bool) -> SnapshotError {
        .init(
            .unknownMoveSource,
            "Invalid parameter not satisfying: \(sections ? "fromSection" : "fromIndex") != NSNotFound")
    }

    public static func unknownMoveDestination(sections: Bool) -> SnapshotError {
        .init(
            .unknownMoveDestination,
            "Invalid parameter not satisfying: \(sections ? "toSection" : "toIndex") != NSNotFound")
    }

    public static func reloadUnknown(_ id: some Any, sections: Bool, style: SnapshotTextStyle) -> SnapshotError {
        switch style {
        case .current:
            .init(
                .reloadUnknownIdentifier,
                "Attempted to reload \(noun(sections)) identifier that does not exist in the snapshot: \(id)")
        case .legacy:
            .init(.reloadUnknownIdentifier, "Invalid \(noun(sections)) identifier specified for reload: \(id)")
        }
    }

    public static func reconfigureUnknown(_ id: some Any) -> SnapshotError {
        .init(
            .reconfigureUnknownIdentifier,
            "Attempted to reconfigure item identifier that does not exist in the snapshot: \(id)")
    }

    public static func hashChanged(_ id: some Any, sections: Bool) -> SnapshotError {
        .init(
            .hashChangedAfterInsertion,
            "Diffable data source detected \(sections ? "a section" : "an item") identifier whose hash value changed after it was added to the snapshot. An identifier's hash value must not change while it is in a snapshot. Identifier: \(id)"
        )
    }

    public static func notEqualToItself(_ id: some Any, sections: Bool) -> SnapshotError {
        .init(
            .notEqualToItself,
            "Diffable data source detected \(sections ? "a section" : "an item") identifier that is not equal to itself. The implementation of == (or isEqual:) must be reflexive. Identifier: \(id)"
        )
    }

    public static func equalWithDifferentHashes(_ a: some Any, _ b: some Any, sections: Bool) -> SnapshotError {
        .init(
            .equalWithDifferentHashes,
            "Diffable data source detected \(noun(sections)) identifiers that are equal but have different hash values. Two identifiers which compare as equal must return the same hash value. Identifiers that are equal but have different hash values: (\(a), \(b))"
        )
    }
}
