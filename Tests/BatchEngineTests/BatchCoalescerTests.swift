import BatchEngine
import BatchModel
import Testing

@Suite struct BatchCoalescerTests {
    let coalescer = BatchCoalescer()
    let initial = SectionedList([.init("A", [1, 2, 3]), .init("B", [4])])

    @Test func insertedThenDeletedLeavesNothing() throws {
        let (final, batch) = try coalescer.coalesce([.insertItem(id: 9, at: ItemPath(section: 0, item: 1)), .deleteItem(at: ItemPath(section: 0, item: 1))], from: initial)
        #expect(final == initial)
        #expect(batch.isEmpty)
    }

    @Test func movedSeveralTimesIsOneMove() throws {
        let edits: [Edit<String, Int>] = [
            .moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0)),
            .moveItem(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 2)),
        ]
        let (final, batch) = try coalescer.coalesce(edits, from: initial)
        #expect(final.description == "A[2 3 1] B[4]")
        #expect(batch.itemMoves.count == 1)
    }

    @Test func aMoveIntoASectionInsertedOnTheWayIsAnInsert() throws {
        let edits: [Edit<String, Int>] = [
            .insertSection(id: "C", at: 2),
            .moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 2, item: 0)),
        ]
        let (final, batch) = try coalescer.coalesce(edits, from: initial)
        #expect(final.description == "A[2 3] B[4] C[1]")
        #expect(batch.itemMoves.isEmpty)
        #expect(batch.sectionInserts == [2] && batch.itemDeletes == [ItemPath(section: 0, item: 0)])
    }

    @Test func theFinalListMatchesTheReferenceModel() throws {
        let edits: [Edit<String, Int>] = [
            .moveSection(from: 0, to: 1), .insertItem(id: 7, at: ItemPath(section: 0, item: 1)),
            .reloadItem(at: ItemPath(section: 1, item: 2)), .deleteSection(at: 0),
        ]
        let (final, _) = try coalescer.coalesce(edits, from: initial)
        #expect(final == (try ReferenceModel.applying(edits, to: initial)))
    }

    @Test func anInvalidEditIsAnErrorNamingIt() {
        #expect(throws: InvalidEditError(edit: "delete item [1, 3]", index: 1, list: "A[2 3] B[4]", problem: "item 3 is out of range: section 1 has 1 items")) {
            try coalescer.coalesce([.deleteItem(at: ItemPath(section: 0, item: 0)), .deleteItem(at: ItemPath(section: 1, item: 3))], from: initial)
        }
    }
}
