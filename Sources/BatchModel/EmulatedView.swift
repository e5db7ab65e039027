/// The machinery a table or collection view uses for batch updates, emulated: it caches the
/// per-section counts, records the operations of an update block, and at the end of the
/// outermost block asks the data source for the new counts and runs the oracle.
///
/// ``TableViewEmulator`` and ``CollectionViewEmulator`` give it UIKit's names. The moment the
/// "before" counts are captured is explicit (<doc:UIKitBatchUpdateRules#2-Before-counts>): see ``CountCapture``.
public class EmulatedView {
    /// When the view reads the counts it will treat as "before the update".
    public enum CountCapture: Hashable, Sendable {
        /// At creation, at `reloadData()` and after each batch: a view on screen and laid out.
        case eager
        /// Only when first needed (a count query or the start of a batch), and forgotten at
        /// `reloadData()`: a view off-window or not yet laid out. If the app mutates its model
        /// before the batch begins, the view reads the new counts as "before" and the batch
        /// throws: the stale-count crash of <doc:UIKitBatchUpdateRules#2-Before-counts>.
        case lazy
    }

    /// The oracle that judges each batch.
    public let validator: UIKitValidator
    /// When the before counts are captured.
    public let countCapture: CountCapture
    /// The data source: the per-section counts it reports now.
    private let counts: () -> [Int]

    /// The counts the view believes in, or `nil` when it must ask the data source.
    private var cachedCounts: [Int]?
    /// The counts at the start of the open update block.
    private var beforeCounts: [Int] = []
    /// How many update blocks are open.
    public private(set) var updateDepth = 0
    /// The operations recorded in the open update block.
    public private(set) var pendingBatch = BatchUpdate()
    /// The last batch that ended (whatever its verdict).
    public private(set) var lastBatch: BatchUpdate?
    /// The oracle's plan for the last batch that was accepted.
    public private(set) var lastResult: ValidatedBatch?
    /// How many times the view reloaded all its data (explicitly or as a fallback).
    public private(set) var reloadDataCount = 0

    /// Something the view did with its data.
    public enum Update {
        /// A batch the oracle accepted (animated, or given up on for `reloadData`), with its plan.
        case batch(BatchUpdate, ValidatedBatch)
        /// An explicit `reloadData()`.
        case reloadData
        /// The view read its counts from the data source, having none cached (a view off screen,
        /// when it is first asked or a batch begins): it shows whatever the data source holds.
        case loadedCounts
    }

    /// Whether the view holds counts it read earlier (a view on screen always does; one off
    /// screen only once something asked).
    public var hasLoadedCounts: Bool { cachedCounts != nil }

    /// Called after every batch the oracle accepted and every `reloadData()`: a harness that
    /// keeps its own account of what the view shows (while the code under test drives the view)
    /// listens here. A rejected batch throws instead.
    public var onUpdate: ((Update) -> Void)?

    init(judgedBy options: UIKitValidator.Options, countCapture: CountCapture, counts: @escaping () -> [Int]) {
        self.validator = UIKitValidator(options: options)
        self.countCapture = countCapture
        self.counts = counts
        if countCapture == .eager { cachedCounts = counts() }
    }

    /// The number of sections the view displays (from its cache).
    public var numberOfSections: Int { displayedCounts.count }

    /// The per-section counts the view displays (from its cache, loading it if needed).
    public var displayedCounts: [Int] {
        if let cachedCounts { return cachedCounts }
        let loaded = counts()
        cachedCounts = loaded
        onUpdate?(.loadedCounts)
        return loaded
    }

    /// Reloads everything: no animation, no validation.
    public func reloadData() {
        precondition(updateDepth == 0, "reloadData() inside an update block is not supported by the emulator")
        reloadDataCount += 1
        cachedCounts = countCapture == .eager ? counts() : nil
        onUpdate?(.reloadData)
    }

    /// What the view does when the user drags a row from section `from` to section `to` (an
    /// interactive reorder): it moves the row itself, with no batch and no judgement, and its
    /// counts follow — one fewer in `from`, one more in `to`. The data source is told afterwards
    /// (`tableView(_:moveRowAt:to:)`) and must follow
    /// (<doc:UIKitBatchUpdateRules#8-When-the-views-ask-their-data-source>).
    public func moveRowInteractively(fromSection from: Int, toSection to: Int) {
        var counts = displayedCounts
        counts[from] -= 1
        counts[to] += 1
        cachedCounts = counts
    }

    /// Forces the view to read its counts now if it has none cached (`layoutIfNeeded()`).
    public func layoutIfNeeded() {
        _ = displayedCounts
    }

    // MARK: Section operations (the same names in both views)

    /// `insertSections(_:with:)`: records the insert, or judges it at once outside a block.
    public func insertSections(_ sections: [Int]) throws(UIKitException) { try record { $0.insertSections(sections) } }
    /// `deleteSections(_:with:)`.
    public func deleteSections(_ sections: [Int]) throws(UIKitException) { try record { $0.deleteSections(sections) } }
    /// `reloadSections(_:with:)`.
    public func reloadSections(_ sections: [Int]) throws(UIKitException) { try record { $0.reloadSections(sections) } }
    /// `moveSection(_:toSection:)`.
    public func moveSection(_ section: Int, toSection newSection: Int) throws(UIKitException) {
        try record { $0.moveSection(section, toSection: newSection) }
    }

    /// Records every operation of `batch` in one update block and ends it: what a data source
    /// that computed its batch up front (a diffable data source's `apply`) hands the view.
    @discardableResult
    public func performBatch(_ batch: BatchUpdate) throws(UIKitException) -> ValidatedBatch? {
        begin()
        pendingBatch.deleteSections(batch.sectionDeletes)
        pendingBatch.insertSections(batch.sectionInserts)
        pendingBatch.reloadSections(batch.sectionReloads)
        for move in batch.sectionMoves { pendingBatch.moveSection(move.from, toSection: move.to) }
        pendingBatch.deleteItems(at: batch.itemDeletes)
        pendingBatch.insertItems(at: batch.itemInserts)
        pendingBatch.reloadItems(at: batch.itemReloads)
        for move in batch.itemMoves { pendingBatch.moveItem(at: move.from, to: move.to) }
        pendingBatch.reconfigureItems(at: batch.itemReconfigures)
        return try end()
    }

    // MARK: Update blocks

    func begin() {
        if updateDepth == 0 {
            beforeCounts = displayedCounts
            pendingBatch = BatchUpdate()
        }
        updateDepth += 1
    }

    @discardableResult
    func end() throws(UIKitException) -> ValidatedBatch? {
        precondition(updateDepth > 0, "endUpdates() without a matching beginUpdates()")
        updateDepth -= 1
        guard updateDepth == 0 else { return nil }
        let batch = pendingBatch
        pendingBatch = BatchUpdate()
        lastBatch = batch
        let after = counts()
        let result = try validator.validate(batch, before: beforeCounts, after: after)
        if case .reloadData = result.outcome { reloadDataCount += 1 }
        cachedCounts = after
        lastResult = result
        onUpdate?(.batch(batch, result))
        return result
    }

    /// Runs `updates` inside an update block. Errors from `updates` close the block unjudged
    /// and propagate; the batch's own verdict is thrown as a ``UIKitException``.
    @discardableResult
    func perform(_ updates: () throws -> Void) throws -> ValidatedBatch? {
        begin()
        do {
            try updates()
        } catch {
            updateDepth -= 1
            if updateDepth == 0 { pendingBatch = BatchUpdate() }
            throw error
        }
        return try end()
    }

    /// Records one operation; outside an update block it is a batch of its own, judged at once.
    func record(_ operation: (inout BatchUpdate) -> Void) throws(UIKitException) {
        if updateDepth > 0 {
            operation(&pendingBatch)
            return
        }
        begin()
        operation(&pendingBatch)
        try end()
    }
}
