/// One stage of a staged update: a batch, and the list the data source holds once it is
/// performed.
///
/// Some combinations of changes are invalid in one batch (an item both reloaded and moved, a
/// section reloaded while its rows move out), so staged engines — DifferenceKit's
/// `StagedChangeset`, a reload-first updater — split one change into stages, each performed in
/// its own batch after the data source is set to the stage's list.
public struct BatchStage<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// The batch, in the index spaces of the previous stage's list and this stage's list.
    public var batch: BatchUpdate
    /// What the data source holds after the batch.
    public var list: SectionedList<SectionID, ItemID>

    public init(_ batch: BatchUpdate, list: SectionedList<SectionID, ItemID>) {
        self.batch = batch
        self.list = list
    }
}

extension BatchStage: Sendable where SectionID: Sendable, ItemID: Sendable {}

extension BatchStage: CustomStringConvertible {
    public var description: String { "\(batch) → \(list)" }
}

extension BatchStage: Codable where SectionID: Codable, ItemID: Codable {}
