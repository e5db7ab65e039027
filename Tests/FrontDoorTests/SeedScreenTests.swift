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

        /// The screen's own code traps (an index out of range in `didSelectRowAt`): judged in a
        /// child process, the trap is a failure like any other, shrunk, and this test run goes on.
        @Test func aTrapInTheScreensCodeIsReportedAndTheRunGoesOn() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen(
                        { AssistantRowsViewController(convertsIndexPaths: false) }, actions: Self.assistantActions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(found.signature == "crash", "\(found)")
            #expect(found.message.contains("Fatal error: Index out of range"), "\(found.message)")
            #expect(found.message.contains("tableView(_:didSelectRowAt:)"), "\(found.message)")
            // Shrunk to two taps: one opens an auxiliary row, the other lands below it.
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(value.steps.map(\.action) == ["tap a row", "tap a row"], "\(value)")
            // Pasted as a regression test, the case traps in a child process again.
            var pasted: PropertyFailure?
            withKnownIssue {
                pasted = check(
                    .screen(
                        { AssistantRowsViewController(convertsIndexPaths: false) }, actions: Self.assistantActions),
                    case: value, configuration: Self.configuration)
            }
            #expect(pasted?.signature == "crash")
        }
    }
#endif
