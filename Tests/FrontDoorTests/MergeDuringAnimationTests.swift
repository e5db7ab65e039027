#if !canImport(UIKit) && !canImport(CoreData)
    import BatchFuzz
    import CoreDataStandIn
    import Foundation
    import Testing
    import UIKitStandIn

    /// A post of the synced feed.
    final class FeedPost: NSManagedObject {
        var title: String? {
            get { value(forKey: "title") as? String }
            set { setValue(newValue, forKey: "title") }
        }
        var posted: Int64 {
            get { value(forKey: "posted") as? Int64 ?? 0 }
            set { setValue(newValue, forKey: "posted") }
        }
    }

    /// Where the feed's new posts come from: the app's server client, behind the protocol its
    /// tests already use.
    protocol FeedService {
        func newPosts(completion: @escaping ([String]) -> Void)
    }

    /// The server, held by the check: it answers from its cache, then from the network, each
    /// reply bringing one or two new posts.
    struct HeldFeedService: FeedService {
        let replies = HeldReplies("new posts", answersMoreThanOnce: true) { draw in
            (0..<draw.int(in: 1...2)).map { "Post \($0 + 1)" }
        }
        func newPosts(completion: @escaping ([String]) -> Void) { replies.hold(completion) }
    }

    /// A feed as apps write it over a collection view: the view context merges the saves of
    /// background contexts; a fetched-results controller's delegate queues each change and runs
    /// them in one `performBatchUpdates` — the answer widely copied for a collection view, which
    /// has no `beginUpdates()` (https://stackoverflow.com/questions/20554137; its `BlockOperation`s
    /// are closures here, as Swift 6 has them run on the main actor) — and each pull to refresh saves the
    /// server's new posts in a background task. Only its imports differ from the iOS build.
    final class SyncedFeedViewController: UICollectionViewController, NSFetchedResultsControllerDelegate {
        enum Slip {
            case none
            /// The queued operations are cleared in the batch's completion handler, which UIKit
            /// calls when the animations end: a second merge before then runs the first's
            /// operations again.
            case clearsOperationsWhenAnimationsEnd
        }

        let container = NSPersistentContainer(name: "Feed")
        private let service: any FeedService
        private let slip: Slip
        private var posted: Int64 = 0
        private var operations: [() -> Void] = []

        init(service: any FeedService = HeldFeedService(), slip: Slip = .none) {
            self.service = service
            self.slip = slip
            super.init(collectionViewLayout: UICollectionViewFlowLayout())
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        lazy var fetchedResultsController: NSFetchedResultsController<FeedPost> = {
            let request = NSFetchRequest<FeedPost>(entityName: "FeedPost")
            request.sortDescriptors = [NSSortDescriptor(key: "posted", ascending: false)]
            let controller = NSFetchedResultsController(
                fetchRequest: request, managedObjectContext: container.viewContext, sectionNameKeyPath: nil,
                cacheName: nil)
            controller.delegate = self
            return controller
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            container.loadPersistentStores { _, _ in }
            container.viewContext.automaticallyMergesChangesFromParent = true
            let welcome = FeedPost(context: container.viewContext)
            welcome.title = "Welcome"
            try? container.viewContext.save()
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "post")
            let refresh = UIRefreshControl()
            refresh.addAction(UIAction { [unowned self] _ in refreshFeed() }, for: .valueChanged)
            collectionView.refreshControl = refresh
            try? fetchedResultsController.performFetch()
        }

        /// The pull to refresh: the server's new posts, saved in a background task.
        private func refreshFeed() {
            service.newPosts { [weak self] titles in
                guard let self else { return }
                let first = posted
                posted += Int64(titles.count)
                container.performBackgroundTask { context in
                    for (offset, title) in titles.enumerated() {
                        let post = FeedPost(context: context)
                        post.title = title
                        post.posted = first + Int64(offset) + 1
                    }
                    try? context.save()
                }
                collectionView.refreshControl?.endRefreshing()
            }
        }

        // MARK: Collection

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            fetchedResultsController.sections?[section].numberOfObjects ?? 0
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int {
            fetchedResultsController.sections?.count ?? 0
        }

        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath)
            if let cell = cell as? UICollectionViewListCell {
                var content = cell.defaultContentConfiguration()
                content.text = fetchedResultsController.object(at: indexPath).title
                cell.contentConfiguration = content
            }
            return cell
        }

        // MARK: The queued changes

        func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
            at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
        ) {
            operations.append { [unowned self] in
                switch type {
                case .insert: collectionView.insertItems(at: [newIndexPath!])
                case .delete: collectionView.deleteItems(at: [indexPath!])
                case .update: collectionView.reloadItems(at: [indexPath!])
                case .move: collectionView.moveItem(at: indexPath!, to: newIndexPath!)
                @unknown default: break
                }
            }
        }

        func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
            didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
            for type: NSFetchedResultsChangeType
        ) {
            operations.append { [unowned self] in
                switch type {
                case .insert: collectionView.insertSections(IndexSet(integer: sectionIndex))
                case .delete: collectionView.deleteSections(IndexSet(integer: sectionIndex))
                default: break
                }
            }
        }

        func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
            switch slip {
            case .none:
                // Taken, and the queue emptied, before the batch: the next report starts afresh.
                let batch = operations
                operations = []
                collectionView.performBatchUpdates {
                    for operation in batch { operation() }
                }
            case .clearsOperationsWhenAnimationsEnd:
                collectionView.performBatchUpdates(
                    {
                        for operation in operations { operation() }
                    },
                    completion: { [weak self] _ in
                        self?.operations.removeAll()
                    })
            }
        }
    }

    /// A list whose batches animate: their completion handlers run once the animations end —
    /// after `performBatchUpdates` returns, before the user's next touch.
    final class AnimatedCounterViewController: UITableViewController {
        private var rows: [String] = []
        private var animating = 0
        /// What broke UIKit's order of calls, if anything did.
        private(set) var broken: String?

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .add, primaryAction: UIAction { [unowned self] _ in addRow() })
        }

        private func addRow() {
            if animating > 0 { broken = "a touch came while the last row's insertion was animating" }
            rows.append("Row \(rows.count + 1)")
            animating += 1
            var returned = false
            tableView.performBatchUpdates(
                {
                    tableView.insertRows(at: [IndexPath(row: rows.count - 1, section: 0)], with: .automatic)
                },
                completion: { [unowned self] finished in
                    if !returned { broken = "the completion ran before performBatchUpdates returned" }
                    if !finished { broken = "the animations did not finish" }
                    animating -= 1
                })
            returned = true
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    /// A batch's completion handler runs when its animations end; under `await check` a reply —
    /// and the merge of the background save it makes — may land before then.
    @MainActor
    struct MergeDuringAnimationTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 200, seed: 31, examplesBesideTest: false, readsEnvironment: false)
        }

        /// The completion runs after the call returns and before the next tap, finished.
        @Test func aBatchsCompletionRunsOnceItsAnimationsEnd() {
            let found = check(
                .screen(invariant: { $0.broken }) { AnimatedCounterViewController() },
                configuration: Self.configuration)
            #expect(found == nil)
        }

        /// The feed that empties its queue before each batch shows every merged post, however
        /// the replies and the merges fall.
        @Test func theFeedAsWrittenPasses() async {
            #expect(
                await check(.screen { SyncedFeedViewController() }, configuration: Self.configuration) == nil)
        }

        /// Two merges before the first batch's animations end: the second batch runs the first's
        /// insertions again. UIKit's count error, shrunk to the pull and its two answers.
        @Test func clearingTheQueueWhenTheAnimationsEndFailsWhenAMergeLandsMidBatch() async throws {
            var failure: PropertyFailure?
            var configuration = Self.configuration
            configuration.check.cases = 2_000
            await withKnownIssue {
                failure = await check(
                    .screen { SyncedFeedViewController(slip: .clearsOperationsWhenAnimationsEnd) },
                    configuration: configuration)
            }
            let found = try #require(failure)
            #expect(found.message.contains("Invalid update: invalid number of items in section 0"), "\(found)")
            let steps = try found.shrunkCase(as: ScreenActions.self).steps.map(\.action)
            #expect(steps == ["pull to refresh", "a reply arrives", "a reply arrives again"], "\(steps)")
        }
    }
#endif
