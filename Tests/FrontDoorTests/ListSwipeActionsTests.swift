#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// Reminders in an iOS 14 list: a compositional list layout, a diffable data source, and a
    /// trailing swipe that deletes — the list configuration's swipe action provider, as Apple's
    /// "Implementing modern collection views" sample writes it.
    final class RemindersListViewController: UIViewController {
        private(set) var reminders = ["Call mum", "Water plants", "Pay rent"]
        private var collectionView: UICollectionView!
        private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        /// The bug: Delete takes the reminder out of the model and deletes its item from the
        /// collection view itself, behind the diffable data source's back.
        private let deletesBehindTheDataSource: Bool

        init(deletesBehindTheDataSource: Bool = false) {
            self.deletesBehindTheDataSource = deletesBehindTheDataSource
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                guard let reminder = dataSource.itemIdentifier(for: indexPath) else { return nil }
                let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                    reminders.removeAll { $0 == reminder }
                    if deletesBehindTheDataSource {
                        collectionView.deleteItems(at: [indexPath])
                    } else {
                        show()
                    }
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [delete])
            }
            collectionView = UICollectionView(
                frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration)
            )
            view.addSubview(collectionView)
            let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, reminder in
                var content = cell.defaultContentConfiguration()
                content.text = reminder
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, reminder in
                collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: reminder)
            }
            show()
        }

        private func show() {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(reminders, toSection: 0)
            dataSource.apply(snapshot, animatingDifferences: true)
        }
    }

    @MainActor
    struct ListSwipeActionsTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 300, seed: 12, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func aListWhoseSwipeAppliesTheNewSnapshotPasses() {
            let failure = check(.screen { RemindersListViewController() }, configuration: Self.configuration)
            #expect(failure == nil, "\(failure?.description ?? "")")
        }

        /// The swipe reaches the list's item through its configuration's provider; the item
        /// deleted behind the data source's back meets UIKit's count check, whose counts come from
        /// the snapshot the data source still holds.
        @Test func aSwipeThatDeletesBehindTheDataSourceIsFoundOnTheFirstSwipe() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen { RemindersListViewController(deletesBehindTheDataSource: true) },
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(try found.shrunkCase(as: ScreenActions.self).steps.map(\.action) == ["swipe a row"], "\(found)")
            #expect(found.message.contains("\"Delete\""), "\(found.message)")
        }
    }
#endif
