/// The reference model's half for batches: a ``BatchUpdate`` applied the naive way, with UIKit's
/// semantics (<doc:UIKitBatchUpdateRules#1-Index-spaces>): delete in the old space, lift every moved
/// row out, insert in the new space, moves simultaneous; every row neither deleted, inserted nor moved
/// keeps its relative order and fills, in order, the slots left free. A reload is a delete of the old
/// path plus an insert at the path UIKit computes from the deletes and inserts
/// (<doc:UIKitBatchUpdateRules#3.2-Reloads>).
extension ReferenceModel {
    /// A batch the naive model cannot place: an index out of range or two operations that claim
    /// the same slot. (The oracle says which UIKit rule that breaks; the model only refuses.)
    public struct BatchError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What could not be placed.
        public var description: String

        @usableFromInline init(description: String) { self.description = description }
    }

    /// The old → new layout of `batch` over lists whose per-section counts are `before` and
    /// `after`. `after` is read only for the sizes of inserted and reloaded sections, whose
    /// content is whatever the data source reports; every other count is derived.
    public static func layout(
        of batch: BatchUpdate, before: [Int], after: [Int]
    ) throws(BatchError) -> BatchLayout {
        func fail(_ text: String) -> BatchError { BatchError(description: text) }

        // Sections: the old ones that are deleted, reloaded or moved leave their place.
        for s in batch.sectionDeletes + batch.sectionReloads + batch.sectionMoves.map({ $0.from })
        where !before.indices.contains(s) {
            throw fail("old section \(s) does not exist: there were \(before.count) sections")
        }
        let lifted = Set(batch.sectionDeletes + batch.sectionReloads + batch.sectionMoves.map { $0.from })
        var claims: [Int: BatchLayout.SectionOrigin] = [:]
        func claim(_ section: Int, _ origin: BatchLayout.SectionOrigin) throws(BatchError) {
            try ReferenceModel.claim(
                section, origin, in: &claims, name: "new section \(section)",
                isInsert: { $0 == .inserted }, isReload: { if case .reloaded = $0 { true } else { false } })
        }
        for s in batch.sectionInserts { try claim(s, .inserted) }
        for s in batch.sectionReloads {
            // A section both deleted and reloaded is gone; its reload's insert half is a new section.
            try claim(reloadedSectionTarget(s, batch), batch.sectionDeletes.contains(s) ? .inserted : .reloaded(s))
        }
        for move in batch.sectionMoves {
            if batch.sectionDeletes.contains(move.from) || batch.sectionReloads.contains(move.from) {
                throw fail("section \(move.from) is both moved and deleted or reloaded")
            }
            try claim(move.to, .old(move.from))
        }
        var keptSections = before.indices.filter { !lifted.contains($0) }.makeIterator()
        let newSectionCount = before.count - lifted.count + claims.count
        if let outside = claims.keys.first(where: { $0 < 0 || $0 >= newSectionCount }) {
            throw fail("new section \(outside) is outside the \(newSectionCount) sections the update leaves")
        }
        let sections = (0..<newSectionCount).map { claims[$0] ?? .old(keptSections.next()!) }

        // Items, section by section in the new space.
        let newSectionOf = Dictionary(
            uniqueKeysWithValues: sections.enumerated().compactMap { new, origin in
                if case .old(let old) = origin { (old, new) } else { nil }
            })
        // Rows of a deleted or reloaded section go with it, whatever their index.
        for path in batch.itemDeletes + batch.itemReloads + batch.itemMoves.map({ $0.from })
        where !lifted.contains(path.section) || batch.sectionMoves.contains(where: { $0.from == path.section }) {
            guard before.indices.contains(path.section), (0..<before[path.section]).contains(path.item) else {
                throw fail("old item \(path) does not exist: counts were \(before)")
            }
        }
        for move in batch.itemMoves where newSectionOf[move.from.section] == nil {
            throw fail("item \(move.from) moves out of section \(move.from.section), which is deleted or reloaded")
        }
        let liftedItems = Set(batch.itemDeletes + batch.itemReloads + batch.itemMoves.map { $0.from })
        // Where each reload's insert half lands, worked out once, not once per new section.
        let reloadTargets = reloadedItemTargets(batch)
        var items: [[BatchLayout.ItemOrigin]] = []
        for (new, origin) in sections.enumerated() {
            var slots: [Int: BatchLayout.ItemOrigin] = [:]
            func claimItem(_ item: Int, _ origin: BatchLayout.ItemOrigin) throws(BatchError) {
                try ReferenceModel.claim(
                    item, origin, in: &slots, name: "new item \(ItemPath(section: new, item: item))",
                    isInsert: { $0 == .inserted }, isReload: { if case .reloaded = $0 { true } else { false } })
            }
            for move in batch.itemMoves where move.to.section == new {
                try claimItem(move.to.item, .old(move.from))
            }
            var kept: [BatchLayout.ItemOrigin] = []
            switch origin {
            case .inserted, .reloaded:
                // The data source decides what an inserted or reloaded section holds.
                guard after.indices.contains(new) else {
                    throw fail("new section \(new) has no count after the update: counts are \(after)")
                }
                kept = Array(repeating: .inserted, count: max(0, after[new] - slots.count))
            case .old(let old):
                for path in batch.itemInserts where path.section == new { try claimItem(path.item, .inserted) }
                // A reload's insert half lands even when its own section is deleted or reloaded
                // (its delete half then goes with the section): there it is a plain insert.
                for (path, target) in zip(batch.itemReloads, reloadTargets) {
                    guard target.section == new else { continue }
                    try claimItem(target.item, newSectionOf[path.section] == nil ? .inserted : .reloaded(path))
                }
                kept = (0..<before[old]).compactMap { item in
                    let path = ItemPath(section: old, item: item)
                    return liftedItems.contains(path) ? nil : .old(path)
                }
            }
            let count = kept.count + slots.count
            if let outside = slots.keys.first(where: { $0 < 0 || $0 >= count }) {
                throw fail(
                    "new item \(ItemPath(section: new, item: outside)) is outside the \(count) items section \(new) has after the update"
                )
            }
            var keptIterator = kept.makeIterator()
            items.append((0..<count).map { slots[$0] ?? keptIterator.next()! })
        }
        return BatchLayout(sections: sections, items: items)
    }

    /// Applies `batch` to `old` as the view shows it: kept and moved sections and items keep
    /// their identifiers; inserted ones, and reloaded ones (UIKit asks the data source for them
    /// again), show what `final` (the data source after the update) holds at their new place. With
    /// `reloadsKeepIdentity`, a reloaded section or item keeps its old identifier instead, for an
    /// engine that promises to reload only items that stay. The result equals `final` exactly
    /// when the batch describes the change from `old` to `final`.
    public static func apply<SectionID, ItemID>(
        _ batch: BatchUpdate,
        to old: SectionedList<SectionID, ItemID>,
        final: SectionedList<SectionID, ItemID>,
        reloadsKeepIdentity: Bool = false
    ) throws(BatchError) -> SectionedList<SectionID, ItemID> {
        try apply(
            layout(of: batch, before: old.counts, after: final.counts), to: old, final: final,
            reloadsKeepIdentity: reloadsKeepIdentity)
    }

    /// Applies a batch whose ``layout(of:before:after:)`` is `layout` (computed once by a caller
    /// that also reads it); see ``apply(_:to:final:reloadsKeepIdentity:)``.
    @inlinable
    public static func apply<SectionID, ItemID>(
        _ layout: BatchLayout,
        to old: SectionedList<SectionID, ItemID>,
        final: SectionedList<SectionID, ItemID>,
        reloadsKeepIdentity: Bool = false
    ) throws(BatchError) -> SectionedList<SectionID, ItemID> {
        var sections: [SectionedList<SectionID, ItemID>.Section] = []
        for (new, origin) in layout.sections.enumerated() {
            let id: SectionID
            switch origin {
            case .old(let s): id = old.sections[s].id
            case .reloaded(let s) where reloadsKeepIdentity: id = old.sections[s].id
            case .reloaded, .inserted:
                guard final.sections.indices.contains(new) else {
                    throw BatchError(description: "section \(new) is not in the final list \(final)")
                }
                id = final.sections[new].id
            }
            var ids: [ItemID] = []
            for (item, itemOrigin) in layout.items[new].enumerated() {
                switch itemOrigin {
                case .old(let path): ids.append(old[path])
                case .reloaded(let path) where reloadsKeepIdentity: ids.append(old[path])
                case .reloaded, .inserted:
                    let path = ItemPath(section: new, item: item)
                    guard final.contains(path) else {
                        throw BatchError(description: "item \(path) is not in the final list \(final)")
                    }
                    ids.append(final[path])
                }
            }
            sections.append(.init(id, ids))
        }
        return SectionedList(sections)
    }

    /// Gives `slot` to `origin`: two inserts of one slot are one insert to UIKit, and a reloaded
    /// section or item keeps its slot over an insert; anything else claimed twice is an error.
    static func claim<Origin: Equatable>(
        _ slot: Int, _ origin: Origin, in claims: inout [Int: Origin], name: String,
        isInsert: (Origin) -> Bool, isReload: (Origin) -> Bool
    ) throws(BatchError) {
        guard let existing = claims[slot], existing != origin else {
            claims[slot] = origin
            return
        }
        if isInsert(existing), isReload(origin) {
            claims[slot] = origin
        } else if !(isReload(existing) && isInsert(origin)) {
            throw BatchError(description: "\(name) is claimed twice: \(existing) and \(origin)")
        }
    }

    // MARK: Where a reload's insert half lands (<doc:UIKitBatchUpdateRules#3.2-Reloads>), restated plainly.

    /// The new index of reloaded section `section`: shifted by the section deletes and inserts
    /// only, never by moves.
    static func reloadedSectionTarget(_ section: Int, _ batch: BatchUpdate) -> Int {
        reloadedSectionTarget(
            section, deletes: Set(batch.sectionDeletes).sorted(by: >), inserts: Set(batch.sectionInserts).sorted())
    }

    /// The new index of reloaded section `section`, given the section deletes from last to
    /// first and the inserts from first to last, each once (what the fast judge holds already).
    package static func reloadedSectionTarget(_ section: Int, deletes: [Int], inserts: [Int]) -> Int {
        var target = section
        for deleted in deletes where deleted != section && deleted <= target { target -= 1 }
        for inserted in inserts where inserted <= target { target += 1 }
        return target
    }

    /// The new path of each reloaded item of `batch`, in order (see ``reloadedItemTarget(_:deletes:inserts:)``),
    /// with the deletes and inserts sorted once for all of them.
    static func reloadedItemTargets(_ batch: BatchUpdate) -> [ItemPath] {
        let deletes =
            (Set(batch.itemDeletes).map { ($0.section, $0.item) }
            + Set(batch.sectionDeletes).map { ($0, Int.max) }).sorted(by: >)
        let inserts =
            (Set(batch.itemInserts).map { ($0.section, $0.item) }
            + Set(batch.sectionInserts).map { ($0, Int.max) }).sorted(by: <)
        return batch.itemReloads.map { reloadedItemTarget($0, deletes: deletes, inserts: inserts) }
    }

    /// The new path of reloaded item `path`: walk the deletes from last to first, then the
    /// inserts from first to last (a section counting as if it were its own row `Int.max`),
    /// shifting on every one at or before the path; moves never count.
    package static func reloadedItemTarget(_ path: ItemPath, deletes: [(Int, Int)], inserts: [(Int, Int)]) -> ItemPath {
        var target = path
        for (section, item) in deletes {
            if item == Int.max {
                if section != path.section && section <= target.section { target.section -= 1 }
            } else if section == target.section && item <= target.item {
                target.item -= 1
            }
        }
        for (section, item) in inserts {
            if item == Int.max {
                if section <= target.section { target.section += 1 }
            } else if section == target.section && item <= target.item {
                target.item += 1
            }
        }
        return target
    }
}
