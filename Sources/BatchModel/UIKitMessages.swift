/// The exception texts of <doc:UIKitBatchUpdateRules#3-Processing> and
/// <doc:UIKitBatchUpdateRules#4-Flavours>, word for word: the format strings UIKit uses, with the
/// flavour's words and the message style's layout. Two spaces follow `section %lu.` and `invalid number
/// of sections.`, as in UIKit's own strings; `to to` is UIKit's typo.
public struct UIKitMessages: Sendable {
    /// The words, the style and the address to print.
    public var options: UIKitValidator.Options
    /// The counts before the update (for the iOS 16.4 layout).
    public var before: [Int]
    /// The counts after the update (for the iOS 16.4 layout).
    public var after: [Int]
    /// The batch (for the iOS 16.4 `Updates = [...]` listing).
    public var batch: BatchUpdate

    public init(options: UIKitValidator.Options, before: [Int], after: [Int], batch: BatchUpdate) {
        self.options = options
        self.before = before
        self.after = after
        self.batch = batch
    }

    /// The `reason` UIKit would give for `violation`.
    public func reason(for violation: UIKitViolation) -> String {
        let flavor = options.flavor
        let row = flavor.itemWord, rows = flavor.itemsWord, view = flavor.viewWord
        func ip(_ path: ItemPath) -> String { path.nsIndexPathDescription(address: options.address) }

        if violation.isCountError, detailedCountErrors {
            return batchUpdatesDetected()
        }
        switch violation {
        case .deleteAndReloadSameIndexPath(let path):
            return "attempt to delete and reload the same index path (\(ip(path)))"
        case .sectionDeleteOutOfRange(let section, let count):
            return "attempt to delete section \(section), but there are only \(count) sections before the update"
        case .deleteAndMoveSameSection(let section):
            return "attempt to perform a delete and a move from the same section (\(section))"
        case .deleteAndMoveSameIndexPath(let path):
            return "attempt to perform a delete and a move from the same index path (\(ip(path)))"
        case .moveFromDeletedSection(let section):
            return "cannot move an item from a deleted section (\(section))"
        case .itemDeleteSectionOutOfRange(let item, let section, let count):
            return
                "attempt to delete \(row) \(item) from section \(section), but there are only \(count) sections before the update"
        case .itemDeletePastEnd(let item, let section, let count):
            return
                "attempt to delete \(row) \(item) from section \(section) which only contains \(count) \(rows) before the update"
        case .sectionInsertOutOfRange(let section, let count):
            return "attempt to insert section \(section) but there are only \(count) sections after the update"
        case .insertAndMoveSameSection(let section):
            return "attempt to perform an insert and a move to the same section (\(section))"
        case .insertAndMoveSameIndexPath(let path):
            return "attempt to perform an insert and a move to the same index path (\(ip(path)))"
        case .moveIntoInsertedSection(let section):
            return
                "cannot move \(options.flavor == .tableView ? "a row" : "an item") into a newly inserted section (\(section))"
        case .itemInsertSectionOutOfRange(let item, let section, let count):
            return
                "attempt to insert \(row) \(item) into section \(section), but there are only \(count) sections after the update"
        case .itemInsertPastEnd(let item, let section, let count):
            return
                "attempt to insert \(row) \(item) into section \(section), but there are only \(count) \(rows) in section \(section) after the update"
        case .sectionMoveSourceOutOfRange(let section, let count):
            return "attempt to move section \(section), but there are only \(count) sections before the update"
        case .sectionMoveDestinationOutOfRange(let from, let to, let count):
            return
                "attempt to to move section \(from) to section \(to), but there are only \(count) sections after the update"
        case .itemMoveSourceSectionOutOfRange(let from, let count):
            return
                "attempt to move index path (\(ip(from))) from a section that does not exist - there are only \(count) sections before the update"
        case .itemMoveSourcePastEnd(let from, let count):
            return
                "attempt to move index path (\(ip(from))) that does not exist - there are only \(count) \(rows) in section \(from.section) before the update"
        case .itemMoveDestinationSectionOutOfRange(let from, let to, let count):
            return
                "attempt to move index path (\(ip(from))) to index path (\(ip(to))) in section that does not exist - there are only \(count) sections after the update"
        case .itemMoveDestinationPastEnd(let from, let to, let count):
            return
                "attempt to move index path (\(ip(from))) to index path (\(ip(to))) that does not exist - there are only \(count) \(rows) in section \(to.section) after the update"
        case .sectionMovedToTwoDestinations(let section, let first, let second):
            return "attempt to move section \(section) to both section \(first) and section \(second)"
        case .itemMovedToTwoDestinations(let from, let first, let second):
            return "attempt to move \(row) at index path \(ip(from)) to both \(ip(first)) and \(ip(second))"
        case .sectionsMovedToOneDestination(let first, let second, let to):
            return "attempt to move both section \(first) and section \(second) to section \(to)"
        case .itemsMovedToOneDestination(let first, let second, let to):
            return "attempt to move both \(row) at index path \(ip(first)) and \(ip(second)) to \(ip(to))"
        case .invalidSectionCount(let after, let before, let inserted, let deleted):
            return
                "Invalid update: invalid number of sections.  The number of sections contained in the \(view) after the update (\(after)) must be equal to the number of sections contained in the \(view) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
                + viewSuffix
        case .invalidItemCount(let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
            return
                "Invalid update: invalid number of \(rows) in section \(section).  The number of \(rows) contained in an existing section after the update (\(after)) must be equal to the number of \(rows) contained in that section before the update (\(before)), plus or minus the number of \(rows) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(rows) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
                + viewSuffix
        case .negativeItemCount(let section):
            return
                "Invalid update: invalid number of \(rows) in section \(section).  Attempt to delete more \(rows) than exist in section."
                + viewSuffix
        }
    }

    /// `<UITableView: 0x…>`: how the view describes itself in the texts that name it.
    public var viewDescription: String { "<\(options.flavor.className): \(options.address)>" }

    private var detailedCountErrors: Bool {
        options.messageStyle == .batchUpdatesDetected || options.messageStyle == .batchUpdatesDetectedBeforeAndAfter
    }

    /// ` Collection view: <UICollectionView: …>` after a collection view's count errors on iOS 15–16.3.
    private var viewSuffix: String {
        options.messageStyle == .classicWithViewDescription && options.flavor == .collectionView
            ? " Collection view: \(viewDescription)" : ""
    }

    /// The iOS 16.4 layout of a count error (<doc:UIKitBatchUpdateRules#4-Flavours>).
    private func batchUpdatesDetected() -> String {
        let flavor = options.flavor
        let conjunction = options.messageStyle == .batchUpdatesDetectedBeforeAndAfter ? "and" : "and/or"
        func counts(_ counts: [Int]) -> String {
            let noun = counts.count == 1 ? "section" : "sections"
            let list = counts.map(String.init).joined(separator: ", ")
            return "{ \(counts.count) \(noun) with \(flavor.itemWord) counts: [\(list)] }"
        }
        let updates = updateLines()
        let listing = updates.isEmpty ? "" : updates.map { "\t\($0)" }.joined(separator: ",\n") + "\n"
        let viewLabel = flavor == .tableView ? "Table view" : "Collection view"
        return """
            Invalid batch updates detected: the number of sections and/or \(flavor.itemsWord) returned by the data source before \(conjunction) after performing the batch updates are inconsistent with the updates.
            Data source before updates = \(counts(before))
            Data source after updates = \(counts(after))
            Updates = [
            \(listing)]
            \(viewLabel): \(viewDescription)
            """
    }

    /// The `Updates = [...]` lines: deletes (last first), inserts, reloads, then moves (first
    /// first), sections before items. Only `Delete row (0 - 0)` and `Insert row (0 - 0)` are
    /// attested; the other spellings follow their pattern (<doc:UIKitBatchUpdateRules#4-Flavours> [?]).
    func updateLines() -> [String] {
        let word = options.flavor.itemWord
        func path(_ p: ItemPath) -> String { "(\(p.section) - \(p.item))" }
        var lines: [String] = []
        lines += batch.sectionDeletes.sorted(by: >).map { "Delete section \($0)" }
        lines += batch.itemDeletes.sorted(by: >).map { "Delete \(word) \(path($0))" }
        lines += batch.sectionInserts.sorted().map { "Insert section \($0)" }
        lines += batch.itemInserts.sorted().map { "Insert \(word) \(path($0))" }
        lines += batch.sectionReloads.sorted().map { "Reload section \($0)" }
        lines += batch.itemReloads.sorted().map { "Reload \(word) \(path($0))" }
        lines += batch.sectionMoves.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
            .map { "Move section \($0.from) to \($0.to)" }
        lines += batch.itemMoves.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
            .map { "Move \(word) \(path($0.from)) to \(path($0.to))" }
        return lines
    }
}
