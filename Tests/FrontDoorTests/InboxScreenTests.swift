#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// An inbox as an app writes it against UIKit's documented API: pull to refresh fetches a
    /// message to the top, an Add button composes a draft at the bottom, the Edit button lets the
    /// user reorder, and a swipe deletes.
    final class InboxViewController: UITableViewController {
        /// Where a refresh tells the table its new message went.
        enum Refreshing {
            /// At the top, where the model put it: correct.
            case insertsAtTheTop
            /// At the bottom, while the model put it at the top: every row shows the message above.
            case insertsAtTheBottom
            /// At the top, but the refresh control is never told the refresh ended.
            case neverEnds
        }

        private(set) var messages = ["Welcome"]
        private let refreshing: Refreshing
        private var fetched = 0

        init(refreshing: Refreshing = .insertsAtTheTop) {
            self.refreshing = refreshing
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
            navigationItem.rightBarButtonItem = editButtonItem
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                systemItem: .add, primaryAction: UIAction { [unowned self] _ in self.compose() })
            refreshControl = UIRefreshControl()
            refreshControl?.addAction(UIAction { [unowned self] _ in self.refresh() }, for: .valueChanged)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            cell.textLabel?.text = messages[indexPath.row]
            return cell
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete else { return }
            messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }

        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            messages.insert(messages.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }

        private func refresh() {
            fetched += 1
            messages.insert("Message \(fetched)", at: 0)
            let row = refreshing == .insertsAtTheBottom ? messages.count - 1 : 0
            tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
            if refreshing != .neverEnds { refreshControl?.endRefreshing() }
        }

        private func compose() {
            messages.append("Draft")
            tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
        }
    }

    /// Pull to refresh, bar button items and the Edit button, drawn as UIKit delivers them.
    @MainActor
    struct InboxScreenTests {
        static let actions: [ScreenActions.Action<InboxViewController>] = [
            .init("pull to refresh") { controller, draw in draw.pullToRefresh(in: controller.tableView) },
            .init("tap a bar button item") { controller, draw in
                draw.tapBarButtonItem(in: controller.navigationItem)
            },
            .init("swipe to delete") { controller, draw in draw.swipeToDeleteRow(in: controller.tableView) },
            .init("drag a row") { controller, draw in draw.dragRow(in: controller.tableView) },
        ]

        /// A refresh that ended leaves the control idle.
        static func refreshEnded(_ controller: InboxViewController) -> String? {
            controller.refreshControl?.isRefreshing == true ? "the refresh control still spins" : nil
        }

        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 300, seed: 8, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func theInboxPasses() {
            #expect(
                check(
                    .screen({ InboxViewController() }, actions: Self.actions, invariant: Self.refreshEnded),
                    configuration: Self.configuration) == nil)
        }

        /// The new message told to the table at the bottom: the top row still shows the old one.
        @Test func aRefreshThatInsertsAtTheWrongPlaceShowsStaleRows() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen(
                        { InboxViewController(refreshing: .insertsAtTheBottom) }, actions: Self.actions,
                        invariant: Self.refreshEnded),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "stale cell", "\(found)")
            #expect(
                found.message.contains("row [0, 0] shows \"Welcome\", its data source gives \"Message 1\""),
                "\(found.message)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["pull to refresh"], "\(value)")
        }

        @Test func aRefreshThatNeverEndsBreaksTheInvariant() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen(
                        { InboxViewController(refreshing: .neverEnds) }, actions: Self.actions,
                        invariant: Self.refreshEnded),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "invariant", "\(found)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["pull to refresh"], "\(value)")
        }

        /// The Edit button toggles editing and its title, as UIKit's does.
        @Test func theEditButtonTogglesEditingAndItsTitle() {
            let controller = InboxViewController()
            controller.loadViewIfNeeded()
            let edit = controller.editButtonItem
            #expect(edit.title == "Edit" && !controller.isEditing && !controller.tableView.isEditing)
            controller.setEditing(true, animated: true)
            #expect(edit.title == "Done" && controller.tableView.isEditing)
        }
    }
#endif
