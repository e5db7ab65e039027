#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// What the to-do screen asks its server: the app's seam for tests.
    protocol TodoService {
        func add(_ title: String, completion: @escaping (String) -> Void)
    }

    /// A to-do list whose add button asks the server to save the new item, and shows it when the
    /// reply comes back on the main queue — as apps write it, with a completion handler that
    /// hops to `DispatchQueue.main.async`.
    final class TodoListViewController: UITableViewController {
        private(set) var todos = ["Milk", "Eggs", "Bread"]
        private let service: any TodoService
        /// The bug: the new row's place is worked out when the user taps, not when the reply comes.
        private let placesRowAtTap: Bool

        init(service: any TodoService, placesRowAtTap: Bool = false) {
            self.service = service
            self.placesRowAtTap = placesRowAtTap
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .add, primaryAction: UIAction { [unowned self] _ in add() })
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { todos.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = todos[indexPath.row]
            return cell
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete else { return }
            todos.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }

        private func add() {
            let rowAtTap = todos.count
            service.add("New item") { saved in
                DispatchQueue.main.async { [self] in
                    let row = placesRowAtTap ? rowAtTap : todos.count
                    todos.append(saved)
                    tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
                }
            }
        }
    }

    /// The test's stand-in for the server: each save's reply is held until the check delivers it.
    struct HeldTodoService: TodoService {
        let replies = HeldReplies("save") { draw in "Saved \(draw.int(in: 1...9))" }

        func add(_ title: String, completion: @escaping (String) -> Void) { replies.hold(completion) }
    }

    /// What the inbox screen asks its server, written with Swift concurrency.
    protocol InboxService: Sendable {
        func fetchNew() async -> [String]
    }

    /// An inbox whose pull to refresh fetches new messages in a task on the main actor and
    /// inserts them below the others.
    final class AsyncInboxViewController: UITableViewController {
        private(set) var messages = ["Welcome", "Your order", "Lunch?"]
        private let service: any InboxService
        /// The bug: the new rows are counted from a count taken before the `await`.
        private let countsBeforeAwait: Bool

        init(service: any InboxService, countsBeforeAwait: Bool = false) {
            self.service = service
            self.countsBeforeAwait = countsBeforeAwait
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let refresh = UIRefreshControl()
            refresh.addAction(UIAction { [unowned self] _ in fetch() }, for: .valueChanged)
            refreshControl = refresh
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
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

        private func fetch() {
            Task {
                let before = messages.count
                let new = await service.fetchNew()
                let start = countsBeforeAwait ? before : messages.count
                messages += new
                tableView.insertRows(
                    at: (start..<start + new.count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
                refreshControl?.endRefreshing()
            }
        }
    }

    /// The test's stand-in for the inbox's server.
    final class HeldInboxService: InboxService {
        let replies = HeldReplies("new messages") { draw in
            (0..<draw.int(in: 1...2)).map { "New \($0)" }
        }

        func fetchNew() async -> [String] { await replies.next() }
    }

    /// What the news screen asks its feed: the latest stories, from the cache and then from the
    /// network, through one completion handler.
    protocol NewsFeed {
        func latest(completion: @escaping ([String]) -> Void)
    }

    /// News shown as the feed answers, as apps write it for a cache-then-network feed.
    final class NewsViewController: UITableViewController {
        private(set) var stories: [String] = []
        private let feed: any NewsFeed
        /// The bug: each answer is inserted as if the table were empty.
        private let insertsEachAnswer: Bool

        init(feed: any NewsFeed, insertsEachAnswer: Bool = false) {
            self.feed = feed
            self.insertsEachAnswer = insertsEachAnswer
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            feed.latest { stories in
                DispatchQueue.main.async { [self] in
                    self.stories = stories
                    if insertsEachAnswer {
                        tableView.insertRows(
                            at: stories.indices.map { IndexPath(row: $0, section: 0) }, with: .automatic)
                    } else {
                        tableView.reloadData()
                    }
                }
            }
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            stories.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = stories[indexPath.row]
            return cell
        }
    }

    /// The test's feed: each answer held until the check delivers it, once or again.
    struct HeldNewsFeed: NewsFeed {
        let replies = HeldReplies("latest", answersMoreThanOnce: true) { draw in
            (0..<draw.int(in: 1...3)).map { "Story \($0)" }
        }

        func latest(completion: @escaping ([String]) -> Void) { replies.hold(completion) }
    }

    /// A greeting screen that asks its service once, when it loads, and counts the requests that
    /// came back.
    final class GreetingViewController: UITableViewController {
        static var asked = 0
        static var answered = 0
        let replies = HeldReplies("greeting") { draw in "Hello \(draw.int(in: 1...3))" }
        private var greeting = ""

        override func viewDidLoad() {
            super.viewDidLoad()
            Self.asked += 1
            Task {
                greeting = await replies.next()
                Self.answered += 1
            }
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    }

    @MainActor
    struct DataArrivesLaterTests {
        /// A request whose reply never arrives in the case is answered once the case has ended,
        /// where no case hears it: no `await` is left suspended for ever (nor reported by the Swift
        /// runtime as a continuation never resumed).
        @Test func noRequestIsLeftWaitingAfterItsCase() async {
            var inProcess = Self.configuration
            inProcess.isolatesTraps = false
            inProcess.check.cases = 30
            (GreetingViewController.asked, GreetingViewController.answered) = (0, 0)
            #expect(await check(.screen { GreetingViewController() }, configuration: inProcess) == nil)
            #expect(GreetingViewController.asked > 0)
            #expect(GreetingViewController.answered == GreetingViewController.asked)
        }

        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 300, seed: 21, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func aTodoListThatPlacesTheRowWhenTheReplyComesPasses() async {
            let failure = await check(
                .screen { TodoListViewController(service: HeldTodoService()) }, configuration: Self.configuration)
            #expect(failure == nil)
        }

        /// The user deletes a row while the save is on its way: the row worked out at the tap is
        /// past the end when the reply is shown, and UIKit says so.
        @Test func aTodoListThatPlacesTheRowAtTheTapIsFoundWhenARowGoesMeanwhile() async throws {
            var failure: PropertyFailure?
            await withKnownIssue {
                failure = await check(
                    .screen { TodoListViewController(service: HeldTodoService(), placesRowAtTap: true) },
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.message.contains("attempt to insert row"), "\(found.message)")
            let steps = try found.shrunkCase(as: ScreenActions.self).steps.map(\.action)
            #expect(steps.contains("a reply arrives") && steps.contains("swipe a row"), "\(steps)")
            #expect(found.message.contains("save, asked at DataArrivesLaterTests.swift"), "\(found.message)")
        }

        /// A synchronous check cannot deliver the reply the screen waits for, and says so.
        @Test func aSynchronousCheckSaysItCannotDeliverReplies() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen { TodoListViewController(service: HeldTodoService()) }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.message.contains("write `await check(…)` in an async test"), "\(found.message)")
        }

        @Test func anInboxThatCountsAfterItsAwaitPasses() async {
            let failure = await check(
                .screen { AsyncInboxViewController(service: HeldInboxService()) }, configuration: Self.configuration)
            #expect(failure == nil)
        }

        /// A row deleted while the fetch is awaited: the count taken before the `await` places the
        /// new rows past the end.
        @Test func anInboxThatCountsBeforeItsAwaitIsFoundWhenARowGoesMeanwhile() async throws {
            var failure: PropertyFailure?
            await withKnownIssue {
                failure = await check(
                    .screen { AsyncInboxViewController(service: HeldInboxService(), countsBeforeAwait: true) },
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.message.contains("NSInternalInconsistencyException"), "\(found.message)")
            let steps = try found.shrunkCase(as: ScreenActions.self).steps.map(\.action)
            #expect(
                steps.contains("pull to refresh") && steps.contains("swipe a row")
                    && steps.contains("a reply arrives"), "\(steps)")
        }

        /// Judged in the test's own process, the cases are handed from the property-based run's
        /// thread to the main actor, which steps aside for the main queue as the child does.
        @Test func inTheTestsOwnProcessTheSameTurnsRun() async throws {
            var configuration = Self.configuration
            configuration.isolatesTraps = false
            var failure: PropertyFailure?
            await withKnownIssue {
                failure = await check(
                    .screen { AsyncInboxViewController(service: HeldInboxService(), countsBeforeAwait: true) },
                    configuration: configuration)
            }
            let found = try #require(failure)
            #expect(found.message.contains("NSInternalInconsistencyException"), "\(found.message)")
        }

        /// The failure's steps, pasted, replay it; without the reply the case passes.
        @Test func thePastedStepsReplayTheFailure() async {
            let steps: [ScreenActions.Step] = [
                .init("tap a bar button item"), .init("swipe a row"), .init("a reply arrives"),
            ]
            let target = FuzzTarget.screen { TodoListViewController(service: HeldTodoService(), placesRowAtTap: true) }
            var failure: PropertyFailure?
            await withKnownIssue {
                failure = await check(target, case: ScreenActions(steps), configuration: Self.configuration)
            }
            #expect(failure?.message.contains("attempt to insert row 3") == true, "\(String(describing: failure))")
            let withoutReply = await check(
                target, case: ScreenActions(Array(steps.dropLast())), configuration: Self.configuration)
            #expect(withoutReply == nil)
        }

        @Test func newsThatReloadsOnEachAnswerPasses() async {
            #expect(
                await check(.screen { NewsViewController(feed: HeldNewsFeed()) }, configuration: Self.configuration)
                    == nil)
        }

        /// A feed that answers twice (its cache, then the network) meets code that inserts every
        /// answer's rows as if the table were empty: the second answer is UIKit's count error.
        @Test func newsThatInsertsEachAnswerIsFoundWhenTheFeedAnswersAgain() async throws {
            var failure: PropertyFailure?
            await withKnownIssue {
                failure = await check(
                    .screen { NewsViewController(feed: HeldNewsFeed(), insertsEachAnswer: true) },
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.message.contains("Invalid update: invalid number of rows in section 0"), "\(found.message)")
            let steps = try found.shrunkCase(as: ScreenActions.self).steps.map(\.action)
            #expect(steps == ["a reply arrives", "a reply arrives again"], "\(steps)")
        }
    }
#endif
