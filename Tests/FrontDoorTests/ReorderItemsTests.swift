#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// An album whose photos the user reorders with the controller's standard long press, as
    /// Apple's `collectionView(_:moveItemAt:to:)` page describes: the view moves the item, then
    /// the data source moves it in its model.
    final class AlbumViewController: UICollectionViewController {
        private var photos = ["Beach", "Harbour", "Lighthouse", "Market", "Old town"]
        /// The bug: the drop is acknowledged and the model left as it was.
        private let forgetsTheModel: Bool

        init(forgetsTheModel: Bool = false) {
            self.forgetsTheModel = forgetsTheModel
            super.init(collectionViewLayout: UICollectionViewFlowLayout())
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "photo")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            photos.count
        }

        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            if let cell = cell as? UICollectionViewListCell {
                var content = cell.defaultContentConfiguration()
                content.text = photos[indexPath.item]
                cell.contentConfiguration = content
            }
            return cell
        }

        override func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            guard !forgetsTheModel else { return }
            let photo = photos.remove(at: sourceIndexPath.item)
            photos.insert(photo, at: destinationIndexPath.item)
        }
    }

    /// Apple's reordering example for a diffable data source: every item can move, and
    /// `didReorder` applies the transaction's difference to the app's array.
    final class PlaylistViewController: UIViewController {
        private(set) var collectionView: UICollectionView!
        private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        private(set) var songs = ["Intro", "Rain", "Tides", "Coda"]
        /// The bug: no `didReorder`, so the app's array keeps the old order.
        private let forgetsDidReorder: Bool

        init(forgetsDidReorder: Bool = false) {
            self.forgetsDidReorder = forgetsDidReorder
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            view.addSubview(collectionView)
            let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, song in
                var content = cell.defaultContentConfiguration()
                content.text = song
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, song in
                collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: song)
            }
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            if !forgetsDidReorder {
                dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
                    guard let self, let songs = self.songs.applying(transaction.difference) else { return }
                    self.songs = songs
                }
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(songs)
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        /// What the list shows, in order.
        var shownSongs: [String] { dataSource.snapshot().itemIdentifiers }
    }

    @MainActor
    struct ReorderItemsTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 200, seed: 6, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func anAlbumThatMovesItsPhotosPasses() {
            #expect(check(.screen { AlbumViewController() }, configuration: Self.configuration) == nil)
        }

        /// The view moved the photo on screen; the model did not follow: the cells the data source
        /// gives now are not those shown, and the failure names the drag.
        @Test func anAlbumThatForgetsItsModelShowsStaleCellsAfterADrag() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen { AlbumViewController(forgetsTheModel: true) }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "stale cell", "\(found)")
            #expect(try found.shrunkCase(as: ScreenActions.self).steps.map(\.action) == ["drag an item"])
            #expect(
                found.message.contains(
                    "collectionView(_:moveItemAt:to:) did not move the item in the data source's model"),
                "\(found.message)")
        }

        @Test func aPlaylistThatAppliesTheTransactionPasses() {
            #expect(
                check(
                    .screen(invariant: Self.modelFollowsTheList) { PlaylistViewController() },
                    configuration: Self.configuration) == nil)
        }

        /// Without `didReorder` the list shows the new order and the app's array the old one:
        /// what only the app knows, so the screen's invariant says it.
        @Test func aPlaylistWithoutDidReorderIsFoundByItsInvariant() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen(invariant: Self.modelFollowsTheList) { PlaylistViewController(forgetsDidReorder: true) },
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "invariant", "\(found)")
            #expect(try found.shrunkCase(as: ScreenActions.self).steps.map(\.action) == ["drag an item"])
        }

        /// A drag hands `didReorder` the snapshots before and after, and the items' difference.
        @Test func aDragHandsTheTransactionToDidReorder() throws {
            let playlist = PlaylistViewController()
            playlist.loadViewIfNeeded()
            playlist.collectionView.layoutIfNeeded()
            playlist.collectionView.dragItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
            #expect(playlist.songs == ["Rain", "Tides", "Intro", "Coda"])
            #expect(playlist.shownSongs == ["Rain", "Tides", "Intro", "Coda"])
        }

        static func modelFollowsTheList(_ playlist: PlaylistViewController) -> String? {
            playlist.songs == playlist.shownSongs
                ? nil : "the app's songs are \(playlist.songs), the list shows \(playlist.shownSongs)"
        }
    }
#endif
