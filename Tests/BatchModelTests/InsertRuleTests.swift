import BatchModel
import Testing

/// <doc:UIKitBatchUpdateRules#3.4-Inserts>: inserts (explicit and from reloads) against the counts after the update.
@Suite struct InsertRuleTests {
    @Test func sectionInsertOutOfRange() {
        let batch = BatchUpdate(sectionInserts: [1])
        let expected = "attempt to insert section 1 but there are only 1 sections after the update"
        #expect(reason(batch, before: [], after: [0]) == expected)
        #expect(reason(batch, before: [], after: [0], .collectionView) == expected)
    }

    @Test func duplicateSectionInsertsAreDropped() throws {
        let batch = BatchUpdate(sectionInserts: [0, 0])
        #expect(try plan(batch, before: [1], after: [4, 1]).insertedSections == [0])
    }

    @Test func rowInsertsInsideAnInsertedSectionAreDropped() throws {
        let batch = BatchUpdate(sectionInserts: [1], itemInserts: [path(1, 0), path(1, 9)])
        #expect(try plan(batch, before: [1], after: [1, 3]).insertedItems.isEmpty)
    }

    @Test func insertAndMoveToTheSameSection() {
        let batch = BatchUpdate(sectionInserts: [0], sectionMoves: [sectionMove(1, 0)])
        let expected = "attempt to perform an insert and a move to the same section (0)"
        #expect(reason(batch, before: [1, 1], after: [1, 1, 1]) == expected)
        #expect(reason(batch, before: [1, 1], after: [1, 1, 1], .collectionView) == expected)
    }

    @Test func insertAndMoveToTheSameIndexPath() {
        let batch = BatchUpdate(itemInserts: [path(0, 0)], itemMoves: [move(path(0, 1), path(0, 0))])
        let expected = "attempt to perform an insert and a move to the same index path (\(ip(0, 0)))"
        #expect(reason(batch, before: [2], after: [3]) == expected)
        #expect(reason(batch, before: [2], after: [3], .collectionView) == expected)
    }

    @Test func itemMoveIntoAnInsertedSection() throws {
        let batch = BatchUpdate(sectionInserts: [1], itemMoves: [move(path(0, 0), path(1, 0))])
        #expect(
            reason(batch, before: [2], after: [1, 1], .collectionView)
                == "cannot move an item into a newly inserted section (1)")
        let table = try plan(batch, before: [2], after: [1, 1])
        #expect(table.outcome == .reloadData(because: "a row moves into inserted section 1"))
    }

    /// Older table views raised their own text where current ones reload
    /// (github.com/SwiftKickMobile/TLIndexPathTools/issues/13): an option, off by default.
    @Test func itemMoveIntoAnInsertedSectionOnAnOlderTableView() {
        let batch = BatchUpdate(sectionInserts: [1], itemMoves: [move(path(0, 0), path(1, 0))])
        let older = UIKitValidator.Options(tableMoveIntoInsertedSection: .exception)
        #expect(
            exception(batch, before: [2], after: [1, 1], older)?.reason
                == "cannot move a row into a newly inserted section (1)")
        #expect(UIKitValidator.Options().tableMoveIntoInsertedSection == .reloadData)
    }

    @Test func itemInsertIntoASectionThatDoesNotExist() {
        let batch = BatchUpdate(itemInserts: [path(2, 0)])
        #expect(
            reason(batch, before: [1], after: [2])
                == "attempt to insert row 0 into section 2, but there are only 1 sections after the update")
        #expect(
            reason(batch, before: [1], after: [2], .collectionView)
                == "attempt to insert item 0 into section 2, but there are only 1 sections after the update")
    }

    @Test func itemInsertPastTheEnd() {
        let batch = BatchUpdate(itemInserts: [path(0, 5)])
        #expect(
            reason(batch, before: [1], after: [2])
                == "attempt to insert row 5 into section 0, but there are only 2 rows in section 0 after the update")
        #expect(
            reason(batch, before: [1], after: [2], .collectionView)
                == "attempt to insert item 5 into section 0, but there are only 2 items in section 0 after the update")
    }

    @Test func duplicateItemInsertsAreDropped() throws {
        let batch = BatchUpdate(itemInserts: [path(0, 0), path(0, 0)])
        #expect(try plan(batch, before: [1], after: [2]).insertedItems == [path(0, 0)])
        #expect(try plan(batch, before: [1], after: [2], .init(flavor: .collectionView)).insertedItems == [path(0, 0)])
    }

    @Test func insertsAreCheckedFirstFirst() {
        let batch = BatchUpdate(itemInserts: [path(0, 9), path(0, 5)])
        #expect(
            reason(batch, before: [0], after: [2])
                == "attempt to insert row 5 into section 0, but there are only 2 rows in section 0 after the update")
    }

    @Test func deletesAreCheckedBeforeInserts() {
        let batch = BatchUpdate(itemDeletes: [path(0, 9)], itemInserts: [path(0, 9)])
        #expect(exception(batch, before: [1], after: [1])?.signature == "itemDeletePastEnd")
    }
}
