import BatchModel
import Testing

/// <doc:UIKitBatchUpdateRules#3.6-Counts>: the count check, sections first, then every surviving section.
@Suite struct CountRuleTests {
    @Test func invalidNumberOfSections() {
        let batch = BatchUpdate()
        #expect(
            reason(batch, before: [1], after: [1, 1])
                == "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        )
        #expect(
            reason(batch, before: [1], after: [1, 1], .collectionView)
                == "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        )
    }

    @Test func sectionCountsIncludeReloadsAndIgnoreDuplicates() {
        let batch = BatchUpdate(sectionDeletes: [0, 0], sectionInserts: [0, 0], sectionReloads: [1])
        #expect(
            reason(batch, before: [1, 1], after: [1, 1, 1])
                == "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (2 inserted, 2 deleted)."
        )
    }

    @Test func invalidNumberOfRowsPrintsTheNewSectionIndex() {
        // Old section 1 becomes new section 0 once section 0 is deleted.
        let batch = BatchUpdate(sectionDeletes: [0])
        #expect(
            reason(batch, before: [1, 3], after: [2])
                == "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        )
        #expect(
            reason(batch, before: [1, 3], after: [2], .collectionView)
                == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
    }

    @Test func movesCountInAndOutAcrossSections() {
        let batch = BatchUpdate(itemInserts: [path(0, 0)], itemMoves: [move(path(0, 0), path(1, 0))])
        #expect(reason(batch, before: [2, 2], after: [2, 3]) == nil)
        #expect(
            reason(batch, before: [2, 2], after: [3, 3])
                == "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out)."
        )
    }

    @Test func movesWithinASectionCountNeitherInNorOut() {
        let batch = BatchUpdate(itemMoves: [move(path(0, 0), path(0, 1))])
        #expect(
            reason(batch, before: [2], after: [3])
                == "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        )
    }

    @Test func movesFollowTheirSectionThroughSectionMoves() {
        // The item stays in old section 0, which moves to new section 1: not a cross-section move.
        let batch = BatchUpdate(sectionMoves: [sectionMove(0, 1)], itemMoves: [move(path(0, 0), path(1, 1))])
        #expect(reason(batch, before: [2, 1], after: [1, 2]) == nil)
    }

    @Test func insertedSectionsAreNotCounted() {
        let batch = BatchUpdate(sectionInserts: [0])
        #expect(reason(batch, before: [2], after: [17, 2]) == nil)
    }

    @Test func negativeCountFromTheDataSource() {
        let batch = BatchUpdate()
        #expect(
            reason(batch, before: [1], after: [-1])
                == "Invalid update: invalid number of rows in section 0.  Attempt to delete more rows than exist in section."
        )
        #expect(
            reason(batch, before: [1], after: [-1], .collectionView)
                == "Invalid update: invalid number of items in section 0.  Attempt to delete more items than exist in section."
        )
        #expect(exception(batch, before: [1], after: [-1])?.signature == "negativeItemCount")
    }

    @Test func theFirstBadSectionIsReported() {
        #expect(
            exception(BatchUpdate(), before: [1, 1, 1], after: [1, 2, 3])?.violation
                == .invalidItemCount(section: 1, after: 2, before: 1, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
    }
}
