@testable import BatchEngine
import PropertyTesting
import Testing

/// `RowSlots` against a plain array of per-slot counts: rows taken out, gaps growing and
/// shrinking, and every `select` / `prefix` answer checked, across block boundaries.
@Suite struct RowSlotsTests {
    /// A model slot: how many gap items, and whether the row is there.
    struct ModelSlot { var gap = 0; var row: Bool }

    @Test(arguments: [1, 15, 16, 17, 100, 1_000])
    func agreesWithAnArrayOfCounts(slotCount: Int) {
        var rng = SplitMix64(seed: UInt64(slotCount))
        // Rows everywhere except every seventh slot (as section end slots are).
        let rowRanges = stride(from: 0, to: slotCount, by: 7).map { $0..<min(slotCount, $0 + 6) }
        var slots = RowSlots(count: slotCount, rows: rowRanges)
        var model = (0..<slotCount).map { ModelSlot(row: $0 % 7 != 6) }
        // Gap sizes stand in for trees: a root r >= 0 holds r + 1 items.
        func size(_ root: ImplicitTreap.Root) -> Int { root < 0 ? 0 : Int(root) + 1 }

        for _ in 0..<2_000 {
            let slot = Int(rng.next() % UInt64(slotCount))
            switch rng.next() % 3 {
            case 0 where model[slot].row:
                slots.removeRow(slot)
                model[slot].row = false
            case 1:
                model[slot].gap += 1
                slots.setGap(slot, root: Int32(model[slot].gap - 1), delta: 1)
            default:
                if model[slot].gap > 0 {
                    model[slot].gap -= 1
                    slots.setGap(slot, root: Int32(model[slot].gap - 1), delta: -1)
                }
            }
            #expect(slots.hasRow(slot) == model[slot].row)
            #expect(size(slots.gap(slot)) == model[slot].gap)
            #expect(slots.gapSize(slot) == model[slot].gap)
            let probe = Int(rng.next() % UInt64(slotCount))
            let before = model[..<probe].reduce(0) { $0 + $1.gap + ($1.row ? 1 : 0) }
            #expect(slots.prefix(probe) == before)
            let total = model.reduce(0) { $0 + $1.gap + ($1.row ? 1 : 0) }
            if total > 0 {
                let rank = Int(rng.next() % UInt64(total))
                var rest = rank, expected = (slot: -1, index: -1)
                for (s, m) in model.enumerated() {
                    let count = m.gap + (m.row ? 1 : 0)
                    if rest < count { expected = (s, rest); break }
                    rest -= count
                }
                let found = slots.select(rank)
                #expect(found.slot == expected.slot && found.index == expected.index, "rank \(rank)")
            }
        }
    }

    @Test func aBlockReadsAsItsRowAndGapMasks() {
        var slots = RowSlots(count: 40, rows: [0..<40])
        #expect(slots.masks(inBlockAt: 16) == (0xFFFF, 0))
        slots.removeRow(17)
        #expect(slots.masks(inBlockAt: 16) == (0xFFFD, 0))
        slots.setGap(20, root: 0, delta: 1)
        #expect(slots.masks(inBlockAt: 16) == (0xFFFD, 0x0010))
        slots.setGap(20, root: -1, delta: -1)
        #expect(slots.masks(inBlockAt: 16) == (0xFFFD, 0))
    }

    /// A block's gap entries move between chunks of 2, 4, 8 and 16 as its gaps fill in any
    /// order, then empty and fill again: every slot's gap, size, prefix and select stay right.
    @Test func aBlockFillsEmptiesAndRefillsItsGaps() {
        var rng = SplitMix64(seed: 16)
        var slots = RowSlots(count: 48, rows: [0..<48])
        var sizes = [Int](repeating: 0, count: 48)
        func check() {
            for slot in 0..<48 {
                #expect(slots.gapSize(slot) == sizes[slot], "slot \(slot)")
                #expect(slots.gap(slot) == (sizes[slot] == 0 ? -1 : Int32(slot)), "slot \(slot)")
                #expect(slots.prefix(slot) == sizes[..<slot].reduce(0, +) + slot)
            }
            var rank = 0
            for slot in 0..<48 {
                for index in 0...sizes[slot] {
                    let found = slots.select(rank)
                    #expect(found.slot == slot && found.index == index, "rank \(rank)")
                    rank += 1
                }
            }
        }
        for round in 0..<3 {
            // Slots 16..<32 (one block) gain gaps in a shuffled order, growing their chunk.
            for slot in Array(16..<32).shuffled(using: &rng) {
                let delta = 1 + round
                sizes[slot] += delta
                slots.setGap(slot, root: Int32(slot), delta: Int32(delta))
                check()
            }
            for slot in Array(16..<32).shuffled(using: &rng) {
                slots.setGap(slot, root: -1, delta: Int32(-sizes[slot]))
                sizes[slot] = 0
                check()
            }
        }
    }
}
