#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A contact list with a search controller in its navigation item, filtering as the user
    /// types, as Apple's sample code writes it.
    final class ContactsViewController: UITableViewController, UISearchResultsUpdating {
        private let contacts = ["Anna Berg", "Ben Ortiz", "Chloé Martin", "Dara Singh", "Emil Novak"]
        private var filtered: [String] = []
        /// The bug: the filter changes and the table is not reloaded.
        private let forgetsToReload: Bool

        init(forgetsToReload: Bool = false) {
            self.forgetsToReload = forgetsToReload
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        private var isFiltering: Bool {
            navigationItem.searchController?.isActive == true
                && !(navigationItem.searchController?.searchBar.text ?? "").isEmpty
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let search = UISearchController(searchResultsController: nil)
            search.searchResultsUpdater = self
            search.obscuresBackgroundDuringPresentation = false
            search.searchBar.placeholder = "Search contacts"
            navigationItem.searchController = search
            definesPresentationContext = true
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            isFiltering ? filtered.count : contacts.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = isFiltering ? filtered[indexPath.row] : contacts[indexPath.row]
            return cell
        }

        func updateSearchResults(for searchController: UISearchController) {
            let text = (searchController.searchBar.text ?? "").lowercased()
            filtered = contacts.filter { $0.lowercased().contains(text) }
            if !forgetsToReload { tableView.reloadData() }
        }
    }

    @MainActor
    struct SearchScreenTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 200, seed: 2, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func aSearchThatReloadsItsTablePasses() {
            #expect(check(.screen { ContactsViewController() }, configuration: Self.configuration) == nil)
        }

        /// The filter changed and the table never told: it shows the rows it showed before.
        @Test func aSearchThatForgetsToReloadLeavesTheTableOutOfDate() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen { ContactsViewController(forgetsToReload: true) }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "view out of date" || found.signature == "stale cell", "\(found)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["type a search"], "\(value)")
            #expect(found.message.contains("type a search"), "\(found.message)")
        }
    }
#endif
