#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A checklist whose rows show a circle, filled once done: the cell's `imageView`, as most
    /// lists set it. A tap toggles the task.
    final class ChecklistViewController: UITableViewController {
        private(set) var tasks = [("Pack", false), ("Book taxi", true), ("Charge phone", false)]
        /// The bug: a tap toggles the model and reloads nothing, so the circle stays as it was.
        private let forgetsToReload: Bool

        init(forgetsToReload: Bool = false) {
            self.forgetsToReload = forgetsToReload
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tasks.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let (title, done) = tasks[indexPath.row]
            cell.textLabel?.text = title
            cell.imageView?.image = UIImage(systemName: done ? "checkmark.circle.fill" : "circle")
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tasks[indexPath.row].1.toggle()
            if !forgetsToReload { tableView.reloadRows(at: [indexPath], with: .none) }
        }
    }

    @MainActor
    struct CellImageTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 200, seed: 3, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func aChecklistThatReloadsTheTappedRowPasses() {
            #expect(check(.screen { ChecklistViewController() }, configuration: Self.configuration) == nil)
        }

        /// Only the image changed, and the row still shows the old one.
        @Test func aTapThatReloadsNothingLeavesTheOldImageShowing() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen { ChecklistViewController(forgetsToReload: true) }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "stale cell", "\(found)")
            #expect(found.message.contains("image circle"), "\(found.message)")
        }
    }
#endif
