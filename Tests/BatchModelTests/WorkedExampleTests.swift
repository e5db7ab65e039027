import BatchModel
import Testing

/// <doc:UIKitBatchUpdateRules#7-Examples>: the worked examples, with their stated results, through the oracle and the
/// reference model together.
@Suite struct WorkedExampleTests {
    @Test func applesThreeByThreeTable() throws {
        // Delete row 1 of section 0, delete section 1, insert row 1 of section 1 (old section 2).
        let batch = BatchUpdate(sectionDeletes: [1], itemDeletes: [path(0, 1)], itemInserts: [path(1, 1)])
        let old = SectionedList([
            .init("A", ["a0", "a1", "a2"]), .init("B", ["b0", "b1", "b2"]), .init("C", ["c0", "c1", "c2"]),
        ])
        let final = SectionedList([.init("A", ["a0", "a2"]), .init("C", ["c0", "new", "c1", "c2"])])
        #expect(final.counts == [2, 4])
        for flavor in ViewFlavor.allCases {
            #expect(reason(batch, before: old.counts, after: final.counts, flavor) == nil)
        }
        #expect(try ReferenceModel.apply(batch, to: old, final: final) == final)
    }

    @Test func applesStatesList() throws {
        let old = SectionedList([.init(0, ["Arizona", "California", "Delaware", "New Jersey", "Washington"])])
        let final = SectionedList([.init(0, ["Alaska", "Arizona", "California", "Georgia", "New Jersey", "Virginia"])])
        // The calls in any order give the same result.
        let batches = [
            BatchUpdate(itemDeletes: [path(0, 2), path(0, 4)], itemInserts: [path(0, 0), path(0, 3), path(0, 5)]),
            BatchUpdate(itemDeletes: [path(0, 4), path(0, 2)], itemInserts: [path(0, 5), path(0, 0), path(0, 3)]),
        ]
        for batch in batches {
            #expect(reason(batch, before: [5], after: [6]) == nil)
            #expect(try ReferenceModel.apply(batch, to: old, final: final) == final)
            let layout = try ReferenceModel.layout(of: batch, before: [5], after: [6])
            #expect(
                layout.items[0] == [
                    .inserted, .old(path(0, 0)), .old(path(0, 1)), .inserted, .old(path(0, 3)), .inserted,
                ])
        }
    }

    @Test func appleEngineersReloadExample() {
        let batch = BatchUpdate(
            itemDeletes: [path(2, 1)], itemInserts: [path(0, 0), path(1, 2)], itemReloads: [path(1, 1)])
        #expect(reason(batch, before: [10, 20, 30], after: [11, 21, 29]) == nil)
        #expect(reason(batch, before: [10, 20, 30], after: [11, 22, 29]) != nil)
    }

    @Test func twentyRowsDeleteRow99() {
        #expect(
            reason(BatchUpdate(itemDeletes: [path(0, 99)]), before: [20], after: [19])
                == "attempt to delete row 99 from section 0 which only contains 20 rows before the update")
    }

    @Test func movesAreSimultaneousNotSequential() throws {
        // <doc:UIKitBatchUpdateRules#1-Index-spaces>: [move 0→2, move 1→3] on 0 1 2 3 gives 2 3 0 1
        // (NSTableView would give 1 0 3 2).
        let old = SectionedList([.init("S", [0, 1, 2, 3])])
        let batch = BatchUpdate(itemMoves: [move(path(0, 0), path(0, 2)), move(path(0, 1), path(0, 3))])
        let layout = try ReferenceModel.layout(of: batch, before: [4], after: [4])
        let ids = layout.items[0].map { origin -> Int in
            guard case .old(let from) = origin else { return -1 }
            return old[from]
        }
        #expect(ids == [2, 3, 0, 1])
        #expect(reason(batch, before: [4], after: [4]) == nil)
    }
}
