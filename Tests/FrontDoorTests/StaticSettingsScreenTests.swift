#if !canImport(UIKit)
    import BatchFuzz
    import SeedApps
    import Testing
    import UIKitStandIn

    /// The static settings post's screen (option rows hidden by height 0 and an empty update
    /// block, their index paths remembered in `cellForRowAt`) as an app writes it, checked by
    /// flipping its switch and tapping its rows.
    @MainActor
    struct StaticSettingsScreenTests {
        static let configuration = FuzzConfiguration(
            cases: 300, seed: 7, examplesBesideTest: false, readsEnvironment: false)

        static let actions: [ScreenActions.Action<SyncSettingsViewController>] = [
            // As UIKit delivers a flip: the switch changes its value, then sends its action.
            .init("flip the sync switch") { controller, _ in
                controller.syncSwitch.setOn(!controller.syncSwitch.isOn, animated: true)
                controller.syncChanged(controller.syncSwitch)
            },
            .init("tap a row") { controller, draw in draw.tapRow(in: controller.tableView) },
        ]

        /// The option rows are shown (non-zero height) exactly while the switch is on; the
        /// summary says what is set.
        static func optionsFollowTheSwitch(_ controller: SyncSettingsViewController) -> String? {
            let table = controller.tableView!
            for cell in [controller.wifiOnlyCell, controller.intervalCell] {
                let name = cell.textLabel?.text ?? "?"
                guard let row = table.indexPath(for: cell) else {
                    if controller.syncSwitch.isOn { return "the \(name) row is not in the table while sync is on" }
                    continue
                }
                let height = table.rectForRow(at: row).height
                if controller.syncSwitch.isOn, height == 0 { return "the \(name) row has height 0 while sync is on" }
                if !controller.syncSwitch.isOn, height != 0 {
                    return "the \(name) row (at [\(row.section), \(row.row)]) has height \(height) while sync is off"
                }
            }
            return nil
        }

        @Test func optionsHiddenByZeroHeightPass() {
            #expect(
                check(
                    .screen(
                        { SyncSettingsViewController() }, actions: Self.actions, invariant: Self.optionsFollowTheSwitch),
                    configuration: Self.configuration) == nil)
        }

        @Test func optionsHiddenByDeletingThemPass() {
            #expect(
                check(
                    .screen(
                        { SyncSettingsViewController(hidesByDeleting: true) }, actions: Self.actions,
                        invariant: Self.optionsFollowTheSwitch),
                    configuration: Self.configuration) == nil)
        }

        /// A row of height 0 takes no tap: with the switch never flipped, tapping rows never
        /// reaches the hidden options, whose taps would change them.
        @Test func hiddenOptionRowsTakeNoTap() {
            let taps = Array(Self.actions.dropFirst())
            #expect(
                check(
                    .screen({ SyncSettingsViewController() }, actions: taps) { controller in
                        controller.wifiOnly && controller.interval == "Every hour"
                            ? nil
                            : "a hidden option was tapped: Wi-Fi only \(controller.wifiOnly), \(controller.interval)"
                    },
                    configuration: Self.configuration) == nil)
        }

        /// The post's warning: `tableView.cellForRow(at:)` inside `heightForRowAt` recurses. Found
        /// when the screen is first shown, before any action.
        @Test func askingTheTableForTheCellInHeightForRowRecurses() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ SyncSettingsViewController(asksTableForCellInHeight: true) }, actions: Self.actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "recursion hazard", "\(found)")
            #expect(
                found.message.contains(
                    "tableView(_:heightForRowAt:) asked for the cell at [0, 0] (cellForRow(at:)): the table lays that row out to answer, asks its height again, and recurses until the stack overflows"
                ), "\(found.message)")
            #expect(found.message.contains("showing the screen"), "\(found.message)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.isEmpty, "\(value)")
        }

        /// The model's `reload-in-new-space`, in the app: the summary row reloaded at its index
        /// path after the options are inserted, which the table does not have before the update.
        @Test func reloadingTheSummaryAtItsNewIndexPathRaises() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen(
                        { SyncSettingsViewController(hidesByDeleting: true, reloadsAtNewIndexPath: true) },
                        actions: Self.actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "itemDeletePastEnd", "\(found)")
            #expect(
                found.uikitReason?.hasPrefix(
                    "attempt to delete row 3 from section 0 which only contains 2 rows before the update") == true,
                "\(found)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["flip the sync switch"], "\(value)")
        }

        /// The post's technique rests on the table asking a row's height after its cell: asked
        /// before (iOS 7's order, by developers' reports), the index paths are not remembered yet
        /// at the first layout and the hidden options show at full height.
        @Test func rememberedIndexPathsNeedHeightsAskedAfterCells() throws {
            var configuration = Self.configuration
            configuration.oracle.tableHeightQueries = .beforeCells
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen(
                        { SyncSettingsViewController() }, actions: Self.actions,
                        invariant: Self.optionsFollowTheSwitch),
                    configuration: configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "invariant", "\(found)")
            #expect(
                found.message.contains("the Wi-Fi only row (at [0, 1]) has height 44.0 while sync is off"),
                "\(found.message)")
            #expect(
                found.message.contains("rests on an option: the table asks row heights before the cells at layout"),
                "\(found.message)")
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.isEmpty, "\(value)")
        }
    }
#endif
