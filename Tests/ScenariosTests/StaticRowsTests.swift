import BatchEngine
import BatchModel
import PropertyTesting
import Scenarios
import Testing

@Suite struct StaticRowsTests {
    let rows = [[StaticRow(id: 0, height: 44), StaticRow(id: 1, height: 60), StaticRow(id: 2, height: 88)]]

    @Test func zeroHeightCommitsAnEmptyBlockAndReasksEveryHeight() throws {
        let controller = ZeroHeightRowsController(sections: rows, hidden: [])
        let view = StaticTableView(dataSource: controller)
        controller.setHidden(true, row: 1)
        controller.contentChanged(row: 2)
        try controller.commit(animated: true, in: view)
        #expect(view.table.lastBatch?.isEmpty == true)
        #expect(view.heights == [[44, 0, 88]])
        #expect(
            view.cells.sections == [
                [StaticCell(row: 0, version: 0), StaticCell(row: 1, version: 0), StaticCell(row: 2, version: 1)]
            ])
        #expect(view.cellRequestsDuringHeights == 0 && view.hazards.isEmpty)
    }

    @Test func deleteInsertDeletesInOldSpaceInsertsInNewReloadsInOld() throws {
        let controller = DeleteInsertRowsController(sections: rows, hidden: [1])
        let view = StaticTableView(dataSource: controller)
        #expect(view.cells.counts == [2])
        controller.setHidden(false, row: 1)  // shown: inserted at new row 1
        controller.setHidden(true, row: 0)  // hidden: deleted at old row 0
        controller.contentChanged(row: 2)  // visible before (row 1) and after (row 1)
        try controller.commit(animated: true, in: view)
        let batch = try #require(view.table.lastBatch)
        #expect(batch.itemDeletes == [ItemPath(section: 0, item: 0)])
        #expect(batch.itemInserts == [ItemPath(section: 0, item: 0)])
        #expect(batch.itemReloads == [ItemPath(section: 0, item: 1)])
        #expect(view.cells.sections == [[StaticCell(row: 1, version: 0), StaticCell(row: 2, version: 1)]])
    }

    @Test func togglingTwiceBeforeACommitYieldsNothing() throws {
        let controller = DeleteInsertRowsController(sections: rows, hidden: [])
        let view = StaticTableView(dataSource: controller)
        controller.toggle(row: 1)
        controller.toggle(row: 1)
        try controller.commit(animated: true, in: view)
        #expect(view.table.lastBatch?.isEmpty == true)
    }

    @Test func reloadInNewSpaceIsCaughtByTheOracle() {
        let value = StaticRowsCase(
            sections: [[StaticRow(id: 0, height: 44), StaticRow(id: 1, height: 44)]], hidden: [],
            steps: [.hide(row: 0), .change(row: 1)])
        let verdict = StaticRowsProperty.verdict(for: value, strategy: .deleteInsert) {
            ReloadInNewSpaceController(sections: $0, hidden: $1)
        }
        guard case .fail(let signature, let message) = verdict else {
            Issue.record("not caught")
            return
        }
        #expect(signature == "deleteAndReloadSameIndexPath")
        #expect(message.contains("attempt to delete and reload the same index path"))
        #expect(
            StaticRowsProperty.verdict(for: value, strategy: .deleteInsert) {
                DeleteInsertRowsController(sections: $0, hidden: $1)
            } == .pass)
    }

    @Test func aCellRequestFromInsideHeightForRowIsARecursionHazard() {
        let controller = HeightAsksForCellController(sections: rows, hidden: [])
        let view = StaticTableView(dataSource: controller)
        #expect(
            view.hazards.first?.hasPrefix("cellForRow(at: [0, 0]) called from inside tableView(_:heightForRowAt:)")
                == true)
        #expect(view.cellRequestsDuringHeights == 3)
        // Outside a height query the same request is fine.
        let fine = StaticTableView(dataSource: ZeroHeightRowsController(sections: rows, hidden: []))
        #expect(fine.cellForRow(at: ItemPath(section: 0, item: 1)) == StaticCell(row: 1, version: 0))
        #expect(fine.hazards.isEmpty)
    }
}
