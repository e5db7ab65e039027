import BatchModel

/// Code that turns an old and a new array into stages on section 0 — each a batch and the array
/// after it, performed one after another: a one-list staged differ, or a library's update method
/// that reloads first and moves after. Conform your adapter to fuzz it with
/// `check(.staged(…, values:))`.
public protocol StagedListDiffing {
    /// The stages from `old` to `new`, in order; the last stage's array is `new`.
    func stages(from old: [ListItem], to new: [ListItem]) throws -> [ListStage]
}

/// One stage of a ``StagedListDiffing`` engine: a batch on section 0 and the array the data source
/// holds after it.
public struct ListStage: Hashable, Sendable, CustomStringConvertible {
    /// The batch, in the index spaces of the previous stage's array and this stage's array.
    public var batch: BatchUpdate
    /// What the data source holds after the batch.
    public var list: [ListItem]

    public init(_ batch: BatchUpdate, list: [ListItem]) {
        self.batch = batch
        self.list = list
    }

    public var description: String { "\(batch) → [" + list.map(\.description).joined(separator: " ") + "]" }
}
