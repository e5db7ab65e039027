#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A notes list on a diffable data source, its swipe to delete written as apps write it: a
    /// subclass of `UITableViewDiffableDataSource` that allows editing and commits the delete.
    final class NotesListViewController: UIViewController {
        /// How the subclass commits a delete.
        enum Committing {
            /// A snapshot without the note, applied: correct.
            case appliesASnapshot
            /// `deleteRows` on the table, as before diffable data sources: the snapshot still holds
            /// the note.
            case deletesRows
            /// Editing never allowed: `canEditRowAt` left as the data source has it.
            case neverAllowed
        }

        final class DataSource: UITableViewDiffableDataSource<Int, String> {
            var committing = Committing.appliesASnapshot

            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
                committing == .neverAllowed ? super.tableView(tableView, canEditRowAt: indexPath) : true
            }

            override func tableView(
                _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                forRowAt indexPath: IndexPath
            ) {
                guard editingStyle == .delete, let note = itemIdentifier(for: indexPath) else { return }
                switch committing {
                case .appliesASnapshot, .neverAllowed:
                    var snapshot = snapshot()
                    snapshot.deleteItems([note])
                    apply(snapshot, animatingDifferences: true)
                case .deletesRows:
                    tableView.deleteRows(at: [indexPath], with: .automatic)
                }
            }
        }

        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        private(set) var dataSource: DataSource!
        private let committing: Committing
        private(set) var commits = 0

        init(committing: Committing) {
            self.committing = committing
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
            dataSource = DataSource(tableView: tableView) { tableView, indexPath, note in
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
                cell.textLabel?.text = note
                return cell
            }
            dataSource.committing = committing
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Groceries", "Ideas", "Packing list"])
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    @MainActor
    struct DiffableSwipeToDeleteTests {
        static let actions: [ScreenActions.Action<NotesListViewController>] = [
            .init("swipe to delete") { controller, draw in draw.swipeToDeleteRow(in: controller.tableView) }
        ]

        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 100, seed: 3, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func applyingASnapshotWithoutTheNotePasses() {
            #expect(
                check(
                    .screen({ NotesListViewController(committing: .appliesASnapshot) }, actions: Self.actions) {
                        controller in
                        controller.tableView.numberOfRows(inSection: 0)
                            == controller.dataSource.snapshot().numberOfItems
                            ? nil : "the table and the snapshot disagree"
                    },
                    configuration: Self.configuration) == nil)
        }

        /// Rows deleted behind the data source's back: UIKit's count error, on the first swipe.
        @Test func deletingRowsBehindTheDataSourceRaisesUIKitsCountError() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ NotesListViewController(committing: .deletesRows) }, actions: Self.actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(
                found.uikitReason?.hasPrefix(
                    "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)"
                ) == true, "\(found)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["swipe to delete"], "\(value)")
        }

        /// A diffable data source offers no editing unless its subclass allows it.
        @Test func withoutCanEditRowAtNoRowIsDeleted() {
            #expect(
                check(
                    .screen({ NotesListViewController(committing: .neverAllowed) }, actions: Self.actions) {
                        controller in
                        controller.dataSource.snapshot().numberOfItems == 3 ? nil : "a note was deleted"
                    },
                    configuration: Self.configuration) == nil)
        }
    }
#endif
