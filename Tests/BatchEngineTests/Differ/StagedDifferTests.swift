import BatchEngine
import BatchModel
import Testing

/// The staged differ's stages on the smallest change of each kind, and on one that needs them
/// all in order.
@Suite struct StagedDifferTests {
    let differ = StagedDiffer()
    let old = SectionedList([.init("A", [1, 2, 3]), .init("B", [4])])

    @Test func noChangeIsNoStage() throws {
        #expect(try differ.stages(from: old, to: old).isEmpty)
    }

    @Test func aChangeOfOneKindIsOneStage() throws {
        let moved = SectionedList([.init("A", [2, 1, 3]), .init("B", [4])])
        let stages = try differ.stages(from: old, to: moved)
        #expect(stages.count == 1 && stages[0].list == moved)
        #expect(
            try differ.stages(from: old, to: old, itemChanged: { $0 == 2 }).map(\.batch)
                == [BatchUpdate(itemReloads: [ItemPath(section: 0, item: 1)])])
    }

    /// Item 2 changes and moves, section B goes, C arrives with item 1 in it, A's header
    /// changes: reloads, then deletes, then sections, then items, then section reloads.
    @Test func eachKindComesInItsStage() throws {
        let new = SectionedList([.init("C", [1, 5]), .init("A", [3, 2])])
        let stages = try differ.stages(from: old, to: new, itemChanged: { $0 == 2 }, sectionChanged: { $0 == "A" })
        #expect(stages.map(\.batch.itemReloads) == [[ItemPath(section: 0, item: 1)], [], [], [], []])
        #expect(stages[1].list.description == "A[2 3]")
        #expect(stages[2].list.description == "C[1 5] A[2 3]")
        #expect(stages[3].list == new)
        #expect(stages[4].batch == BatchUpdate(sectionReloads: [1]))
        #expect(stages.last?.list == new)
    }
}
