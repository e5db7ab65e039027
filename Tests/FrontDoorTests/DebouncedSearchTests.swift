#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A contact list whose search waits for the user to stop typing, then animates the rows in
    /// and out — a task that sleeps and is cancelled by the next keystroke, as apps debounce with
    /// Swift concurrency — and deletes a contact on a swipe. Its pause is the seam its tests use.
    final class DebouncedContactsViewController: UITableViewController, UISearchResultsUpdating {
        enum Slip {
            case none
            /// The rows to take out are counted from those shown when the user typed, before the
            /// pause: a row swiped away meanwhile is taken out twice.
            case countsFromTheRowsShownWhenTyped
        }

        /// How long the search waits for the user to stop typing.
        var pause: @Sendable () async -> Void = { try? await Task.sleep(for: .milliseconds(300)) }
        private var contacts = ["Anna Berg", "Ben Ortiz", "Chloé Martin", "Dara Singh", "Emil Novak"]
        private lazy var shown = contacts
        private var search: Task<Void, Never>?
        private let slip: Slip

        init(slip: Slip = .none) {
            self.slip = slip
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let search = UISearchController(searchResultsController: nil)
            search.searchResultsUpdater = self
            search.obscuresBackgroundDuringPresentation = false
            navigationItem.searchController = search
        }

        func updateSearchResults(for searchController: UISearchController) {
            let text = (searchController.searchBar.text ?? "").lowercased()
            let shownWhenTyped = shown
            search?.cancel()
            search = Task { [pause] in
                await pause()
                guard !Task.isCancelled else { return }
                let old = slip == .countsFromTheRowsShownWhenTyped ? shownWhenTyped : shown
                let new = contacts.filter { text.isEmpty || $0.lowercased().contains(text) }
                shown = new
                // A filter keeps the contacts' order: the rows that go and those that come are all.
                tableView.performBatchUpdates {
                    tableView.deleteRows(
                        at: old.indices.filter { !new.contains(old[$0]) }.map { IndexPath(row: $0, section: 0) },
                        with: .fade)
                    tableView.insertRows(
                        at: new.indices.filter { !old.contains(new[$0]) }.map { IndexPath(row: $0, section: 0) },
                        with: .fade)
                }
            }
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete else { return }
            let name = shown.remove(at: indexPath.row)
            contacts.removeAll { $0 == name }
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    /// A counter whose taps each wait for the same pause, then count: the pauses end in the order
    /// they began, as blocks queued with one delay run in the order queued.
    final class PausedCounterViewController: UITableViewController {
        var pause: @Sendable () async -> Void = { try? await Task.sleep(for: .milliseconds(300)) }
        private var asked = 0
        private(set) var counted: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .add,
                primaryAction: UIAction { [weak self] _ in
                    guard let self else { return }
                    asked += 1
                    let number = asked
                    Task { [weak self, pause] in
                        await pause()
                        self?.counted.append(number)
                    }
                })
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    }

    /// A pause the check holds: each ends when the check says, in the order they began.
    let heldPauses = HeldReplies<Void>("search pause", arrivesInOrder: true) { _ in }

    /// Delayed work checked through the seam a test has for it: each pause is a reply the check
    /// places, in order.
    @MainActor
    struct DebouncedSearchTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 300, seed: 12, examplesBesideTest: false, readsEnvironment: false)
        }

        static func screen(
            _ slip: DebouncedContactsViewController.Slip
        ) -> @MainActor () -> DebouncedContactsViewController {
            {
                let screen = DebouncedContactsViewController(slip: slip)
                screen.pause = { await heldPauses.next() }
                return screen
            }
        }

        /// Counting from the rows shown when the pause ends, the search passes, swipes and all.
        @Test func theDebouncedSearchPasses() async {
            #expect(await check(.screen(Self.screen(.none)), configuration: Self.configuration) == nil)
        }

        /// A row swiped away during the pause, then taken out again: UIKit's exception, at the
        /// pause's end.
        @Test func countingFromTheRowsShownWhenTypedFailsAfterASwipeDuringThePause() async throws {
            var failure: PropertyFailure?
            await withKnownIssue {
                failure = await check(
                    .screen(Self.screen(.countsFromTheRowsShownWhenTyped)), configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.message.contains("which only contains 4 rows before the update"), "\(found)")
            let steps = try found.shrunkCase(as: ScreenActions.self).steps.map(\.action)
            #expect(steps == ["type a search", "swipe a row", "a reply arrives"], "\(steps)")
        }

        /// Pauses of one service that arrives in order end in the order they began, whichever the
        /// step draws; pauses held out of order may end the other way round.
        @Test func pausesEndInTheOrderTheyBegan() async {
            let steps: [ScreenActions.Step] = [
                .init("tap a bar button item", choices: [0, 0, 0, 0]),
                .init("tap a bar button item", choices: [0, 0, 0, 0]),
                .init("a reply arrives", choices: [1, 0, 0, 0]),
                .init("a reply arrives", choices: [0, 0, 0, 0]),
            ]
            let unordered = HeldReplies<Void>("pause") { _ in }
            for (pauses, inOrder) in [(heldPauses, true), (unordered, false)] {
                let counter: @MainActor () -> PausedCounterViewController = {
                    let screen = PausedCounterViewController()
                    screen.pause = { await pauses.next() }
                    return screen
                }
                var found: PropertyFailure?
                await withKnownIssue(isIntermittent: inOrder) {
                    found = await check(
                        .screen(
                            invariant: { $0.counted == $0.counted.sorted() ? nil : "counted \($0.counted)" }, counter),
                        case: ScreenActions(steps), configuration: Self.configuration)
                }
                #expect((found == nil) == inOrder, "in order: \(inOrder), \(String(describing: found))")
            }
        }
    }
#endif
