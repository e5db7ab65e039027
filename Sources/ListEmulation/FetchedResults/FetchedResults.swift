import BatchModel

/// What a fetched-results controller holds after a fetch: sections ordered by section key, each
/// holding its objects ordered by sort key, then id (`sections`, `object(at:)`,
/// `indexPath(forObject:)` of `NSFetchedResultsController`).
public struct FetchedResults: Hashable, Sendable, CustomStringConvertible {
    /// One section (`NSFetchedResultsSectionInfo`).
    public struct Section: Hashable, Sendable {
        /// The section key its objects share.
        public var key: Int
        /// The objects, in order.
        public var objects: [FetchedObject]

        /// `name`: `S<key>`.
        public var name: String { FetchedObject.sectionName(of: key) }
        /// `numberOfObjects`.
        public var numberOfObjects: Int { objects.count }
    }

    /// The sections, in order.
    public private(set) var sections: [Section]
    /// Each object's path, by id.
    private var paths: [Int: ItemPath]

    /// The results of fetching `objects` (any order).
    public init(objects: some Sequence<FetchedObject>) {
        let sorted = objects.sorted { $0.precedes($1) }
        var sections: [Section] = []
        var paths: [Int: ItemPath] = [:]
        for object in sorted {
            if sections.last?.key != object.sectionKey { sections.append(Section(key: object.sectionKey, objects: [])) }
            paths[object.id] = ItemPath(section: sections.count - 1, item: sections[sections.count - 1].objects.count)
            sections[sections.count - 1].objects.append(object)
        }
        self.sections = sections
        self.paths = paths
    }

    /// The object at `path`, or `nil` when there is none.
    public func object(at path: ItemPath) -> FetchedObject? {
        guard sections.indices.contains(path.section), sections[path.section].objects.indices.contains(path.item) else {
            return nil
        }
        return sections[path.section].objects[path.item]
    }

    /// The path of the object with this id, or `nil` when it is not in the results.
    public func indexPath(ofObject id: Int) -> ItemPath? { paths[id] }

    /// The index of the section with this key, or `nil`.
    public func sectionIndex(ofKey key: Int) -> Int? { sections.firstIndex { $0.key == key } }

    /// Rows per section: what the table's data source reports.
    public var counts: [Int] { sections.map { $0.numberOfObjects } }

    /// Section keys and object ids: the shape a table must show.
    public var list: SectionedList<Int, Int> {
        SectionedList(sections.map { .init($0.key, $0.objects.map { $0.id }) })
    }

    /// `S0[#1 #2] S2[#0]`.
    public var description: String {
        list.sections.isEmpty
            ? "(no sections)"
            : sections.map { "\($0.name)[\($0.objects.map { "#\($0.id)" }.joined(separator: " "))]" }.joined(
                separator: " ")
    }
}
