/// The position of one row or item: a section index and an index inside that section.
///
/// Foundation's `IndexPath` has no `section` / `item` on Linux, so BatchFuzz carries its own.
/// `row` and `item` are the same number, as in UIKit. Paths order by section, then item.
public struct ItemPath: Hashable, Comparable, Sendable {
    /// The section index.
    public var section: Int
    /// The index inside the section (a collection view's item).
    public var item: Int

    /// The index inside the section (a table view's row); the same as `item`.
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    /// A path to `item` in `section`.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// A path to `row` in `section`, spelled as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(section: section, item: row)
    }

    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// The path as `NSIndexPath` describes itself in UIKit's exception texts:
    /// `<NSIndexPath: 0x…> {length = 2, path = 0 - 3}`.
    ///
    /// - Parameter address: the pointer text to print; UIKit prints a real address, which
    ///   differs from run to run, so the oracle uses a fixed placeholder.
    public func nsIndexPathDescription(address: String) -> String {
        "<NSIndexPath: \(address)> {length = 2, path = \(section) - \(item)}"
    }
}

extension ItemPath: CustomStringConvertible {
    /// `[section, item]`, as Foundation prints an `IndexPath`.
    public var description: String { "[\(section), \(item)]" }
}

extension ItemPath: Codable {
    /// Encoded as the two-element array `[section, item]`: short and readable in a corpus file.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        if container.count != 2 {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "an item path is [section, item]: expected 2 numbers, found \(container.count.map(String.init) ?? "an unknown number")"
            )
        }
        let section = try container.decode(Int.self)
        let item = try container.decode(Int.self)
        self.init(section: section, item: item)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(section)
        try container.encode(item)
    }
}
