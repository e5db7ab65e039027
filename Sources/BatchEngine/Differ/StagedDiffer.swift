import BatchModel

/// Splits the change from an old list to a new one into the stages DifferenceKit's
/// `StagedChangeset` uses, so that no stage combines changes UIKit cannot take in one batch:
///
/// 1. reloads of the items whose content changed and that stay among the sections both lists
///    have;
/// 2. section deletes and item deletes — an item moving into a newly inserted section is deleted
///    here and comes back with its section;
/// 3. section inserts (with their items) and section moves;
/// 4. item inserts and item moves;
/// 5. reloads of the sections, in both lists, whose own content changed.
///
/// A stage with nothing to do is left out, so a change of one kind is one stage. Stages 2 to 4
/// are each one ``BatchDiffer`` batch between the stage lists, so their moves are the fewest.
///
/// Cost: up to three diffs of the whole list and a copy of it per stage; a one-batch
/// ``BatchDiffer`` is cheaper when no reload meets a move.
public struct StagedDiffer: Sendable {
    /// The differ behind stages 2 to 4.
    public var differ: BatchDiffer

    public init(differ: BatchDiffer = BatchDiffer()) {
        self.differ = differ
    }

    /// The stages from `old` to `new`: each batch with the list after it; the last list is `new`.
    ///
    /// - Parameters:
    ///   - old: the list the view shows.
    ///   - new: the list to show.
    ///   - itemChanged: whether the item with this identifier shows new content.
    ///   - sectionChanged: whether the section with this identifier shows new content (its header,
    ///     its footer).
    /// - Throws: ``DuplicateIdentifierError`` when either list repeats an identifier.
    @inlinable
    public func stages<SectionID, ItemID>(
        from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
        itemChanged: (ItemID) -> Bool = { _ in false }, sectionChanged: (SectionID) -> Bool = { _ in false }
    ) throws(DuplicateIdentifierError) -> [BatchStage<SectionID, ItemID>] {
        // A repeated identifier is found by the diffs of stages 2 to 4 (old, then new); nothing
        // before them depends on identifiers being unique.
        let oldSections = Set(old.sections.map { $0.id }), newSections = Set(new.sections.map { $0.id })
        var newSectionOf: [ItemID: SectionID] = [:]
        for section in new.sections {
            for item in section.items { newSectionOf[item] = section.id }
        }
        let kept = { (id: SectionID) in oldSections.contains(id) && newSections.contains(id) }
        var stages: [BatchStage<SectionID, ItemID>] = []
        func append(_ batch: BatchUpdate, _ list: SectionedList<SectionID, ItemID>) {
            if !batch.isEmpty { stages.append(BatchStage(batch, list: list)) }
        }

        // 1. Items that stay among kept sections and show new content.
        var reloads = BatchUpdate()
        for (s, section) in old.sections.enumerated() where kept(section.id) {
            for (i, item) in section.items.enumerated() {
                if let target = newSectionOf[item], kept(target), itemChanged(item) {
                    reloads.itemReloads.append(ItemPath(section: s, item: i))
                }
            }
        }
        append(reloads, old)

        // 2. Deleted sections; items gone, or going to an inserted section.
        let afterDeletes = SectionedList(
            old.sections.filter { kept($0.id) }.map { section in
                SectionedList.Section(section.id, section.items.filter { newSectionOf[$0].map(kept) ?? false })
            })
        append(try differ.batch(from: old, to: afterDeletes), afterDeletes)

        // 3. The new order of sections; inserted ones arrive with their items.
        let keptItems = Dictionary(uniqueKeysWithValues: afterDeletes.sections.map { ($0.id, $0.items) })
        let afterSections = SectionedList(
            new.sections.map { section in
                SectionedList.Section(section.id, keptItems[section.id] ?? section.items)
            })
        append(try differ.batch(from: afterDeletes, to: afterSections), afterSections)

        // 4. Items inserted and moved among the sections that now stand.
        append(try differ.batch(from: afterSections, to: new), new)

        // 5. Sections in both lists whose own content changed.
        var sectionReloads = BatchUpdate()
        sectionReloads.sectionReloads = new.sections.indices.filter {
            kept(new.sections[$0].id) && sectionChanged(new.sections[$0].id)
        }
        append(sectionReloads, new)
        return stages
    }
}
