import BatchModel
import Testing

/// <doc:UIKitBatchUpdateRules#3.5-Moves>: moves, bounds on both sides, then pairing.
@Suite struct MoveRuleTests {
    @Test func sectionMoveSourceOutOfRange() {
        let batch = BatchUpdate(sectionMoves: [sectionMove(2, 0)])
        let expected = "attempt to move section 2, but there are only 2 sections before the update"
        #expect(reason(batch, before: [1, 1], after: [1, 1]) == expected)
        #expect(reason(batch, before: [1, 1], after: [1, 1], .collectionView) == expected)
    }

    @Test func sectionMoveDestinationOutOfRangeKeepsUIKitsTypo() {
        let batch = BatchUpdate(sectionMoves: [sectionMove(0, 2)])
        let expected = "attempt to to move section 0 to section 2, but there are only 2 sections after the update"
        #expect(reason(batch, before: [1, 1], after: [1, 1]) == expected)
        #expect(reason(batch, before: [1, 1], after: [1, 1], .collectionView) == expected)
    }

    @Test func itemMoveFromASectionThatDoesNotExist() {
        let batch = BatchUpdate(itemMoves: [move(path(1, 0), path(0, 0))])
        let expected =
            "attempt to move index path (\(ip(1, 0))) from a section that does not exist - there are only 1 sections before the update"
        #expect(reason(batch, before: [1], after: [1]) == expected)
        #expect(reason(batch, before: [1], after: [1], .collectionView) == expected)
    }

    @Test func itemMoveFromAPathThatDoesNotExist() {
        let batch = BatchUpdate(itemMoves: [move(path(0, 2), path(0, 0))])
        #expect(
            reason(batch, before: [2], after: [2])
                == "attempt to move index path (\(ip(0, 2))) that does not exist - there are only 2 rows in section 0 before the update"
        )
        #expect(
            reason(batch, before: [2], after: [2], .collectionView)
                == "attempt to move index path (\(ip(0, 2))) that does not exist - there are only 2 items in section 0 before the update"
        )
    }

    @Test func itemMoveIntoASectionThatDoesNotExist() {
        let batch = BatchUpdate(itemMoves: [move(path(0, 0), path(1, 0))])
        let expected =
            "attempt to move index path (\(ip(0, 0))) to index path (\(ip(1, 0))) in section that does not exist - there are only 1 sections after the update"
        #expect(reason(batch, before: [2], after: [2]) == expected)
        #expect(reason(batch, before: [2], after: [2], .collectionView) == expected)
    }

    @Test func itemMoveToAPathThatDoesNotExist() {
        let batch = BatchUpdate(itemMoves: [move(path(0, 0), path(0, 2))])
        #expect(
            reason(batch, before: [2], after: [2])
                == "attempt to move index path (\(ip(0, 0))) to index path (\(ip(0, 2))) that does not exist - there are only 2 rows in section 0 after the update"
        )
        #expect(
            reason(batch, before: [2], after: [2], .collectionView)
                == "attempt to move index path (\(ip(0, 0))) to index path (\(ip(0, 2))) that does not exist - there are only 2 items in section 0 after the update"
        )
    }

    @Test func oneSectionMovedToTwoPlaces() {
        let batch = BatchUpdate(sectionMoves: [sectionMove(0, 2), sectionMove(0, 1)])
        let expected = "attempt to move section 0 to both section 1 and section 2"
        #expect(reason(batch, before: [1, 1, 1], after: [1, 1, 1]) == expected)
        #expect(reason(batch, before: [1, 1, 1], after: [1, 1, 1], .collectionView) == expected)
    }

    @Test func oneItemMovedToTwoPlaces() {
        let batch = BatchUpdate(itemMoves: [move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 2))])
        #expect(
            reason(batch, before: [3], after: [3])
                == "attempt to move row at index path \(ip(0, 0)) to both \(ip(0, 1)) and \(ip(0, 2))")
        #expect(
            reason(batch, before: [3], after: [3], .collectionView)
                == "attempt to move item at index path \(ip(0, 0)) to both \(ip(0, 1)) and \(ip(0, 2))")
    }

    @Test func twoSectionsMovedToOnePlace() {
        let batch = BatchUpdate(sectionMoves: [sectionMove(1, 2), sectionMove(0, 2)])
        let expected = "attempt to move both section 0 and section 1 to section 2"
        #expect(reason(batch, before: [1, 1, 1], after: [1, 1, 1]) == expected)
        #expect(reason(batch, before: [1, 1, 1], after: [1, 1, 1], .collectionView) == expected)
    }

    @Test func twoItemsMovedToOnePlace() {
        let batch = BatchUpdate(itemMoves: [move(path(0, 1), path(0, 2)), move(path(0, 0), path(0, 2))])
        #expect(
            reason(batch, before: [3], after: [3])
                == "attempt to move both row at index path \(ip(0, 0)) and \(ip(0, 1)) to \(ip(0, 2))")
        #expect(
            reason(batch, before: [3], after: [3], .collectionView)
                == "attempt to move both item at index path \(ip(0, 0)) and \(ip(0, 1)) to \(ip(0, 2))")
    }

    @Test func exactDuplicateMovesAreDropped() throws {
        let batch = BatchUpdate(
            sectionMoves: [sectionMove(0, 1), sectionMove(0, 1), sectionMove(1, 0)],
            itemMoves: [move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 1)), move(path(0, 1), path(0, 0))])
        let result = try plan(batch, before: [2, 0], after: [2, 0])
        #expect(result.sectionMoves == [sectionMove(0, 1), sectionMove(1, 0)])
        #expect(result.itemMoves == [move(path(0, 0), path(0, 1)), move(path(0, 1), path(0, 0))])
    }

    @Test func sourceBoundsAreCheckedBeforeDestinationBounds() {
        let batch = BatchUpdate(itemMoves: [move(path(0, 5), path(0, 5))])
        #expect(exception(batch, before: [1], after: [1])?.signature == "itemMoveSourcePastEnd")
    }

    @Test func sectionMovesAreCheckedBeforeItemMoves() {
        let batch = BatchUpdate(sectionMoves: [sectionMove(0, 9)], itemMoves: [move(path(0, 5), path(0, 0))])
        #expect(exception(batch, before: [1], after: [1])?.signature == "sectionMoveDestinationOutOfRange")
    }
}
