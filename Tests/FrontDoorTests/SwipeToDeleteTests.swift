#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A to-do list as Xcode's table view template writes it: swipe a row and tap Delete to
    /// remove it, an add button to append one. How its `commit` deletes decides whether it
    /// crashes.
    final class ToDoListViewController: UITableViewController {
        /// How the row is deleted once the user confirms.
        enum Deleting {
            /// The model, then the table: correct.
            case modelThenRows
            /// The table first: UIKit asks the counts while the model still holds the row.
            case rowsThenModel
            /// The model only: the table is never told.
            case modelOnly
        }

        private(set) var items = ["Buy milk", "Call Anna", "Book flights", "Water plants"]
        private let deleting: Deleting
        private var added = 0

        init(deleting: Deleting = .modelThenRows) {
            self.deleting = deleting
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            items.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete else { return }
            switch deleting {
            case .modelThenRows:
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            case .rowsThenModel:
                tableView.deleteRows(at: [indexPath], with: .automatic)
                items.remove(at: indexPath.row)
            case .modelOnly:
                items.remove(at: indexPath.row)
            }
        }

        /// The add button's action.
        func addItem() {
            added += 1
            items.append("New item \(added)")
            tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
        }
    }

    /// Swipe to delete, drawn as UIKit delivers it: `canEditRowAt`, then `commit` with `.delete`.
    @MainActor
    struct SwipeToDeleteTests {
        static let actions: [ScreenActions.Action<ToDoListViewController>] = [
            .init("swipe to delete") { controller, draw in draw.swipeToDeleteRow(in: controller.tableView) },
            .init("tap the add button") { controller, _ in controller.addItem() },
        ]

        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 300, seed: 4, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func deletingTheModelThenTheRowPasses() {
            #expect(
                check(
                    .screen({ ToDoListViewController(deleting: .modelThenRows) }, actions: Self.actions),
                    configuration: Self.configuration) == nil)
        }

        /// The classic crash: the row deleted from the table before the model.
        @Test func deletingTheRowBeforeTheModelRaisesUIKitsCountError() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ ToDoListViewController(deleting: .rowsThenModel) }, actions: Self.actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(
                found.uikitReason?.hasPrefix(
                    "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)"
                ) == true, "\(found)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["swipe to delete"], "\(value)")
        }

        /// The model changed and the table never told: it still shows the deleted row.
        @Test func deletingOnlyFromTheModelLeavesTheTableOutOfDate() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ ToDoListViewController(deleting: .modelOnly) }, actions: Self.actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "view out of date", "\(found)")
            #expect(
                found.message.contains(
                    "the table shows 4 rows in section 0, its data source reports 3 rows in section 0"),
                "\(found.message)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["swipe to delete"], "\(value)")
        }

        /// A row the data source says cannot be edited is not deleted by a swipe.
        @Test func aRowThatCannotBeEditedTakesNoSwipe() {
            final class Locked: UITableViewController {
                var commits = 0
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
                {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
                override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
                override func tableView(
                    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                    forRowAt indexPath: IndexPath
                ) { commits += 1 }
            }
            let actions: [ScreenActions.Action<Locked>] = [
                .init("swipe to delete") { controller, draw in draw.swipeToDeleteRow(in: controller.tableView) }
            ]
            #expect(
                check(
                    .screen({ Locked() }, actions: actions) { $0.commits == 0 ? nil : "a locked row was committed" },
                    configuration: Self.configuration) == nil)
        }

        /// `UITableViewController()` makes a plain table, as in UIKit.
        @Test func aTableViewControllerMadeWithNoArgumentsHasAPlainTable() {
            let controller = UITableViewController()
            controller.loadViewIfNeeded()
            #expect(controller.tableView.style == .plain)
        }
    }
#endif
