#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// Notification settings: a switch in the first row's accessory view shows or hides a section
    /// of options below it, as settings screens do.
    final class NotificationSettingsViewController: UITableViewController {
        private var enabled = false
        private let options = ["Sounds", "Badges", "Previews"]
        /// The bug: the flag the data source reads is set after the table is told.
        private let setsFlagLate: Bool

        init(setsFlagLate: Bool = false) {
            self.setsFlagLate = setsFlagLate
            super.init(style: .insetGrouped)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func numberOfSections(in tableView: UITableView) -> Int { enabled ? 2 : 1 }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            section == 0 ? 1 : options.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            if indexPath.section == 0 {
                cell.textLabel?.text = "Allow notifications"
                let toggle = UISwitch()
                toggle.isOn = enabled
                toggle.addAction(
                    UIAction { [unowned self, unowned toggle] _ in allowChanged(toggle.isOn) }, for: .valueChanged)
                cell.accessoryView = toggle
            } else {
                cell.textLabel?.text = options[indexPath.row]
            }
            return cell
        }

        private func allowChanged(_ isOn: Bool) {
            guard isOn != enabled else { return }
            if !setsFlagLate { enabled = isOn }
            if isOn {
                tableView.insertSections(IndexSet(integer: 1), with: .automatic)
            } else {
                tableView.deleteSections(IndexSet(integer: 1), with: .automatic)
            }
            enabled = isOn
        }
    }

    @MainActor
    struct SwitchScreenTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 200, seed: 14, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func settingsWhoseSwitchShowsItsOptionsPass() {
            #expect(check(.screen { NotificationSettingsViewController() }, configuration: Self.configuration) == nil)
        }

        /// The switch in the row's accessory view is flipped as the user flips it, and the
        /// section inserted before the model has it is UIKit's exception.
        @Test func settingsThatSetTheirFlagLateCrashOnTheFirstFlip() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen { NotificationSettingsViewController(setsFlagLate: true) },
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(
                found.message.contains("attempt to insert section 1 but there are only 1 sections after the update"),
                "\(found.message)")
            #expect(try found.shrunkCase(as: ScreenActions.self).steps.map(\.action) == ["flip a switch"])
        }
    }
#endif
