/// How a static table hides rows.
public enum StaticRowsStrategy: String, Hashable, Sendable, Codable, CaseIterable {
    /// Rows stay; hidden ones get height 0; a commit is an empty `beginUpdates()`/`endUpdates()`.
    case zeroHeight
    /// Hiding deletes the row, showing inserts it, in the index paths of the rows on screen.
    case deleteInsert
}
