import BatchModel

/// Applies a batch to a list with UIKit's semantics, like the reference model, but in
/// O(n + k log k): operations are bucketed by section and each section is rebuilt in one pass.
///
/// It must agree with ``ReferenceModel`` on every batch the oracle accepts; it shares
/// no code with it (only the vocabulary and ``BatchLayout``). A reload's insert half
/// goes where UIKit puts it (<doc:UIKitBatchUpdateRules#3.2-Reloads>), in closed form.
public struct FastApplier: Sendable {
    /// A batch that cannot be placed (an index out of range, a slot claimed twice).
    public struct PlacementError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    public init() {}

    /// The old → new layout of `batch` over lists with these per-section counts; `after` gives
    /// the sizes of inserted and reloaded sections.
    public func layout(of batch: BatchUpdate, before: [Int], after: [Int]) throws(PlacementError) -> BatchLayout {
        func fail(_ text: String) -> PlacementError { PlacementError(description: text) }
        let oldCount = before.count

        // Sections.
        var lifted = [Bool](repeating: false, count: oldCount)
        var deletedOrReloaded = [Bool](repeating: false, count: oldCount)
        var movedFrom = [Bool](repeating: false, count: oldCount)
        for s in batch.sectionDeletes + batch.sectionReloads {
            guard s >= 0, s < oldCount else { throw fail("old section \(s) does not exist") }
            lifted[s] = true
            deletedOrReloaded[s] = true
        }
        for move in batch.sectionMoves {
            guard move.from >= 0, move.from < oldCount else { throw fail("old section \(move.from) does not exist") }
            guard !deletedOrReloaded[move.from] else {
                throw fail("section \(move.from) is both moved and deleted or reloaded")
            }
            lifted[move.from] = true
            movedFrom[move.from] = true
        }
        var explicitlyDeleted = [Bool](repeating: false, count: oldCount)
        for s in batch.sectionDeletes { explicitlyDeleted[s] = true }
        let sortedSectionDeletes = ascendingUnique(batch.sectionDeletes)
        let sortedSectionInserts = ascendingUnique(batch.sectionInserts)

        var claims: [(Int, BatchLayout.SectionOrigin)] = batch.sectionInserts.map { ($0, .inserted) }
        for s in batch.sectionReloads {
            let target = ReloadPlacement.target(of: s, deletes: sortedSectionDeletes, inserts: sortedSectionInserts)
            claims.append((target, explicitlyDeleted[s] ? .inserted : .reloaded(s)))
        }
        claims += batch.sectionMoves.map { ($0.to, .old($0.from)) }
        let resolved = try resolve(
            claims, describe: { "new section \($0)" },
            preferring: { origin in
                if case .reloaded = origin { true } else { false }
            }, isInsert: { $0 == .inserted })
        let liftedCount = lifted.reduce(0) { $0 + ($1 ? 1 : 0) }
        let newCount = oldCount - liftedCount + resolved.count
        if let outside = resolved.last?.0, outside >= newCount || resolved[0].0 < 0 {
            throw fail("new section \(outside) is outside the \(newCount) sections the update leaves")
        }
        var sections: [BatchLayout.SectionOrigin] = []
        sections.reserveCapacity(newCount)
        var nextKept = 0, nextClaim = 0
        for new in 0..<newCount {
            if nextClaim < resolved.count, resolved[nextClaim].0 == new {
                sections.append(resolved[nextClaim].1)
                nextClaim += 1
            } else {
                while lifted[nextKept] { nextKept += 1 }
                sections.append(.old(nextKept))
                nextKept += 1
            }
        }
        var newOfOld = [Int](repeating: -1, count: oldCount)
        for (new, origin) in sections.enumerated() { if case .old(let s) = origin { newOfOld[s] = new } }

        // Items: bucket every operation by the section it concerns.
        var liftedRows = [[Int]](repeating: [], count: oldCount)
        for path in batch.itemDeletes + batch.itemReloads where !lifted[path.section] || movedFrom[path.section] {
            guard path.section >= 0, path.section < oldCount, path.item >= 0, path.item < before[path.section] else {
                throw fail("old item \(path) does not exist")
            }
            liftedRows[path.section].append(path.item)
        }
        var slotClaims = [[(Int, BatchLayout.ItemOrigin)]](repeating: [], count: newCount)
        for move in batch.itemMoves {
            let from = move.from
            guard from.section >= 0, from.section < oldCount, from.item >= 0, from.item < before[from.section] else {
                throw fail("old item \(from) does not exist")
            }
            guard newOfOld[from.section] >= 0 else {
                throw fail("item \(from) moves out of a deleted or reloaded section")
            }
            liftedRows[from.section].append(from.item)
            guard move.to.section >= 0, move.to.section < newCount else {
                throw fail("new item \(move.to) is outside the update's sections")
            }
            slotClaims[move.to.section].append((move.to.item, .old(from)))
        }
        for path in batch.itemInserts where path.section >= 0 && path.section < newCount {
            if case .old = sections[path.section] { slotClaims[path.section].append((path.item, .inserted)) }
        }
        if !batch.itemReloads.isEmpty {
            let placement = ReloadPlacement(batch: batch)
            for path in batch.itemReloads {
                let target = placement.target(of: path)
                guard target.section >= 0, target.section < newCount, case .old = sections[target.section] else {
                    continue
                }
                slotClaims[target.section].append(
                    (target.item, newOfOld[path.section] < 0 ? .inserted : .reloaded(path)))
            }
        }

        var items: [[BatchLayout.ItemOrigin]] = []
        items.reserveCapacity(newCount)
        for (new, origin) in sections.enumerated() {
            let placed = try resolve(
                slotClaims[new], describe: { "new item [\(new), \($0)]" },
                preferring: { origin in
                    if case .reloaded = origin { true } else { false }
                }, isInsert: { $0 == .inserted })
            var rows: [BatchLayout.ItemOrigin] = []
            switch origin {
            case .inserted, .reloaded:
                guard new < after.count else { throw fail("new section \(new) has no count after the update") }
                let count = max(0, after[new] - placed.count) + placed.count
                try checkSlots(placed, count: count, section: new)
                rows = fill(count, placed) { _ in .inserted }
            case .old(let s):
                var gone = [Bool](repeating: false, count: before[s])
                for row in liftedRows[s] { gone[row] = true }
                var kept: [Int] = []
                kept.reserveCapacity(before[s])
                for row in 0..<before[s] where !gone[row] { kept.append(row) }
                try checkSlots(placed, count: kept.count + placed.count, section: new)
                var iterator = kept.makeIterator()
                rows = fill(kept.count + placed.count, placed) { _ in .old(ItemPath(section: s, item: iterator.next()!))
                }
            }
            items.append(rows)
        }
        return BatchLayout(sections: sections, items: items)
    }

    /// Applies `batch` to `old`, taking inserted identifiers from `final` and keeping the
    /// identifiers of reloaded sections and items (the reference model's `reloadsKeepIdentity`).
    public func apply<SectionID, ItemID>(
        _ batch: BatchUpdate, to old: SectionedList<SectionID, ItemID>, final: SectionedList<SectionID, ItemID>
    ) throws(PlacementError) -> (list: SectionedList<SectionID, ItemID>, layout: BatchLayout) {
        let layout = try layout(of: batch, before: old.counts, after: final.counts)
        var sections: [SectionedList<SectionID, ItemID>.Section] = []
        sections.reserveCapacity(layout.sections.count)
        for (new, origin) in layout.sections.enumerated() {
            let id: SectionID
            switch origin {
            case .old(let s), .reloaded(let s): id = old.sections[s].id
            case .inserted:
                guard new < final.sections.count else {
                    throw PlacementError(description: "inserted section \(new) is not in the final list")
                }
                id = final.sections[new].id
            }
            var ids: [ItemID] = []
            ids.reserveCapacity(layout.items[new].count)
            for (row, itemOrigin) in layout.items[new].enumerated() {
                switch itemOrigin {
                case .old(let path), .reloaded(let path): ids.append(old.sections[path.section].items[path.item])
                case .inserted:
                    guard new < final.sections.count, row < final.sections[new].items.count else {
                        throw PlacementError(description: "inserted item [\(new), \(row)] is not in the final list")
                    }
                    ids.append(final.sections[new].items[row])
                }
            }
            sections.append(.init(id, ids))
        }
        return (SectionedList(sections), layout)
    }

    // MARK: Helpers

    /// Sorts claims by slot; two inserts of one slot are one, a reload beats an insert, anything
    /// else twice is an error.
    private func resolve<Origin: Equatable>(
        _ claims: [(Int, Origin)], describe: (Int) -> String, preferring: (Origin) -> Bool, isInsert: (Origin) -> Bool
    ) throws(PlacementError) -> [(Int, Origin)] {
        let sorted = claims.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map {
            $0.element
        }
        var result: [(Int, Origin)] = []
        for claim in sorted {
            guard let last = result.last, last.0 == claim.0 else {
                result.append(claim)
                continue
            }
            if last.1 == claim.1 || (preferring(last.1) && isInsert(claim.1)) { continue }
            if isInsert(last.1) && preferring(claim.1) {
                result[result.count - 1] = claim
                continue
            }
            throw PlacementError(description: "\(describe(claim.0)) is claimed twice")
        }
        return result
    }

    private func checkSlots<Origin>(_ placed: [(Int, Origin)], count: Int, section: Int) throws(PlacementError) {
        if let first = placed.first, first.0 < 0 || placed[placed.count - 1].0 >= count {
            throw PlacementError(
                description: "a new item of section \(section) is outside the \(count) items it has after the update")
        }
    }

    private func fill<Origin>(_ count: Int, _ placed: [(Int, Origin)], _ next: (Int) -> Origin) -> [Origin] {
        var result: [Origin] = []
        result.reserveCapacity(count)
        var p = 0
        for slot in 0..<count {
            if p < placed.count, placed[p].0 == slot {
                result.append(placed[p].1)
                p += 1
            } else {
                result.append(next(slot))
            }
        }
        return result
    }
}
