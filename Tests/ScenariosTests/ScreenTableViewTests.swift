import BatchEngine
import BatchModel
import ListEmulation
import PropertyTesting
import Scenarios
import Testing

/// The on-screen table of the static-rows and auxiliary-rows scenarios: cells kept, asked,
/// dropped off screen.
@Suite struct ScreenTableViewTests {
    final class Rows {
        var ids: [Int]
        var version = 0
        init(_ ids: [Int]) { self.ids = ids }
    }

    func table(_ rows: Rows, visible: Int) -> ScreenTableView<String> {
        ScreenTableView(visibleRows: visible, counts: { [rows.ids.count] }) { path in
            rows.ids.indices.contains(path.item) ? "#\(rows.ids[path.item]) v\(rows.version)" : nil
        }
    }

    @Test func onlyTheRowsThatFitHaveCells() {
        let view = table(Rows([0, 1, 2, 3]), visible: 2)
        #expect(view.cellForRow(at: ItemPath(row: 1, section: 0)) == "#1 v0")
        #expect(view.cellForRow(at: ItemPath(row: 2, section: 0)) == nil)
        #expect(view.cellForRow(at: ItemPath(row: 9, section: 0)) == nil)
    }

    @Test func keptRowsKeepTheirCellsAndRowsScrolledInGetFreshOnes() throws {
        let rows = Rows([0, 1, 2])
        let view = table(rows, visible: 2)
        rows.version = 1
        rows.ids.remove(at: 0)
        view.beginUpdates()
        try view.deleteRows(at: [ItemPath(row: 0, section: 0)])
        try view.endUpdates()
        // Row 0 kept its (stale) cell; row 1 scrolled into view and was asked for a new one.
        #expect(view.cells.sections[0].map { $0 } == ["#1 v0", "#2 v1"])
        #expect(view.batchCount == 1 && view.callsOutsideUpdates.isEmpty)
    }

    @Test func callsOutsideAnUpdateBlockAreRecorded() throws {
        let rows = Rows([0])
        let view = table(rows, visible: 5)
        rows.ids.append(1)
        try view.insertRows(at: [ItemPath(row: 1, section: 0)])
        #expect(view.callsOutsideUpdates == ["insertRows([[0, 1]])"])
        #expect(view.cells.sections[0].map { $0 } == ["#0 v0", "#1 v0"])
    }
}
