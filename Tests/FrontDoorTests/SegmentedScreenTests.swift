#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A to-do list whose segmented control in the navigation bar switches between open and done
    /// tasks, as apps write it.
    final class TasksViewController: UITableViewController {
        private let open = ["Call Anna", "Buy milk", "Book flights"]
        private let done = ["Pay rent"]
        private var showsDone = false
        /// The bug: the filter switches and the table is told of the rows one by one, counted wrong.
        private let insertsTheDifference: Bool

        init(insertsTheDifference: Bool = false) {
            self.insertsTheDifference = insertsTheDifference
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let filter = UISegmentedControl(items: ["Open", "Done"])
            filter.selectedSegmentIndex = 0
            filter.addAction(
                UIAction { [unowned self, unowned filter] _ in switchTo(done: filter.selectedSegmentIndex == 1) },
                for: .valueChanged)
            navigationItem.titleView = filter
        }

        private var rows: [String] { showsDone ? done : open }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }

        private func switchTo(done: Bool) {
            let before = rows.count
            showsDone = done
            if insertsTheDifference {
                // Only the rows the other list has more of are inserted: the rest are never reloaded.
                let after = rows.count
                if after > before {
                    tableView.insertRows(
                        at: (before..<after).map { IndexPath(row: $0, section: 0) }, with: .automatic)
                } else if after < before {
                    tableView.deleteRows(at: (after..<before).map { IndexPath(row: $0, section: 0) }, with: .automatic)
                }
            } else {
                tableView.reloadData()
            }
        }
    }

    @MainActor
    struct SegmentedScreenTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 200, seed: 4, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func aFilterThatReloadsPasses() {
            #expect(check(.screen { TasksViewController() }, configuration: Self.configuration) == nil)
        }

        /// Rows kept across the switch show the other list's text: found on the first tap of a
        /// segment, named in the failure.
        @Test func aFilterThatOnlyInsertsTheDifferenceLeavesStaleRows() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen { TasksViewController(insertsTheDifference: true) }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "stale cell", "\(found)")
            #expect(found.message.contains("tap a segment (\"Done\")"), "\(found.message)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["tap a segment"], "\(value)")
        }
    }
#endif
