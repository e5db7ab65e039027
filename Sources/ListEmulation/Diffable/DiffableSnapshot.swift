import BatchModel

/// `NSDiffableDataSourceSnapshot`, emulated with its current-iOS semantics: identity is
/// `==` / `hash`, item identifiers are unique across the snapshot (section identifiers too), every
/// call rejects duplicates in its own arguments, re-adding an item moves it (and logs), reloads
/// and reconfigures only record marks — the stored identifier is never replaced. Invalid calls
/// throw ``SnapshotError`` with UIKit's reason and leave the snapshot unchanged.
///
/// Lookups go by hash first, as the hash table behind the real one does. When that fails but an
/// equal identifier is stored under another hash, two cases differ:
/// - the two hash differently now: UIKit's `… identifiers that are equal but have different hash
///   values` is thrown (public reports quote it);
/// - the stored identifier's own hash changed since it was added (a reference type hashing a field
///   the app mutated): it is found by equality, as the superheroes post reports its reference
///   type working, unless ``detectsChangedHashes`` is on — then `… whose hash value changed …` is
///   thrown, which no public report quotes.
///
/// Naive by design (linear scans): it is an emulation to test against, not a data structure.
public struct DiffableSnapshot<SectionID: Hashable, ItemID: Hashable> {
    /// An identifier with the hash it had when it was added.
    struct Stored<ID: Hashable> {
        var id: ID
        var hash: Int
        init(_ id: ID) {
            self.id = id
            hash = id.hashValue
        }
    }

    struct Section {
        var id: Stored<SectionID>
        var items: [Stored<ItemID>]
    }

    private var storage: [Section] = []
    /// Items marked by ``reloadItems(_:)``, in the order they were first marked.
    public private(set) var reloadedItemIdentifiers: [ItemID] = []
    /// Items marked by ``reconfigureItems(_:)``.
    public private(set) var reconfiguredItemIdentifiers: [ItemID] = []
    /// Sections marked by ``reloadSections(_:)``.
    public private(set) var reloadedSectionIdentifiers: [SectionID] = []
    /// What the snapshot logged instead of throwing (re-added items).
    public private(set) var log: [String] = []
    /// Whose words the reload texts use.
    public var textStyle: SnapshotTextStyle
    /// Whether an identifier whose hash changed since it was added is reported (`Diffable data
    /// source detected an item identifier whose hash value changed …`) rather than found by
    /// equality. Default: off — no public report quotes that text, and the superheroes post reports
    /// a reference type hashing the name it changes working.
    public var detectsChangedHashes = false

    public init(textStyle: SnapshotTextStyle = .current) {
        self.textStyle = textStyle
    }

    // MARK: Queries

    public var numberOfSections: Int { storage.count }
    public var numberOfItems: Int { storage.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionID] { storage.map { $0.id.id } }
    public var itemIdentifiers: [ItemID] { storage.flatMap { $0.items.map { $0.id } } }

    /// The items of `section`; an unknown section throws.
    public func itemIdentifiers(inSection section: SectionID) throws(SnapshotError) -> [ItemID] {
        guard let s = try sectionIndex(section) else { throw SnapshotMessages.unknownSection }
        return storage[s].items.map { $0.id }
    }

    /// The number of items in `section`; an unknown section throws.
    public func numberOfItems(inSection section: SectionID) throws(SnapshotError) -> Int {
        try itemIdentifiers(inSection: section).count
    }

    /// The *global* index of `item`, counting the items of every section before its own.
    public func indexOfItem(_ item: ItemID) -> Int? {
        guard let path = try? itemPath(item) else { return nil }
        return storage[..<path.section].reduce(0) { $0 + $1.items.count } + path.item
    }

    public func indexOfSection(_ section: SectionID) -> Int? { (try? sectionIndex(section)) ?? nil }

    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
        guard let path = try? itemPath(item) else { return nil }
        return storage[path.section].id.id
    }

    /// The identifiers as a sectioned list (what the data source diffs).
    public var list: SectionedList<SectionID, ItemID> {
        SectionedList(storage.map { .init($0.id.id, $0.items.map { $0.id }) })
    }

    // MARK: Sections

    public mutating func appendSections(_ ids: [SectionID]) throws(SnapshotError) {
        try checkUnique(ids, sections: true)
        try rejectExistingSections(ids)
        storage += ids.map { Section(id: Stored($0), items: []) }
    }

    public mutating func insertSections(_ ids: [SectionID], beforeSection destination: SectionID) throws(SnapshotError)
    {
        try insertSections(ids, destination, after: false)
    }

    public mutating func insertSections(_ ids: [SectionID], afterSection destination: SectionID) throws(SnapshotError) {
        try insertSections(ids, destination, after: true)
    }

    /// Deletes the sections (and their items); unknown ones are ignored.
    public mutating func deleteSections(_ ids: [SectionID]) throws(SnapshotError) {
        try checkUnique(ids, sections: true)
        for id in ids {
            guard let s = try sectionIndex(id) else { continue }
            let removed = storage.remove(at: s)
            forgetMarks(of: removed.items.map { $0.id })
            reloadedSectionIdentifiers.removeAll { $0 == id }
        }
    }

    public mutating func moveSection(_ id: SectionID, beforeSection destination: SectionID) throws(SnapshotError) {
        try moveSection(id, destination, after: false)
    }

    public mutating func moveSection(_ id: SectionID, afterSection destination: SectionID) throws(SnapshotError) {
        try moveSection(id, destination, after: true)
    }

    /// Marks sections for reload; each must exist now.
    public mutating func reloadSections(_ ids: [SectionID]) throws(SnapshotError) {
        try checkUnique(ids, sections: true)
        for id in ids where try sectionIndex(id) == nil {
            throw SnapshotMessages.reloadUnknown(id, sections: true, style: textStyle)
        }
        for id in ids where !reloadedSectionIdentifiers.contains(id) { reloadedSectionIdentifiers.append(id) }
    }

    // MARK: Items

    /// Appends items to `section` (the last section when `nil`); items already present move.
    public mutating func appendItems(_ ids: [ItemID], toSection section: SectionID? = nil) throws(SnapshotError) {
        try checkUnique(ids, sections: false)
        guard !storage.isEmpty else { throw SnapshotMessages.noSections }
        if let section, try sectionIndex(section) == nil { throw SnapshotMessages.unknownSection }
        try removeExisting(ids)
        let s = try section.flatMap { (id) throws(SnapshotError) in try sectionIndex(id) } ?? storage.count - 1
        storage[s].items += ids.map { Stored($0) }
    }

    public mutating func insertItems(_ ids: [ItemID], beforeItem destination: ItemID) throws(SnapshotError) {
        try insertItems(ids, destination, after: false)
    }

    public mutating func insertItems(_ ids: [ItemID], afterItem destination: ItemID) throws(SnapshotError) {
        try insertItems(ids, destination, after: true)
    }

    /// Deletes items; unknown ones are ignored.
    public mutating func deleteItems(_ ids: [ItemID]) throws(SnapshotError) {
        try checkUnique(ids, sections: false)
        for id in ids {
            guard let path = try itemPath(id) else { continue }
            storage[path.section].items.remove(at: path.item)
            forgetMarks(of: [id])
        }
    }

    /// Removes every item *and every section*.
    public mutating func deleteAllItems() {
        storage = []
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    public mutating func moveItem(_ id: ItemID, beforeItem destination: ItemID) throws(SnapshotError) {
        try moveItem(id, destination, after: false)
    }

    public mutating func moveItem(_ id: ItemID, afterItem destination: ItemID) throws(SnapshotError) {
        try moveItem(id, destination, after: true)
    }

    /// Marks items for reload (delete + insert of their cells); each must exist now. The stored
    /// identifier stays: a changed value passed here is *not* what the cell will show.
    public mutating func reloadItems(_ ids: [ItemID]) throws(SnapshotError) {
        try checkUnique(ids, sections: false)
        for id in ids where try itemPath(id) == nil {
            throw SnapshotMessages.reloadUnknown(id, sections: false, style: textStyle)
        }
        for id in ids where !reloadedItemIdentifiers.contains(id) { reloadedItemIdentifiers.append(id) }
    }

    /// Marks items for reconfiguring (their cells are kept and re-configured); each must exist now.
    public mutating func reconfigureItems(_ ids: [ItemID]) throws(SnapshotError) {
        try checkUnique(ids, sections: false)
        for id in ids where try itemPath(id) == nil { throw SnapshotMessages.reconfigureUnknown(id) }
        for id in ids where !reconfiguredItemIdentifiers.contains(id) { reconfiguredItemIdentifiers.append(id) }
    }

    /// The snapshot without its reload and reconfigure marks (what `snapshot()` hands out).
    public var withoutMarks: DiffableSnapshot {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        copy.log = []
        return copy
    }

    /// Throws if a stored identifier's hash changed since it was added (a mutated reference
    /// hashing a mutable field): what `apply` checks before diffing.
    public func validateHashing() throws(SnapshotError) {
        guard detectsChangedHashes else { return }
        for section in storage {
            if section.id.id.hashValue != section.id.hash {
                throw SnapshotMessages.hashChanged(section.id.id, sections: true)
            }
            for item in section.items where item.id.hashValue != item.hash {
                throw SnapshotMessages.hashChanged(item.id, sections: false)
            }
        }
    }

    // MARK: The rules, shared

    private mutating func insertSections(
        _ ids: [SectionID], _ destination: SectionID, after: Bool
    ) throws(SnapshotError) {
        try checkUnique(ids, sections: true)
        if ids.contains(destination) {
            let update =
                "insertSections(\(SnapshotMessages.list(ids)), \(after ? "afterSection" : "beforeSection"): \(destination))"
            throw SnapshotMessages.insertionDestinationInserted(destination, update: update, sections: true)
        }
        guard let index = try sectionIndex(destination) else { throw SnapshotMessages.unknownDestinationSection }
        try rejectExistingSections(ids)
        storage.insert(contentsOf: ids.map { Section(id: Stored($0), items: []) }, at: index + (after ? 1 : 0))
    }

    private mutating func moveSection(_ id: SectionID, _ destination: SectionID, after: Bool) throws(SnapshotError) {
        if id == destination {
            let update = "moveSection(\(id), \(after ? "afterSection" : "beforeSection"): \(destination))"
            throw SnapshotMessages.moveOntoItself(id, update: update, sections: true)
        }
        guard let from = try sectionIndex(id) else { throw SnapshotMessages.unknownMoveSource(sections: true) }
        guard try sectionIndex(destination) != nil else {
            throw SnapshotMessages.unknownMoveDestination(sections: true)
        }
        let moved = storage.remove(at: from)
        let to = try sectionIndex(destination)!
        storage.insert(moved, at: to + (after ? 1 : 0))
    }

    private mutating func insertItems(_ ids: [ItemID], _ destination: ItemID, after: Bool) throws(SnapshotError) {
        try checkUnique(ids, sections: false)
        if ids.contains(destination) {
            let update =
                "insertItems(\(SnapshotMessages.list(ids)), \(after ? "afterItem" : "beforeItem"): \(destination))"
            throw SnapshotMessages.insertionDestinationInserted(destination, update: update, sections: false)
        }
        guard try itemPath(destination) != nil else { throw SnapshotMessages.unknownSection }
        try removeExisting(ids)
        let path = try itemPath(destination)!
        storage[path.section].items.insert(contentsOf: ids.map { Stored($0) }, at: path.item + (after ? 1 : 0))
    }

    private mutating func moveItem(_ id: ItemID, _ destination: ItemID, after: Bool) throws(SnapshotError) {
        if id == destination {
            let update = "moveItem(\(id), \(after ? "afterItem" : "beforeItem"): \(destination))"
            throw SnapshotMessages.moveOntoItself(id, update: update, sections: false)
        }
        guard let from = try itemPath(id) else { throw SnapshotMessages.unknownMoveSource(sections: false) }
        guard try itemPath(destination) != nil else { throw SnapshotMessages.unknownMoveDestination(sections: false) }
        let moved = storage[from.section].items.remove(at: from.item)
        let to = try itemPath(destination)!
        storage[to.section].items.insert(moved, at: to.item + (after ? 1 : 0))
    }

    /// Items being added that are already present: logged, then taken out to be put in place.
    private mutating func removeExisting(_ ids: [ItemID]) throws(SnapshotError) {
        var existing: [ItemID] = []
        for id in ids where try itemPath(id) != nil { existing.append(id) }
        guard !existing.isEmpty else { return }
        log.append(SnapshotMessages.itemAlreadyExists(existing))
        for id in existing {
            let path = try itemPath(id)!
            storage[path.section].items.remove(at: path.item)
        }
    }

    private func rejectExistingSections(_ ids: [SectionID]) throws(SnapshotError) {
        var existing: [SectionID] = []
        for id in ids where try sectionIndex(id) != nil { existing.append(id) }
        if !existing.isEmpty { throw SnapshotMessages.sectionAlreadyExists(existing) }
    }

    private mutating func forgetMarks(of ids: [ItemID]) {
        reloadedItemIdentifiers.removeAll { ids.contains($0) }
        reconfiguredItemIdentifiers.removeAll { ids.contains($0) }
    }

    /// Duplicates in one argument list throw; equal arguments with different hashes, or an
    /// argument not equal to itself, break the hashing contract.
    private func checkUnique<ID: Hashable>(_ ids: [ID], sections: Bool) throws(SnapshotError) {
        var duplicates: [ID] = []
        for (i, id) in ids.enumerated() {
            if id != id { throw SnapshotMessages.notEqualToItself(id, sections: sections) }
            for other in ids[(i + 1)...] where other == id {
                if other.hashValue != id.hashValue {
                    throw SnapshotMessages.equalWithDifferentHashes(id, other, sections: sections)
                }
                if !duplicates.contains(id) { duplicates.append(id) }
            }
        }
        if !duplicates.isEmpty { throw SnapshotMessages.duplicates(duplicates, sections: sections) }
    }

    private func sectionIndex(_ id: SectionID) throws(SnapshotError) -> Int? {
        try Self.find(id, in: storage.map { $0.id }, sections: true, detectsChangedHashes: detectsChangedHashes)
    }

    private func itemPath(_ id: ItemID) throws(SnapshotError) -> ItemPath? {
        for (s, section) in storage.enumerated() {
            if let i = try Self.find(id, in: section.items, sections: false, reportMissing: false) {
                return ItemPath(section: s, item: i)
            }
        }
        // Not under its hash anywhere: is an equal identifier stored under another hash?
        for (s, section) in storage.enumerated() {
            if let i = try Self.find(
                id, in: section.items, sections: false, detectsChangedHashes: detectsChangedHashes)
            {
                return ItemPath(section: s, item: i)
            }
        }
        return nil
    }

    /// The index of `id` found the way a hash table finds it; when only an equal identifier with
    /// another hash is stored, the broken contract is thrown by name — or, for an identifier whose
    /// own hash changed, it is found by equality unless `detectsChangedHashes`.
    private static func find<ID: Hashable>(
        _ id: ID, in stored: [Stored<ID>], sections: Bool, reportMissing: Bool = true,
        detectsChangedHashes: Bool = false
    ) throws(SnapshotError) -> Int? {
        if id != id { throw SnapshotMessages.notEqualToItself(id, sections: sections) }
        let hash = id.hashValue
        if let index = stored.firstIndex(where: { $0.hash == hash && $0.id == id }) { return index }
        guard reportMissing, let index = stored.firstIndex(where: { $0.id == id }) else { return nil }
        let equal = stored[index]
        if equal.id.hashValue != equal.hash {
            if detectsChangedHashes { throw SnapshotMessages.hashChanged(equal.id, sections: sections) }
            return index
        }
        throw SnapshotMessages.equalWithDifferentHashes(equal.id, id, sections: sections)
    }
}
