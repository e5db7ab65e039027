import BatchModel

/// A list given to the differ names one identifier twice. Diffing by identity needs unique
/// identifiers (UIKit's diffable data source traps on them); this says which and where.
public struct DuplicateIdentifierError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `section` or `item`.
    public var kind: String
    /// `old` or `new`.
    public var list: String
    /// The identifier, as it prints.
    public var identifier: String
    /// Where it occurs, as they print (`[0, 2]`, or a section index).
    public var positions: [String]

    public init(kind: String, list: String, identifier: String, positions: [String]) {
        self.kind = kind
        self.list = list
        self.identifier = identifier
        self.positions = positions
    }

    public var description: String {
        "duplicate \(kind) identifier \(identifier) in the \(list) list, at \(positions.joined(separator: " and "))"
    }
}
