/// Where every section and item of the list after a batch comes from: the old → new index map
/// of a ``BatchUpdate``, as the reference model computes it.
///
/// Indexed by the *new* positions; `oldToNew` inverts it for lookups by old position.
public struct BatchLayout: Hashable, Sendable {
    /// The origin of a section after the update.
    public enum SectionOrigin: Hashable, Sendable {
        /// The old section at this index, kept or moved.
        case old(Int)
        /// The old section at this index, reloaded: same section, fresh content.
        case reloaded(Int)
        /// A newly inserted section.
        case inserted
    }

    /// The origin of an item after the update.
    public enum ItemOrigin: Hashable, Sendable {
        /// The old item at this path, kept or moved.
        case old(ItemPath)
        /// The old item at this path, reloaded: same item, fresh cell.
        case reloaded(ItemPath)
        /// A newly inserted item, or an item of an inserted or reloaded section.
        case inserted
    }

    /// One origin per new section.
    public var sections: [SectionOrigin]
    /// One array of origins per new section, one origin per new item.
    public var items: [[ItemOrigin]]

    public init(sections: [SectionOrigin], items: [[ItemOrigin]]) {
        self.sections = sections
        self.items = items
    }

    /// The per-section item counts after the update.
    public var counts: [Int] { items.map { $0.count } }

    /// The new index of each old section that survives (kept, moved or reloaded).
    public func newSectionIndices() -> [Int: Int] {
        var map: [Int: Int] = [:]
        for (new, origin) in sections.enumerated() {
            switch origin {
            case .old(let old), .reloaded(let old): map[old] = new
            case .inserted: break
            }
        }
        return map
    }

    /// The new path of each old item that survives (kept, moved or reloaded).
    public func oldToNew() -> [ItemPath: ItemPath] {
        var map: [ItemPath: ItemPath] = [:]
        for (section, origins) in items.enumerated() {
            for (item, origin) in origins.enumerated() {
                switch origin {
                case .old(let old), .reloaded(let old): map[old] = ItemPath(section: section, item: item)
                case .inserted: break
                }
            }
        }
        return map
    }
}
