import BatchEngine
import BatchModel

/// What a diffable data source's `apply` hands its view to go from the snapshot it shows to the
/// next: the batch — deletes, inserts and moves found by identity, reloads for the marked items
/// present before and after, reconfigures of the others at their old paths — each reconfigured
/// item's path before and after (where its kept cell is configured again), and the marked
/// sections to reload once the batch is done.
///
/// Computed without a view, so that the emulated data source (``DiffableDataSource``) and the
/// UIKit stand-in's diffable data sources perform the same batch.
package struct DiffableUpdate {
    /// The batch to perform in one update block.
    package var batch: BatchUpdate
    /// The reconfigured items' paths, before and after the batch.
    package var reconfigured: [(old: ItemPath, new: ItemPath)]
    /// The sections marked by `reloadSections` that were there before, at their indices after the
    /// batch: reloaded as sections (their headers and footers asked again) once the batch is done,
    /// as UIKit's data source does (libraries that mirror it say so: Iron-Ham/Lists#2).
    package var reloadedSections: [Int] = []
}

extension DiffableSnapshot {
    /// The update that takes a view showing `self` to `snapshot`: both are checked for the
    /// hashing contract first, then diffed by identity with the project's differ (identifiers
    /// matched by `==`, so the diff never depends on hash values). A section reload mark reloads
    /// the section's surviving items.
    ///
    /// - Throws: ``SnapshotError`` for a broken hashing contract.
    package func update(to snapshot: DiffableSnapshot) throws -> DiffableUpdate {
        try snapshot.validateHashing()
        try validateHashing()
        let old = list, new = snapshot.list
        let sectionKeys = try Self.keys(
            old: old.sections.map { $0.id }, new: new.sections.map { $0.id }, sections: true)
        let itemKeys = try Self.keys(
            old: old.sections.flatMap { $0.items }, new: new.sections.flatMap { $0.items }, sections: false)
        let oldKeyed = Self.keyed(old, sections: sectionKeys.old, items: itemKeys.old)
        let newKeyed = Self.keyed(new, sections: sectionKeys.new, items: itemKeys.new)
        let oldItemCount = itemKeys.old.count

        // Marks for items (or sections) present before and after.
        var reloaded = Set<Int>()
        for id in snapshot.reloadedItemIdentifiers {
            if let key = Self.key(of: id, in: new, keys: itemKeys.new), key < oldItemCount { reloaded.insert(key) }
        }
        var reloadedSections: [Int] = []
        for section in snapshot.reloadedSectionIdentifiers {
            guard let s = new.sections.firstIndex(where: { $0.id == section }) else { continue }
            for key in newKeyed.sections[s].items where key < oldItemCount { reloaded.insert(key) }
            if old.sections.contains(where: { $0.id == section }) { reloadedSections.append(s) }
        }
        var batch = try BatchDiffer().batch(from: oldKeyed, to: newKeyed, contentChanged: { reloaded.contains($0) })
        var reconfigured: [(old: ItemPath, new: ItemPath)] = []
        for id in snapshot.reconfiguredItemIdentifiers {
            guard let key = Self.key(of: id, in: new, keys: itemKeys.new), key < oldItemCount, !reloaded.contains(key),
                let from = Self.path(of: key, in: oldKeyed), let to = Self.path(of: key, in: newKeyed)
            else { continue }
            reconfigured.append((from, to))
        }
        batch.reconfigureItems(at: reconfigured.map { $0.old })
        return DiffableUpdate(batch: batch, reconfigured: reconfigured, reloadedSections: reloadedSections.sorted())
    }

    // MARK: Identity, made deterministic

    /// Integer keys for identifiers: the old ones by position, each new one the key of the equal
    /// old one (found by `==`, so the diff never depends on hash values or their seeding) or a
    /// fresh key. Equal identifiers with different hashes break the contract and throw.
    static func keys<ID: Hashable>(
        old: [ID], new: [ID], sections: Bool
    ) throws(SnapshotError) -> (old: [Int], new: [Int]) {
        var fresh = old.count
        var newKeys: [Int] = []
        for id in new {
            if let match = old.firstIndex(of: id) {
                if old[match].hashValue != id.hashValue {
                    throw SnapshotMessages.equalWithDifferentHashes(old[match], id, sections: sections)
                }
                newKeys.append(match)
            } else {
                newKeys.append(fresh)
                fresh += 1
            }
        }
        return (Array(old.indices), newKeys)
    }

    static func keyed(
        _ list: SectionedList<SectionID, ItemID>, sections: [Int], items: [Int]
    ) -> SectionedList<Int, Int> {
        var next = 0
        return SectionedList(
            list.sections.enumerated().map { s, section in
                defer { next += section.items.count }
                return .init(sections[s], Array(items[next..<(next + section.items.count)]))
            })
    }

    static func key(of id: ItemID, in list: SectionedList<SectionID, ItemID>, keys: [Int]) -> Int? {
        list.sections.flatMap { $0.items }.firstIndex(of: id).map { keys[$0] }
    }

    static func path(of key: Int, in list: SectionedList<Int, Int>) -> ItemPath? {
        for (s, section) in list.sections.enumerated() {
            if let i = section.items.firstIndex(of: key) { return ItemPath(section: s, item: i) }
        }
        return nil
    }
}
