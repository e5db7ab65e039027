import BatchModel
import Testing

@Suite struct ReferenceModelEditTests {
    let list = SectionedList([.init("A", [1, 2, 3]), .init("B", [])])

    @Test func eachEditBehavesLikeTheArrayOperation() throws {
        let edits: [Edit<String, Int>] = [
            .insertSection(id: "C", at: 1),  // A[1 2 3] C[] B[]
            .insertItem(id: 4, at: path(1, 0)),  // A[1 2 3] C[4] B[]
            .moveItem(from: path(0, 0), to: path(2, 0)),  // A[2 3] C[4] B[1]
            .moveItem(from: path(0, 0), to: path(0, 1)),  // A[3 2] C[4] B[1]
            .deleteItem(at: path(1, 0)),  // A[3 2] C[] B[1]
            .moveSection(from: 0, to: 2),  // C[] B[1] A[3 2]
            .reloadItem(at: path(2, 1)),
            .reloadSection(at: 0),
            .deleteSection(at: 0),  // B[1] A[3 2]
        ]
        let final = try ReferenceModel.applying(edits, to: list)
        #expect(final == SectionedList([.init("B", [1]), .init("A", [3, 2])]))
        #expect(final.description == "B[1] A[3 2]")
    }

    @Test func anEditOutOfRangeIsAnErrorNamingTheEditAndTheState() {
        #expect(
            throws: InvalidEditError(
                edit: "delete item [0, 3]", index: 1, list: "A[2 3] B[]",
                problem: "item 3 is out of range: section 0 has 2 items")
        ) {
            try ReferenceModel.applying([.deleteItem(at: path(0, 0)), .deleteItem(at: path(0, 3))], to: list)
        }
        let error = InvalidEditError(
            edit: "delete item [0, 3]", index: 1, list: "A[2 3] B[]",
            problem: "item 3 is out of range: section 0 has 2 items")
        #expect(
            error.description
                == "cannot apply edit #1 'delete item [0, 3]' to A[2 3] B[]: item 3 is out of range: section 0 has 2 items"
        )
    }

    @Test func everyKindOfBadIndexThrowsAndLeavesTheListAlone() {
        let bad: [Edit<String, Int>] = [
            .insertSection(id: "X", at: 3), .insertSection(id: "X", at: -1), .deleteSection(at: 2),
            .moveSection(from: 2, to: 0), .moveSection(from: 0, to: 2), .reloadSection(at: 5),
            .insertItem(id: 9, at: path(0, 4)), .insertItem(id: 9, at: path(2, 0)), .deleteItem(at: path(1, 0)),
            .moveItem(from: path(0, 3), to: path(0, 0)), .moveItem(from: path(0, 0), to: path(0, 3)),
            .moveItem(from: path(0, 0), to: path(1, 1)), .reloadItem(at: path(0, -1)),
        ]
        for edit in bad {
            var copy = list
            #expect(throws: InvalidEditError.self, "\(edit)") { try ReferenceModel.apply(edit, to: &copy) }
            #expect(copy == list)
        }
    }

    /// A move's destination is checked against the list as it is once the item is lifted out
    /// (its own section one item shorter); a move that does not fit says where it was going, and
    /// leaves the list alone.
    @Test func aMoveThatDoesNotFitNamesItsDestination() {
        let moves: [(to: ItemPath, problem: String)] = [
            (path(0, 3), "destination [0, 3] is out of range: section 0 has 2 items once the item is lifted out"),
            (path(1, 1), "destination [1, 1] is out of range: section 1 has 0 items once the item is lifted out"),
            (path(2, 0), "destination [2, 0] is out of range: the list has 2 sections"),
            (path(0, -1), "destination [0, -1] is out of range: section 0 has 2 items once the item is lifted out"),
        ]
        for (to, problem) in moves {
            var copy = list
            do {
                try ReferenceModel.apply(.moveItem(from: path(0, 0), to: to), to: &copy)
                Issue.record("a move to \(to) was applied")
            } catch {
                #expect(error.problem == problem)
                #expect(error.list == "A[1 2 3] B[]")
            }
            #expect(copy == list)
        }
        // The last place of its own section, once lifted out, fits.
        var copy = list
        #expect(throws: Never.self) { try ReferenceModel.apply(.moveItem(from: path(0, 0), to: path(0, 2)), to: &copy) }
        #expect(copy.description == "A[2 3 1] B[]")
    }

    @Test func aMoveToTheEndOfAnotherSectionIsAllowed() throws {
        var copy = list
        try ReferenceModel.apply(.moveItem(from: path(0, 0), to: path(1, 0)), to: &copy)
        #expect(copy.description == "A[2 3] B[1]")
    }
}

@Suite struct ReferenceModelBatchTests {
    @Test func reloadedItemsKeepTheirIdentityAtTheirNewPath() throws {
        let old = SectionedList([.init("A", ["a", "b", "c"])])
        let final = SectionedList([.init("A", ["x", "a", "b", "c"])])
        let batch = BatchUpdate(itemInserts: [path(0, 0)], itemReloads: [path(0, 1)])
        let layout = try ReferenceModel.layout(of: batch, before: [3], after: [4])
        #expect(layout.items[0] == [.inserted, .old(path(0, 0)), .reloaded(path(0, 1)), .old(path(0, 2))])
        #expect(try ReferenceModel.apply(batch, to: old, final: final) == final)
        #expect(layout.oldToNew()[path(0, 1)] == path(0, 2))
    }

    /// The reference walks a reload's shifts in UIKit's order too (see ReloadSplitTests): any
    /// other order puts these insert halves on another item's row.
    @Test func reloadTargetsFollowUIKitsWalkOrder() throws {
        let old = SectionedList([.init("A", ["a", "b", "c", "d", "e"])])
        let deletes = BatchUpdate(itemDeletes: (0..<4).map { path(0, $0) }, itemReloads: [path(0, 4)])
        let kept = SectionedList([.init("A", ["e"])])
        #expect(try ReferenceModel.apply(deletes, to: old, final: kept) == kept)
        let one = SectionedList([.init("A", ["a"])])
        let inserts = BatchUpdate(itemInserts: [path(0, 0), path(0, 1), path(0, 2)], itemReloads: [path(0, 0)])
        let grown = SectionedList([.init("A", ["x", "y", "z", "a"])])
        #expect(try ReferenceModel.apply(inserts, to: one, final: grown) == grown)
    }

    @Test func aReloadInADeletedSectionStillInsertsItsInsertHalf() throws {
        // Old section 0 goes; the reload's insert half lands at [0, 0] (old section 1).
        let batch = BatchUpdate(sectionDeletes: [0], itemReloads: [path(0, 0)])
        let layout = try ReferenceModel.layout(of: batch, before: [1, 1], after: [2])
        #expect(layout.items == [[.inserted, .old(path(1, 0))]])
        #expect(reason(batch, before: [1, 1], after: [2]) == nil)
    }

    @Test func sectionMovesAndInsertsAreSimultaneous() throws {
        let batch = BatchUpdate(sectionInserts: [0], sectionMoves: [sectionMove(0, 2)])
        let layout = try ReferenceModel.layout(of: batch, before: [1, 2], after: [5, 2, 1])
        #expect(layout.sections == [.inserted, .old(1), .old(0)])
        #expect(layout.counts == [5, 2, 1])
        #expect(layout.newSectionIndices() == [0: 2, 1: 1])
    }

    @Test func aWrongBatchGivesADifferentList() throws {
        let old = SectionedList([.init("A", ["a", "b"])])
        let final = SectionedList([.init("A", ["b", "a"])])
        #expect(try ReferenceModel.apply(BatchUpdate(), to: old, final: final) != final)
        #expect(
            try ReferenceModel.apply(BatchUpdate(itemMoves: [move(path(0, 0), path(0, 1))]), to: old, final: final)
                == final)
    }

    @Test func batchesItCannotPlaceAreErrorsNotTraps() {
        let cases: [(BatchUpdate, [Int], [Int])] = [
            (BatchUpdate(sectionDeletes: [3]), [1], [0]),
            (BatchUpdate(itemDeletes: [path(0, 5)]), [1], [0]),
            (BatchUpdate(sectionInserts: [4]), [1], [1, 1]),
            (BatchUpdate(itemInserts: [path(0, 7)]), [1], [2]),
            (BatchUpdate(itemInserts: [path(0, 0)], itemMoves: [move(path(0, 0), path(0, 0))]), [1], [2]),
            (BatchUpdate(sectionDeletes: [0], sectionMoves: [sectionMove(0, 0)]), [1, 1], [1]),
            (BatchUpdate(sectionDeletes: [0], itemMoves: [move(path(0, 0), path(0, 0))]), [1, 1], [2]),
        ]
        for (batch, before, after) in cases {
            #expect(throws: ReferenceModel.BatchError.self, "\(batch)") {
                try ReferenceModel.layout(of: batch, before: before, after: after)
            }
        }
    }
}
