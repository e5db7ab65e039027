#if !canImport(UIKit)
    import BatchFuzz
    import SeedApps
    import Testing
    import UIKitStandIn

    /// A diffing library's `UITableView` extension (ListDiffing.swift) as a screen uses it,
    /// checked by editing and refreshing the screen's messages.
    @MainActor
    struct DifferExtensionScreenTests {
        static let configuration = FuzzConfiguration(
            cases: 300, seed: 7, examplesBesideTest: false, readsEnvironment: false)

        /// `messages` after one to three edits drawn from `draw`: a new message inserted, one
        /// deleted, moved or its text changed.
        static func edited(_ messages: [Message], _ draw: ScreenActions.Draw) -> [Message] {
            var list = messages
            for _ in 0..<draw.int(in: 1...3) {
                let kind = draw.int(in: 0...3)
                if kind == 0 || list.isEmpty {
                    let id = (list.map(\.id).max() ?? -1) + 1
                    list.insert(Message(id: id, text: "message \(id)"), at: draw.int(in: 0...list.count))
                    continue
                }
                let index = draw.int(in: 0...list.count - 1)
                switch kind {
                case 1: list.remove(at: index)
                case 2:
                    let message = list.remove(at: index)
                    list.insert(message, at: draw.int(in: 0...list.count))
                default: list[index].text += " (edited)"
                }
            }
            return list
        }

        static let actions: [ScreenActions.Action<MessagesViewController>] = [
            .init("show an edit") { controller, draw in controller.show(edited(controller.messages, draw)) },
            .init("refresh") { controller, draw in controller.refresh(with: edited(controller.messages, draw)) },
            // A refresh's completion and an edit delivered in the same turn of the run loop, before
            // the table is laid out again.
            .init("refresh, then show an edit") { controller, draw in
                controller.refresh(with: edited(controller.messages, draw))
                controller.show(edited(controller.messages, draw))
            },
            .init("tap a row") { controller, draw in draw.tapRow(in: controller.tableView) },
        ]

        @Test func settingDataInsideEachBatchPasses() {
            #expect(
                check(
                    .screen({ MessagesViewController() }, actions: Self.actions),
                    configuration: Self.configuration) == nil)
        }

        /// Set before its batch, a stage's data is what a table that has not read its counts since
        /// `reloadData()` reads at the start of the batch: the counts before and after are equal,
        /// and the stage's inserts or deletes do not add up. No source shows a table reading its
        /// counts so (a collection view does): found with the stand-in's option that treats the
        /// table as a collection view, and the failure names that option.
        @Test func settingDataBeforeTheBatchAfterAReloadRaisesTheRowCountTextWhereTablesReadCountsLate() throws {
            var configuration = Self.configuration
            configuration.oracle.tableCountsAfterReloadData = .atNextLayoutOrBatch
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen({ MessagesViewController(setsDataBeforeBatch: true) }, actions: Self.actions),
                    configuration: configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "invalidItemCount", "\(found)")
            #expect(
                found.uikitReason?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true, "\(found)"
            )
            #expect(
                found.message.contains("rests on an option: the table reads its counts again at the next layout"),
                "\(found.message)")
            #expect(
                found.message.contains("oracle.tableCountsAfterReloadData = .atNextLayoutOrBatch"), "\(found.message)")
            // Said in the report's first lines, under UIKit's text.
            let report = found.description.split(separator: "\n")
            #expect(
                report.prefix(3).contains { $0.hasPrefix("  rests on an option: the table reads its counts") },
                "\(found)")
            // Shrunk to one refresh followed in the same turn by one inserted message.
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["refresh, then show an edit"], "\(value)")
            #expect(value.steps.first?.choices.allSatisfy { $0 == 0 } == true, "\(value)")
            #expect(
                found.uikitReason?.contains(
                    "The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)"
                ) == true, "\(found)")
        }

        /// At the stand-in's default a table reads its counts before `reloadData()` returns, as the
        /// one public log of its calls shows: the same variant passes every action.
        @Test func settingDataBeforeTheBatchAfterAReloadPassesWhereTablesReadCountsAtReload() {
            #expect(
                check(
                    .screen({ MessagesViewController(setsDataBeforeBatch: true) }, actions: Self.actions),
                    configuration: Self.configuration) == nil)
        }

        /// Where the table has read its counts — after every layout and every batch — the data set
        /// before the batch is not read early, and the variant passes: the bug needs a
        /// `reloadData()` and a change in the same turn.
        @Test func settingDataBeforeTheBatchPassesWithoutAReloadInTheSameTurn() {
            let actions = Self.actions.filter { $0.name != "refresh, then show an edit" }
            #expect(
                check(
                    .screen({ MessagesViewController(setsDataBeforeBatch: true) }, actions: actions),
                    configuration: Self.configuration) == nil)
        }

        /// Off screen (no window) the extension reloads instead of animating, and the variant
        /// cannot go wrong.
        @Test func offScreenTheExtensionReloads() {
            let controller = MessagesViewController(setsDataBeforeBatch: true)
            controller.loadViewIfNeeded()
            #expect(controller.tableView.window == nil)
            controller.refresh(with: [Message(id: 9, text: "nine")])
            controller.show([Message(id: 9, text: "nine"), Message(id: 10, text: "ten")])
            #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
        }
    }
#endif
