#if !canImport(UIKit) && !canImport(CoreData)
    import BatchFuzz
    import CoreDataStandIn
    import Foundation
    import Testing
    import UIKitStandIn

    /// What the articles screen asks its server: the app's seam for tests, shaped as a
    /// `URLSession` data task is (its completion handler runs on the session's delegate queue).
    protocol ArticlesService {
        func latest(completion: @escaping ([String]) -> Void)
    }

    /// Articles refreshed by a pull, as apps write it over `URLSession`.
    final class ArticlesViewController: UITableViewController {
        private(set) var articles = ["Welcome"]
        private let service: any ArticlesService
        /// The bug: the reply is shown where it arrives, off the main queue.
        private let showsReplyWhereItArrives: Bool

        init(service: any ArticlesService, showsReplyWhereItArrives: Bool = false) {
            self.service = service
            self.showsReplyWhereItArrives = showsReplyWhereItArrives
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let refresh = UIRefreshControl()
            refresh.addAction(UIAction { [unowned self] _ in load() }, for: .valueChanged)
            refreshControl = refresh
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            articles.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = articles[indexPath.row]
            return cell
        }

        private func load() {
            service.latest { [self] articles in
                if showsReplyWhereItArrives {
                    self.articles = articles
                    tableView.reloadData()
                } else {
                    DispatchQueue.main.async { [self] in
                        self.articles = articles
                        tableView.reloadData()
                        refreshControl?.endRefreshing()
                    }
                }
            }
        }
    }

    /// The test's server: each reply held, then delivered off the main queue as `URLSession` does.
    struct HeldArticlesService: ArticlesService {
        let replies = HeldReplies("latest", answersOnBackgroundQueue: true) { draw in
            (0..<draw.int(in: 1...3)).map { "Article \($0)" }
        }

        func latest(completion: @escaping ([String]) -> Void) { replies.hold(completion) }
    }

    /// Bookmarks kept in Core Data: adding one saves it in a background task, then shows it.
    final class BookmarksViewController: UITableViewController {
        private let container = NSPersistentContainer(name: "Bookmarks")
        private var titles: [String] = []
        /// The bug: the table is reloaded from inside the background task's block.
        private let reloadsInBackgroundTask: Bool

        init(reloadsInBackgroundTask: Bool = false) {
            container.loadPersistentStores { _, _ in }
            self.reloadsInBackgroundTask = reloadsInBackgroundTask
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .add, primaryAction: UIAction { [unowned self] _ in add() })
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = titles[indexPath.row]
            return cell
        }

        private func add() {
            let title = "Bookmark \(titles.count + 1)"
            container.performBackgroundTask { [self] context in
                let bookmark = NSEntityDescription.insertNewObject(forEntityName: "Bookmark", into: context)
                bookmark.setValue(title, forKey: "title")
                try? context.save()
                if reloadsInBackgroundTask {
                    titles.append(title)
                    tableView.reloadData()
                } else {
                    DispatchQueue.main.async { [self] in
                        titles.append(title)
                        tableView.reloadData()
                    }
                }
            }
        }
    }

    /// A list view called off the main queue is reported as Xcode's Main Thread Checker reports
    /// it, not left to a race.
    @MainActor
    struct MainThreadCheckerTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 200, seed: 5, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func aReplyShownOnTheMainQueuePasses() async {
            let failure = await check(
                .screen { ArticlesViewController(service: HeldArticlesService()) }, configuration: Self.configuration)
            #expect(failure == nil)
        }

        /// The reply reloads the table where `URLSession` delivers it: the check says what Main
        /// Thread Checker says, at the reply.
        @Test func aReplyShownWhereItArrivesIsFound() async throws {
            var failure: PropertyFailure?
            await withKnownIssue {
                failure = await check(
                    .screen { ArticlesViewController(service: HeldArticlesService(), showsReplyWhereItArrives: true) },
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "mainThreadChecker:uiAPICalledOnBackgroundThread")
            #expect(
                found.message.contains(
                    "Main Thread Checker: UI API called on a background thread: -[UITableView reloadData]"),
                "\(found.message)")
            let steps = try found.shrunkCase(as: ScreenActions.self).steps.map(\.action)
            #expect(steps.last == "a reply arrives", "\(steps)")
        }

        @Test func aBackgroundTaskThatShowsItsSaveOnTheMainQueuePasses() async {
            let failure = await check(.screen { BookmarksViewController() }, configuration: Self.configuration)
            #expect(failure == nil)
        }

        /// `performBackgroundTask` runs its block on a background queue: reloading the table there
        /// is found, under an awaiting check and a synchronous one alike.
        @Test func aBackgroundTaskThatReloadsTheTableIsFound() async throws {
            var failures: [PropertyFailure?] = []
            await withKnownIssue {
                failures.append(
                    await check(
                        .screen { BookmarksViewController(reloadsInBackgroundTask: true) },
                        configuration: Self.configuration))
            }
            withKnownIssue {
                failures.append(
                    check(
                        .screen { BookmarksViewController(reloadsInBackgroundTask: true) },
                        configuration: Self.configuration))
            }
            for failure in failures {
                let found = try #require(failure)
                #expect(found.signature == "mainThreadChecker:uiAPICalledOnBackgroundThread")
                #expect(found.message.contains("-[UITableView reloadData]"), "\(found.message)")
            }
        }
    }
#endif
