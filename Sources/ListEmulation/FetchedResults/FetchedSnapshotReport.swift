import BatchModel

/// The snapshot form of a change report: the sections and object ids after the change, and the
/// ids whose content changed (to reload).
public struct FetchedSnapshotReport: Hashable, Sendable, CustomStringConvertible {
    /// Section keys and object ids, in order.
    public var list: SectionedList<Int, Int>
    /// Objects in both the old and new results whose content changed, by id.
    public var reloadedIDs: [Int]

    public init(list: SectionedList<Int, Int>, reloadedIDs: [Int]) {
        self.list = list
        self.reloadedIDs = reloadedIDs
    }

    public var description: String { "\(list); reloaded \(reloadedIDs)" }
}
