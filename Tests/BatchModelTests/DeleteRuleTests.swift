import BatchModel
import Testing

/// <doc:UIKitBatchUpdateRules#3.3-Deletes>: deletes (explicit and from reloads) against the counts before the update.
@Suite struct DeleteRuleTests {
    @Test func sectionDeleteOutOfRange() {
        let batch = BatchUpdate(sectionDeletes: [2])
        let expected = "attempt to delete section 2, but there are only 2 sections before the update"
        #expect(reason(batch, before: [1, 1], after: [1]) == expected)
        #expect(reason(batch, before: [1, 1], after: [1], .collectionView) == expected)
    }

    @Test func duplicateSectionDeletesAreDropped() throws {
        let batch = BatchUpdate(sectionDeletes: [1, 1])
        #expect(try plan(batch, before: [1, 1, 1], after: [1, 1]).deletedSections == [1])
    }

    @Test func rowDeletesInsideADeletedSectionAreDropped() throws {
        let batch = BatchUpdate(sectionDeletes: [0], itemDeletes: [path(0, 1), path(0, 7)])
        #expect(try plan(batch, before: [2, 2], after: [2]).deletedItems.isEmpty)
    }

    @Test func deleteAndMoveFromTheSameSection() {
        let batch = BatchUpdate(sectionDeletes: [0], sectionMoves: [sectionMove(0, 1)])
        let expected = "attempt to perform a delete and a move from the same section (0)"
        #expect(reason(batch, before: [1, 1], after: [1]) == expected)
        #expect(reason(batch, before: [1, 1], after: [1], .collectionView) == expected)
    }

    @Test func deleteAndMoveFromTheSameIndexPath() {
        let batch = BatchUpdate(itemDeletes: [path(0, 0)], itemMoves: [move(path(0, 0), path(0, 1))])
        let expected = "attempt to perform a delete and a move from the same index path (\(ip(0, 0)))"
        #expect(reason(batch, before: [2], after: [1]) == expected)
        #expect(reason(batch, before: [2], after: [1], .collectionView) == expected)
    }

    @Test func reloadAndMoveOfOneItemIsADeleteAndAMove() {
        let batch = BatchUpdate(itemReloads: [path(0, 0)], itemMoves: [move(path(0, 0), path(0, 1))])
        #expect(
            reason(batch, before: [2], after: [2])
                == "attempt to perform a delete and a move from the same index path (\(ip(0, 0)))")
    }

    @Test func itemMoveOutOfADeletedSection() throws {
        let batch = BatchUpdate(sectionDeletes: [0], itemMoves: [move(path(0, 0), path(0, 1))])
        #expect(
            reason(batch, before: [1, 1], after: [2], .collectionView)
                == "cannot move an item from a deleted section (0)")
        #expect(
            exception(batch, before: [1, 1], after: [2], .init(flavor: .collectionView))?.signature
                == "moveFromDeletedSection")
        // A table view gives up on the animation and reloads everything instead.
        let table = try plan(batch, before: [1, 1], after: [2])
        #expect(table.outcome == .reloadData(because: "a row moves out of deleted section 0"))
    }

    @Test func itemDeleteFromASectionThatDoesNotExist() {
        let batch = BatchUpdate(itemDeletes: [path(3, 0)])
        #expect(
            reason(batch, before: [1], after: [0])
                == "attempt to delete row 0 from section 3, but there are only 1 sections before the update")
        #expect(
            reason(batch, before: [1], after: [0], .collectionView)
                == "attempt to delete item 0 from section 3, but there are only 1 sections before the update")
    }

    @Test func itemDeletePastTheEnd() {
        // <doc:UIKitBatchUpdateRules#7-Examples>: a table of 20 rows, delete row 99.
        let batch = BatchUpdate(itemDeletes: [path(0, 99)])
        #expect(
            reason(batch, before: [20], after: [19])
                == "attempt to delete row 99 from section 0 which only contains 20 rows before the update")
        #expect(
            reason(batch, before: [20], after: [19], .collectionView)
                == "attempt to delete item 99 from section 0 which only contains 20 items before the update")
    }

    @Test func negativeIndicesAreOutOfRange() {
        #expect(
            exception(BatchUpdate(itemDeletes: [path(0, -1)]), before: [1], after: [0])?.signature
                == "itemDeletePastEnd")
        #expect(
            exception(BatchUpdate(sectionDeletes: [-1]), before: [1], after: [])?.signature == "sectionDeleteOutOfRange"
        )
    }

    @Test func duplicateItemDeletesAreDroppedByATableView() throws {
        let batch = BatchUpdate(itemDeletes: [path(0, 1), path(0, 1)])
        #expect(try plan(batch, before: [3], after: [2]).deletedItems == [path(0, 1)])
    }

    @Test func duplicateItemDeletesInACollectionViewFollowTheOption() throws {
        let batch = BatchUpdate(itemDeletes: [path(0, 1), path(0, 1)])
        // Default: counted twice, so the count check fails.
        #expect(
            reason(batch, before: [3], after: [2], .collectionView)
                == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 2 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
        let dropping = UIKitValidator.Options(flavor: .collectionView, duplicateItemDeletes: .dropped)
        #expect(try plan(batch, before: [3], after: [2], dropping).deletedItems == [path(0, 1)])
    }

    @Test func deletesAreCheckedLastFirst() {
        // Both deletes are out of range; UIKit meets the larger one first.
        let batch = BatchUpdate(itemDeletes: [path(0, 5), path(0, 9)])
        #expect(
            reason(batch, before: [2], after: [0])
                == "attempt to delete row 9 from section 0 which only contains 2 rows before the update")
    }
}
