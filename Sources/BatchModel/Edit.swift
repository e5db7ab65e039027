/// One immediate change to a data source, applied like a mutating array operation: its
/// indices are valid at the moment it is applied, after every earlier edit.
///
/// A sequence of edits is what an app does to its model between two screen updates; an engine
/// turns such a sequence into one ``BatchUpdate``. A reload changes no identifier: it says the
/// content shown for a section or an item is out of date.
public enum Edit<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// Inserts an empty section named `id` at index `at`.
    case insertSection(id: SectionID, at: Int)
    /// Deletes the section at index `at`, with all its items.
    case deleteSection(at: Int)
    /// Removes the section at `from`, then inserts it at `to` in what remains.
    case moveSection(from: Int, to: Int)
    /// Marks the section at `at` and all its items as changed.
    case reloadSection(at: Int)
    /// Inserts the item `id` at `at`.
    case insertItem(id: ItemID, at: ItemPath)
    /// Deletes the item at `at`.
    case deleteItem(at: ItemPath)
    /// Removes the item at `from`, then inserts it at `to` in what remains (any section).
    case moveItem(from: ItemPath, to: ItemPath)
    /// Marks the item at `at` as changed.
    case reloadItem(at: ItemPath)
}

extension Edit: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension Edit: Codable where SectionID: Codable, ItemID: Codable {}

extension Edit: CustomStringConvertible {
    /// A short sentence, e.g. `move item [0, 1] → [2, 0]`.
    public var description: String {
        switch self {
        case .insertSection(let id, let index): "insert section \(id) at \(index)"
        case .deleteSection(let index): "delete section \(index)"
        case .moveSection(let from, let to): "move section \(from) → \(to)"
        case .reloadSection(let index): "reload section \(index)"
        case .insertItem(let id, let path): "insert item \(id) at \(path)"
        case .deleteItem(let path): "delete item \(path)"
        case .moveItem(let from, let to): "move item \(from) → \(to)"
        case .reloadItem(let path): "reload item \(path)"
        }
    }
}
