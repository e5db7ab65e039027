import BatchModel
import Foundation
import Testing

/// The vocabulary types: readable descriptions (people read them in failure reports) and
/// compact, stable Codable forms (corpus files hold them).
@Suite struct VocabularyTests {
    func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    @Test func itemPathSpellsRowAndItemTheSame() {
        var p = ItemPath(row: 3, section: 1)
        #expect(p == ItemPath(section: 1, item: 3))
        #expect(p.row == 3)
        p.row = 4
        #expect(p.item == 4)
        #expect(p.description == "[1, 4]")
        #expect(p.nsIndexPathDescription(address: "0x1") == "<NSIndexPath: 0x1> {length = 2, path = 1 - 4}")
        #expect(ItemPath(section: 0, item: 9) < ItemPath(section: 1, item: 0))
    }

    @Test func itemPathIsATwoNumberArrayInJSON() throws {
        #expect(try json(ItemPath(section: 2, item: 5)) == "[2,5]")
        #expect(try decode(ItemPath.self, "[2,5]") == ItemPath(section: 2, item: 5))
        #expect(throws: DecodingError.self) { try decode(ItemPath.self, "[2]") }
        #expect(throws: DecodingError.self) { try decode(ItemPath.self, "[2,5,1]") }
    }

    @Test func batchUpdateWritesOnlyWhatItHolds() throws {
        let batch = BatchUpdate(
            sectionDeletes: [1],
            itemMoves: [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 2))])
        #expect(try json(batch) == #"{"itemMoves":[{"from":[0,0],"to":[1,2]}],"sectionDeletes":[1]}"#)
        #expect(try decode(BatchUpdate.self, try json(batch)) == batch)
        #expect(try decode(BatchUpdate.self, "{}") == BatchUpdate())
        #expect(batch.description == "delete sections [1]; move items [[0, 0] → [1, 2]]")
        #expect(BatchUpdate().description == "(empty batch)")
        #expect(BatchUpdate().isEmpty)
    }

    @Test func batchesPouredIntoOneKeepEveryOperationInOrder() {
        var batch = BatchUpdate(sectionDeletes: [2], itemReloads: [ItemPath(section: 0, item: 1)])
        batch.append(
            contentsOf: BatchUpdate(
                sectionDeletes: [0], sectionInserts: [1],
                itemMoves: [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0))],
                itemReconfigures: [ItemPath(section: 1, item: 1)]))
        #expect(batch.sectionDeletes == [2, 0] && batch.sectionInserts == [1])
        #expect(
            batch.itemReloads == [ItemPath(section: 0, item: 1)] && batch.itemMoves.count == 1
                && batch.itemReconfigures.count == 1)
        #expect(batch.operationCount == 6)
    }

    /// A stage reads as its batch and the list after it, and round-trips through JSON.
    @Test func aStageIsABatchAndTheListAfterIt() throws {
        let stage = BatchStage(
            BatchUpdate(sectionInserts: [1]), list: SectionedList<Int, Int>([.init(0, [1]), .init(1, [2])]))
        #expect(stage.description == "insert sections [1] → 0[1] 1[2]")
        let json = try JSONEncoder().encode(stage)
        #expect(try JSONDecoder().decode(BatchStage<Int, Int>.self, from: json) == stage)
    }

    @Test func sectionedListReadsAsSectionsOfItems() throws {
        let list = SectionedList([.init("A", [1, 2]), .init("B", [])])
        #expect(list.description == "A[1 2] B[]")
        #expect(SectionedList<String, Int>().description == "(no sections)")
        #expect(list.counts == [2, 0])
        #expect(list.totalItemCount == 2)
        #expect(list[ItemPath(section: 0, item: 1)] == 2)
        #expect(list.contains(ItemPath(section: 0, item: 1)) && !list.contains(ItemPath(section: 1, item: 0)))
        #expect(try json(list) == #"[{"id":"A","items":[1,2]},{"id":"B","items":[]}]"#)
        #expect(try decode(SectionedList<String, Int>.self, try json(list)) == list)
    }

    @Test func editsDescribeThemselvesAndRoundTrip() throws {
        let edits: [Edit<String, Int>] = [
            .insertSection(id: "C", at: 0), .deleteSection(at: 1), .moveSection(from: 0, to: 2), .reloadSection(at: 0),
            .insertItem(id: 7, at: ItemPath(section: 0, item: 1)), .deleteItem(at: ItemPath(section: 0, item: 0)),
            .moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0)),
            .reloadItem(at: ItemPath(section: 0, item: 0)),
        ]
        #expect(
            edits.map(\.description) == [
                "insert section C at 0", "delete section 1", "move section 0 → 2", "reload section 0",
                "insert item 7 at [0, 1]", "delete item [0, 0]", "move item [0, 0] → [1, 0]", "reload item [0, 0]",
            ])
        #expect(try decode([Edit<String, Int>].self, try json(edits)) == edits)
        #expect(try json(edits[0]) == #"{"insertSection":{"at":0,"id":"C"}}"#)
    }
}
