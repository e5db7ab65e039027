import BatchFuzzCore
import BatchModel
import PropertyTesting

extension FuzzTarget where Case == ScreenActions {
    /// Your screen as you wrote it, driven by its own actions: `make` builds it (a view
    /// controller is loaded and shown), and random sequences of `actions` — closures that call
    /// the app's code with what they draw (a row the table shows, a value of the app's) — run
    /// against it. Every batch the screen's views perform is judged by UIKit's rules; after each
    /// action the views must show what their data sources hold, and `invariant` (a description
    /// of what is wrong, or `nil`) must hold. A failure shrinks to the fewest actions.
    ///
    /// ```swift
    /// @Test @MainActor func assistantRows() {
    ///     check(.screen(AssistantViewController.init, actions: [
    ///         .init("tap a row") { controller, draw in draw.tapRow(in: controller.tableView) },
    ///         .init("add an item") { controller, draw in controller.add(draw.int(in: 0...99)) },
    ///     ]))
    /// }
    /// ```
    ///
    /// Where UIKit is not, the screen's views are the stand-in's (`import UIKitStandIn`).
    public static func screen<Screen>(
        _ make: @escaping @MainActor () -> Screen, maxActions: Int = CaseSize.standard,
        actions: [ScreenActions.Action<Screen>], invariant: (@MainActor (Screen) -> String?)? = nil
    ) -> FuzzTarget {
        let screen = ActionsProperty.Screen(make: make, actions: actions, invariant: invariant)
        var target = FuzzTarget(
            scenario: "screen-actions", name: "\(Screen.self)", flavors: [.tableView], maxSize: maxActions,
            property: { run in
                ActionsProperty.property(
                    name: run.name, screen: screen, maxActions: run.maxSize, oracle: run.oracle,
                    quirks: run.fetchedResultsQuirks)
            },
            explain: { value, run in
                "Screen: \(run.name)\n\n"
                    + ActionsProperty.describe(
                        value, screen: screen, oracle: run.oracle, quirks: run.fetchedResultsQuirks)
            },
            validate: { value in
                let names = Set(actions.map(\.name) + ActionsProperty.awaitingSteps)
                if let unknown = value.steps.first(where: { !names.contains($0.action) }) {
                    throw CaseProblem("steps", "no action is named '\(unknown.action)'")
                }
            })
        target.awaiting = { run in
            ActionsProperty.awaitingJudge(
                name: run.name, screen: screen, maxActions: run.maxSize, oracle: run.oracle,
                quirks: run.fetchedResultsQuirks, backgroundTasks: run.backgroundTasks)
        }
        target.look = { run in
            ActionsProperty.look(screen: screen, oracle: run.oracle, quirks: run.fetchedResultsQuirks)
        }
        target.usesViewFlavor = false
        target.isMainActor = true
        target.isolatesTrapsByDefault = true
        target.pastedCall = "check(.screen(\(Screen.self).init, actions: …), case: ScreenActions(steps))"
        return target
    }

    /// Your screen as you wrote it, driven by the gestures a user makes — tap a row or an item,
    /// swipe a row and tap one of its actions (Delete by default), type a search, tap a segment,
    /// flip a switch,
    /// drag a row in editing mode or an item, scroll, pull to refresh, tap a bar button item (the
    /// Edit button among them) — each as UIKit delivers it, on what the screen shows now.
    /// No list of actions: add ``screen(_:maxActions:actions:invariant:)``'s actions only for
    /// events a user does not make (a reply from the server, a push).
    ///
    /// ```swift
    /// @Test @MainActor func inbox() {
    ///     check(.screen { InboxViewController() })
    /// }
    /// ```
    public static func screen<Screen>(
        maxActions: Int = CaseSize.standard, invariant: (@MainActor (Screen) -> String?)? = nil,
        _ make: @escaping @MainActor () -> Screen
    ) -> FuzzTarget {
        var target = screen(make, maxActions: maxActions, actions: ScreenActions.gestures(), invariant: invariant)
        target.pastedCall = "check(.screen { \(Screen.self)() }, case: ScreenActions(steps))"
        return target
    }
}
