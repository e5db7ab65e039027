// The screen of "Modern ways to reload table and collection view cells" (../shared/seeds/001), the
// reference-type half: a collection view used as a list of superheroes with a diffable data
// source, where tapping a hero appends " ★" to its name — written as an app writes it against
// UIKit, only the import differs.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Heroes as a class: a tap mutates the hero the snapshot holds and reloads it (the post's first
/// `collectionView(_:didSelectItemAt:)`, verbatim).
///
/// One change from the post's class: its `hash(into:)` and `==` use the object's identity, not
/// the `name` the tap changes — a hash that changes while the hero is in a snapshot breaks the
/// hashing contract the snapshot checks (BatchFuzz's "Diffable snapshot rules"), which
/// `CollectionStandInTests` shows with the post's class as written. `@unchecked Sendable`: Apple's
/// current snapshot requires `Sendable` identifiers, as the stand-in does.
public final class ReloadReferenceTypeViewController: UIViewController, UICollectionViewDelegate {
    enum Section {
        case main
    }

    final class Superhero: Hashable, @unchecked Sendable {

        var name: String

        init(name: String) {
            self.name = name
        }

        // MARK: Hashable
        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(self))
        }

        static func == (
            lhs: ReloadReferenceTypeViewController.Superhero,
            rhs: ReloadReferenceTypeViewController.Superhero
        ) -> Bool {
            lhs === rhs
        }
    }

    public private(set) var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Superhero>!
    let heroes: [Superhero]
    /// The post's warning: the value-type code (insert the updated hero before the selected one,
    /// delete the selected one) on reference-type heroes, where both are the same object.
    let replacesLikeAValueType: Bool

    public init(
        names: [String] = ["Spider-Man", "Iron Man", "Thor", "Hulk", "Black Widow"],
        replacesLikeAValueType: Bool = false
    ) {
        heroes = names.map { Superhero(name: $0) }
        self.replacesLikeAValueType = replacesLikeAValueType
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
        if replacesLikeAValueType { return replaceSelectedHero(collectionView, indexPath) }

        // 1
        // Get selected hero using index path
        guard let selectedHero = dataSource.itemIdentifier(for: indexPath) else {
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

    /// The post's value-type code, on this screen's reference-type heroes (`let updatedHero`: for
    /// a class the compiler asks for `let`).
    func replaceSelectedHero(_ collectionView: UICollectionView, _ indexPath: IndexPath) {
        // Get selected hero using index path
        guard let selectedHero = dataSource.itemIdentifier(for: indexPath) else {
            collectionView.deselectItem(at: indexPath, animated: true)
            return
        }

        // Create a new copy of selectedHero & update it
        let updatedHero = selectedHero
        updatedHero.name = updatedHero.name.appending(" ★")

        // Create a new copy of data source snapshot for modification
        var newSnapshot = dataSource.snapshot()

        // Replacing selectedHero with updatedHero
        newSnapshot.insertItems([updatedHero], beforeItem: selectedHero)
        newSnapshot.deleteItems([selectedHero])

        // Apply snapshot changes to data source
        dataSource.apply(newSnapshot)
    }
}
