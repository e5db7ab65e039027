#if !canImport(UIKit)
    import BatchFuzzCore
    import BatchModel
    import PropertyTesting
    import Scenarios
    import Testing
    import UIKitStandIn

    /// The mapper, the batches, the routing and the two zoo entries of the auxiliary-rows
    /// scenario on hand-made cases, each screen shown in a window and tapped as a user taps.
    @MainActor @Suite struct AuxiliaryRowsTests {
        static let data = SectionedList<Int, Int>([.init(0, [10, 11, 12]), .init(1, [20, 21])])

        /// A screen shown in a window, and a recorder for what its delegates get.
        final class Shown: AuxiliaryRowsAppDelegate, AssistantDelegate {
            let screen: any AuxiliaryRowsScreen
            let window: UIWindow
            var calls: [String] = []

            init(_ screen: any AuxiliaryRowsScreen) {
                self.screen = screen
                window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.rootViewController = screen
                window.makeKeyAndVisible()
                screen.tableView.layoutIfNeeded()
                screen.appDelegate = self
                screen.assistantDelegate = self
            }

            func didSelectRow(at logical: ItemPath) { calls.append("app \(logical)") }
            func commitDelete(at logical: ItemPath) { calls.append("app delete \(logical)") }
            func didSelectAuxiliaryRow(ofHostAt host: ItemPath) { calls.append("assistant \(host)") }
            func commitDeleteAuxiliaryRow(ofHostAt host: ItemPath) { calls.append("assistant close \(host)") }

            func perform(_ operations: [AuxiliaryRowsOperation]) {
                screen.perform(operations)
                screen.tableView.layoutIfNeeded()
            }

            /// What the rows show, sections apart.
            var shown: String {
                let table = screen.tableView!
                return (0..<table.numberOfSections).map { s in
                    (0..<table.numberOfRows(inSection: s)).map {
                        table.cellForRow(at: IndexPath(row: $0, section: s))?.textLabel?.text ?? "nil"
                    }.joined(separator: " ")
                }.joined(separator: " | ")
            }

            var lastBatch: BatchUpdate? { screen.tableView.lastBatch }
            var batchesEnded: Int { screen.tableView.batchesEnded }
        }

        @Test func theLayoutPutsEachAuxiliaryRowUnderItsHost() {
            let layout = AuxiliaryRowsLayout(data: Self.data, expanded: [11, 20], single: false)
            #expect(
                layout.cells.map { $0.map(\.description) } == [
                    ["#10", "#11", "aux(#11)", "#12"], ["#20", "aux(#20)", "#21"],
                ])
            #expect(
                layout.row(atActual: ItemPath(row: 2, section: 0)) == .auxiliary(host: ItemPath(row: 1, section: 0)))
            #expect(layout.row(atActual: ItemPath(row: 3, section: 0)) == .host(ItemPath(row: 2, section: 0)))
            #expect(layout.row(atActual: ItemPath(row: 4, section: 0)) == nil)
            #expect(layout.actualPath(forLogical: ItemPath(row: 1, section: 1)) == ItemPath(row: 2, section: 1))
        }

        @Test func bothRoundTripsHoldForAnyExpandedRows() {
            let ids = Self.data.sections.flatMap(\.items)
            for mask in 0..<(1 << ids.count) {
                let expanded = ids.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
                let layout = AuxiliaryRowsLayout(data: Self.data, expanded: expanded, single: false)
                let shown = Shown(AuxiliaryRowsTable(data: Self.data, single: false))
                shown.perform(expanded.map { id in .expand(Self.path(of: id)) })
                let screen = shown.screen
                for (s, section) in Self.data.sections.enumerated() {
                    for r in section.items.indices {
                        let logical = ItemPath(row: r, section: s)
                        #expect(
                            screen.actualPath(forLogical: logical).flatMap { screen.row(atActual: $0) }
                                == .host(logical))
                    }
                }
                for (s, cells) in layout.cells.enumerated() {
                    for r in cells.indices {
                        let actual = ItemPath(row: r, section: s)
                        switch screen.row(atActual: actual) {
                        case .host(let logical)?: #expect(screen.actualPath(forLogical: logical) == actual)
                        case .auxiliary(let host)?:
                            #expect(screen.actualPath(forLogical: host) == ItemPath(row: r - 1, section: s))
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

        @Test func expandingWithDataEditsIsOneBatch() {
            let shown = Shown(AuxiliaryRowsTable(data: Self.data, single: false))
            let before = shown.batchesEnded
            shown.perform([.insertRow(id: 9, at: ItemPath(row: 0, section: 0)), .expand(ItemPath(row: 2, section: 0))])
            #expect(shown.batchesEnded == before + 1)
            #expect(
                shown.lastBatch
                    == BatchUpdate(itemInserts: [ItemPath(row: 0, section: 0), ItemPath(row: 3, section: 0)]))
            #expect(shown.shown == "#9 #10 #11 aux(#11) #12 | #20 #21")
        }

        @Test func expansionFollowsTheRowThroughEditsAndReloads() {
            let shown = Shown(AuxiliaryRowsTable(data: Self.data, single: false))
            shown.perform([.expand(ItemPath(row: 0, section: 0))])
            shown.perform([
                .insertRow(id: 9, at: ItemPath(row: 0, section: 0)),
                .moveRow(from: ItemPath(row: 1, section: 0), to: ItemPath(row: 1, section: 1)),
            ])
            #expect(shown.shown == "#9 #11 #12 | #20 #10 aux(#10) #21")
            shown.screen.reloadData(SectionedList([.init(0, [12, 11, 9]), .init(1, [21, 10, 20])]))
            shown.screen.tableView.layoutIfNeeded()
            #expect(shown.shown == "#12 #11 #9 | #21 #10 aux(#10) #20")
            shown.perform([.deleteRow(ItemPath(row: 1, section: 1))])
            #expect(
                shown.lastBatch
                    == BatchUpdate(itemDeletes: [ItemPath(row: 1, section: 1), ItemPath(row: 2, section: 1)]))
        }

        @Test func expandingAnExpandedRowOrCollapsingACollapsedOneMakesNoBatch() {
            let shown = Shown(AuxiliaryRowsTable(data: Self.data, single: false))
            shown.perform([.expand(ItemPath(row: 1, section: 0))])
            let batches = shown.batchesEnded
            shown.perform([.expand(ItemPath(row: 1, section: 0))])
            shown.perform([.collapse(ItemPath(row: 0, section: 1))])
            #expect(shown.batchesEnded == batches)
        }

        @Test func singleModeClosesTheOtherRowInTheSameBatch() {
            let shown = Shown(AuxiliaryRowsTable(data: Self.data, single: true))
            shown.perform([.expand(ItemPath(row: 0, section: 0))])
            shown.perform([.expand(ItemPath(row: 1, section: 1))])
            #expect(
                shown.lastBatch
                    == BatchUpdate(
                        itemDeletes: [ItemPath(row: 1, section: 0)], itemInserts: [ItemPath(row: 2, section: 1)])
            )
            #expect(shown.shown == "#10 #11 #12 | #20 #21 aux(#21)")
        }

        @Test func tapsAndSwipesReachTheRightDelegateWithLogicalPaths() {
            let shown = Shown(AuxiliaryRowsTable(data: Self.data, single: false))
            shown.perform([.expand(ItemPath(row: 0, section: 0)), .expand(ItemPath(row: 1, section: 0))])
            // Actual rows: #10 aux(#10) #11 aux(#11) #12.
            for row in 0..<5 { shown.screen.tableView.tap(IndexPath(row: row, section: 0)) }
            shown.screen.tableView.swipeToDelete(IndexPath(row: 3, section: 0))
            #expect(
                shown.calls == [
                    "app [0, 0]", "assistant [0, 0]", "app [0, 1]", "assistant [0, 1]", "app [0, 2]",
                    "assistant close [0, 1]",
                ])
        }

        static let configuration = FuzzConfiguration(
            cases: 1, seed: 1, examplesBesideTest: false, readsEnvironment: false)

        /// The failure `make`'s screen shows on `value`, or `nil` when it passes.
        func failure(
            _ value: AuxiliaryRowsCase,
            _ make: @escaping @MainActor (SectionedList<Int, Int>, Bool) -> some AuxiliaryRowsScreen
        ) -> PropertyFailure? {
            do {
                try FuzzCheck.check(.auxiliaryRows(make), case: value, configuration: Self.configuration)
                return nil
            } catch {
                return error
            }
        }

        @Test func theSeedTranslationWithItsPathsKeptUpToDatePasses() throws {
            try FuzzCheck.check(
                .auxiliaryRows { IndexPathAuxiliaryRows(data: $0, single: $1) },
                configuration: .init(cases: 300, seed: 3, examplesBesideTest: false, readsEnvironment: false))
        }

        @Test func staleExpansionShowsUpAfterARowIsInsertedAboveAnOpenOne() {
            let value = AuxiliaryRowsCase(
                sections: [[0]], single: false,
                steps: [
                    .perform([.expand(ItemPath(row: 0, section: 0))]),
                    .perform([.insertRow(id: 1, at: ItemPath(row: 0, section: 0))]),
                ])
            #expect(failure(value) { AuxiliaryRowsTable(data: $0, single: $1) } == nil)
            let caught = failure(value) {
                IndexPathAuxiliaryRows(data: $0, single: $1, updatesExpansionOnDataEdits: false)
            }
            // The table moved the open row's cells down with the insert; the stale stored path now
            // makes the data source give the new row an auxiliary row.
            #expect(caught?.signature == "stale cell", "\(caught?.description ?? "passed")")
            #expect(
                caught?.description.contains("row [0, 1] shows \"#0\", its data source gives \"aux(#1)\"") == true,
                "\(caught?.description ?? "passed")")
        }

        @Test func aNegativeRowFromAHandEditedCaseCountsFromTheEnd() {
            let value = AuxiliaryRowsCase(
                sections: [[0, 1]], single: false,
                steps: [
                    .perform([.expand(ItemPath(row: 0, section: 0))]), .select(actualRow: -1),
                    .commitDelete(actualRow: -7),
                ])
            #expect(failure(value) { AuxiliaryRowsTable(data: $0, single: $1) } == nil)
        }

        @Test func countingWithLessThanMapsAnAuxiliaryRowToTheRowBelowItsHost() {
            let shown = Shown(IndexPathAuxiliaryRows(data: Self.data, single: false, comparison: .less))
            shown.perform([.expand(ItemPath(row: 0, section: 0))])
            #expect(
                shown.screen.row(atActual: ItemPath(row: 1, section: 0))
                    == .auxiliary(host: ItemPath(row: 1, section: 0)))
            shown.screen.tableView.tap(IndexPath(row: 1, section: 0))
            #expect(shown.calls == ["assistant [0, 1]"])
            #expect(shown.shown == "#10 aux(#11) #11 #12 | #20 #21")
        }
    }
#endif
