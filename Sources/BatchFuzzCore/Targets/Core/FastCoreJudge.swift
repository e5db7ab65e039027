import BatchEngine
import BatchModel

/// The core property's fast judge: it decides, in a few flat arrays, that a case passes — the
/// oracle accepts the batch in every flavour asked for, with no fallback and no quirk reported;
/// the batch turns the initial list into the final one; every item the edits reloaded is
/// reloaded — and says nothing about any other case.
///
/// It is the naive judge's shortcut, not a second definition: it answers `true` only for
/// batches of a plain shape, where every rule of the oracle (<doc:UIKitBatchUpdateRules>) and
/// every step of the reference layout (``ReferenceModel/layout(of:before:after:)``) reduces to
/// a bounds check, a uniqueness check, the count equation or a comparison of identifiers. The
/// plain shape: no section or item named twice, in one list or across the lists that lift or
/// claim it (a reload and a delete of one row, a move's destination and an insert); no row
/// deleted, reloaded or moved out of a deleted or reloaded section; nothing inserted or moved
/// into an inserted section; a moved section moves whole — no row of it deleted or reloaded,
/// none inserted into it, none moved into or out of it, moves among its own rows only where
/// their quirk (``UIKitQuirk/Kind/moveInMovedSection``) is not reported; options under which no
/// quirk of such a batch is reported. Every other case — every failing case among them — goes
/// to the naive judge, whose verdict is the one reported, and so does a sampled share of the
/// cases this one passes (``CoreProperty``), where a disagreement would fail the run; the
/// differential tests hold the two to the same verdict case by case.
enum FastCoreJudge {
    /// What the judge reads of the oracle's options and the flavours, worked out once for a
    /// run rather than once a case: whether a quirk is reported looks it up in a set by name.
    struct Conditions {
        /// Whether the options let the fast judge pass any batch
        /// (``options(_:allowPlainBatchesIn:)``).
        let allowPlainBatches: Bool
        /// Whether item moves inside a moved section are plain: no flavour reports their quirk
        /// (``UIKitQuirk/Kind/moveInMovedSection``).
        let movesInMovedSectionsArePlain: Bool

        init(oracle: UIKitValidator.Options, flavors: [ViewFlavor]) {
            allowPlainBatches = options(oracle, allowPlainBatchesIn: flavors)
            movesInMovedSectionsArePlain = !flavors.contains {
                UIKitQuirk.Kind.moveInMovedSection.isReported(under: oracle.with(flavor: $0))
            }
        }
    }

    /// Whether the naive judge is certain to pass the case: `false` means "ask it".
    static func passes(
        initial: SectionedList<Int, Int>, final: SectionedList<Int, Int>, reloaded: [Int], batch: BatchUpdate,
        flavors: [ViewFlavor], oracle: UIKitValidator.Options
    ) -> Bool {
        passes(
            initial: initial, final: final, reloaded: reloaded, batch: batch,
            conditions: Conditions(oracle: oracle, flavors: flavors))
    }

    /// Whether the naive judge is certain to pass the case, under `conditions` made from the
    /// options and flavours it judges with.
    static func passes(
        initial: SectionedList<Int, Int>, final: SectionedList<Int, Int>, reloaded: [Int], batch: BatchUpdate,
        conditions: Conditions
    ) -> Bool {
        guard conditions.allowPlainBatches else { return false }
        let movesInMovedSections = !batch.sectionMoves.isEmpty && conditions.movesInMovedSectionsArePlain
        let oldRows = initial.totalItemCount, newRows = final.totalItemCount
        // Every table below is a stretch of one temporary allocation (on the stack when small):
        // the judge runs once a case, and array storage would cost more than the checks.
        let size = Scratch.size(before: initial.numberOfSections, after: final.numberOfSections)
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: size + oldRows + newRows) { memory in
            memory.initialize(repeating: 0)
            var scratch = Scratch(memory)
            return passes(
                initial: initial, final: final, reloaded: reloaded, batch: batch,
                movesInMovedSections: movesInMovedSections, oldRows: oldRows, newRows: newRows, scratch: &scratch)
        }
    }

    /// ``passes(initial:final:reloaded:batch:flavors:oracle:)`` once the options allow it, its
    /// tables in `scratch`; `movesInMovedSections` when item moves inside a moved section are
    /// plain (no flavour reports their quirk).
    private static func passes(
        initial: SectionedList<Int, Int>, final: SectionedList<Int, Int>, reloaded: [Int], batch: BatchUpdate,
        movesInMovedSections: Bool, oldRows: Int, newRows: Int, scratch: inout Scratch
    ) -> Bool {
        let before = initial.sections, after = final.sections
        let reloaded = reloaded.count > 8 ? reloaded.sorted() : reloaded
        func wasReloaded(_ id: Int) -> Bool {
            guard reloaded.count > 8 else { return reloaded.contains(id) }
            let index = countBelow(id, in: reloaded)
            return index < reloaded.count && reloaded[index] == id
        }

        // Sections: deletes and reloads lift old sections, inserts and reloads' insert halves
        // claim new ones; each at most once.
        let lifted = scratch.take(before.count)
        for section in batch.sectionDeletes {
            guard section >= 0, section < before.count, lifted[section] == 0 else { return false }
            lifted[section] = Mark.gone
        }
        for section in batch.sectionReloads {
            guard section >= 0, section < before.count, lifted[section] == 0 else { return false }
            lifted[section] = Mark.gone
        }
        let claimed = scratch.take(after.count)
        func claim(_ section: Int) -> Bool {
            guard section >= 0, section < after.count, claimed[section] == 0 else { return false }
            claimed[section] = Mark.gone
            return true
        }
        for section in batch.sectionInserts where !claim(section) { return false }
        if !batch.sectionReloads.isEmpty {
            let sectionDeletes = batch.sectionDeletes.sorted(by: >)
            let sectionInserts = batch.sectionInserts.sorted()
            for reloaded in batch.sectionReloads {
                // Shifted by the explicit section deletes and inserts only (§3.2).
                let target = ReferenceModel.reloadedSectionTarget(
                    reloaded, deletes: sectionDeletes, inserts: sectionInserts)
                guard claim(target) else { return false }
            }
        }
        // A section move leaves its old place and takes its new one, each not otherwise named
        // (§3.3, §3.5): marked moved, not counted.
        for move in batch.sectionMoves {
            guard move.from >= 0, move.from < before.count, lifted[move.from] == 0, move.to >= 0,
                move.to < after.count, claimed[move.to] == 0
            else { return false }
            lifted[move.from] = Mark.moved
            claimed[move.to] = Mark.moved
        }
        let liftedCount = batch.sectionDeletes.count + batch.sectionReloads.count
        let claimedCount = batch.sectionInserts.count + batch.sectionReloads.count
        guard after.count == before.count - liftedCount + claimedCount else { return false }
        // Old → new: a moved section goes where it is moved; the sections neither lifted nor
        // claimed keep their order in the places left.
        let newOf = scratch.take(before.count, filledWith: -1), oldOf = scratch.take(after.count, filledWith: -1)
        var next = 0
        for old in before.indices where lifted[old] == 0 {
            while claimed[next] != 0 { next += 1 }
            newOf[old] = next
            oldOf[next] = old
            next += 1
        }
        for move in batch.sectionMoves {
            newOf[move.from] = move.to
            oldOf[move.to] = move.from
        }

        // Rows: every lifted old row (delete, reload, move source) and every claimed new row
        // (insert, reload target, move destination) once, in sections that stay.
        let oldStart = scratch.starts(of: before), newStart = scratch.starts(of: after)
        let liftedRow = scratch.take(oldRows)
        let claimedRow = scratch.take(newRows, filledWith: Slot.kept)
        // Per old section, the rows that leave it (deleted, reloaded, moved to another section);
        // per new section, the rows that arrive (inserted, reloads' insert halves, moved in).
        let leaving = scratch.take(before.count), arriving = scratch.take(after.count)
        // A row of a moved section is lifted or claimed only by a move among its own rows
        // (`section` is then `Mark.moved`); any other operation on it is left to the naive judge.
        func lift(_ path: ItemPath, section: Int = 0) -> Bool {
            guard path.section >= 0, path.section < before.count, lifted[path.section] == section, path.item >= 0,
                path.item < before[path.section].items.count, liftedRow[oldStart[path.section] + path.item] == 0
            else { return false }
            liftedRow[oldStart[path.section] + path.item] = 1
            return true
        }
        func claimRow(_ path: ItemPath, _ slot: Int, section: Int = 0) -> Bool {
            guard path.section >= 0, path.section < after.count, claimed[path.section] == section, path.item >= 0,
                path.item < after[path.section].items.count,
                claimedRow[newStart[path.section] + path.item] == Slot.kept
            else { return false }
            claimedRow[newStart[path.section] + path.item] = slot
            return true
        }
        for path in batch.itemDeletes {
            guard lift(path) else { return false }
            leaving[path.section] += 1
        }
        for path in batch.itemReloads {
            guard lift(path) else { return false }
            leaving[path.section] += 1
        }
        for path in batch.itemInserts {
            guard claimRow(path, Slot.fromFinal) else { return false }
            arriving[path.section] += 1
        }
        if !batch.itemReloads.isEmpty {
            let targets = reloadTargets(batch)
            for target in targets {
                guard claimRow(target, Slot.fromFinal) else { return false }
                arriving[target.section] += 1
            }
        }
        for move in batch.itemMoves {
            let inMovedSection =
                movesInMovedSections && move.from.section >= 0 && move.from.section < before.count
                && lifted[move.from.section] == Mark.moved && newOf[move.from.section] == move.to.section
            let section = inMovedSection ? Mark.moved : 0
            guard lift(move.from, section: section), claimRow(move.to, initial[move.from], section: section) else {
                return false
            }
            if newOf[move.from.section] != move.to.section {
                leaving[move.from.section] += 1
                arriving[move.to.section] += 1
            }
        }

        // The count check (§3.6), then the rows the view would show against the data source's.
        for new in after.indices {
            let old = oldOf[new]
            guard old >= 0 else { continue }
            guard after[new].items.count == before[old].items.count - leaving[old] + arriving[new] else {
                return false
            }
        }
        for new in after.indices {
            let old = oldOf[new]
            // An inserted or reloaded section shows what the data source holds.
            guard old >= 0 else { continue }
            guard before[old].id == after[new].id else { return false }
            let shown = after[new].items
            var keptRow = 0
            for (row, id) in shown.enumerated() {
                let slot = claimedRow[newStart[new] + row]
                if slot == Slot.fromFinal { continue }
                let kept: Int
                if slot == Slot.kept {
                    while liftedRow[oldStart[old] + keptRow] != 0 { keptRow += 1 }
                    kept = before[old].items[keptRow]
                    keptRow += 1
                } else {
                    kept = slot
                }
                // A row kept or moved keeps its cell: an item the edits reloaded must not be one.
                guard kept == id, !wasReloaded(id) else { return false }
            }
        }
        return true
    }

    /// The judge's tables, taken one after another from one zeroed allocation.
    private struct Scratch {
        private let memory: UnsafeMutableBufferPointer<Int>
        private var used = 0

        /// The room the per-section tables take for lists of `before` and `after` sections (the
        /// per-row ones take a row count each on top): four a section, and one start past the
        /// last of each list.
        static func size(before: Int, after: Int) -> Int { 4 * before + 4 * after + 2 }

        init(_ memory: UnsafeMutableBufferPointer<Int>) { self.memory = memory }

        /// The next `count` places, all `value`.
        mutating func take(_ count: Int, filledWith value: Int = 0) -> UnsafeMutableBufferPointer<Int> {
            precondition(used + count <= memory.count, "the fast judge's scratch is too small")
            let table = UnsafeMutableBufferPointer(rebasing: memory[used..<used + count])
            if value != 0 { table.update(repeating: value) }
            used += count
            return table
        }

        /// Where each section's rows start in a flat array of all rows, and (last) how many rows.
        mutating func starts(of sections: [SectionedList<Int, Int>.Section]) -> UnsafeMutableBufferPointer<Int> {
            let starts = take(sections.count + 1)
            for (s, section) in sections.enumerated() { starts[s + 1] = starts[s] + section.items.count }
            return starts
        }
    }

    /// Whether `value` is one of the sampled share (one case in ``confirmationShare``) whose
    /// pass the naive judge confirms: decided by the case alone, so a case is judged the same
    /// way in every run, replay and shrink.
    static func isConfirmed(_ value: EditCase) -> Bool {
        var key: UInt64 = 0x9e37_79b9_7f4a_7c15
        func mix(_ word: Int) { key = (key ^ UInt64(bitPattern: Int64(word))) &* 0x100_0000_01b3 }
        mix(value.initial.numberOfSections)
        mix(value.initial.totalItemCount)
        for edit in value.edits {
            switch edit {
            case .insertSection(_, let at): mix(1 &+ 8 &* at)
            case .deleteSection(let at): mix(2 &+ 8 &* at)
            case .moveSection(let from, let to): mix(3 &+ 8 &* from &+ 1024 &* to)
            case .reloadSection(let at): mix(4 &+ 8 &* at)
            case .insertItem(_, let at): mix(5 &+ 8 &* at.section &+ 1024 &* at.item)
            case .deleteItem(let at): mix(6 &+ 8 &* at.section &+ 1024 &* at.item)
            case .moveItem(let from, let to): mix(7 &+ 8 &* from.section &+ 1024 &* from.item &+ 65536 &* to.item)
            case .reloadItem(let at): mix(8 &+ 8 &* at.section &+ 1024 &* at.item)
            }
        }
        return (key ^ (key >> 29)) % UInt64(confirmationShare) == 0
    }

    /// One case in this many of those the fast judge passes is judged by the naive one too.
    ///
    /// The confirmations are a check on the fast judge in every run, beside the differential
    /// tests that hold it to the naive judge case by case: a fault of the fast judge passes a
    /// whole family of cases, and one in 64 of them is enough to meet it (a family of a few
    /// hundred cases is met with a probability of 99%; a walk of 3 edits on 3 × 3 confirms about
    /// 150,000 cases). A confirmation costs about as much as the rest of a case's judging
    /// together, so the share is what the runs pay for the check.
    static let confirmationShare = 64

    /// What becomes of a section, old or new, besides staying (0).
    enum Mark {
        /// Deleted or reloaded (old), inserted or a reload's insert half (new).
        static let gone = 1
        /// Moved from (old) or to (new) by a section move.
        static let moved = 2
    }

    /// What a new row shows: an old row kept in order, the data source's row, or an old item's
    /// identifier (≥ 0) moved there.
    enum Slot {
        static let kept = -1
        static let fromFinal = -2
    }

    /// Whether `oracle` judges a plain batch in each of `flavors` as the fast judge assumes:
    /// count errors raise, reloads stand for any item, and no quirk a plain batch can meet
    /// (an item inserted into an empty section or a section emptied, on iOS 6–7) is reported.
    static func options(_ oracle: UIKitValidator.Options, allowPlainBatchesIn flavors: [ViewFlavor]) -> Bool {
        guard oracle.collectionViewCountErrors == .exception, !oracle.reloadsKeepIdentity else { return false }
        return flavors.allSatisfy { flavor in
            let options = oracle.with(flavor: flavor)
            return !UIKitQuirk.Kind.insertIntoEmptySection.isReported(under: options)
                && !UIKitQuirk.Kind.deleteLastItemOfSection.isReported(under: options)
        }
    }

    /// Where each reload's insert half lands (§3.2), by the reference model's own statement of
    /// the rule: the lists hold no duplicates here, so they are the oracle's sets, sorted once
    /// without building them.
    static func reloadTargets(_ batch: BatchUpdate) -> [ItemPath] {
        var deletes: [(Int, Int)] = batch.itemDeletes.map { ($0.section, $0.item) }
        deletes += batch.sectionDeletes.map { ($0, Int.max) }
        deletes.sort(by: >)
        var inserts: [(Int, Int)] = batch.itemInserts.map { ($0.section, $0.item) }
        inserts += batch.sectionInserts.map { ($0, Int.max) }
        inserts.sort(by: <)
        return batch.itemReloads.map { ReferenceModel.reloadedItemTarget($0, deletes: deletes, inserts: inserts) }
    }

}
