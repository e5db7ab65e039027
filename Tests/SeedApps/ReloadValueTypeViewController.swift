// The screen of "Modern ways to reload table and collection view cells" (../shared/seeds/001), the
// value-type half: the same list of superheroes, where a tap replaces the hero with an updated
// copy — written as an app writes it against UIKit, only the import differs.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Heroes as a struct: a tap inserts an updated copy before the selected hero and deletes the
/// selected one (the post's second `collectionView(_:didSelectItemAt:)`, verbatim).
public final class ReloadValueTypeViewController: UIViewController, UICollectionViewDelegate {
    enum Section {
        case main
    }

    struct Superhero: Hashable {
        var name: String
    }

    public private(set) var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Superhero>!
    let heroes: [Superhero]
    /// The post's warning: the reference-type code (change the hero, reload it) on value-type
    /// heroes, where the changed hero is a copy the snapshot does not hold.
    let reloadsLikeAReferenceType: Bool

    public init(
        names: [String] = ["Spider-Man", "Iron Man", "Thor", "Hulk", "Black Widow"],
        reloadsLikeAReferenceType: Bool = false
    ) {
        heroes = names.map { Superhero(name: $0) }
        self.reloadsLikeAReferenceType = reloadsLikeAReferenceType
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The heroes' names, in the order shown.
    public var names: [String] { dataSource.snapshot().itemIdentifiers.map(\.name) }

    public override func viewDidLoad() {
        super.viewDidLoad()

        // Create list layout
        let layoutConfig = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let listLayout = UICollectionViewCompositionalLayout.list(using: layoutConfig)

        // Create collection view with list layout
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: listLayout)
        view.addSubview(collectionView)
        collectionView.delegate = self

        // Create cell registration that defines how data should be shown in a cell
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Superhero> {
            (cell, indexPath, hero) in
            var content = cell.defaultContentConfiguration()
            content.text = hero.name
            cell.contentConfiguration = content
        }

        // Define data source
        dataSource = UICollectionViewDiffableDataSource<Section, Superhero>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: Superhero) -> UICollectionViewCell? in
            let cell = collectionView.dequeueConfiguredReusableCell(
                using: cellRegistration, for: indexPath, item: identifier)
            return cell
        }

        // Create a snapshot that define the current state of data source's data
        var snapshot = NSDiffableDataSourceSnapshot<Section, Superhero>()
        snapshot.appendSections([.main])
        snapshot.appendItems(heroes, toSection: .main)

        // Display data in the collection view by applying the snapshot to data source
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if reloadsLikeAReferenceType { return reloadSelectedHero(collectionView, indexPath) }

        // Get selected hero using index path
        guard let selectedHero = dataSource.itemIdentifier(for: indexPath) else {
            collectionView.deselectItem(at: indexPath, animated: true)
            return
        }

        // Create a new copy of selectedHero & update it
        var updatedHero = selectedHero
        updatedHero.name = updatedHero.name.appending(" ★")

        // Create a new copy of data source snapshot for modification
        var newSnapshot = dataSource.snapshot()

        // Replacing selectedHero with updatedHero
        newSnapshot.insertItems([updatedHero], beforeItem: selectedHero)
        newSnapshot.deleteItems([selectedHero])

        // Apply snapshot changes to data source
        dataSource.apply(newSnapshot)
    }

    /// The post's reference-type code, on this screen's value-type heroes (`guard var`: a struct
    /// taken with `let` cannot be changed — the change lands on a copy).
    func reloadSelectedHero(_ collectionView: UICollectionView, _ indexPath: IndexPath) {
        // 1
        // Get selected hero using index path
        guard var selectedHero = dataSource.itemIdentifier(for: indexPath) else {
            collectionView.deselectItem(at: indexPath, animated: true)
            return
        }

        // 2
        // Update selectedHero
        selectedHero.name = selectedHero.name.appending(" ★")

        // 3
        // Create a new copy of data source snapshot for modification
        var newSnapshot = dataSource.snapshot()

        // 4
        // Reload selectedHero in newSnapshot
        newSnapshot.reloadItems([selectedHero])

        // 5
        // Apply snapshot changes to data source
        dataSource.apply(newSnapshot)
    }
}
