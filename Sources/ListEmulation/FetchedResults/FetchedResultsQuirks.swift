/// The ways real fetched-results controllers have reported changes beyond the documented
/// conventions (spec, scenario d). Each is a switch; an adapter that users can copy must handle
/// every combination.
public enum FetchedResultsQuirk: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// An update whose old and new paths are equal arrives as a `.move` with equal paths.
    case equalPathMoveForUpdate = "equal-path-move-for-update"
    /// A moved object whose content changed gets an `.update` as well as its `.move`.
    case updateAndMove = "update-and-move"
    /// Only the fewest moves are reported: of two objects that swap places one is a `.move`,
    /// the other an `.update` whose paths differ.
    case swapAsMoveAndUpdate = "swap-as-move-and-update"
    /// An object leaving a deleted section or entering an inserted one arrives as an `.update`.
    case updateInChangedSection = "update-in-changed-section"
    /// An object leaving a deleted section or entering an inserted one arrives as a `.move`
    /// (off: as `.delete` + `.insert`).
    case movesAcrossChangedSections = "moves-across-changed-sections"
    /// A move between sections whose paths happen to be equal (the sections changed around it)
    /// arrives as a `.move` with equal paths (off: as `.delete` + `.insert`).
    case equalPathRealMove = "equal-path-real-move"
    /// Updates carry `newIndexPath` (newer systems); off, it is `nil`.
    case updateNewIndexPath = "update-new-index-path"

    public var description: String { rawValue }
}

extension FetchedResultsQuirk {
    /// The case's name in Swift (`updateAndMove` for `update-and-move`), for a line to paste.
    package var caseName: String {
        let words = rawValue.split(separator: "-")
        return String(words.first ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// A set of quirk modes, kept sorted so that it encodes and prints the same way everywhere.
public struct FetchedResultsQuirks: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The modes switched on, in declaration order.
    public private(set) var modes: [FetchedResultsQuirk]

    public init(_ modes: some Sequence<FetchedResultsQuirk>) {
        let on = Array(modes)
        self.modes = FetchedResultsQuirk.allCases.filter { on.contains($0) }
    }

    /// No quirk: the documented conventions only.
    public static let none = FetchedResultsQuirks([])
    /// Every quirk at once.
    public static let all = FetchedResultsQuirks(FetchedResultsQuirk.allCases)

    public func contains(_ quirk: FetchedResultsQuirk) -> Bool { modes.contains(quirk) }

    public subscript(_ quirk: FetchedResultsQuirk) -> Bool { contains(quirk) }

    public init(from decoder: any Decoder) throws {
        self.init(try [FetchedResultsQuirk](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try modes.encode(to: encoder)
    }

    /// `none`, `all`, or the names of the modes that are on.
    public var description: String {
        modes.isEmpty
            ? "none"
            : modes.count == FetchedResultsQuirk.allCases.count
                ? "all" : modes.map { $0.rawValue }.joined(separator: ", ")
    }
}
