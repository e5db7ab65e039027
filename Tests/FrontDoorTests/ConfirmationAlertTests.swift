#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// What the mailbox asks its server: the messages it holds now.
    protocol MailSyncService {
        func sync(completion: @escaping ([String]) -> Void)
    }

    /// A mailbox as apps write it: pull to refresh syncs the messages with the server (the reply
    /// hops to the main queue and reloads the table), and a swipe's Delete asks first, in an
    /// action sheet, before it deletes the message.
    final class ConfirmingMailboxViewController: UITableViewController {
        private(set) var messages = ["Welcome", "Your order", "Lunch?"]
        /// Each confirmed delete: the message the sheet named, and the one deleted.
        private(set) var deletes: [(asked: String, deleted: String)] = []
        private let service: any MailSyncService
        /// The bug: the Delete button deletes the row swiped, found again by the index path
        /// captured when the sheet was shown, whatever the table holds by the time the user taps.
        private let capturesIndexPath: Bool

        init(service: any MailSyncService, capturesIndexPath: Bool = false) {
            self.service = service
            self.capturesIndexPath = capturesIndexPath
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let refresh = UIRefreshControl()
            refresh.addAction(UIAction { [unowned self] _ in sync() }, for: .valueChanged)
            refreshControl = refresh
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = messages[indexPath.row]
            return cell
        }

        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                confirmDelete(at: indexPath)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }

        private func confirmDelete(at indexPath: IndexPath) {
            let message = messages[indexPath.row]
            let sheet = UIAlertController(title: "Delete “\(message)”?", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(
                UIAlertAction(title: "Delete", style: .destructive) { [unowned self] _ in
                    let found = capturesIndexPath ? indexPath.row : messages.firstIndex(of: message)
                    guard let row = found, messages.indices.contains(row) else { return }
                    deletes.append((message, messages[row]))
                    messages.remove(at: row)
                    tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
                })
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            present(sheet, animated: true)
        }

        private func sync() {
            service.sync { latest in
                DispatchQueue.main.async { [self] in
                    messages = latest
                    tableView.reloadData()
                    refreshControl?.endRefreshing()
                }
            }
        }
    }

    /// The test's server: each sync's reply held until the check delivers it — a new message on
    /// top, or one read elsewhere and gone.
    struct HeldMailSyncService: MailSyncService {
        let replies = HeldReplies("sync") { draw in
            ["New \(draw.int(in: 1...9))", "Welcome", "Your order", "Lunch?"].filter { _ in draw.bool() }
        }

        func sync(completion: @escaping ([String]) -> Void) { replies.hold(completion) }
    }

    @MainActor
    struct ConfirmationAlertTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 3_000, seed: 8, examplesBesideTest: false, readsEnvironment: false)
        }

        /// The test's own word for the app: what the sheet asked to delete is what goes.
        static func deletesWhatTheSheetNamed(_ screen: ConfirmingMailboxViewController) -> String? {
            guard let wrong = screen.deletes.first(where: { $0.asked != $0.deleted }) else { return nil }
            return "the sheet asked to delete “\(wrong.asked)”, and “\(wrong.deleted)” was deleted"
        }

        /// While the sheet is up, a gesture taps one of its buttons, as a finger can touch
        /// nothing else; the screen then deletes the message the sheet named.
        @Test func aSheetThatLooksTheMessageUpWhenTappedPasses() async {
            let failure = await check(
                .screen(invariant: Self.deletesWhatTheSheetNamed) {
                    ConfirmingMailboxViewController(service: HeldMailSyncService())
                },
                configuration: Self.configuration)
            #expect(failure == nil, "\(failure?.description ?? "")")
        }

        /// A sync lands while the sheet is up: the index path captured at the swipe now names
        /// another message, and the Delete button deletes that one.
        @Test func aSheetThatKeepsTheSwipedIndexPathIsFoundWhenASyncLandsMeanwhile() async throws {
            var failure: PropertyFailure?
            await withKnownIssue {
                failure = await check(
                    .screen(invariant: Self.deletesWhatTheSheetNamed) {
                        ConfirmingMailboxViewController(service: HeldMailSyncService(), capturesIndexPath: true)
                    }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.message.contains("the sheet asked to delete"), "\(found.message)")
            let steps = try found.shrunkCase(as: ScreenActions.self).steps.map(\.action)
            #expect(
                steps.contains("pull to refresh") && steps.contains("swipe a row") && steps.contains("a reply arrives"),
                "\(steps)")
            #expect(found.message.contains("in the alert"), "\(found.message)")
        }

        /// A screen that shows a second alert while one is up: UIKit presents nothing and logs
        /// it, and the check reports the log at the gesture that made it.
        @Test func presentingOverAPresentedAlertIsReportedAsUIKitLogsIt() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(.screen { TwoAlertsViewController() }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "logged:presentation:alreadyPresenting", "\(found)")
            #expect(
                found.message.contains(
                    "[Presentation] Attempt to present <UIAlertController: 0x…> on <FrontDoorTests.TwoAlertsViewController: 0x…> (from <FrontDoorTests.TwoAlertsViewController: 0x…>) which is already presenting <UIAlertController: 0x…>."
                ), "\(found.message)")
        }

        /// Presented from `viewDidLoad`, before the screen is in a window: UIKit presents nothing.
        @Test func presentingBeforeTheScreenIsInAWindowIsReportedAsUIKitLogsIt() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(.screen { EagerAlertViewController() }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "logged:presentation:notInWindowHierarchy", "\(found)")
            #expect(
                found.message.contains(
                    "[Presentation] Attempt to present <UIAlertController: 0x…> on <FrontDoorTests.EagerAlertViewController: 0x…> (from <FrontDoorTests.EagerAlertViewController: 0x…>) whose view is not in the window hierarchy."
                ), "\(found.message)")
        }
    }

    /// A list that asks for a rating as soon as it loads, before it is in any window.
    final class EagerAlertViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let alert = UIAlertController(title: "Enjoying the app?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Rate", style: .default))
            present(alert, animated: true)
        }
    }

    /// A list whose rows, tapped, show an alert and at once a second one: the list presents the
    /// second while it still presents the first.
    final class TwoAlertsViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let alert = UIAlertController(title: "Row \(indexPath.row)", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            let more = UIAlertController(title: "One more thing", message: nil, preferredStyle: .alert)
            more.addAction(UIAlertAction(title: "OK", style: .default))
            present(more, animated: true)
        }
    }
#endif
