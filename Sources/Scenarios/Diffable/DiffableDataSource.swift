import BatchModel
import ListEmulation

/// A diffable data source (`UITableViewDiffableDataSource` / `UICollectionViewDiffableDataSource`),
/// emulated: ``apply(_:)`` diffs the current snapshot against the new one by identity with the
/// project's differ (the same diff the UIKit stand-in's data sources perform), hands the batch to
/// the emulated view (judged by the oracle), then asks the cell provider for the cells UIKit
/// would ask for — inserted and reloaded items get new cells, reconfigured items get their cells
/// configured again, every other cell stays as it was.
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
        let update = try current.update(to: snapshot)
        let new = snapshot.list
        counts.counts = new.counts
        lastBatch = update.batch
        let validated = try view.performBatch(update.batch)
        current = snapshot.withoutMarks
        configuredItems = []
        let render = { (path: ItemPath) -> Cell in
            self.configuredItems.append(new[path])
            return self.cellProvider(path, new[path])
        }
        if let validated {
            cells.update(after: update.batch, validated: validated, newCounts: new.counts, render: render)
        }
        for (_, path) in update.reconfigured { cells[path] = render(path) }
    }
}

/// The counts a view's data source reports, shared between the data source and its view.
final class CountsBox {
    var counts: [Int] = []
}
