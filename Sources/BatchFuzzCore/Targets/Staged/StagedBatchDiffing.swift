import BatchEngine
import BatchModel

/// Code that turns an old and a new list into stages — each a batch and the list after it —
/// performed one after another: DifferenceKit's `StagedChangeset`, a reload-first updater.
/// Conform your own to fuzz it with `check(.staged(…))`
/// or register the same value in a fuzz executable.
public protocol StagedBatchDiffing {
    /// The stages from `old` to `new`, in order; the last stage's list is `new`. `changed` says
    /// which items and sections, in both lists, show new content.
    func stages<SectionID: Hashable, ItemID: Hashable>(
        from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
        changed: ChangedContent<SectionID, ItemID>
    ) throws -> [BatchStage<SectionID, ItemID>]
}

extension StagedDiffer: StagedBatchDiffing {
    public func stages<SectionID: Hashable, ItemID: Hashable>(
        from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
        changed: ChangedContent<SectionID, ItemID>
    ) throws -> [BatchStage<SectionID, ItemID>] {
        try stages(from: old, to: new, itemChanged: changed.item, sectionChanged: changed.section)
    }
}

/// A one-batch differ as a staged engine of one stage (none when nothing changes), so that
/// one-batch and staged engines are judged, and compared, by the same property.
public struct OneStage<Differ: BatchDiffing>: StagedBatchDiffing {
    public var differ: Differ

    public init(_ differ: Differ) {
        self.differ = differ
    }

    public func stages<SectionID: Hashable, ItemID: Hashable>(
        from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
        changed: ChangedContent<SectionID, ItemID>
    ) throws -> [BatchStage<SectionID, ItemID>] {
        let batch = try differ.batch(from: old, to: new, changed: changed)
        return batch.isEmpty && old == new ? [] : [BatchStage(batch, list: new)]
    }
}
