import BatchModel
import Testing

/// The emulated views: update blocks, nesting, the moment the before counts are captured.
@Suite struct EmulatedViewTests {
    /// A tiny data source the tests mutate, as an app would.
    final class Model {
        var rows: [[String]]
        init(_ rows: [[String]]) { self.rows = rows }
        var counts: [Int] { rows.map(\.count) }
    }

    @Test func aConsistentBatchPassesAndUpdatesTheDisplayedCounts() throws {
        let model = Model([["a", "b"]])
        let table = TableViewEmulator { model.counts }
        model.rows[0].append("c")
        let result = try table.performBatchUpdates {
            try table.insertRows(at: [ItemPath(row: 2, section: 0)])
        }
        #expect(result?.insertedItems == [path(0, 2)])
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.numberOfSections == 1)
    }

    @Test func anInconsistentBatchThrowsUIKitsText() {
        let model = Model([["a", "b"]])
        let table = TableViewEmulator { model.counts }
        model.rows[0].append("c")
        #expect(throws: UIKitException.self) {
            try table.performBatchUpdates {
                try table.deleteRows(at: [ItemPath(row: 0, section: 0)])
            }
        }
        #expect(table.lastBatch == BatchUpdate(itemDeletes: [path(0, 0)]))
        #expect(table.updateDepth == 0)
    }

    @Test func onlyTheOutermostEndUpdatesValidates() throws {
        let model = Model([["a"]])
        let table = TableViewEmulator { model.counts }
        table.beginUpdates()
        table.beginUpdates()
        model.rows[0].append("b")
        try table.insertRows(at: [path(0, 1)])
        // The inner end judges nothing, even though the data source already changed.
        #expect(try table.endUpdates() == nil)
        model.rows[0].append("c")
        try table.insertRows(at: [path(0, 2)])
        #expect(try table.endUpdates()?.insertedItems == [path(0, 1), path(0, 2)])
    }

    @Test func aSingleOperationOutsideABlockIsItsOwnBatch() {
        let model = Model([["a"]])
        let table = TableViewEmulator { model.counts }
        #expect(throws: UIKitException.self) { try table.insertRows(at: [path(0, 1)]) }
    }

    @Test func lazyCaptureReproducesTheStaleCountCrash() throws {
        // The app mutates its model *before* the batch begins. A view that has cached its counts
        // is fine; one that reads them only when the batch starts sees before == after.
        let eagerModel = Model([["a"]])
        let eager = TableViewEmulator(countCapture: .eager) { eagerModel.counts }
        eagerModel.rows[0].append("b")
        _ = try eager.performBatchUpdates { try eager.insertRows(at: [path(0, 1)]) }

        let lazyModel = Model([["a"]])
        let lazy = TableViewEmulator(countCapture: .lazy) { lazyModel.counts }
        lazyModel.rows[0].append("b")
        do {
            _ = try lazy.performBatchUpdates { try lazy.insertRows(at: [path(0, 1)]) }
            Issue.record("the stale-count batch was accepted")
        } catch let error as UIKitException {
            #expect(
                error.reason
                    == "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
            )
        }
    }

    @Test func layoutIfNeededFixesTheCaptureMoment() throws {
        let model = Model([["a"]])
        let lazy = TableViewEmulator(countCapture: .lazy) { model.counts }
        lazy.layoutIfNeeded()
        model.rows[0].append("b")
        _ = try lazy.performBatchUpdates { try lazy.insertRows(at: [path(0, 1)]) }
    }

    @Test func reloadDataForgetsLazyCountsAndReloadsEagerOnes() {
        let model = Model([["a"]])
        let eager = TableViewEmulator { model.counts }
        model.rows[0].append("b")
        #expect(eager.numberOfRows(inSection: 0) == 1)
        eager.reloadData()
        #expect(eager.numberOfRows(inSection: 0) == 2)
        #expect(eager.reloadDataCount == 1)
    }

    @Test func aTableFallsBackToReloadDataWhereACollectionViewThrows() throws {
        let model = Model([["a", "b"]])
        let table = TableViewEmulator { model.counts }
        let collection = CollectionViewEmulator { model.counts }
        model.rows = [["b"], ["a"]]
        let result = try table.performBatchUpdates {
            try table.insertSections([1])
            try table.moveRow(at: path(0, 0), to: path(1, 0))
        }
        #expect(result?.outcome == .reloadData(because: "a row moves into inserted section 1"))
        #expect(table.reloadDataCount == 1)
        #expect(table.numberOfSections == 2)
        do {
            try collection.performBatchUpdates {
                try collection.insertSections([1])
                try collection.moveItem(at: path(0, 0), to: path(1, 0))
            }
            Issue.record("the collection view accepted a move into an inserted section")
        } catch let error as UIKitException {
            #expect(error.reason == "cannot move an item into a newly inserted section (1)")
        }
    }

    @Test func collectionViewsSpeakOfItems() throws {
        let model = Model([["a", "b", "c"]])
        let collection = CollectionViewEmulator { model.counts }
        model.rows[0].removeFirst()
        do {
            try collection.performBatchUpdates { try collection.deleteItems(at: [path(0, 3)]) }
            Issue.record("a delete past the end was accepted")
        } catch let error as UIKitException {
            #expect(
                error.reason == "attempt to delete item 3 from section 0 which only contains 3 items before the update")
            #expect(error.flavor == .collectionView)
        }
        #expect(collection.numberOfItems(inSection: 0) == 3)
    }

    @Test func everyOperationIsRecorded() throws {
        let table = TableViewEmulator { [1, 1] }
        table.beginUpdates()
        try table.deleteSections([0])
        try table.insertSections([0])
        try table.reloadSections([1])
        try table.moveSection(1, toSection: 1)
        try table.deleteRows(at: [path(0, 0)])
        try table.insertRows(at: [path(0, 0)])
        try table.reloadRows(at: [path(1, 0)])
        try table.reconfigureRows(at: [path(1, 0)])
        try table.moveRow(at: path(1, 0), to: path(1, 0))
        #expect(table.pendingBatch.operationCount == 9)
        table.pendingBatch.description.split(separator: ";").forEach { #expect(!$0.isEmpty) }
        _ = try? table.endUpdates()
        #expect(table.updateDepth == 0)
    }
}
