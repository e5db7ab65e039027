import BatchModel
import Foundation

/// Conversions between BatchFuzz's ``ItemPath`` and Foundation's `IndexPath`, so code
/// written against UIKit's types can be fed to the oracle. (They live here because `BatchModel`
/// imports the standard library only.)
extension ItemPath {
    /// The path of a two-index `IndexPath` (`[section, item]`), or `nil` for any other length.
    public init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        self.init(section: indexPath[0], item: indexPath[1])
    }

    /// The same path as a Foundation `IndexPath` (`[section, item]`).
    public var indexPath: IndexPath { IndexPath(indexes: [section, item]) }
}
