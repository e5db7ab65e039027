/// A managed object as a fetched-results controller sees it: an identity, the key that puts it
/// in a section (`sectionNameKeyPath`), the key it is sorted by, and content a cell shows.
///
/// Sections are ordered by section key, objects by sort key, then by id (a stable tiebreak, as a
/// second sort descriptor on a unique attribute would give).
public struct FetchedObject: Hashable, Sendable, Codable, CustomStringConvertible {
    public var id: Int
    public var sectionKey: Int
    public var sortKey: Int
    public var content: Int

    public init(id: Int, sectionKey: Int, sortKey: Int, content: Int = 0) {
        self.id = id
        self.sectionKey = sectionKey
        self.sortKey = sortKey
        self.content = content
    }

    /// The section's name, as `NSFetchedResultsSectionInfo.name` gives it: `S<key>`.
    public static func sectionName(of key: Int) -> String { "S\(key)" }

    /// `#3(S1, sort 2, v0)`.
    public var description: String { "#\(id)(\(Self.sectionName(of: sectionKey)), sort \(sortKey), v\(content))" }

    /// Whether `self` sorts before `other` inside the results.
    func precedes(_ other: FetchedObject) -> Bool {
        (sectionKey, sortKey, id) < (other.sectionKey, other.sortKey, other.id)
    }
}

/// One change of a change set (what one `save()` of the context commits).
public enum FetchedChange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A new object.
    case insert(FetchedObject)
    /// The object with this id is deleted (skipped when there is none).
    case delete(id: Int)
    /// Fields of the object with this id change; `nil` leaves a field as it is. A new section
    /// key moves the object to another section (creating it, or emptying the old one); a new
    /// sort key can reorder it; content alone is an update.
    case edit(id: Int, sectionKey: Int?, sortKey: Int?, content: Int?)

    public var description: String {
        switch self {
        case .insert(let object): "insert \(object)"
        case .delete(let id): "delete #\(id)"
        case .edit(let id, let sectionKey, let sortKey, let content):
            "edit #\(id):"
                + [
                    sectionKey.map { " section → \(FetchedObject.sectionName(of: $0))" },
                    sortKey.map { " sort → \($0)" },
                    content.map { " content → v\($0)" },
                ].compactMap { $0 }.joined(separator: ",")
        }
    }

    /// `objects` (keyed by id) after this change; a change naming a missing id, or inserting an
    /// id that exists, changes nothing.
    package func apply(to objects: inout [Int: FetchedObject]) {
        switch self {
        case .insert(let object):
            if objects[object.id] == nil { objects[object.id] = object }
        case .delete(let id):
            objects[id] = nil
        case .edit(let id, let sectionKey, let sortKey, let content):
            guard var object = objects[id] else { return }
            if let sectionKey { object.sectionKey = sectionKey }
            if let sortKey { object.sortKey = sortKey }
            if let content { object.content = content }
            objects[id] = object
        }
    }
}
