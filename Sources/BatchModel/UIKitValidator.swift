/// The oracle: judges a ``BatchUpdate`` exactly as UIKit's `_endCellAnimationsWithContext:` does
/// (<doc:UIKitBatchUpdateRules#3-Processing>), and throws the ``UIKitException`` UIKit would raise,
/// with its exact text.
///
/// Input: the per-section counts the view cached before the batch, the counts the data source reports
/// after it, and the batch. Output: the `ValidatedBatch` UIKit would animate. The steps run in
/// UIKit's order, so when a batch breaks several rules the first one UIKit checks is the one reported:
/// (1) sort, (2) split reloads, (3) deletes, (4) inserts, (5) moves, (6) counts. Within steps 3 and 4
/// sections are checked before items.
///
/// Cost: O(s + k log k) for s sections and k operations.
public struct UIKitValidator: Sendable {
    /// The flavour, the message style and the uncertain behaviours.
    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// A validator for `flavor` with the other options at their defaults.
    public init(_ flavor: ViewFlavor) {
        self.init(options: Options(flavor: flavor))
    }

    /// Judges `batch` with `before` / `after` as the per-section counts.
    ///
    /// - Returns: the batch as UIKit would animate it (or fall back to `reloadData` for).
    /// - Throws: the ``UIKitException`` UIKit would raise.
    public func validate(
        _ batch: BatchUpdate, before: [Int], after: [Int]
    ) throws(UIKitException) -> ValidatedBatch {
        var pass = Pass(options: options, batch: batch, before: before, after: after)
        return try pass.run()
    }
}

/// One run of the algorithm, step by step; its state is what UIKit keeps while processing.
private struct Pass {
    let options: UIKitValidator.Options
    let batch: BatchUpdate
    let before: [Int]
    let after: [Int]
    var plan = ValidatedBatch(outcome: .animated)

    init(options: UIKitValidator.Options, batch: BatchUpdate, before: [Int], after: [Int]) {
        self.options = options
        self.batch = batch
        self.before = before
        self.after = after
    }

    var isTable: Bool { options.flavor == .tableView }

    func fail(_ violation: UIKitViolation) -> UIKitException {
        let messages = UIKitMessages(options: options, before: before, after: after, batch: batch)
        return UIKitException(violation: violation, reason: messages.reason(for: violation), flavor: options.flavor)
    }

    /// A table view's `reloadData` fallback: the batch is abandoned, nothing more is checked.
    func fallback(_ because: String) -> ValidatedBatch {
        var abandoned = plan
        abandoned.outcome = .reloadData(because: because)
        return abandoned
    }

    mutating func run() throws(UIKitException) -> ValidatedBatch {
        // 1. Sort: deletes last first, inserts first first, reloads and moves first first.
        let explicitSectionDeletes = batch.sectionDeletes.sorted(by: >)
        let explicitItemDeletes = batch.itemDeletes.sorted(by: >)
        let explicitSectionInserts = batch.sectionInserts.sorted()
        let explicitItemInserts = batch.itemInserts.sorted()
        let sectionReloads = batch.sectionReloads.sorted()
        // A reload named twice is one reload: its two halves are one request, so its delete half
        // never counts twice while its insert half counts once (see `DuplicateDeletes`).
        let itemReloads = Array(Set(batch.itemReloads)).sorted()
        let sectionMoves = batch.sectionMoves.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        let itemMoves = batch.itemMoves.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        let moveSources = Set(itemMoves.map { $0.from }), moveDestinations = Set(itemMoves.map { $0.to })
        let moveSourceSections = Set(itemMoves.map { $0.from.section })
        let moveDestinationSections = Set(itemMoves.map { $0.to.section })
        let sectionMoveSources = Set(sectionMoves.map { $0.from })
        let sectionMoveDestinations = Set(sectionMoves.map { $0.to })

        // 2. Split each reload into a delete and an insert at the new path.
        let explicitDeleteSet = Set(explicitItemDeletes)
        let walkOrder = ReloadWalkOrder(batch)
        for path in itemReloads {
            if explicitDeleteSet.contains(path) { throw fail(.deleteAndReloadSameIndexPath(path)) }
            plan.reloadedItems.append(.init(from: path, to: reloadTarget(of: path, in: walkOrder)))
        }
        for section in sectionReloads {
            plan.reloadedSections.append(.init(from: section, to: reloadTarget(ofSection: section)))
        }
        let sectionDeletes = (explicitSectionDeletes + sectionReloads).sorted(by: >)
        let itemDeletes = (explicitItemDeletes + itemReloads).sorted(by: >)
        let sectionInserts = (explicitSectionInserts + plan.reloadedSections.map { $0.to }).sorted()
        let itemInserts = (explicitItemInserts + plan.reloadedItems.map { $0.to }).sorted()

        // 3. Deletes, against the counts before the update.
        var deletedSections = Set<Int>()
        for section in sectionDeletes {
            guard section >= 0, section < before.count else {
                throw fail(.sectionDeleteOutOfRange(section: section, sectionCount: before.count))
            }
            if !deletedSections.insert(section).inserted { continue }
            if sectionMoveSources.contains(section) { throw fail(.deleteAndMoveSameSection(section: section)) }
            if moveSourceSections.contains(section) {
                if isTable { return fallback("a row moves out of deleted section \(section)") }
                throw fail(.moveFromDeletedSection(section: section))
            }
            plan.deletedSections.append(section)
        }
        var deletedItems = Set<ItemPath>()
        var duplicateDeletes: [ItemPath] = []
        for path in itemDeletes {
            if deletedSections.contains(path.section) { continue }
            guard path.section >= 0, path.section < before.count else {
                throw fail(
                    .itemDeleteSectionOutOfRange(item: path.item, section: path.section, sectionCount: before.count))
            }
            guard path.item >= 0, path.item < before[path.section] else {
                throw fail(.itemDeletePastEnd(item: path.item, section: path.section, itemCount: before[path.section]))
            }
            if !deletedItems.insert(path).inserted {
                duplicateDeletes.append(path)
                if isTable || options.duplicateItemDeletes == .dropped { continue }
            }
            if moveSources.contains(path) { throw fail(.deleteAndMoveSameIndexPath(path)) }
            plan.deletedItems.append(path)
        }

        // 4. Inserts, against the counts after the update.
        var insertedSections = Set<Int>()
        for section in sectionInserts {
            guard section >= 0, section < after.count else {
                throw fail(.sectionInsertOutOfRange(section: section, sectionCount: after.count))
            }
            if !insertedSections.insert(section).inserted { continue }
            if sectionMoveDestinations.contains(section) { throw fail(.insertAndMoveSameSection(section: section)) }
            if moveDestinationSections.contains(section) {
                if isTable, options.tableMoveIntoInsertedSection == .reloadData {
                    return fallback("a row moves into inserted section \(section)")
                }
                throw fail(.moveIntoInsertedSection(section: section))
            }
            plan.insertedSections.append(section)
        }
        var insertedItems = Set<ItemPath>()
        for path in itemInserts {
            if insertedSections.contains(path.section) { continue }
            guard path.section >= 0, path.section < after.count else {
                throw fail(
                    .itemInsertSectionOutOfRange(item: path.item, section: path.section, sectionCount: after.count))
            }
            guard path.item >= 0, path.item < after[path.section] else {
                throw fail(.itemInsertPastEnd(item: path.item, section: path.section, itemCount: after[path.section]))
            }
            if !insertedItems.insert(path).inserted { continue }
            if moveDestinations.contains(path) { throw fail(.insertAndMoveSameIndexPath(path)) }
            plan.insertedItems.append(path)
        }

        // 5. Moves: bounds on both sides, then pairing with the moves already seen.
        var sectionDestinationOf: [Int: Int] = [:], sectionSourceOf: [Int: Int] = [:]
        for move in sectionMoves {
            guard move.from >= 0, move.from < before.count else {
                throw fail(.sectionMoveSourceOutOfRange(section: move.from, sectionCount: before.count))
            }
            guard move.to >= 0, move.to < after.count else {
                throw fail(.sectionMoveDestinationOutOfRange(from: move.from, to: move.to, sectionCount: after.count))
            }
            if let to = sectionDestinationOf[move.from] {
                if to == move.to { continue }
                throw fail(.sectionMovedToTwoDestinations(section: move.from, first: to, second: move.to))
            }
            if let from = sectionSourceOf[move.to] {
                throw fail(.sectionsMovedToOneDestination(first: from, second: move.from, to: move.to))
            }
            sectionDestinationOf[move.from] = move.to
            sectionSourceOf[move.to] = move.from
            plan.sectionMoves.append(move)
        }
        var itemDestinationOf: [ItemPath: ItemPath] = [:], itemSourceOf: [ItemPath: ItemPath] = [:]
        for move in itemMoves {
            let (from, to) = (move.from, move.to)
            guard from.section >= 0, from.section < before.count else {
                throw fail(.itemMoveSourceSectionOutOfRange(from: from, sectionCount: before.count))
            }
            guard from.item >= 0, from.item < before[from.section] else {
                throw fail(.itemMoveSourcePastEnd(from: from, itemCount: before[from.section]))
            }
            guard to.section >= 0, to.section < after.count else {
                throw fail(.itemMoveDestinationSectionOutOfRange(from: from, to: to, sectionCount: after.count))
            }
            guard to.item >= 0, to.item < after[to.section] else {
                throw fail(.itemMoveDestinationPastEnd(from: from, to: to, itemCount: after[to.section]))
            }
            if let first = itemDestinationOf[from] {
                if first == to { continue }
                throw fail(.itemMovedToTwoDestinations(from: from, first: first, second: to))
            }
            if let first = itemSourceOf[to] {
                throw fail(.itemsMovedToOneDestination(first: first, second: from, to: to))
            }
            itemDestinationOf[from] = to
            itemSourceOf[to] = from
            plan.itemMoves.append(move)
        }

        // 6. Counts: sections first, then every surviving section.
        try checkCounts()
        if options.strict {
            collectWarnings(
                sectionMoveSources: sectionMoveSources,
                sectionMoveDestinations: sectionMoveDestinations,
                duplicateDeletes: duplicateDeletes)
            plan.warnings.removeAll { !$0.kind.isReported(under: options) }
        }
        return plan
    }

    // MARK: Step 2: where a reload's insert half goes

    /// The deletes (a whole section as item `Int.max`), each once, last first, and the inserts
    /// likewise, first first: the order of the walk for every reloaded item of a batch, sorted
    /// once for all of them.
    struct ReloadWalkOrder {
        let deletes: [(Int, Int)], inserts: [(Int, Int)]

        init(_ batch: BatchUpdate) {
            deletes =
                (Set(batch.itemDeletes).map { ($0.section, $0.item) } + Set(batch.sectionDeletes).map { ($0, Int.max) })
                .sorted(by: >)
            inserts =
                (Set(batch.itemInserts).map { ($0.section, $0.item) } + Set(batch.sectionInserts).map { ($0, Int.max) })
                .sorted(by: <)
        }
    }

    /// Where reloaded item `path` goes: deletes from last to first, then inserts from first to
    /// last; a section sorts as its own row `Int.max` (after its rows), the way UIKit orders its
    /// update items. Moves never count, and a duplicate counts once (UIKit drops duplicates;
    /// counting them twice could shift a reload to a negative index).
    func reloadTarget(of path: ItemPath, in order: ReloadWalkOrder) -> ItemPath {
        var section = path.section, item = path.item
        for (deletedSection, deletedItem) in order.deletes {
            if deletedItem == Int.max {
                if deletedSection == path.section { continue }
                if deletedSection <= section { section -= 1 }
            } else if deletedSection == section, deletedItem <= item {
                item -= 1
            }
        }
        for (insertedSection, insertedItem) in order.inserts {
            if insertedItem == Int.max {
                if insertedSection <= section { section += 1 }
            } else if insertedSection == section, insertedItem <= item {
                item += 1
            }
        }
        return ItemPath(section: section, item: item)
    }

    /// The same walk for a reloaded section, over section deletes and inserts only.
    func reloadTarget(ofSection original: Int) -> Int {
        var section = original
        for deleted in Set(batch.sectionDeletes).sorted(by: >) where deleted != original && deleted <= section {
            section -= 1
        }
        for inserted in Set(batch.sectionInserts).sorted() where inserted <= section {
            section += 1
        }
        return section
    }

    // MARK: Step 6: the count check

    mutating func checkCounts() throws(UIKitException) {
        let expectedSections = before.count + plan.insertedSections.count - plan.deletedSections.count
        guard after.count == expectedSections else {
            try countError(
                .invalidSectionCount(
                    after: after.count, before: before.count,
                    inserted: plan.insertedSections.count, deleted: plan.deletedSections.count))
            return
        }

        // Old → new sections: inserts and move destinations are placed; the remaining old
        // sections fill the free slots in order.
        var oldOf = [Int?](repeating: nil, count: after.count)
        var placed = [Bool](repeating: false, count: after.count)
        for section in plan.insertedSections { placed[section] = true }
        var moved = [Bool](repeating: false, count: before.count)
        for move in plan.sectionMoves {
            oldOf[move.to] = move.from
            placed[move.to] = true
            moved[move.from] = true
        }
        var deleted = [Bool](repeating: false, count: before.count)
        for section in plan.deletedSections { deleted[section] = true }
        var remaining = before.indices.lazy.filter { !moved[$0] && !deleted[$0] }.makeIterator()
        for new in after.indices where !placed[new] { oldOf[new] = remaining.next() }
        plan.newSectionIndices = [Int?](repeating: nil, count: before.count)
        for (new, old) in oldOf.enumerated() { if let old { plan.newSectionIndices[old] = new } }

        // Per-section tallies; a move counts as in / out only across sections.
        var inserted = [Int](repeating: 0, count: after.count)
        var movedIn = [Int](repeating: 0, count: after.count)
        var deletedItems = [Int](repeating: 0, count: before.count)
        var movedOut = [Int](repeating: 0, count: before.count)
        for path in plan.insertedItems { inserted[path.section] += 1 }
        for path in plan.deletedItems { deletedItems[path.section] += 1 }
        for move in plan.itemMoves where plan.newSectionIndices[move.from.section] != move.to.section {
            movedOut[move.from.section] += 1
            movedIn[move.to.section] += 1
        }
        for new in after.indices {
            guard let old = oldOf[new] else { continue }
            if after[new] < 0 {
                try countError(.negativeItemCount(section: new))
                return
            }
            let expected = before[old] + inserted[new] - deletedItems[old] + movedIn[new] - movedOut[old]
            if after[new] != expected {
                try countError(
                    .invalidItemCount(
                        section: new, after: after[new], before: before[old], inserted: inserted[new],
                        deleted: deletedItems[old], movedIn: movedIn[new], movedOut: movedOut[old]))
                return
            }
        }
    }

    /// A count error: thrown, or for a collection view that only logs, logged with a fallback.
    mutating func countError(_ violation: UIKitViolation) throws(UIKitException) {
        let exception = fail(violation)
        guard !isTable, options.collectionViewCountErrors == .logAndReloadData else { throw exception }
        plan.log.append(exception.reason + " - will perform reloadData")
        plan.outcome = .reloadData(because: "the collection view logged a count error (\(violation.name))")
    }

    // MARK: Strict quirk checks (<doc:UIKitBatchUpdateRules#6-Quirks>)

    mutating func collectWarnings(
        sectionMoveSources: Set<Int>, sectionMoveDestinations: Set<Int>, duplicateDeletes: [ItemPath]
    ) {
        let sectionMoves = plan.sectionMoves.filter { $0.from != $0.to }
        func destination(of old: Int) -> Int? { sectionMoves.first { $0.from == old }?.to }
        for path in batch.itemReloads.sorted() {
            if let to = destination(of: path.section) {
                plan.warnings.append(
                    .init(.reloadInMovedSection, "reload of \(path) while section \(path.section) moves to \(to)"))
            }
        }
        let movedTo = Set(sectionMoves.map { $0.to })
        for path in batch.itemInserts.sorted() where movedTo.contains(path.section) {
            plan.warnings.append(
                .init(
                    .insertIntoMovedSection,
                    "insert of \(path) into section \(path.section), the destination of a section move"))
        }
        for path in batch.itemDeletes.sorted() {
            if let to = destination(of: path.section) {
                plan.warnings.append(
                    .init(
                        .deleteFromMovedSection, "delete of \(path) from section \(path.section), which moves to \(to)")
                )
            }
        }
        for move in plan.itemMoves.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) {
            if let to = destination(of: move.from.section), plan.newSectionIndices[move.from.section] == move.to.section
            {
                plan.warnings.append(
                    .init(
                        .moveInMovedSection,
                        "move of \(move.from) → \(move.to) inside section \(move.from.section), which moves to \(to)"))
            }
        }
        for path in duplicateDeletes.sorted() {
            plan.warnings.append(.init(.duplicateItemDelete, "item \(path) is deleted more than once"))
        }
        guard plan.outcome == .animated else { return }
        for (old, new) in plan.newSectionIndices.enumerated() {
            guard let new else { continue }
            let inserts = plan.insertedItems.contains { $0.section == new }
            let deletes = plan.deletedItems.contains { $0.section == old }
            if before[old] == 0, inserts {
                plan.warnings.append(.init(.insertIntoEmptySection, "first item inserted into empty section \(old)"))
            }
            if before[old] > 0, after[new] == 0, deletes {
                plan.warnings.append(.init(.deleteLastItemOfSection, "last item of section \(old) deleted"))
            }
        }
    }
}
