#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A chat whose send button adds a message and scrolls to it, as chat screens do.
    final class ChatViewController: UITableViewController {
        private(set) var messages = ["Hi", "Hello", "How are you?"]
        /// The bug: it scrolls to the new message before telling the table of it.
        private let scrollsFirst: Bool

        init(scrollsFirst: Bool = false) {
            self.scrollsFirst = scrollsFirst
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .compose, primaryAction: UIAction { [unowned self] _ in send("Fine, thanks") })
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = messages[indexPath.row]
            return cell
        }

        func send(_ text: String) {
            messages.append(text)
            let last = IndexPath(row: messages.count - 1, section: 0)
            if scrollsFirst { tableView.scrollToRow(at: last, at: .bottom, animated: true) }
            tableView.insertRows(at: [last], with: .automatic)
            if !scrollsFirst { tableView.scrollToRow(at: last, at: .bottom, animated: true) }
        }
    }

    /// A feed that loads its next page when its last row comes on screen, as paged lists do.
    final class PagedFeedViewController: UITableViewController {
        private(set) var posts = (0..<30).map { "Post \($0)" }
        /// The bug: the new rows' index paths are counted after the page is appended.
        private let countsAfterAppending: Bool

        init(countsAfterAppending: Bool = false) {
            self.countsAfterAppending = countsAfterAppending
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = posts[indexPath.row]
            return cell
        }

        override func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            guard indexPath.row == posts.count - 1, posts.count < 90 else { return }
            let page = (posts.count..<posts.count + 30).map { "Post \($0)" }
            var start = posts.count
            posts += page
            if countsAfterAppending { start = posts.count }
            tableView.insertRows(
                at: (start..<start + page.count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        }
    }

    /// A prefetch data source that writes down what it is told.
    final class PrefetchLog: UITableViewDataSourcePrefetching {
        var prefetched: [IndexPath] = []
        var cancelled: [IndexPath] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            cancelled += indexPaths
        }
    }

    @MainActor
    struct ScrollingTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 200, seed: 12, examplesBesideTest: false, readsEnvironment: false)
        }

        /// 844 points of 44-point rows: rows 0 to 19 are on screen, the others have no cell until
        /// they are scrolled to, and then the delegate hears they are displayed.
        @Test func aLongTableHasCellsOnlyForTheRowsOnScreen() {
            let feed = PagedFeedViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = feed
            window.makeKeyAndVisible()
            feed.tableView.layoutIfNeeded()
            #expect(feed.tableView.indexPathsForVisibleRows?.count == 20)
            #expect(feed.tableView.cellForRow(at: IndexPath(row: 25, section: 0)) == nil)
            feed.tableView.scrollToRow(at: IndexPath(row: 25, section: 0), at: .top, animated: false)
            #expect(feed.tableView.cellForRow(at: IndexPath(row: 25, section: 0)) == nil, "until the next layout")
            feed.tableView.layoutIfNeeded()
            #expect(feed.tableView.cellForRow(at: IndexPath(row: 25, section: 0))?.textLabel?.text == "Post 25")
            #expect(feed.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
            // The last row came on screen, so the next page was loaded.
            #expect(feed.posts.count == 60)
        }

        @Test func theRowsBelowTheScreenArePrefetched() {
            let feed = PagedFeedViewController()
            let log = PrefetchLog()
            feed.loadViewIfNeeded()
            feed.tableView.prefetchDataSource = log
            feed.tableView.layoutIfNeeded()
            #expect(log.prefetched == (20..<30).map { IndexPath(row: $0, section: 0) })
            feed.tableView.contentOffset = CGPoint(x: 0, y: 44 * 5)
            feed.tableView.layoutIfNeeded()
            #expect(log.prefetched.count == 10, "nothing new below row 29 yet")
        }

        @Test func aChatThatInsertsBeforeScrollingPasses() {
            #expect(check(.screen { ChatViewController() }, configuration: Self.configuration) == nil)
        }

        /// Scrolling to a row the table does not hold yet is UIKit's `NSRangeException`.
        @Test func aChatThatScrollsBeforeInsertingCrashesWithUIKitsText() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(.screen { ChatViewController(scrollsFirst: true) }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "scroll:rowOutOfBounds", "\(found)")
            #expect("\(found)".hasPrefix("NSRangeException: Attempted to scroll the table view"), "\(found)")
            #expect(try found.shrunkCase(as: ScreenActions.self).steps.map(\.action) == ["tap a bar button item"])
            #expect(
                found.message.contains(
                    "*** Terminating app due to uncaught exception 'NSRangeException', reason: 'Attempted to scroll the table view to an out-of-bounds row (3) when there are only 3 rows in section 0. Table view: <UITableView: 0x600000c8e0a0>'"
                ), "\(found.message)")
        }

        @Test func aFeedThatPagesAtItsLastRowPasses() {
            #expect(check(.screen { PagedFeedViewController() }, configuration: Self.configuration) == nil)
        }

        /// The next page is loaded only once the user scrolls to the last row: the check gets
        /// there with the scroll gesture, and the page's rows at the wrong paths are UIKit's
        /// exception.
        @Test func aFeedThatCountsItsNewRowsLateIsFoundOnceScrolledToTheEnd() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen { PagedFeedViewController(countsAfterAppending: true) }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.message.contains("NSInternalInconsistencyException"), "\(found.message)")
            #expect(try found.shrunkCase(as: ScreenActions.self).steps.map(\.action) == ["scroll"])
        }

        @Test func scrollingToAnItemTheCollectionViewDoesNotHoldSpeaksTheReleasesWords() throws {
            func message(_ style: UIKitValidator.MessageStyle) -> String? {
                var configuration = FuzzConfiguration(
                    cases: 20, seed: 1, examplesBesideTest: false, readsEnvironment: false)
                configuration.oracle.messageStyle = style
                var failure: PropertyFailure?
                withKnownIssue {
                    failure = check(
                        .screen(
                            { AlbumViewController() },
                            actions: [
                                .init("show the sixth photo") { album, _ in
                                    album.collectionView.scrollToItem(
                                        at: IndexPath(item: 5, section: 0), at: .centeredVertically, animated: true)
                                }
                            ]), configuration: configuration)
                }
                return failure?.message
            }
            let classic = try #require(message(.classic))
            #expect(
                classic.contains(
                    "'NSInvalidArgumentException', reason: 'attempt to scroll to invalid index path: <NSIndexPath: 0x600000c8e0a0> {length = 2, path = 0 - 5}'"
                ), "\(classic)")
            let later = try #require(message(.classicWithViewDescription))
            #expect(
                later.contains(
                    "reason: 'Attempted to scroll the collection view to an out-of-bounds item (5) when there are only 5 items in section 0. Collection view: <UICollectionView: 0x600000c8e0a0>.'"
                ), "\(later)")
        }
    }
#endif
