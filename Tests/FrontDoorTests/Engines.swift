import BatchFuzz

/// Always right: deletes every old section and inserts every new one.
struct ResetCoalescer: BatchCoalescing {
    func batch<SectionID: Hashable, ItemID: Hashable>(
        for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws -> BatchUpdate {
        let final = try ReferenceModel.applying(edits, to: initial)
        return BatchUpdate(
            sectionDeletes: Array(0..<initial.numberOfSections), sectionInserts: Array(0..<final.numberOfSections))
    }
}

/// Forgets every edit: the smallest bug UIKit reports as an invalid number of rows.
struct ForgetfulCoalescer: BatchCoalescing {
    func batch<SectionID: Hashable, ItemID: Hashable>(
        for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws -> BatchUpdate {
        BatchUpdate()
    }
}

/// A one-list staged updater of the usual shape: one stage that removes and inserts by value, as
/// `Array.difference(from:)` gives them — right for values that repeat, since equal values are
/// interchangeable rows.
struct ValueStagedUpdater: StagedListDiffing {
    func stages(from old: [ListItem], to new: [ListItem]) throws -> [ListStage] {
        guard old != new else { return [] }
        var batch = BatchUpdate()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): batch.itemDeletes.append(ItemPath(section: 0, item: offset))
            case .insert(let offset, _, _): batch.itemInserts.append(ItemPath(section: 0, item: offset))
            }
        }
        return [ListStage(batch, list: new)]
    }
}

/// Diffs identifiers and forgets that an element's content can change: the stage claims the new
/// array while its rows still show the old content.
struct IdentifierStagedUpdater: StagedListDiffing {
    func stages(from old: [ListItem], to new: [ListItem]) throws -> [ListStage] {
        guard old != new else { return [] }
        var batch = BatchUpdate()
        for change in new.map(\.id).difference(from: old.map(\.id)) {
            switch change {
            case .remove(let offset, _, _): batch.itemDeletes.append(ItemPath(section: 0, item: offset))
            case .insert(let offset, _, _): batch.itemInserts.append(ItemPath(section: 0, item: offset))
            }
        }
        return [ListStage(batch, list: new)]
    }
}

/// DeepDiff's `reload` for identified values: one batch of the removals and insertions by
/// identifier, the data source set to the new array inside it; then, in the next call of the same
/// update, the rows whose content changed in place reloaded at their new index. Between the two,
/// those rows still show their old content: UIKit raises nothing and the rows end right.
struct ReloadAfterUpdater: StagedListDiffing {
    /// Whether the second call reloads only the first changed row (a slip: the others stay stale).
    var reloadsOnlyTheFirst = false

    func stages(from old: [ListItem], to new: [ListItem]) throws -> [ListStage] {
        guard old != new else { return [] }
        var structure = BatchUpdate()
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in new.map(\.id).difference(from: old.map(\.id)) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        structure.itemDeletes = removed.sorted().map { ItemPath(section: 0, item: $0) }
        structure.itemInserts = inserted.sorted().map { ItemPath(section: 0, item: $0) }
        let kept = old.indices.filter { !removed.contains($0) }, placed = new.indices.filter { !inserted.contains($0) }
        var reloads = BatchUpdate()
        for (from, to) in zip(kept, placed) where old[from] != new[to] {
            reloads.itemReloads.append(ItemPath(section: 0, item: to))
        }
        if reloadsOnlyTheFirst { reloads.itemReloads = Array(reloads.itemReloads.prefix(1)) }
        var stages = [ListStage(structure, list: new)]
        if !reloads.itemReloads.isEmpty { stages.append(ListStage(reloads, list: new)) }
        return stages
    }
}
