import BatchEngine
import BatchModel
import PropertyTesting
import Scenarios
import Testing

/// The mapper, the batches, the routing and the two zoo entries of scenario (c) on hand-made cases.
@Suite struct AuxiliaryRowsTests {
    static let data = SectionedList<Int, Int>([.init(0, [10, 11, 12]), .init(1, [20, 21])])

    /// A table, its controller and a recorder for what the delegates get.
    final class Screen: AuxiliaryRowsAppDelegate, AssistantDelegate {
        let controller: any AuxiliaryRowsController
        let view: AuxiliaryTableView
        var calls: [String] = []

        init(_ controller: any AuxiliaryRowsController) {
            self.controller = controller
            view = AuxiliaryTableView(counts: { controller.actualCounts }) { controller.cell(atActual: $0) }
            controller.appDelegate = self
            controller.assistantDelegate = self
        }

        func didSelectRow(at logical: ItemPath) { calls.append("app \(logical)") }
        func commitDelete(at logical: ItemPath) throws { calls.append("app delete \(logical)") }
        func didSelectAuxiliaryRow(ofHostAt host: ItemPath) { calls.append("assistant \(host)") }
        func commitDeleteAuxiliaryRow(ofHostAt host: ItemPath) throws { calls.append("assistant close \(host)") }

        var shown: String {
            view.cells.sections.map { $0.map { $0.map(\.description) ?? "nil" }.joined(separator: " ") }.joined(
                separator: " | ")
        }
    }

    @Test func theLayoutPutsEachAuxiliaryRowUnderItsHost() {
        let layout = AuxiliaryRowsLayout(data: Self.data, expanded: [11, 20], single: false)
        #expect(
            layout.cells.map { $0.map(\.description) } == [
                ["#10", "#11", "aux(#11)", "#12"], ["#20", "aux(#20)", "#21"],
            ])
        #expect(layout.row(atActual: ItemPath(row: 2, section: 0)) == .auxiliary(host: ItemPath(row: 1, section: 0)))
        #expect(layout.row(atActual: ItemPath(row: 3, section: 0)) == .host(ItemPath(row: 2, section: 0)))
        #expect(layout.row(atActual: ItemPath(row: 4, section: 0)) == nil)
        #expect(layout.actualPath(forLogical: ItemPath(row: 1, section: 1)) == ItemPath(row: 2, section: 1))
    }

    @Test func bothRoundTripsHoldForAnyExpandedRows() {
        let ids = Self.data.sections.flatMap(\.items)
        for mask in 0..<(1 << ids.count) {
            let expanded = ids.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
            let layout = AuxiliaryRowsLayout(data: Self.data, expanded: expanded, single: false)
            let controller = AuxiliaryRowsTable(data: Self.data, single: false)
            let screen = Screen(controller)
            try? controller.perform(expanded.map { id in .expand(Self.path(of: id)) }, in: screen.view)
            for (s, section) in Self.data.sections.enumerated() {
                for r in section.items.indices {
                    let logical = ItemPath(row: r, section: s)
                    #expect(
                        controller.actualPath(forLogical: logical).flatMap { controller.row(atActual: $0) }
                            == .host(logical))
                }
            }
            for (s, cells) in layout.cells.enumerated() {
                for r in cells.indices {
                    let actual = ItemPath(row: r, section: s)
                    switch controller.row(atActual: actual) {
                    case .host(let logical)?: #expect(controller.actualPath(forLogical: logical) == actual)
                    case .auxiliary(let host)?:
                        #expect(controller.actualPath(forLogical: host) == ItemPath(row: r - 1, section: s))
                    case nil: Issue.record("no row at \(actual)")
                    }
                }
            }
        }
    }

    static func path(of id: Int) -> ItemPath {
        for (s, section) in data.sections.enumerated() {
            if let r = section.items.firstIndex(of: id) { return ItemPath(row: r, section: s) }
        }
        fatalError("no row \(id)")
    }

    @Test func expandingWithDataEditsIsOneBatch() throws {
        let screen = Screen(AuxiliaryRowsTable(data: Self.data, single: false))
        try screen.controller.perform(
            [.insertRow(id: 9, at: ItemPath(row: 0, section: 0)), .expand(ItemPath(row: 2, section: 0))],
            in: screen.view)
        #expect(screen.view.batchCount == 1)
        #expect(
            screen.view.table.lastBatch
                == BatchUpdate(itemInserts: [ItemPath(row: 0, section: 0), ItemPath(row: 3, section: 0)]))
        #expect(screen.shown == "#9 #10 #11 aux(#11) #12 | #20 #21")
    }

    @Test func expansionFollowsTheRowThroughEditsAndReloads() throws {
        let screen = Screen(AuxiliaryRowsTable(data: Self.data, single: false))
        try screen.controller.perform([.expand(ItemPath(row: 0, section: 0))], in: screen.view)
        try screen.controller.perform(
            [
                .insertRow(id: 9, at: ItemPath(row: 0, section: 0)),
                .moveRow(from: ItemPath(row: 1, section: 0), to: ItemPath(row: 1, section: 1)),
            ], in: screen.view)
        #expect(screen.shown == "#9 #11 #12 | #20 #10 aux(#10) #21")
        screen.controller.reloadData(SectionedList([.init(0, [12, 11, 9]), .init(1, [21, 10, 20])]), in: screen.view)
        #expect(screen.shown == "#12 #11 #9 | #21 #10 aux(#10) #20")
        try screen.controller.perform([.deleteRow(ItemPath(row: 1, section: 1))], in: screen.view)
        #expect(
            screen.view.table.lastBatch
                == BatchUpdate(itemDeletes: [ItemPath(row: 1, section: 1), ItemPath(row: 2, section: 1)]))
    }

    @Test func expandingAnExpandedRowOrCollapsingACollapsedOneEmitsNothing() throws {
        let screen = Screen(AuxiliaryRowsTable(data: Self.data, single: false))
        try screen.controller.perform([.expand(ItemPath(row: 1, section: 0))], in: screen.view)
        let batches = screen.view.batchCount
        try screen.controller.perform([.expand(ItemPath(row: 1, section: 0))], in: screen.view)
        try screen.controller.perform([.collapse(ItemPath(row: 0, section: 1))], in: screen.view)
        #expect(screen.view.batchCount == batches)
    }

    @Test func singleModeClosesTheOtherRowInTheSameBatch() throws {
        let screen = Screen(AuxiliaryRowsTable(data: Self.data, single: true))
        try screen.controller.perform([.expand(ItemPath(row: 0, section: 0))], in: screen.view)
        try screen.controller.perform([.expand(ItemPath(row: 1, section: 1))], in: screen.view)
        #expect(
            screen.view.table.lastBatch
                == BatchUpdate(itemDeletes: [ItemPath(row: 1, section: 0)], itemInserts: [ItemPath(row: 2, section: 1)])
        )
        #expect(screen.shown == "#10 #11 #12 | #20 #21 aux(#21)")
    }

    @Test func callbacksReachTheRightDelegateWithLogicalPaths() throws {
        let screen = Screen(AuxiliaryRowsTable(data: Self.data, single: false))
        try screen.controller.perform(
            [.expand(ItemPath(row: 0, section: 0)), .expand(ItemPath(row: 1, section: 0))], in: screen.view)
        // Actual rows: #10 aux(#10) #11 aux(#11) #12.
        for row in 0..<5 { screen.controller.didSelectRow(atActual: ItemPath(row: row, section: 0)) }
        try screen.controller.commitDelete(atActual: ItemPath(row: 3, section: 0))
        #expect(
            screen.calls == [
                "app [0, 0]", "assistant [0, 0]", "app [0, 1]", "assistant [0, 1]", "app [0, 2]",
                "assistant close [0, 1]",
            ])
    }

    @Test func theSeedTranslationWithItsPathsKeptUpToDatePasses() throws {
        try BatchFuzzCheck.passes { IndexPathAuxiliaryRows(data: $0, single: $1) }
    }

    @Test func staleExpansionShowsUpAfterARowIsInsertedAboveAnOpenOne() {
        let value = AuxiliaryRowsCase(
            sections: [[0]], single: false,
            steps: [
                .perform([.expand(ItemPath(row: 0, section: 0))]),
                .perform([.insertRow(id: 1, at: ItemPath(row: 0, section: 0))]),
            ])
        #expect(AuxiliaryRowsProperty.verdict(for: value) { AuxiliaryRowsTable(data: $0, single: $1) } == .pass)
        guard
            case .fail(let signature, let message) = AuxiliaryRowsProperty.verdict(
                for: value,
                controller: {
                    IndexPathAuxiliaryRows(data: $0, single: $1, updatesExpansionOnDataEdits: false)
                })
        else {
            Issue.record("the stale expansion passed")
            return
        }
        #expect(
            signature == "wrong mapping"
                && message.contains("logical [0, 1] (#0) maps to actual [0, 2], but it is at [0, 1]"),
            "\(signature): \(message)")
    }

    @Test func aNegativeRowFromAHandEditedCaseCountsFromTheEnd() {
        let value = AuxiliaryRowsCase(
            sections: [[0, 1]], single: false,
            steps: [
                .perform([.expand(ItemPath(row: 0, section: 0))]), .select(actualRow: -1), .commitDelete(actualRow: -7),
            ])
        #expect(AuxiliaryRowsProperty.verdict(for: value) { AuxiliaryRowsTable(data: $0, single: $1) } == .pass)
    }

    @Test func countingWithLessThanMapsAnAuxiliaryRowToTheRowBelowItsHost() {
        let controller = IndexPathAuxiliaryRows(data: Self.data, single: false, comparison: .less)
        let screen = Screen(controller)
        try? controller.perform([.expand(ItemPath(row: 0, section: 0))], in: screen.view)
        #expect(
            controller.row(atActual: ItemPath(row: 1, section: 0)) == .auxiliary(host: ItemPath(row: 1, section: 0)))
        screen.controller.didSelectRow(atActual: ItemPath(row: 1, section: 0))
        #expect(screen.calls == ["assistant [0, 1]"])
        #expect(screen.shown == "#10 aux(#11) #11 #12 | #20 #21")
    }
}

/// Runs the scenario's property through the plug-in API.
enum BatchFuzzCheck {
    static func passes(_ controller: @escaping AuxiliaryRowsProperty.Factory) throws {
        let property = AuxiliaryRowsProperty.property(name: "test", controller: controller)
        let result = check(property, CheckConfiguration(seed: 3, cases: 500, log: { _ in }))
        #expect(result.counterexample == nil, "\(result.counterexample?.message ?? "")")
    }
}
