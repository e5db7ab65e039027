#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// Screens checked with no list of actions: the user's gestures are drawn on what each
    /// screen shows and offers.
    @MainActor
    struct GesturesWithoutActionsTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 300, seed: 12, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func theInboxPassesOnItsOwnGestures() {
            #expect(
                check(
                    .screen(invariant: InboxScreenTests.refreshEnded) { InboxViewController() },
                    configuration: Self.configuration) == nil)
        }

        /// Found by a pull, shrunk to it, and printed as the gesture that replays it.
        @Test func theInboxsMisplacedRefreshIsFoundByAPull() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen { InboxViewController(refreshing: .insertsAtTheBottom) }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "stale cell", "\(found)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["pull to refresh"], "\(value)")
            #expect(
                found.description.contains("check(.screen { InboxViewController() }, case: ScreenActions(steps))"),
                "\(found.description)")
        }

        /// The to-do list's delete before its model: found by a swipe.
        @Test func theToDoListsDeleteIsFoundByASwipe() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen { ToDoListViewController(deleting: .rowsThenModel) }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(
                found.uikitReason?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true, "\(found)"
            )
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["swipe a row"], "\(value)")
        }

        /// A reorder that forgets the model, on a screen whose Edit button is in its navigation
        /// bar: the Edit button, then a drag.
        @Test func aForgottenReorderIsFoundThroughTheEditButton() throws {
            final class EditablePlanner: UITableViewController {
                var tasks = ["Buy milk", "Call Anna", "Book flights"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = editButtonItem
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    tasks.count
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
                {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = tasks[indexPath.row]
                    return cell
                }
                override func tableView(
                    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
                ) {}
            }
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(.screen { EditablePlanner() }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.message.contains("did not move the item in the data source's model"), "\(found.message)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["tap a bar button item", "drag a row"], "\(value)")
        }
    }
#endif
