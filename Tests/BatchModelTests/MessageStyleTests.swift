import BatchModel
import Testing

/// <doc:UIKitBatchUpdateRules#4-Flavours>: the flavours' words and the message styles of later systems.
@Suite struct MessageStyleTests {
    let batch = BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(0, 0)])

    @Test func theExceptionNamesItselfAsUIKitDoes() throws {
        let error = try #require(exception(BatchUpdate(itemDeletes: [path(0, 99)]), before: [20], after: [19]))
        #expect(error.name == "NSInternalInconsistencyException")
        #expect(
            error.description
                == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete row 99 from section 0 which only contains 20 rows before the update'"
        )
    }

    @Test func iOS15CollectionViewsAppendTheirDescriptionToCountErrors() {
        let options = UIKitValidator.Options(flavor: .collectionView, messageStyle: .classicWithViewDescription)
        #expect(
            exception(batch, before: [30], after: [29], options)?.reason
                == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (29) must be equal to the number of items contained in that section before the update (30), plus or minus the number of items inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). Collection view: <UICollectionView: \(address)>"
        )
        // Table views and the other texts are unchanged.
        let table = UIKitValidator.Options(flavor: .tableView, messageStyle: .classicWithViewDescription)
        #expect(
            exception(batch, before: [30], after: [29], table)?.reason.hasSuffix("(0 moved in, 0 moved out).") == true)
        #expect(
            exception(BatchUpdate(itemDeletes: [path(0, 99)]), before: [20], after: [19], options)?.reason
                == "attempt to delete item 99 from section 0 which only contains 20 items before the update")
    }

    @Test func iOS16_4TableViewCountErrorLayout() {
        let options = UIKitValidator.Options(messageStyle: .batchUpdatesDetected)
        #expect(
            exception(batch, before: [30], after: [29], options)?.reason == """
                Invalid batch updates detected: the number of sections and/or rows returned by the data source before and/or after performing the batch updates are inconsistent with the updates.
                Data source before updates = { 1 section with row counts: [30] }
                Data source after updates = { 1 section with row counts: [29] }
                Updates = [
                \tDelete row (0 - 0),
                \tInsert row (0 - 0)
                ]
                Table view: <UITableView: \(address)>
                """)
    }

    @Test func iOS16_4CollectionViewCountErrorLayout() {
        let options = UIKitValidator.Options(flavor: .collectionView, messageStyle: .batchUpdatesDetected)
        #expect(
            exception(BatchUpdate(), before: [3, 2, 0], after: [3, 2, 1], options)?.reason == """
                Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates.
                Data source before updates = { 3 sections with item counts: [3, 2, 0] }
                Data source after updates = { 3 sections with item counts: [3, 2, 1] }
                Updates = [
                ]
                Collection view: <UICollectionView: \(address)>
                """)
    }

    @Test func laterReleasesSayBeforeAndAfter() {
        let options = UIKitValidator.Options(messageStyle: .batchUpdatesDetectedBeforeAndAfter)
        let text = exception(batch, before: [30], after: [29], options)?.reason ?? ""
        #expect(
            text.hasPrefix(
                "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.\n"
            ))
    }

    @Test func theUpdatesListingNamesEveryKindOfOperation() {
        let options = UIKitValidator.Options(messageStyle: .batchUpdatesDetected)
        let all = BatchUpdate(
            sectionDeletes: [3], sectionInserts: [3], sectionReloads: [1], sectionMoves: [sectionMove(2, 0)],
            itemDeletes: [path(0, 1)], itemInserts: [path(0, 0)], itemReloads: [path(0, 2)],
            itemMoves: [move(path(0, 0), path(0, 1))])
        let text = exception(all, before: [3, 1, 1, 1], after: [9, 9, 9, 9], options)?.reason ?? ""
        #expect(
            text.contains(
                """
                Updates = [
                \tDelete section 3,
                \tDelete row (0 - 1),
                \tInsert section 3,
                \tInsert row (0 - 0),
                \tReload section 1,
                \tReload row (0 - 2),
                \tMove section 2 to 0,
                \tMove row (0 - 0) to (0 - 1)
                ]
                """))
    }

    @Test func theNewLayoutIsOnlyForCountErrors() {
        let options = UIKitValidator.Options(messageStyle: .batchUpdatesDetected)
        #expect(
            exception(BatchUpdate(itemDeletes: [path(0, 99)]), before: [20], after: [19], options)?.reason
                == "attempt to delete row 99 from section 0 which only contains 20 rows before the update")
    }

    @Test func someCollectionViewsOnlyLogCountErrorsAndReload() throws {
        let options = UIKitValidator.Options(flavor: .collectionView, collectionViewCountErrors: .logAndReloadData)
        let result = try plan(batch, before: [30], after: [29], options)
        #expect(result.outcome == .reloadData(because: "the collection view logged a count error (invalidItemCount)"))
        #expect(
            result.log == [
                "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (29) must be equal to the number of items contained in that section before the update (30), plus or minus the number of items inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). - will perform reloadData"
            ])
        // Table views always throw.
        let table = UIKitValidator.Options(flavor: .tableView, collectionViewCountErrors: .logAndReloadData)
        #expect(exception(batch, before: [30], after: [29], table) != nil)
    }

    @Test func theAddressIsAnOption() {
        let options = UIKitValidator.Options(address: "0xdeadbeef")
        #expect(
            exception(
                BatchUpdate(itemReloads: [path(0, 0)], itemMoves: [move(path(0, 0), path(0, 0))]), before: [1],
                after: [1], options)?.reason
                == "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0xdeadbeef> {length = 2, path = 0 - 0})"
        )
    }
}
