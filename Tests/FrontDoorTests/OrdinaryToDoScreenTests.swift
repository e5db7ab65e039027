#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A to-do list as an app writes it from Apple's documentation: sections by when the task is
    /// due with their titles, swipe to delete, reordering in editing mode with the Edit button, an
    /// add button, and pull to refresh. Only its import differs from the iOS build.
    final class DueTasksViewController: UITableViewController {
        enum Slip: CaseIterable { case none, deleteBeforeModel, moveForgetsModel, staleHeaderTitles }

        private var sections: [(title: String, tasks: [String])] = [
            ("Today", ["Pay rent", "Call Anna"]), ("This week", ["Book flights"]), ("Later", ["Paint the shed"]),
        ]
        /// The titles the headers show, kept apart from the sections (a cache the app fills).
        private var titles = ["Today", "This week", "Later"]
        private var added = 0
        private let slip: Slip

        init(slip: Slip = .none) {
            self.slip = slip
            super.init(style: .insetGrouped)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.leftBarButtonItem = editButtonItem
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .add, primaryAction: UIAction { [unowned self] _ in addTask() })
            let refresh = UIRefreshControl()
            refresh.addAction(UIAction { [unowned self] _ in refreshTasks() }, for: .valueChanged)
            refreshControl = refresh
        }

        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].tasks.count
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            titles[section]
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = sections[indexPath.section].tasks[indexPath.row]
            return cell
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete else { return }
            if slip == .deleteBeforeModel {
                tableView.deleteRows(at: [indexPath], with: .automatic)
                sections[indexPath.section].tasks.remove(at: indexPath.row)
            } else {
                sections[indexPath.section].tasks.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
        }

        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            guard slip != .moveForgetsModel else { return }
            let task = sections[sourceIndexPath.section].tasks.remove(at: sourceIndexPath.row)
            sections[destinationIndexPath.section].tasks.insert(task, at: destinationIndexPath.row)
        }

        private func addTask() {
            added += 1
            sections[0].tasks.insert("New task \(added)", at: 0)
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }

        /// A refresh brings a section of overdue tasks above the others.
        private func refreshTasks() {
            defer { refreshControl?.endRefreshing() }
            guard sections.first?.title != "Overdue" else { return }
            sections.insert(("Overdue", ["Renew passport"]), at: 0)
            if slip != .staleHeaderTitles { titles.insert("Overdue", at: 0) }
            tableView.insertSections(IndexSet(integer: 0), with: .automatic)
            if slip == .staleHeaderTitles { titles.insert("Overdue", at: 0) }
        }
    }

    /// The to-do list checked with no list of actions: the gestures it offers are found and driven.
    @MainActor
    struct OrdinaryToDoScreenTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 300, seed: 31, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func theToDoListAsWrittenPasses() {
            #expect(check(.screen { DueTasksViewController() }, configuration: Self.configuration) == nil)
        }

        /// Each slip an app makes in such a screen is found with the gestures alone.
        @Test(arguments: [DueTasksViewController.Slip.deleteBeforeModel, .moveForgetsModel, .staleHeaderTitles])
        func eachSlipIsFound(slip: DueTasksViewController.Slip) throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(.screen { DueTasksViewController(slip: slip) }, configuration: Self.configuration)
            }
            let found = try #require(failure, "\(slip)")
            let steps = try found.shrunkCase(as: ScreenActions.self).steps.map(\.action)
            switch slip {
            case .deleteBeforeModel:
                #expect(found.message.contains("Invalid update: invalid number of rows"), "\(found.message)")
                #expect(steps == ["swipe a row"], "\(steps)")
            case .moveForgetsModel:
                #expect(found.message.contains("tableView(_:moveRowAt:to:) did not move the item"), "\(found.message)")
                #expect(steps.last == "drag a row", "\(steps)")
            case .staleHeaderTitles:
                #expect(found.signature == "stale header", "\(found)")
                #expect(found.message.contains("section 0's header shows \"Today\""), "\(found.message)")
                #expect(steps == ["pull to refresh"], "\(steps)")
            case .none:
                break
            }
        }
    }
#endif
