/// What an app hands to `performBatchUpdates(_:)` (or between `beginUpdates()` and
/// `endUpdates()`): section and item deletes, inserts, reloads and moves, in UIKit's index
/// spaces.
///
/// Deletes, reloads and move sources name positions *before* the update; inserts and move
/// destinations name positions *after* it. The order of calls does not matter to UIKit, but it
/// is kept (and duplicates too), because the oracle must see exactly what the app asked for.
public struct BatchUpdate: Hashable, Sendable {
    /// A section move, `from` in the old space to `to` in the new space.
    public struct SectionMove: Hashable, Sendable, Codable {
        public var from: Int
        public var to: Int
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An item move, `from` in the old space to `to` in the new space.
    public struct ItemMove: Hashable, Sendable, Codable {
        public var from: ItemPath
        public var to: ItemPath
        public init(from: ItemPath, to: ItemPath) {
            self.from = from
            self.to = to
        }
    }

    /// Sections deleted (old space).
    public var sectionDeletes: [Int]
    /// Sections inserted (new space).
    public var sectionInserts: [Int]
    /// Sections reloaded (old space).
    public var sectionReloads: [Int]
    /// Sections moved.
    public var sectionMoves: [SectionMove]
    /// Items deleted (old space).
    public var itemDeletes: [ItemPath]
    /// Items inserted (new space).
    public var itemInserts: [ItemPath]
    /// Items reloaded (old space): the cell is replaced.
    public var itemReloads: [ItemPath]
    /// Items moved.
    public var itemMoves: [ItemMove]
    /// Items reconfigured (old space, iOS 15+): the cell is kept and updated in place. UIKit's
    /// documented rules say nothing about them, so the oracle does not count them.
    public var itemReconfigures: [ItemPath]

    /// A batch with the given operations; every list defaults to empty.
    public init(
        sectionDeletes: [Int] = [],
        sectionInserts: [Int] = [],
        sectionReloads: [Int] = [],
        sectionMoves: [SectionMove] = [],
        itemDeletes: [ItemPath] = [],
        itemInserts: [ItemPath] = [],
        itemReloads: [ItemPath] = [],
        itemMoves: [ItemMove] = [],
        itemReconfigures: [ItemPath] = []
    ) {
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.sectionReloads = sectionReloads
        self.sectionMoves = sectionMoves
        self.itemDeletes = itemDeletes
        self.itemInserts = itemInserts
        self.itemReloads = itemReloads
        self.itemMoves = itemMoves
        self.itemReconfigures = itemReconfigures
    }

    /// Whether the batch holds no operation at all (an empty `beginUpdates()` / `endUpdates()`).
    public var isEmpty: Bool { operationCount == 0 }

    /// Adds `other`'s operations to this batch's, list by list: what stages poured into one
    /// batch give.
    public mutating func append(contentsOf other: BatchUpdate) {
        sectionDeletes += other.sectionDeletes
        sectionInserts += other.sectionInserts
        sectionReloads += other.sectionReloads
        sectionMoves += other.sectionMoves
        itemDeletes += other.itemDeletes
        itemInserts += other.itemInserts
        itemReloads += other.itemReloads
        itemMoves += other.itemMoves
        itemReconfigures += other.itemReconfigures
    }

    /// The number of operations, duplicates included.
    public var operationCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionReloads.count + sectionMoves.count
            + itemDeletes.count + itemInserts.count + itemReloads.count + itemMoves.count
            + itemReconfigures.count
    }
}

// MARK: - Recording, in UIKit's words

extension BatchUpdate {
    /// Records `deleteSections(_:)`.
    public mutating func deleteSections(_ sections: [Int]) { sectionDeletes += sections }
    /// Records `insertSections(_:)`.
    public mutating func insertSections(_ sections: [Int]) { sectionInserts += sections }
    /// Records `reloadSections(_:)`.
    public mutating func reloadSections(_ sections: [Int]) { sectionReloads += sections }
    /// Records `moveSection(_:toSection:)`.
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        sectionMoves.append(SectionMove(from: section, to: newSection))
    }
    /// Records `deleteRows(at:)` / `deleteItems(at:)`.
    public mutating func deleteItems(at paths: [ItemPath]) { itemDeletes += paths }
    /// Records `insertRows(at:)` / `insertItems(at:)`.
    public mutating func insertItems(at paths: [ItemPath]) { itemInserts += paths }
    /// Records `reloadRows(at:)` / `reloadItems(at:)`.
    public mutating func reloadItems(at paths: [ItemPath]) { itemReloads += paths }
    /// Records `moveRow(at:to:)` / `moveItem(at:to:)`.
    public mutating func moveItem(at path: ItemPath, to newPath: ItemPath) {
        itemMoves.append(ItemMove(from: path, to: newPath))
    }
    /// Records `reconfigureRows(at:)` / `reconfigureItems(at:)`.
    public mutating func reconfigureItems(at paths: [ItemPath]) { itemReconfigures += paths }
}

// MARK: - Description

extension BatchUpdate: CustomStringConvertible {
    /// One clause per kind of operation, e.g.
    /// `delete sections [1]; insert items [[0, 1]]; move items [[0, 0] → [1, 0]]`, or `(empty batch)`.
    public var description: String {
        var clauses: [String] = []
        func add<T>(_ name: String, _ values: [T], _ show: (T) -> String) {
            if !values.isEmpty { clauses.append("\(name) [\(values.map(show).joined(separator: ", "))]") }
        }
        add("delete sections", sectionDeletes) { "\($0)" }
        add("insert sections", sectionInserts) { "\($0)" }
        add("reload sections", sectionReloads) { "\($0)" }
        add("move sections", sectionMoves) { "\($0.from) → \($0.to)" }
        add("delete items", itemDeletes) { "\($0)" }
        add("insert items", itemInserts) { "\($0)" }
        add("reload items", itemReloads) { "\($0)" }
        add("move items", itemMoves) { "\($0.from) → \($0.to)" }
        add("reconfigure items", itemReconfigures) { "\($0)" }
        return clauses.isEmpty ? "(empty batch)" : clauses.joined(separator: "; ")
    }
}

// MARK: - Codable

extension BatchUpdate: Codable {
    private enum CodingKeys: String, CodingKey {
        case sectionDeletes, sectionInserts, sectionReloads, sectionMoves
        case itemDeletes, itemInserts, itemReloads, itemMoves, itemReconfigures
    }

    /// Empty lists may be left out of the encoded form; a missing key reads as empty.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sectionDeletes: try c.decodeIfPresent([Int].self, forKey: .sectionDeletes) ?? [],
            sectionInserts: try c.decodeIfPresent([Int].self, forKey: .sectionInserts) ?? [],
            sectionReloads: try c.decodeIfPresent([Int].self, forKey: .sectionReloads) ?? [],
            sectionMoves: try c.decodeIfPresent([SectionMove].self, forKey: .sectionMoves) ?? [],
            itemDeletes: try c.decodeIfPresent([ItemPath].self, forKey: .itemDeletes) ?? [],
            itemInserts: try c.decodeIfPresent([ItemPath].self, forKey: .itemInserts) ?? [],
            itemReloads: try c.decodeIfPresent([ItemPath].self, forKey: .itemReloads) ?? [],
            itemMoves: try c.decodeIfPresent([ItemMove].self, forKey: .itemMoves) ?? [],
            itemReconfigures: try c.decodeIfPresent([ItemPath].self, forKey: .itemReconfigures) ?? []
        )
    }

    /// Only the non-empty lists are written.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        func put<T: Encodable>(_ values: [T], _ key: CodingKeys) throws {
            if !values.isEmpty { try c.encode(values, forKey: key) }
        }
        try put(sectionDeletes, .sectionDeletes)
        try put(sectionInserts, .sectionInserts)
        try put(sectionReloads, .sectionReloads)
        try put(sectionMoves, .sectionMoves)
        try put(itemDeletes, .itemDeletes)
        try put(itemInserts, .itemInserts)
        try put(itemReloads, .itemReloads)
        try put(itemMoves, .itemMoves)
        try put(itemReconfigures, .itemReconfigures)
    }
}
