import BatchModel
import PropertyTesting

/// Small random batches over small lists, mostly well-formed, with the awkward corners drawn
/// often: empty lists and sections, deletes and reloads inside deleted sections, section moves
/// beside row moves, inserts at the ends.
///
/// A stand-alone generator for the oracle self-check; the scenarios' generators are built on
/// the PropertyTesting engine instead.
package struct RandomBatchGenerator {
    /// One generated case: the counts before, the batch, and sizes to use for inserted sections.
    package struct Case: Hashable, Sendable {
        package var before: [Int]
        package var batch: BatchUpdate
        package var insertedSectionSizes: [Int]
    }

    private var rng: SplitMix64

    /// A generator whose cases are fixed by `seed`, on every platform.
    package init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    /// A uniformly drawn integer in `range`.
    package mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    /// `true` with probability `p` percent.
    package mutating func percent(_ p: Int) -> Bool { int(0...99) < p }

    /// The next case.
    package mutating func next() -> Case {
        let before = (0..<int(0...4)).map { _ in int(0...4) }
        var batch = BatchUpdate()
        let sections = before.indices
        batch.sectionDeletes = sections.filter { _ in percent(15) }
        batch.sectionReloads = sections.filter { !batch.sectionDeletes.contains($0) && percent(10) }
        let insertCount = int(0...2)
        let newCount = before.count - batch.sectionDeletes.count + insertCount
        if newCount > 0 {
            var targets = Array(0..<newCount)
            for _ in 0..<min(insertCount, targets.count) {
                batch.sectionInserts.append(targets.remove(at: int(0...targets.count - 1)))
            }
            let movable = sections.filter { !batch.sectionDeletes.contains($0) && !batch.sectionReloads.contains($0) }
            for from in movable where percent(25) && !targets.isEmpty {
                batch.sectionMoves.append(.init(from: from, to: targets.remove(at: int(0...targets.count - 1))))
            }
        }
        let living = sections.filter { !batch.sectionDeletes.contains($0) && !batch.sectionReloads.contains($0) }
        for section in living {
            for item in 0..<before[section] {
                let path = ItemPath(section: section, item: item)
                switch int(0...99) {
                case 0..<15: batch.itemDeletes.append(path)
                case 15..<22: batch.itemReloads.append(path)
                case 22..<35 where newCount > 0:
                    batch.itemMoves.append(
                        .init(from: path, to: ItemPath(section: int(0...newCount - 1), item: int(0...4))))
                default: break
                }
            }
        }
        // Rows of deleted or reloaded sections: their deletes are dropped, their reloads'
        // insert halves still land somewhere (<doc:UIKitBatchUpdateRules#3.2-Reloads>).
        for section in sections where !living.contains(section) {
            for item in 0..<before[section] where percent(10) {
                if percent(50) {
                    batch.itemDeletes.append(ItemPath(section: section, item: item))
                } else {
                    batch.itemReloads.append(ItemPath(section: section, item: item))
                }
            }
        }
        if newCount > 0 {
            for _ in 0..<int(0...3) {
                batch.itemInserts.append(ItemPath(section: int(0...newCount - 1), item: int(0...5)))
            }
        }
        let sizes = (0..<(before.count + 3)).map { _ in int(0...3) }
        return Case(before: before, batch: batch, insertedSectionSizes: sizes)
    }

    /// Moves one index of one operation of `batch` by ±1; `false` when it has no operation.
    package mutating func offByOne(_ batch: inout BatchUpdate) -> Bool {
        let delta = percent(50) ? 1 : -1
        var choices: [(inout BatchUpdate) -> Void] = []
        for i in batch.sectionDeletes.indices { choices.append { $0.sectionDeletes[i] += delta } }
        for i in batch.sectionInserts.indices { choices.append { $0.sectionInserts[i] += delta } }
        for i in batch.sectionMoves.indices { choices.append { $0.sectionMoves[i].to += delta } }
        for i in batch.itemDeletes.indices { choices.append { $0.itemDeletes[i].item += delta } }
        for i in batch.itemInserts.indices { choices.append { $0.itemInserts[i].item += delta } }
        for i in batch.itemReloads.indices { choices.append { $0.itemReloads[i].item += delta } }
        for i in batch.itemMoves.indices {
            choices.append { $0.itemMoves[i].from.item += delta }
            choices.append { $0.itemMoves[i].to.item += delta }
        }
        guard !choices.isEmpty else { return false }
        choices[int(0...choices.count - 1)](&batch)
        return true
    }
}
