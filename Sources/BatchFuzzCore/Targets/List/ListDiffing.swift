import BatchModel

/// Code that turns an old and a new array into the batch for one section — the shape of most
/// diffing libraries. Conform your adapter to fuzz it with
/// `check(.listDiffer(…))`.
///
/// The batch names index paths in section 0 (`ItemPath(item: i, section: 0)`), as a table or
/// collection view showing the array in its only section receives it.
public protocol ListDiffing {
    /// The batch that turns `old` into `new`, both shown in section 0.
    func batch(from old: [ListItem], to new: [ListItem]) throws -> BatchUpdate
}

/// One element of a list handed to a ``ListDiffing`` engine: an identifier and a content
/// version. Two elements are equal when both are, so a library that diffs `Equatable` values sees
/// an element whose content changed as a different value, and one that diffs by identifier (with
/// `==` telling it the content changed) sees the same item updated.
public struct ListItem: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The item's identifier. Unique in a list unless the values are drawn repeated
    /// (`ListProperty/Values/repeated`), where equal elements stand for equal values.
    public var id: Int
    /// How many times the item's content changed: 0 at first.
    public var version: Int

    public init(id: Int, version: Int = 0) {
        self.id = id
        self.version = version
    }

    /// `7`, or `7'` after one content change, `7''` after two.
    public var description: String { "\(id)" + String(repeating: "'", count: version) }
}

extension ListItem {
    /// The elements the lists hold.
    public enum Values: String, Hashable, Sendable, CaseIterable {
        /// Every identifier once: what an identifier-based differ expects.
        case distinct
        /// Identifiers repeat (three values in all), as the `Equatable` values of a list often do:
        /// for a library that diffs values rather than identifiers.
        case repeated
    }
}
