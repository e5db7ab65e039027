#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A list whose table outlives its case, as a table does that a block queued with a delay
    /// (`asyncAfter`, a `Timer`) still holds when its time comes.
    final class OutlivedListViewController: UITableViewController {
        @MainActor static var lastTable: UITableView?
        private let rows = ["Milk", "Eggs"]

        override func viewDidLoad() {
            super.viewDidLoad()
            Self.lastTable = tableView
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    /// A screen during whose case the earlier case's late work comes: its bar button stands for
    /// the moment the delayed block runs, inserting a row past the end of the earlier table.
    final class LateWorkArrivesViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .refresh,
                primaryAction: UIAction { _ in
                    OutlivedListViewController.lastTable?.insertRows(
                        at: [IndexPath(row: 5, section: 0)], with: .automatic)
                })
        }
    }

    /// Work a screen queued with a delay may come after its case: what it raises then is not
    /// the case running at that moment, and does not end a test process no case listens in.
    @MainActor
    struct LateWorkTests {
        static var configuration: FuzzConfiguration {
            var configuration = FuzzConfiguration(
                cases: 50, seed: 3, examplesBesideTest: false, readsEnvironment: false)
            // Both checks in this process, so that the second meets the first one's table.
            configuration.isolatesTraps = false
            return configuration
        }

        /// An earlier case's table raising during a later case is reported as late work, not
        /// as UIKit's exception of the case running.
        @Test func anEarlierCasesTableRaisingIsLateWorkNotTheRunningCases() throws {
            #expect(check(.screen { OutlivedListViewController() }, configuration: Self.configuration) == nil)
            #expect(OutlivedListViewController.lastTable != nil)
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(.screen { LateWorkArrivesViewController() }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "late work", "\(found)")
            #expect(found.message.contains("a UITableView made in an earlier case was called after that case ended"))
            #expect(found.message.contains("attempt to insert row 5 into section 0"), "\(found)")
            // Judging the case again cannot repeat it: reported as found, neither judged again
            // (so not called flaky) nor shrunk (no time spent on candidates that all pass).
            #expect(found.flakiness == nil, "\(found)")
            #expect(found.shrinkDuration == .zero, "\(found)")
        }

        /// After its check, with no case listening, the table's exception is written to standard
        /// error and the test process carries on; the table is left as it was.
        @Test func aTableWhoseCheckEndedDoesNotEndTheProcess() throws {
            #expect(check(.screen { OutlivedListViewController() }, configuration: Self.configuration) == nil)
            let table = try #require(OutlivedListViewController.lastTable)
            table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
            #expect(table.numberOfRows(inSection: 0) == 2)
        }
    }
#endif
