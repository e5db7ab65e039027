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
/// plain shape: no section moves; no section or item named twice, in one list or across the
/// lists that lift or claim it (a reload and a delete of one row, a move's destination and an
/// insert); no row deleted, reloaded or moved out of a deleted or reloaded section; nothing
/// inserted or moved into an inserted section; options under which no quirk of such a batch is
/// reported. Every other case — every failing case among them — goes to the naive judge, whose
/// verdict is the one reported, and so does a sampled share of the cases this one passes
/// (``CoreProperty``), where a disagreement would fail the run; the differential tests hold the
/// two to the same verdict case by case.
enum FastCoreJudge {
    /// Whether the naive judge is certain to pass the case: `false` means "ask it".
    static func passes(
        initial: SectionedList<Int, Int>, final: SectionedList<Int, Int>, reloaded: [Int], batch: BatchUpdate,
        flavors: [ViewFlavor], oracle: UIKitValidator.Options
    ) -> Bool {
        guard batch.sectionMoves.isEmpty, options(oracle, allowPlainBatchesIn: flavors) else { return false }
        let before = initial.counts, after = final.counts
        let reloaded = reloaded.count > 8 ? reloaded.sorted() : reloaded
        func wasReloaded(_ id: Int) -> Bool {
            guard reloaded.count > 8 else { return reloaded.contains(id) }
            let index = countBelow(id, in: reloaded)
            return index < reloaded.count && reloaded[index] == id
        }

        // Sections: deletes and reloads lift old sections, inserts and reloads' insert halves
        // claim new ones; each at most once.
        var lifted = [Bool](repeating: false, count: before.count)
        for section in batch.sectionDeletes {
            guard section >= 0, section < before.count, !lifted[section] else { return false }
            lifted[section] = true
        }
        for section in batch.sectionReloads {
            guard section >= 0, section < before.count, !lifted[section] else { return false }
            lifted[section] = true
        }
        let sectionDeletes = batch.sectionDeletes.sorted(by: >)
        let sectionInserts = batch.sectionInserts.sorted()
        var claimed = [Bool](repeating: false, count: after.count)
        func claim(_ section: Int) -> Bool {
            guard section >= 0, section < after.count, !claimed[section] else { return false }
            claimed[section] = true
            return true
        }
        for section in sectionInserts where !claim(section) { return false }
        for reloaded in batch.sectionReloads {
            // Shifted by the explicit section deletes and inserts only (§3.2).
            let target = ReferenceModel.reloadedSectionTarget(
                reloaded, deletes: sectionDeletes, inserts: sectionInserts)
            guard claim(target) else { return false }
        }
        let liftedCount = batch.sectionDeletes.count + batch.sectionReloads.count
        let claimedCount = batch.sectionInserts.count + batch.sectionReloads.count
        guard after.count == before.count - liftedCount + claimedCount else { return false }
        // Old → new: the sections neither lifted nor claimed keep their order.
        var newOf = [Int](repeating: -1, count: before.count)
        var oldOf = [Int](repeating: -1, count: after.count)
        var next = 0
        for old in before.indices where !lifted[old] {
            while claimed[next] { next += 1 }
            newOf[old] = next
            oldOf[next] = old
            next += 1
        }

        // Rows: every lifted old row (delete, reload, move source) and every claimed new row
        // (insert, reload target, move destination) once, in sections that stay.
        let oldStart = starts(before), newStart = starts(after)
        var liftedRow = [Bool](repeating: false, count: oldStart.last!)
        var claimedRow = [Int](repeating: Slot.kept, count: newStart.last!)
        // Per old section, the rows that leave it (deleted, reloaded, moved to another section);
        // per new section, the rows that arrive (inserted, reloads' insert halves, moved in).
        var leaving = [Int](repeating: 0, count: before.count)
        var arriving = [Int](repeating: 0, count: after.count)
        func lift(_ path: ItemPath) -> Bool {
            guard path.section >= 0, path.section < before.count, !lifted[path.section], path.item >= 0,
                path.item < before[path.section], !liftedRow[oldStart[path.section] + path.item]
            else { return false }
            liftedRow[oldStart[path.section] + path.item] = true
            return true
        }
        func claimRow(_ path: ItemPath, _ slot: Int) -> Bool {
            guard path.section >= 0, path.section < after.count, !claimed[path.section], path.item >= 0,
                path.item < after[path.section], claimedRow[newStart[path.section] + path.item] == Slot.kept
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
            guard lift(move.from), claimRow(move.to, initial[move.from]) else { return false }
            if newOf[move.from.section] != move.to.section {
                leaving[move.from.section] += 1
                arriving[move.to.section] += 1
            }
        }

        // The count check (§3.6), then the rows the view would show against the data source's.
        for new in after.indices {
            let old = oldOf[new]
            guard old >= 0 else { continue }
            guard after[new] == before[old] - leaving[old] + arriving[new] else { return false }
        }
        for new in after.indices {
            let old = oldOf[new]
            // An inserted or reloaded section shows what the data source holds.
            guard old >= 0 else { continue }
            guard initial.sections[old].id == final.sections[new].id else { return false }
            let shown = final.sections[new].items
            var keptRow = 0
            for (row, id) in shown.enumerated() {
                let slot = claimedRow[newStart[new] + row]
                if slot == Slot.fromFinal { continue }
                let kept: Int
                if slot == Slot.kept {
                    while liftedRow[oldStart[old] + keptRow] { keptRow += 1 }
                    kept = initial.sections[old].items[keptRow]
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
    static let confirmationShare = 16

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

    /// Where each section's rows start in a flat array of all rows, and (last) how many rows.
    static func starts(_ counts: [Int]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts.last! + count) }
        return starts
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
