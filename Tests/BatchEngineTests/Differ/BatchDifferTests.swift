import BatchEngine
import BatchModel
import Testing

@Suite struct BatchDifferTests {
    let differ = BatchDiffer()

    func list(_ sections: [(String, [Int])]) -> SectionedList<String, Int> {
        SectionedList(sections.map { .init($0.0, $0.1) })
    }

    @Test func keepsTheLongestRunInPlaceAndMovesTheRest() throws {
        let batch = try differ.batch(from: list([("A", [1, 2, 3, 4])]), to: list([("A", [4, 1, 2, 3])]))
        #expect(
            batch
                == BatchUpdate(itemMoves: [
                    .init(from: ItemPath(section: 0, item: 3), to: ItemPath(section: 0, item: 0))
                ]))
    }

    @Test func anItemThatChangesSectionIsAMove() throws {
        let batch = try differ.batch(from: list([("A", [1, 2]), ("B", [3])]), to: list([("A", [1]), ("B", [2, 3])]))
        #expect(batch.itemMoves == [.init(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0))])
        #expect(batch.itemInserts.isEmpty && batch.itemDeletes.isEmpty)
    }

    @Test func changedContentIsReloadedInTheOldSpace() throws {
        let batch = try differ.batch(
            from: list([("A", [1, 2, 3])]), to: list([("A", [0, 1, 2, 3])]), contentChanged: { $0 == 3 })
        #expect(batch.itemReloads == [ItemPath(section: 0, item: 2)])
        #expect(batch.itemInserts == [ItemPath(section: 0, item: 0)])
    }

    @Test func aChangedItemIsNeverBothMovedAndReloaded() throws {
        let batch = try differ.batch(
            from: list([("A", [1, 2])]), to: list([("A", [2, 1])]), contentChanged: { $0 == 1 })
        // Item 1 (old row 0) is redrawn by a delete and an insert, never by a move.
        #expect(!batch.itemMoves.contains { $0.from == ItemPath(section: 0, item: 0) })
        #expect(batch.itemDeletes.contains(ItemPath(section: 0, item: 0)))
        #expect(batch.itemReloads.isEmpty)
        _ = try UIKitValidator(options: .init(flavor: .collectionView, strict: true)).validate(
            batch, before: [2], after: [2])
    }

    @Test func aTargetFromIOS8OnKeepsSectionsThatEmptyOrFill() throws {
        let old = list([("A", []), ("B", [1])]), new = list([("A", [2]), ("B", [])])
        let strict = { (target: IOSVersion?) in
            UIKitValidator(options: .init(flavor: .collectionView, strict: true, deploymentTarget: target))
        }
        // Every release: iOS 6–7 crash on a section's first insert and last delete, so both reset.
        let everyRelease = try differ.batch(from: old, to: new)
        #expect(everyRelease.sectionDeletes == [0, 1] && everyRelease.sectionInserts == [0, 1])
        _ = try strict(nil).validate(everyRelease, before: [0, 1], after: [1, 0])

        let modern = try BatchDiffer(deploymentTarget: IOSVersion(9)).batch(from: old, to: new)
        #expect(
            modern
                == BatchUpdate(
                    itemDeletes: [ItemPath(section: 1, item: 0)], itemInserts: [ItemPath(section: 0, item: 0)]))
        #expect(try strict(IOSVersion(9)).validate(modern, before: [0, 1], after: [1, 0]).warnings.isEmpty)
        #expect(
            try strict(nil).validate(modern, before: [0, 1], after: [1, 0]).warnings.map(\.name)
                == ["insertIntoEmptySection", "deleteLastItemOfSection"])
    }

    @Test func sectionsMatchByIdentifier() throws {
        let batch = try differ.batch(
            from: list([("A", [1]), ("B", [2])]), to: list([("C", []), ("B", [2]), ("A", [1])]))
        #expect(batch.sectionInserts == [0])
        #expect(batch.sectionMoves.count == 1)
        #expect(batch.itemMoves.isEmpty)
    }

    @Test func aMovedSectionWhoseItemsChangeIsDeletedAndInserted() throws {
        let batch = try differ.batch(from: list([("A", [1]), ("B", [2])]), to: list([("B", [2, 3]), ("A", [1])]))
        #expect(batch.sectionMoves.isEmpty)
        #expect(!batch.sectionDeletes.isEmpty && !batch.sectionInserts.isEmpty)
    }

    @Test func duplicateIdentifiersAreAClearError() {
        #expect(
            throws: DuplicateIdentifierError(
                kind: "item", list: "old", identifier: "1", positions: ["[0, 0]", "[1, 0]"])
        ) {
            try differ.batch(from: list([("A", [1]), ("B", [1])]), to: list([]))
        }
        #expect(
            throws: DuplicateIdentifierError(
                kind: "item", list: "new", identifier: "5", positions: ["[0, 0]", "[0, 1]"])
        ) {
            try differ.batch(from: list([("A", [1])]), to: list([("A", [5, 5])]))
        }
        #expect(
            throws: DuplicateIdentifierError(
                kind: "item", list: "new", identifier: "1", positions: ["[0, 0]", "[0, 1]"])
        ) {
            try differ.batch(from: list([("A", [1])]), to: list([("A", [1, 1])]))
        }
        #expect(throws: DuplicateIdentifierError(kind: "section", list: "new", identifier: "A", positions: ["0", "1"]))
        {
            try differ.batch(from: list([]), to: list([("A", []), ("A", [])]))
        }
        let error = DuplicateIdentifierError(
            kind: "item", list: "new", identifier: "5", positions: ["[0, 0]", "[0, 1]"])
        #expect(error.description == "duplicate item identifier 5 in the new list, at [0, 0] and [0, 1]")
    }
}
