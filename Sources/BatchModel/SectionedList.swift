/// Ordered sections of ordered items, each section and each item named by an identifier:
/// the data behind a table or collection view, as the data source reports it.
///
/// Identifiers are what a diff matches on; the reference model and the engines only ever move
/// them around, so a list of identifiers is enough to check that a batch put every row where
/// the data source says it is.
public struct SectionedList<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// One section: its identifier and its items in display order.
    public struct Section: Hashable {
        /// The section's identifier.
        public var id: SectionID
        /// The section's item identifiers, in display order.
        public var items: [ItemID]

        /// A section named `id` holding `items`.
        @inlinable public init(_ id: SectionID, _ items: [ItemID] = []) {
            self.id = id
            self.items = items
        }
    }

    /// The sections, in display order.
    public var sections: [Section]

    /// A list holding `sections`.
    @inlinable public init(_ sections: [Section] = []) {
        self.sections = sections
    }

    /// The number of sections (`numberOfSections(in:)`).
    @inlinable public var numberOfSections: Int { sections.count }

    /// The number of items in `section` (`tableView(_:numberOfRowsInSection:)`).
    @inlinable public func numberOfItems(inSection section: Int) -> Int {
        sections[section].items.count
    }

    /// The per-section item counts: what the oracle compares before and after a batch.
    @inlinable public var counts: [Int] { sections.map { $0.items.count } }

    /// The total number of items in all sections.
    @inlinable public var totalItemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// The item identifier at `path`.
    @inlinable public subscript(path: ItemPath) -> ItemID {
        get { sections[path.section].items[path.item] }
        set { sections[path.section].items[path.item] = newValue }
    }

    /// Whether `path` names an existing item.
    @inlinable public func contains(_ path: ItemPath) -> Bool {
        sections.indices.contains(path.section)
            && sections[path.section].items.indices.contains(path.item)
    }
}

extension SectionedList.Section: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension SectionedList: Sendable where SectionID: Sendable, ItemID: Sendable {}

extension SectionedList.Section: Codable where SectionID: Codable, ItemID: Codable {
    private enum CodingKeys: String, CodingKey { case id, items }
}

extension SectionedList: Codable where SectionID: Codable, ItemID: Codable {
    /// Encoded as the plain array of sections.
    public init(from decoder: any Decoder) throws {
        self.init(try [Section](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try sections.encode(to: encoder)
    }
}

extension SectionedList.Section: CustomStringConvertible {
    /// `A[1 2 3]`: the section identifier, then its items.
    public var description: String {
        "\(id)[\(items.map { "\($0)" }.joined(separator: " "))]"
    }
}

extension SectionedList: CustomStringConvertible {
    /// `A[1 2 3] B[] C[4]`, or `(no sections)`.
    public var description: String {
        sections.isEmpty ? "(no sections)" : sections.map { $0.description }.joined(separator: " ")
    }
}
