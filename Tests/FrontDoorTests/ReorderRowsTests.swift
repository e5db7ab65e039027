#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A planner of two sections whose rows the user reorders in editing mode, within a section
    /// and across sections. How its `moveRowAt` follows decides what the table shows afterwards.
    final class PlannerViewController: UITableViewController {
        /// What `tableView(_:moveRowAt:to:)` does with the model.
        enum Following {
            /// Moves the item where the row went: correct.
            case movesTheItem
            /// Does nothing: the table shows an order the model does not hold.
            case forgetsTheModel
            /// Moves the item within its own section only: right until a row changes section.
            case staysInItsSection
        }

        private(set) var sections = [["Buy milk", "Call Anna"], ["Book flights", "Water plants", "File taxes"]]
        private let following: Following

        init(following: Following = .movesTheItem) {
            self.following = following
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "task")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Today" : "Later"
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }

        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            switch following {
            case .movesTheItem:
                let task = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
                sections[destinationIndexPath.section].insert(task, at: destinationIndexPath.row)
            case .forgetsTheModel:
                break
            case .staysInItsSection:
                let task = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
                let row = min(destinationIndexPath.row, sections[sourceIndexPath.section].count)
                sections[sourceIndexPath.section].insert(task, at: row)
            }
        }
    }

    /// Dragging a row, drawn as UIKit delivers it: the table moves the row itself, then tells the
    /// data source, which must follow.
    @MainActor
    struct ReorderRowsTests {
        static let actions: [ScreenActions.Action<PlannerViewController>] = [
            .init("tap Edit") { controller, _ in controller.setEditing(!controller.isEditing, animated: true) },
            .init("drag a row") { controller, draw in draw.dragRow(in: controller.tableView) },
        ]

        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 300, seed: 6, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func aDataSourceThatMovesTheItemPasses() {
            #expect(
                check(
                    .screen({ PlannerViewController(following: .movesTheItem) }, actions: Self.actions),
                    configuration: Self.configuration) == nil)
        }

        /// The table shows the dragged order, the model the old one: the rows show what their data
        /// source does not give, named with the drag.
        @Test func aDataSourceThatForgetsTheModelShowsTheWrongRows() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ PlannerViewController(following: .forgetsTheModel) }, actions: Self.actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(["stale cell", "view out of date"].contains(found.signature), "\(found)")
            #expect(
                found.message.contains("tableView(_:moveRowAt:to:) did not move the item in the data source's model"),
                "\(found.message)")
            #expect(found.uikitReason == nil, "a drag is no batch: UIKit raises nothing \(found)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["tap Edit", "drag a row"], "\(value)")
        }

        /// Right within a section, wrong across: the counts differ once a row changes section.
        @Test func aDataSourceThatKeepsTheItemInItsSectionIsFoundOnACrossSectionDrag() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ PlannerViewController(following: .staysInItsSection) }, actions: Self.actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "view out of date", "\(found)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["tap Edit", "drag a row"], "\(value)")
        }

        /// Without `moveRowAt` the table offers no reorder control, and out of editing mode none is
        /// shown: the rows stay where they are.
        @Test func noReorderWithoutMoveRowAtOrOutOfEditing() {
            final class Fixed: UITableViewController {
                let rows = ["One", "Two", "Three"]
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    rows.count
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
                {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = rows[indexPath.row]
                    return cell
                }
            }
            let actions: [ScreenActions.Action<Fixed>] = [
                .init("tap Edit") { controller, _ in controller.setEditing(!controller.isEditing, animated: true) },
                .init("drag a row") { controller, draw in draw.dragRow(in: controller.tableView) },
            ]
            #expect(check(.screen({ Fixed() }, actions: actions), configuration: Self.configuration) == nil)
            let planner = Array(Self.actions.dropFirst())
            #expect(
                check(
                    .screen({ PlannerViewController(following: .forgetsTheModel) }, actions: planner),
                    configuration: Self.configuration) == nil)
        }
    }
#endif
