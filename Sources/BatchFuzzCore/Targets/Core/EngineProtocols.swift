import BatchEngine
import BatchModel

/// Code that turns a sequence of edits into one batch — conform your own engine to fuzz it with
/// `check(.coalescer(…))`.
public protocol BatchCoalescing {
    /// The one batch for `edits` applied, in order, to `initial`.
    func batch<SectionID: Hashable, ItemID: Hashable>(
        for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws -> BatchUpdate
}

/// Code that turns an old and a new list into one batch — conform your own differ to fuzz it
/// with `check(.differ(…))`.
public protocol BatchDiffing {
    /// The batch that turns `old` into `new`; `contentChanged` says which items (present in both)
    /// show new content and need a reload.
    func batch<SectionID: Hashable, ItemID: Hashable>(
        from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
        contentChanged: ((ItemID) -> Bool)?
    ) throws -> BatchUpdate

    /// The batch that turns `old` into `new`, told which items and sections show new content.
    /// By default the sections' content is not looked at: one batch cannot reload a section
    /// whose rows move in or out, so the core property leaves it to the differ (the staged
    /// property judges it). Implement it to reload sections when you can.
    func batch<SectionID: Hashable, ItemID: Hashable>(
        from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
        changed: ChangedContent<SectionID, ItemID>
    ) throws -> BatchUpdate
}

extension BatchDiffing {
    public func batch<SectionID: Hashable, ItemID: Hashable>(
        from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
        changed: ChangedContent<SectionID, ItemID>
    ) throws -> BatchUpdate {
        try batch(from: old, to: new, contentChanged: changed.item)
    }
}

extension BatchCoalescer: BatchCoalescing {}

extension BatchDiffer: BatchDiffing {}
