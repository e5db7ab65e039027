#if !canImport(UIKit)
    import BatchFuzzCore
    import PropertyTesting
    import Scenarios
    import Testing
    import UIKitStandIn

    /// The static-rows scenario's screens, shown in a window and driven as the scenario drives
    /// them, and its check catching the zoo's two screens with the failures their bugs make.
    @MainActor @Suite struct StaticRowsTests {
        let rows = [[StaticRow(id: 0, height: 44), StaticRow(id: 1, height: 60), StaticRow(id: 2, height: 88)]]

        /// Shows `screen` in a window as an app shows its first screen.
        func show(_ screen: UITableViewController) -> UIWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = screen
            window.makeKeyAndVisible()
            screen.tableView.layoutIfNeeded()
            return window
        }

        func heights(_ table: UITableView) -> [CGFloat] {
            (0..<table.numberOfRows(inSection: 0)).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        }

        func titles(_ table: UITableView) -> [String?] {
            (0..<table.numberOfRows(inSection: 0)).map {
                table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
            }
        }

        @Test func zeroHeightCommitsAnEmptyBlockAndTheTableAsksEveryHeightAgain() {
            let screen = ZeroHeightRowsController(sections: rows, hidden: [])
            let window = show(screen)
            defer { withExtendedLifetime(window) {} }
            screen.setHidden(true, row: 1)
            screen.contentChanged(row: 2)
            #expect(heights(screen.tableView) == [44, 60, 88], "nothing shows before the commit")
            let ended = screen.tableView.batchesEnded
            screen.commit(animated: true)
            #expect(screen.tableView.batchesEnded == ended + 1)
            #expect(screen.tableView.lastBatch?.isEmpty == true)
            #expect(heights(screen.tableView) == [44, 0, 88])
            #expect(titles(screen.tableView) == ["Row 0", "Row 1", "Row 2 (edit 1)"])
        }

        @Test func deleteInsertDeletesBeforeTheUpdateInsertsAfterAndReloadsBefore() throws {
            let screen = DeleteInsertRowsController(sections: rows, hidden: [1])
            let window = show(screen)
            defer { withExtendedLifetime(window) {} }
            #expect(titles(screen.tableView) == ["Row 0", "Row 2"])
            screen.setHidden(false, row: 1)  // shown: inserted at row 1 after the update
            screen.setHidden(true, row: 0)  // hidden: deleted at row 0 before it
            screen.contentChanged(row: 2)  // shown before (row 1) and after (row 1)
            screen.commit(animated: true)
            let batch = try #require(screen.tableView.lastBatch)
            #expect(batch.itemDeletes.map(\.item) == [0])
            #expect(batch.itemInserts.map(\.item) == [0])
            #expect(batch.itemReloads.map(\.item) == [1])
            screen.tableView.layoutIfNeeded()
            #expect(titles(screen.tableView) == ["Row 1", "Row 2 (edit 1)"])
            #expect(heights(screen.tableView) == [60, 88])
        }

        @Test func togglingTwiceBeforeACommitMakesNothing() {
            let screen = DeleteInsertRowsController(sections: rows, hidden: [])
            let window = show(screen)
            defer { withExtendedLifetime(window) {} }
            screen.toggle(row: 1)
            screen.toggle(row: 1)
            screen.commit(animated: true)
            #expect(screen.tableView.lastBatch?.isEmpty == true)
        }

        static let configuration = FuzzConfiguration(
            cases: 1, seed: 1, examplesBesideTest: false, readsEnvironment: false)

        /// The failure `make`'s screen shows on `value`, or `nil` when it passes.
        func failure(
            _ strategy: StaticRowsStrategy, _ value: StaticRowsCase,
            _ make: @escaping @MainActor ([[StaticRow]], [Int]) -> some StaticRowsScreen
        ) -> PropertyFailure? {
            do {
                try FuzzCheck.check(
                    .staticRows(strategy: strategy, make), case: value, configuration: Self.configuration)
                return nil
            } catch {
                return error
            }
        }

        @Test func reloadingAfterTheUpdateIsRejectedAsUIKitRejectsIt() {
            let value = StaticRowsCase(
                sections: [[StaticRow(id: 0, height: 44), StaticRow(id: 1, height: 44)]], hidden: [],
                steps: [.hide(row: 0), .change(row: 1)])
            let caught = failure(.deleteInsert, value) { ReloadInNewSpaceController(sections: $0, hidden: $1) }
            #expect(caught?.signature == "deleteAndReloadSameIndexPath")
            #expect(caught?.description.contains("attempt to delete and reload the same index path") == true)
            #expect(failure(.deleteInsert, value) { DeleteInsertRowsController(sections: $0, hidden: $1) } == nil)
        }

        @Test func aCellAskedForInsideHeightForRowIsARecursionHazard() {
            let value = StaticRowsCase(sections: rows, hidden: [], steps: [])
            let caught = failure(.zeroHeight, value) { HeightAsksForCellController(sections: $0, hidden: $1) }
            #expect(caught?.signature == "recursion hazard")
            #expect(caught?.description.contains("tableView(_:heightForRowAt:) asked for the cell at [0, 0]") == true)
            #expect(failure(.zeroHeight, value) { ZeroHeightRowsController(sections: $0, hidden: $1) } == nil)
        }

        /// A screen whose batch is accepted by UIKit but is not the one its strategy makes: it
        /// reloads every row shown before and after, changed or not.
        final class ReloadsEveryKeptRow: DeleteInsertRowsController {
            override func reloadPaths(before: [IndexPath], after: [IndexPath]) -> [IndexPath] {
                let kept = onScreen.first?.indices.map { IndexPath(row: $0, section: 0) } ?? []
                return before.isEmpty ? [] : kept
            }
        }

        @Test func aBatchUIKitAcceptsButTheStrategyDoesNotMakeIsNamed() {
            let value = StaticRowsCase(
                sections: [[StaticRow(id: 0, height: 44), StaticRow(id: 1, height: 44)]], hidden: [],
                steps: [.change(row: 1)])
            let caught = failure(.deleteInsert, value) { ReloadsEveryKeptRow(sections: $0, hidden: $1) }
            #expect(caught?.signature == "wrong reloads")
        }
    }
#endif
