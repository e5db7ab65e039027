#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A mailbox whose rows swipe to archive or flag, with the contextual actions of iOS 11 and
    /// later: the swipe is drawn on what the delegate offers.
    final class MailboxViewController: UITableViewController {
        private(set) var messages = ["Invoice", "Lunch?", "Release notes", "Welcome"]
        private(set) var flagged: Set<String> = []
        /// The bug: archiving removes the row from the table and leaves the message in the model.
        private let archivesFromTheTableOnly: Bool

        init(archivesFromTheTableOnly: Bool = false) {
            self.archivesFromTheTableOnly = archivesFromTheTableOnly
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let message = messages[indexPath.row]
            cell.textLabel?.text = flagged.contains(message) ? "⚑ \(message)" : message
            return cell
        }

        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let archive = UIContextualAction(style: .destructive, title: "Archive") { [unowned self] _, _, done in
                if !archivesFromTheTableOnly { messages.remove(at: indexPath.row) }
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            archive.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [archive])
        }

        override func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
                flagged.insert(messages[indexPath.row])
                tableView.reloadRows(at: [indexPath], with: .none)
                done(true)
            }
            flag.backgroundColor = .systemOrange
            flag.image = UIImage(systemName: "flag")
            return UISwipeActionsConfiguration(actions: [flag])
        }
    }

    @MainActor
    struct SwipeActionsTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 200, seed: 6, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func aMailboxThatArchivesFromItsModelPasses() {
            #expect(check(.screen { MailboxViewController() }, configuration: Self.configuration) == nil)
        }

        /// Archived from the table only: UIKit's count error on the first archive, the action
        /// named in the failure.
        @Test func archivingFromTheTableOnlyRaisesTheCountErrorOnTheFirstSwipe() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen { MailboxViewController(archivesFromTheTableOnly: true) },
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(
                found.uikitReason?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true,
                "\(found)")
            #expect(found.message.contains("swipe a row"), "\(found.message)")
            #expect(found.message.contains("\"Archive\""), "\(found.message)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["swipe a row"], "\(value)")
        }
    }
#endif
