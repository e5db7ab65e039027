import BatchModel
import Testing

/// <doc:UIKitBatchUpdateRules#3.2-Reloads>: each reload becomes a delete at its old path and an insert
/// at a new path computed from the deletes and inserts only.
@Suite struct ReloadSplitTests {
    @Test func deleteAndReloadOfTheSamePathThrows() {
        let batch = BatchUpdate(itemDeletes: [path(0, 1)], itemReloads: [path(0, 1)])
        let expected = "attempt to delete and reload the same index path (\(ip(0, 1)))"
        #expect(reason(batch, before: [3], after: [2]) == expected)
        #expect(reason(batch, before: [3], after: [2], .collectionView) == expected)
        #expect(exception(batch, before: [3], after: [2])?.signature == "deleteAndReloadSameIndexPath")
    }

    @Test func insertHalfShiftsWithRowDeletesAndInsertsInTheSameSection() throws {
        // Deletes last first: (0,0) <= 2 → 1. Inserts first first: (0,0) <= 1 → 2, (0,1) <= 2 → 3.
        let batch = BatchUpdate(
            itemDeletes: [path(0, 0)], itemInserts: [path(0, 1), path(0, 0)], itemReloads: [path(0, 2)])
        let result = try plan(batch, before: [4], after: [5])
        #expect(result.reloadedItems == [move(path(0, 2), path(0, 3))])
    }

    /// The walk's order changes the answer once the shifts pile up: walking the deletes first
    /// first would stop short, and walking the inserts last first would undercount.
    @Test func deletesAreWalkedLastFirstAndInsertsFirstFirst() throws {
        // Deletes 3, 2, 1, 0, each at or before 4, 3, 2, 1 in turn → 0 (first first: 1).
        let deletes = BatchUpdate(itemDeletes: (0..<4).map { path(0, $0) }, itemReloads: [path(0, 4)])
        #expect(try plan(deletes, before: [5], after: [1]).reloadedItems == [move(path(0, 4), path(0, 0))])
        // Inserts 0, 1, 2, each at or before 0, 1, 2 in turn → 3 (last first: 1).
        let inserts = BatchUpdate(itemInserts: [path(0, 2), path(0, 0), path(0, 1)], itemReloads: [path(0, 0)])
        #expect(try plan(inserts, before: [1], after: [4]).reloadedItems == [move(path(0, 0), path(0, 3))])
    }

    @Test func insertHalfShiftsWithSectionDeletesAndInserts() throws {
        let deleted = BatchUpdate(sectionDeletes: [0], itemReloads: [path(2, 1)])
        #expect(try plan(deleted, before: [1, 1, 2], after: [1, 2]).reloadedItems == [move(path(2, 1), path(1, 1))])
        let inserted = BatchUpdate(sectionInserts: [0], itemReloads: [path(0, 0)])
        #expect(try plan(inserted, before: [1], after: [0, 1]).reloadedItems == [move(path(0, 0), path(1, 0))])
    }

    @Test func movesNeverShiftTheInsertHalf() throws {
        // A move of (0,0) to (0,2) would shift a "real" position; UIKit ignores moves here.
        let batch = BatchUpdate(itemReloads: [path(0, 1)], itemMoves: [move(path(0, 0), path(0, 2))])
        #expect(try plan(batch, before: [3], after: [3]).reloadedItems == [move(path(0, 1), path(0, 1))])
    }

    @Test func aDeleteOfTheReloadsOwnSectionIsSkipped() throws {
        // UIKit's arithmetic keeps the insert half in section 1, which is old section 2 after
        // the delete: so the data source must report one more row there for the batch to pass.
        let batch = BatchUpdate(sectionDeletes: [1], itemReloads: [path(1, 0)])
        let result = try plan(batch, before: [1, 1, 1], after: [1, 2])
        #expect(result.reloadedItems == [move(path(1, 0), path(1, 0))])
        #expect(reason(batch, before: [1, 1, 1], after: [1, 1]) != nil)
    }

    @Test func aSectionReloadIsADeleteAndAnInsert() throws {
        let batch = BatchUpdate(sectionDeletes: [0], sectionReloads: [2])
        let result = try plan(batch, before: [1, 2, 3], after: [2, 7])
        #expect(result.reloadedSections == [sectionMove(2, 1)])
        #expect(result.deletedSections == [2, 0])
        #expect(result.insertedSections == [1])
    }

    @Test func reloadsCountAsADeleteAndAnInsertInTheCountCheck() {
        // <doc:UIKitBatchUpdateRules#7-Examples>, Apple engineer: [10, 20, 30], INSERT(0,0),
        // RELOAD(1,1), INSERT(1,2), DELETE(2,1).
        let batch = BatchUpdate(
            itemDeletes: [path(2, 1)], itemInserts: [path(0, 0), path(1, 2)], itemReloads: [path(1, 1)])
        #expect(reason(batch, before: [10, 20, 30], after: [11, 21, 29]) == nil)
        #expect(
            reason(batch, before: [10, 20, 30], after: [11, 20, 29])
                == "Invalid update: invalid number of rows in section 1.  The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (2 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        )
    }

    /// An item reloaded twice is reloaded once, whatever the collection view does with
    /// duplicate deletes: counting the delete half twice and the insert half once would ask for
    /// one item fewer after a reload, and disagree with the reference model. (The batch is
    /// case 458 of the oracle self-check's seed 17861434146546780904.)
    @Test(arguments: UIKitValidator.DuplicateDeletes.allCases)
    func anItemReloadedTwiceIsReloadedOnce(duplicates: UIKitValidator.DuplicateDeletes) throws {
        let batch = BatchUpdate(
            sectionDeletes: [1], sectionReloads: [0], sectionMoves: [sectionMove(3, 2)], itemDeletes: [path(3, 0)],
            itemInserts: [path(2, 1)], itemReloads: [path(2, 1), path(2, 1), path(1, 0)])
        let before = [1, 2, 2, 3]
        #expect(try ReferenceModel.layout(of: batch, before: before, after: [0, 3, 3]).counts == [0, 3, 3])
        let validator = UIKitValidator(options: .init(flavor: .collectionView, duplicateItemDeletes: duplicates))
        #expect(throws: Never.self) { try validator.validate(batch, before: before, after: [0, 3, 3]) }
        // New section 1 is old section 2: the reload of [2, 1] is one delete there, and it and
        // the reload of [1, 0] (whose own section is deleted) are two inserts.
        #expect(
            exception(
                batch, before: before, after: [0, 2, 3],
                .init(flavor: .collectionView, duplicateItemDeletes: duplicates))?.reason
                == "Invalid update: invalid number of items in section 1.  The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (2 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
        let once = BatchUpdate(
            sectionDeletes: [1], sectionReloads: [0], sectionMoves: [sectionMove(3, 2)], itemDeletes: [path(3, 0)],
            itemInserts: [path(2, 1)], itemReloads: [path(2, 1), path(1, 0)])
        #expect(
            try validator.validate(batch, before: before, after: [0, 3, 3])
                == validator.validate(once, before: before, after: [0, 3, 3]))
    }
}
