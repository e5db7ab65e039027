#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// Contacts in a navigation controller, as apps write master and detail: a tap pushes the
    /// contact's screen, whose bar buttons favourite or delete it; the list hears of the change
    /// through a closure and updates its table, and Delete pops back.
    final class ContactListViewController: UITableViewController {
        private(set) var contacts = ["Ada", "Grace", "Linus"]
        /// The bug: a favourite changes the model and the table is never told.
        private let forgetsToReload: Bool

        init(forgetsToReload: Bool = false) {
            self.forgetsToReload = forgetsToReload
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            contacts.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = contacts[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let name = contacts[indexPath.row]
            let detail = ContactCardViewController(name: name)
            detail.onFavourite = { [unowned self] in
                guard let row = contacts.firstIndex(of: name) else { return }
                contacts[row] = contacts[row].hasPrefix("★ ") ? name : "★ " + name
                if !forgetsToReload { tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none) }
            }
            detail.onDelete = { [unowned self] in
                guard let row = contacts.firstIndex(where: { $0 == name || $0 == "★ " + name }) else { return }
                contacts.remove(at: row)
                tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
                navigationController?.popViewController(animated: true)
            }
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    /// One contact, with Favourite and Delete in its navigation bar.
    final class ContactCardViewController: UIViewController {
        let name: String
        var onFavourite: () -> Void = {}
        var onDelete: () -> Void = {}

        init(name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = name
            navigationItem.rightBarButtonItems = [
                UIBarButtonItem(title: "Delete", primaryAction: UIAction { [unowned self] _ in onDelete() }),
                UIBarButtonItem(title: "Favourite", primaryAction: UIAction { [unowned self] _ in onFavourite() }),
            ]
        }
    }

    @MainActor
    struct NavigationScreenTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 300, seed: 9, examplesBesideTest: false, readsEnvironment: false)
        }

        /// Pushed and popped: the gestures act on the controller in front, its bar buttons and
        /// its back button among them, and the list under it is left alone while it is hidden.
        @Test func contactsThatReloadTheFavouritedRowPass() {
            let failure = check(
                .screen { UINavigationController(rootViewController: ContactListViewController()) },
                configuration: Self.configuration)
            #expect(failure == nil, "\(failure?.description ?? "")")
        }

        @Test func aFavouriteTheListIsNotToldOfIsFoundFromTheDetailScreen() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen {
                        UINavigationController(rootViewController: ContactListViewController(forgetsToReload: true))
                    },
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "stale cell", "\(found)")
            let steps = try found.shrunkCase(as: ScreenActions.self).steps.map(\.action)
            #expect(steps == ["tap a row", "tap a bar button item"], "\(steps)")
            #expect(found.message.contains("Favourite"), "\(found.message)")
        }

        /// A push moves the stack and the views; Back pops to the list.
        @Test func aPushShowsTheDetailAndBackReturnsToTheList() {
            let list = ContactListViewController()
            let navigation = UINavigationController(rootViewController: list)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            #expect(list.navigationController === navigation)
            #expect(list.tableView.window === window)
            list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
            let detail = navigation.topViewController as? ContactCardViewController
            #expect(detail?.name == "Grace")
            #expect(list.tableView.window == nil, "the list's table left the window")
            #expect(detail?.view.window === window)
            navigation.popViewController(animated: true)
            #expect(navigation.viewControllers.count == 1)
            #expect(list.tableView.window === window)
            #expect(detail?.navigationController == nil)
        }
    }
#endif
