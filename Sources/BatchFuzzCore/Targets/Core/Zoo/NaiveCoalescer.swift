import BatchModel

/// Bug zoo, `naive-coalescer`: emits each edit's own indices as the batch, with no translation
/// between the before and after index spaces — the mistake behind most "invalid number of rows"
/// crashes. The core property must catch it and shrink it to a handful of edits.
package struct NaiveCoalescer: BatchCoalescing {
    package init() {}

    package func batch<SectionID: Hashable, ItemID: Hashable>(
        for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws -> BatchUpdate {
        var batch = BatchUpdate()
        for edit in edits {
            switch edit {
            case .insertSection(_, let index): batch.insertSections([index])
            case .deleteSection(let index): batch.deleteSections([index])
            case .moveSection(let from, let to): batch.moveSection(from, toSection: to)
            case .reloadSection(let index): batch.reloadSections([index])
            case .insertItem(_, let path): batch.insertItems(at: [path])
            case .deleteItem(let path): batch.deleteItems(at: [path])
            case .moveItem(let from, let to): batch.moveItem(at: from, to: to)
            case .reloadItem(let path): batch.reloadItems(at: [path])
            }
        }
        return batch
    }
}
