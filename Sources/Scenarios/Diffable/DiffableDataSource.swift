import BatchEngine
import BatchModel

/// A diffable data source (`UITableViewDiffableDataSource` / `UICollectionViewDiffableDataSource`),
/// emulated: ``apply(_:)`` diffs the current snapshot against the new one by identity with the
/// project's differ, hands the batch to the emulated view (judged by the oracle), then asks the
/// cell provider for the cells UIKit would ask for — inserted and reloaded items get new cells,
/// reconfigured items get their cells configured again, every other cell stays as it was.
///
/// Content that is not part of an item's identity is invisible to the diff: a changed item
/// shows its new content only after an explicit reload or reconfigure, and then only if the
/// *stored* identifier carries it.
public final class DiffableDataSource<SectionID: Hashable, ItemID: Hashable, Cell> {
    /// The view the batches go to.
    public let view: EmulatedView
    /// What the view shows.
    public private(set) var cells = DisplayedCells<Cell>()
    /// The batch of the last ``apply(_:)`` that reached the view.
    public private(set) var lastBatch: BatchUpdate?
    /// The items the cell provider was asked to configure in the last ``apply(_:)``.
    public private(set) var configuredItems: [ItemID] = []

    private var current = DiffableSnapshot<SectionID, ItemID>()
    private let counts: CountsBox
    private let cellProvider: (ItemPath, ItemID) -> Cell

    /// A data source for a `flavor` view judged with `options` (strict quirk checks by default);
    /// `cellProvider` makes the cell for an item at a path.
    public init(
        flavor: ViewFlavor, options: UIKitValidator.Options? = nil, cellProvider: @escaping (ItemPath, ItemID) -> Cell
    ) {
        let counts = CountsBox()
        var options = options ?? UIKitValidator.Options(flavor: flavor, strict: true)
        options.flavor = flavor
        switch flavor {
        case .tableView: view = TableViewEmulator(options: options) { counts.counts }
        case .collectionView: view = CollectionViewEmulator(options: options) { counts.counts }
        }
        self.counts = counts
        self.cellProvider = cellProvider
    }

    /// A copy of the current snapshot, without reload or reconfigure marks.
    public func snapshot() -> DiffableSnapshot<SectionID, ItemID> { current.withoutMarks }

    /// The item at `path`, if any.
    public func itemIdentifier(for path: ItemPath) -> ItemID? {
        let list = current.list
        return list.contains(path) ? list[path] : nil
    }

    /// Where `item` is, if present.
    public func indexPath(for item: ItemID) -> ItemPath? {
        for (s, section) in current.list.sections.enumerated() {
            if let i = section.items.firstIndex(of: item) { return ItemPath(section: s, item: i) }
        }
        return nil
    }

    /// Makes `snapshot` current: checks the hashing contract, diffs by identity, performs the
    /// batch on the view (throwing its ``UIKitException`` if the oracle rejects it) and updates
    /// the cells. A section reload mark reloads the section's surviving items.
    public func apply(_ snapshot: DiffableSnapshot<SectionID, ItemID>) throws {
        try snapshot.validateHashing()
        try current.validateHashing()
        let old = current.list, new = snapshot.list
        let sectionKeys = try Self.keys(
            old: old.sections.map { $0.id }, new: new.sections.map { $0.id }, sections: true)
        let itemKeys = try Self.keys(
            old: old.sections.flatMap { $0.items }, new: new.sections.flatMap { $0.items }, sections: false)
        let oldKeyed = Self.keyed(old, sections: sectionKeys.old, items: itemKeys.old)
        let newKeyed = Self.keyed(new, sections: sectionKeys.new, items: itemKeys.new)
        let oldItemCount = itemKeys.old.count

        // Marks for items (or sections) present before and after.
        var reloaded = Set<Int>()
        for id in snapshot.reloadedItemIdentifiers {
            if let key = Self.key(of: id, in: new, keys: itemKeys.new), key < oldItemCount { reloaded.insert(key) }
        }
        for section in snapshot.reloadedSectionIdentifiers {
            guard let s = new.sections.firstIndex(where: { $0.id == section }) else { continue }
            for key in newKeyed.sections[s].items where key < oldItemCount { reloaded.insert(key) }
        }
        var batch = try BatchDiffer().batch(from: oldKeyed, to: newKeyed, contentChanged: { reloaded.contains($0) })
        var reconfigured: [(old: ItemPath, new: ItemPath)] = []
        for id in snapshot.reconfiguredItemIdentifiers {
            guard let key = Self.key(of: id, in: new, keys: itemKeys.new), key < oldItemCount, !reloaded.contains(key),
                let from = Self.path(of: key, in: oldKeyed), let to = Self.path(of: key, in: newKeyed)
            else { continue }
            reconfigured.append((from, to))
        }
        batch.reconfigureItems(at: reconfigured.map { $0.old })

        counts.counts = new.counts
        lastBatch = batch
        let validated = try view.performBatch(batch)
        current = snapshot.withoutMarks
        configuredItems = []
        let render = { (path: ItemPath) -> Cell in
            self.configuredItems.append(new[path])
            return self.cellProvider(path, new[path])
        }
        if let validated {
            cells.update(after: batch, validated: validated, newCounts: new.counts, render: render)
        }
        for (_, path) in reconfigured { cells[path] = render(path) }
    }

    // MARK: Identity, made deterministic

    /// Integer keys for identifiers: the old ones by position, each new one the key of the equal
    /// old one (found by `==`, so the diff never depends on hash values or their seeding) or a
    /// fresh key. Equal identifiers with different hashes break the contract and throw.
    static func keys<ID: Hashable>(
        old: [ID], new: [ID], sections: Bool
    ) throws(SnapshotError) -> (old: [Int], new: [Int]) {
        var fresh = old.count
        var newKeys: [Int] = []
        for id in new {
            if let match = old.firstIndex(of: id) {
                if old[match].hashValue != id.hashValue {
                    throw SnapshotMessages.equalWithDifferentHashes(old[match], id, sections: sections)
                }
                newKeys.append(match)
            } else {
                newKeys.append(fresh)
                fresh += 1
            }
        }
        return (Array(old.indices), newKeys)
    }

    static func keyed(
        _ list: SectionedList<SectionID, ItemID>, sections: [Int], items: [Int]
    ) -> SectionedList<Int, Int> {
        var next = 0
        return SectionedList(
            list.sections.enumerated().map { s, section in
                defer { next += section.items.count }
                return .init(sections[s], Array(items[next..<(next + section.items.count)]))
            })
    }

    static func key(of id: ItemID, in list: SectionedList<SectionID, ItemID>, keys: [Int]) -> Int? {
        list.sections.flatMap { $0.items }.firstIndex(of: id).map { keys[$0] }
    }

    static func path(of key: Int, in list: SectionedList<Int, Int>) -> ItemPath? {
        for (s, section) in list.sections.enumerated() {
            if let i = section.items.firstIndex(of: key) { return ItemPath(section: s, item: i) }
        }
        return nil
    }
}

/// The counts a view's data source reports, shared between the data source and its view.
final class CountsBox {
    var counts: [Int] = []
}
