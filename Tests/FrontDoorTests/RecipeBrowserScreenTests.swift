#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A recipe browser as an app writes it from Apple's documentation: a compositional list with a
    /// section per cuisine and a "Favourites" section above them, each with a header that counts
    /// its recipes, a diffable data source, a search controller that filters, and a tap that
    /// toggles a recipe's favourite (a star on its row). Only its import differs from the iOS build.
    final class RecipeBrowserViewController: UIViewController, UICollectionViewDelegate, UISearchResultsUpdating {
        enum Slip: CaseIterable {
            case none
            /// A favourite shown under the recipe's own identifier in "Favourites" too.
            case sharesIdentifiers
            /// A section whose count changed is applied without being reloaded: its header keeps
            /// the old count.
            case staleHeaderCount
            /// A toggled recipe is not reconfigured: its row keeps its old star.
            case forgetsToReconfigure
        }

        struct Recipe {
            var id: String
            var name: String
            var cuisine: String
        }

        private let recipes = [
            Recipe(id: "carbonara", name: "Carbonara", cuisine: "Italian"),
            Recipe(id: "risotto", name: "Risotto", cuisine: "Italian"),
            Recipe(id: "lasagne", name: "Lasagne", cuisine: "Italian"),
            Recipe(id: "pad-thai", name: "Pad thai", cuisine: "Thai"),
            Recipe(id: "green-curry", name: "Green curry", cuisine: "Thai"),
            Recipe(id: "tacos", name: "Tacos", cuisine: "Mexican"),
        ]
        private let cuisines = ["Italian", "Mexican", "Thai"]
        private static let favouritesSection = "Favourites"
        private static let favouritePrefix = "favourite:"

        private(set) var collectionView: UICollectionView!
        private(set) var dataSource: UICollectionViewDiffableDataSource<String, String>!
        private var favourites: [String] = []
        private var query = ""
        private let slip: Slip

        init(slip: Slip = .none) {
            self.slip = slip
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout { _, environment in
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.delegate = self
            view.addSubview(collectionView)
            let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
                [unowned self] cell, _, id in
                var content = cell.defaultContentConfiguration()
                let recipe = recipe(id)
                content.text = recipe.name + (favourites.contains(recipe.id) ? " ★" : "")
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, id in
                collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: id)
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { [unowned self] view, _, indexPath in
                var content = view.defaultContentConfiguration()
                let snapshot = dataSource.snapshot()
                let section = snapshot.sectionIdentifiers[indexPath.section]
                content.text = "\(section) (\(snapshot.numberOfItems(inSection: section)))"
                view.contentConfiguration = content
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            let search = UISearchController(searchResultsController: nil)
            search.searchResultsUpdater = self
            search.obscuresBackgroundDuringPresentation = false
            navigationItem.searchController = search
            show(toggled: nil)
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            collectionView.deselectItem(at: indexPath, animated: true)
            guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
            let recipe = recipe(id).id
            if let index = favourites.firstIndex(of: recipe) {
                favourites.remove(at: index)
            } else {
                favourites.append(recipe)
            }
            show(toggled: recipe)
        }

        func updateSearchResults(for searchController: UISearchController) {
            query = searchController.searchBar.text ?? ""
            show(toggled: nil)
        }

        private func recipe(_ id: String) -> Recipe {
            let plain = id.hasPrefix(Self.favouritePrefix) ? String(id.dropFirst(Self.favouritePrefix.count)) : id
            return recipes.first { $0.id == plain }!
        }

        /// Applies the recipes the search shows: favourites first, then each cuisine that has any.
        private func show(toggled: String?) {
            let shown = recipes.filter { query.isEmpty || $0.name.lowercased().contains(query.lowercased()) }
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            let favourite = favourites.compactMap { id in shown.first { $0.id == id } }
            if !favourite.isEmpty {
                snapshot.appendSections([Self.favouritesSection])
                snapshot.appendItems(
                    favourite.map { slip == .sharesIdentifiers ? $0.id : Self.favouritePrefix + $0.id },
                    toSection: Self.favouritesSection)
            }
            for cuisine in cuisines {
                let ids = shown.filter { $0.cuisine == cuisine }.map(\.id)
                guard !ids.isEmpty else { continue }
                snapshot.appendSections([cuisine])
                snapshot.appendItems(ids, toSection: cuisine)
            }
            // A header counts its section: a section that stays with another count is reloaded.
            let current = dataSource.snapshot()
            let recounted = snapshot.sectionIdentifiers.filter { section in
                current.indexOfSection(section) != nil
                    && current.numberOfItems(inSection: section) != snapshot.numberOfItems(inSection: section)
            }
            if slip != .staleHeaderCount { snapshot.reloadSections(recounted) }
            // The star shows on the recipe's row in its cuisine: that row is told to show it.
            if let toggled, slip != .forgetsToReconfigure, current.indexOfItem(toggled) != nil,
                snapshot.indexOfItem(toggled) != nil
            {
                snapshot.reconfigureItems([toggled])
            }
            dataSource.apply(snapshot, animatingDifferences: true)
        }
    }

    /// The recipe browser checked with no list of actions: taps, searches and scrolls are found
    /// and driven.
    @MainActor
    struct RecipeBrowserScreenTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 300, seed: 17, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func theBrowserAsWrittenPasses() {
            #expect(check(.screen { RecipeBrowserViewController() }, configuration: Self.configuration) == nil)
        }

        /// Each slip an app makes in such a screen is found with the gestures alone, shrunk to the
        /// fewest.
        @Test(arguments: [
            RecipeBrowserViewController.Slip.sharesIdentifiers, .staleHeaderCount, .forgetsToReconfigure,
        ])
        func eachSlipIsFound(slip: RecipeBrowserViewController.Slip) throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(.screen { RecipeBrowserViewController(slip: slip) }, configuration: Self.configuration)
            }
            let found = try #require(failure, "\(slip)")
            let steps = try found.shrunkCase(as: ScreenActions.self).steps.map(\.action)
            switch slip {
            case .sharesIdentifiers:
                #expect(found.signature == "logged:snapshot:itemAlreadyExists", "\(found)")
                #expect(steps == ["tap an item"], "\(steps)")
            case .staleHeaderCount:
                #expect(found.signature == "stale header", "\(found)")
                #expect(found.message.contains("header shows \""), "\(found.message)")
                #expect(steps.count == 1, "\(steps)")
            case .forgetsToReconfigure:
                #expect(found.signature == "stale cell", "\(found)")
                #expect(steps == ["tap an item"], "\(steps)")
            case .none:
                break
            }
        }
    }
#endif
