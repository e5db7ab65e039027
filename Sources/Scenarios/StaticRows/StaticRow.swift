/// A row of a static table: its identity (never its row number) and its own height.
public struct StaticRow: Hashable, Sendable, Codable {
    public var id: Int
    public var height: Int

    public init(id: Int, height: Int) {
        self.id = id
        self.height = height
    }

    /// What the row's cell shows (its `textLabel`'s text) once its content changed `version`
    /// times: `Row 3`, then `Row 3 (edit 1)`, … — so a cell that missed a change shows it.
    public func title(version: Int) -> String {
        "Row \(id)" + (version == 0 ? "" : " (edit \(version))")
    }
}
