/// A batch the oracle accepted: what UIKit would animate, normalized the way UIKit processes it
/// (reloads split, duplicates dropped, sorted), with the old → new section map and any warnings.
public struct ValidatedBatch: Hashable, Sendable {
    /// What the view does with the batch.
    public enum Outcome: Hashable, Sendable {
        /// The batch is animated.
        case animated
        /// The view gives up on the batch and calls `reloadData` (no exception): a table view's
        /// row move out of a deleted / into an inserted section, or a collection view's logged
        /// count error. `because` says which.
        case reloadData(because: String)
    }

    /// Animated, or a `reloadData` fallback.
    public var outcome: Outcome
    /// Deleted sections, last first, reloads' delete halves included, duplicates dropped.
    public var deletedSections: [Int] = []
    /// Inserted sections, first first, reloads' insert halves included, duplicates dropped.
    public var insertedSections: [Int] = []
    /// Deleted items, last first, reloads' delete halves included (a collection view's
    /// duplicates stay when they are counted twice).
    public var deletedItems: [ItemPath] = []
    /// Inserted items, first first, reloads' insert halves included, duplicates dropped.
    public var insertedItems: [ItemPath] = []
    /// Each reloaded section, old index → the new index of its insert half.
    public var reloadedSections: [BatchUpdate.SectionMove] = []
    /// Each reloaded item, old path → the new path of its insert half.
    public var reloadedItems: [BatchUpdate.ItemMove] = []
    /// Section moves, sorted, exact duplicates dropped.
    public var sectionMoves: [BatchUpdate.SectionMove] = []
    /// Item moves, sorted, exact duplicates dropped.
    public var itemMoves: [BatchUpdate.ItemMove] = []
    /// For each old section, its new index, or `nil` when it is deleted.
    public var newSectionIndices: [Int?] = []
    /// Device quirks found by the strict checks (empty when they are off).
    public var warnings: [UIKitQuirk] = []
    /// What the view would log (a collection view's count error when it only logs).
    public var log: [String] = []

    public init(outcome: Outcome) {
        self.outcome = outcome
    }
}
