#if !canImport(UIKit)
    import BatchFuzz
    import SeedApps
    import Testing
    import UIKitStandIn

    /// The source documents' screens as an app writes them, checked by driving their own actions.
    @MainActor
    struct SeedScreenTests {
        static let configuration = FuzzConfiguration(
            cases: 300, seed: 7, examplesBesideTest: false, readsEnvironment: false)

        static let assistantActions: [ScreenActions.Action<AssistantRowsViewController>] = [
            .init("tap a row") { controller, draw in draw.tapRow(in: controller.tableView) },
            .init("append an item") { controller, draw in
                controller.append("Item \(draw.int(in: 0...99))")
            },
        ]

        @Test func auxiliaryRowsUnderATappedRowPass() {
            #expect(
                check(
                    .screen({ AssistantRowsViewController() }, actions: Self.assistantActions),
                    configuration: Self.configuration) == nil)
        }

        @Test func anAuxiliaryRowTheDataSourceDoesNotCountCrashesWithUIKitsText() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen(
                        { AssistantRowsViewController(countsAuxiliaryRows: false) }, actions: Self.assistantActions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "invalidItemCount", "\(found)")
            #expect(found.uikitReason?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
            // Shrunk to one tap on the first row.
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["tap a row"], "\(value)")
            #expect(value.steps.first?.choices.allSatisfy { $0 == 0 } == true, "\(value)")
        }
    }
#endif
