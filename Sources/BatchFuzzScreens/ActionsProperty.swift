import BatchFuzzCore
import BatchModel
import ListEmulation
import PropertyTesting

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif
#if !canImport(CoreData) && !canImport(UIKit)
    import CoreDataStandIn
#endif

/// The property of a screen driven by its own actions: the screen is made and shown (its view
/// loaded, put in a window and laid out), then each action runs; after each, every list view is laid out as the
/// run loop would, and the check asks, in order:
/// - did the screen call a list view off the main queue? — what Main Thread Checker prints
///   (`mainThreadChecker:uiAPICalledOnBackgroundThread`);
/// - did UIKit raise an exception (a batch the oracle refuses, an unregistered cell) or did the
///   app crash in a way UIKit makes (a height query that recurses)? — UIKit's signature;
/// - did UIKit log a misuse it carries on from (an item appended twice to a snapshot)? —
///   `logged:` and the rule, unless the oracle's `reportsUIKitLogs` is off;
/// - does every list view show what its data source holds: the same counts (`view out of
///   date`), and in each row the content its data source gives now (`stale cell`)?
/// - does the user's invariant hold (`invariant`)?
/// - did the action throw (`action threw`)?
package enum ActionsProperty {
    /// What the check runs: how to make the screen, its actions by name, the user's invariant.
    package struct Screen<Made> {
        package var make: @MainActor () -> Made
        package var actions: [ScreenActions.Action<Made>]
        package var invariant: (@MainActor (Made) -> String?)?
    }

    package static func property<Made>(
        name: String, screen: Screen<Made>, maxActions: Int, oracle: UIKitValidator.Options,
        quirks: FetchedResultsQuirks = .all
    ) -> Property<ScreenActions> {
        Property(
            "screen actions: \(name)",
            ScreenActions.generator(actions: screen.actions.map(\.name), maxActions: maxActions),
            describe: { value in describe(value, screen: screen, oracle: oracle, quirks: quirks) }
        ) { value, context in
            context.label("actions: \(min(value.steps.count, 5))\(value.steps.count >= 5 ? "+" : "")")
            return judge(value, screen: screen, oracle: oracle, quirks: quirks, log: nil)
        }
    }

    /// Runs one case; `log` hears each step and what it drew.
    package static func judge<Made>(
        _ value: ScreenActions, screen: Screen<Made>, oracle: UIKitValidator.Options,
        quirks: FetchedResultsQuirks = .all, log: ((String) -> Void)?
    ) -> Verdict {
        // The check runs a screen's target on the main actor (its code is UIKit code).
        nonisolated(unsafe) let (screen, log) = (screen, log)
        return MainActor.assumeIsolated { run(value, screen: screen, oracle: oracle, quirks: quirks, log: log) }
    }

    @MainActor
    private static func run<Made>(
        _ value: ScreenActions, screen: Screen<Made>, oracle: UIKitValidator.Options, quirks: FetchedResultsQuirks,
        log: ((String) -> Void)?
    ) -> Verdict {
        onShownScreen(make: screen.make, invariant: screen.invariant, oracle: oracle, quirks: quirks, log: log) {
            made, settle in
            for (index, step) in value.steps.enumerated() {
                if awaitingSteps.contains(step.action) {
                    return .fail(
                        signature: "needs await",
                        message:
                            "action \(index + 1), \(step.action): only `await check(…)` in an async test delivers replies and runs the main queue's turns"
                    )
                }
                guard let action = screen.actions.first(where: { $0.name == step.action }) else { return .discard }
                let draw = ScreenActions.Draw(choices: step.choices)
                let place = "action \(index + 1), \(step.action)"
                do {
                    try action.body(made, draw)
                } catch {
                    return .fail(signature: "action threw", message: "\(place): \(error)")
                }
                let drawn = draw.notes.isEmpty ? "" : " (" + draw.notes.joined(separator: ", ") + ")"
                log?("\(index + 1). \(step.action)\(drawn)")
                if let failure = settle(place + drawn) { return failure }
            }
            return .pass
        }
    }

    #if !canImport(UIKit)
        /// Runs `body` on the main actor — at once on the main queue, else waiting for it there:
        /// a scenario's screen is UIKit code, and a registered engine's property runs on any
        /// thread.
        package static func onMainActor<Result: Sendable>(_ body: @MainActor () -> Result) -> Result {
            guard MainThreadChecker.isOnMainQueue else {
                return DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
            }
            return MainActor.assumeIsolated { body() }
        }
    #endif

    /// Makes the screen and shows it — in a window `rowsOnScreen` rows of 44 points tall, or
    /// an iPhone's screen — under the stand-ins' record, then hands it to `steps` with a
    /// closure that settles it after a step (named for the failure) as after every action: the
    /// list views laid out and judged, the invariant asked. `steps` returns its verdict or the
    /// first failure `settle` gave. What a scenario that knows its kind of screen runs its
    /// generated events through.
    @MainActor
    package static func onShownScreen<Made>(
        make: @MainActor () -> Made, invariant: (@MainActor (Made) -> String?)? = nil, oracle: UIKitValidator.Options,
        quirks: FetchedResultsQuirks, rowsOnScreen: Int? = nil, log: ((String) -> Void)? = nil,
        _ steps: @MainActor (Made, _ settle: (String) -> Verdict?) -> Verdict
    ) -> Verdict {
        #if canImport(UIKit)
            // Real views raise Objective-C exceptions a Swift check cannot catch: say so rather
            // than pass every case unjudged.
            return .fail(
                signature: "unsupported",
                message: "screen action checks run on the stand-in views (Linux, macOS), not on UIKit's yet")
        #else
            return withStandIns(oracle: oracle, quirks: quirks) { record in
                let made = make()
                let window = show(made, height: rowsOnScreen.map { CGFloat($0) * 44 })
                defer { withExtendedLifetime(window) {} }
                if let failure = settleEndingAnimations(record, made, invariant, place: "showing the screen") {
                    return resting(failure, on: record)
                }
                log?("The screen is shown.")
                let verdict = steps(made) { place in
                    settleEndingAnimations(record, made, invariant, place: place).map { resting($0, on: record) }
                }
                return verdict
            }
        #endif
    }

    /// What the screen `make` builds looks like once shown: its stored state, and what each of
    /// its lists shows — what a child judge must build too.
    package static func look<Made>(
        screen: Screen<Made>, oracle: UIKitValidator.Options, quirks: FetchedResultsQuirks = .all
    ) -> SubjectLook {
        nonisolated(unsafe) let screen = screen
        return MainActor.assumeIsolated {
            #if canImport(UIKit)
                return SubjectLook(lines: [])
            #else
                return withStandIns(oracle: oracle, quirks: quirks) { record in
                    let made = screen.make()
                    let window = show(made)
                    defer { withExtendedLifetime(window) {} }
                    for view in record.listViews { view.layOut() }
                    var look = SubjectLook.state(of: made, passing: ["UIKitStandIn", "CoreDataStandIn"])
                    for (index, view) in record.listViews.enumerated() {
                        look.lines.append(.init(path: "\(view.className) \(index + 1) shows", value: view.shown))
                    }
                    return look
                }
            #endif
        }
    }

    #if !canImport(UIKit)
        /// Runs `body` with the stand-ins reporting to a record of their own: the oracle's options,
        /// the fetched-results quirks, Core Data's exceptions taken as the app's crash.
        @MainActor
        static func withStandIns<Result>(
            oracle: UIKitValidator.Options, quirks: FetchedResultsQuirks, _ body: (StandInRecord) -> Result
        ) -> Result {
            let record = StandInRecord(oracle: oracle)
            // A synchronous case runs to its end: an awaiting case of another test, stepped aside
            // on the main actor meanwhile, lends it none of its replies and none of its deferral.
            let previousReplies = PendingReplies.current
            PendingReplies.current = nil
            defer { PendingReplies.current = previousReplies }
            let listening = MainThreadChecker.listen()
            defer { MainThreadChecker.stop(restoring: listening) }
            #if !canImport(CoreData) && !canImport(UIKit)
                let previousPerforms = CoreDataStandInRecord.performsLater
                CoreDataStandInRecord.performsLater = false
                defer { CoreDataStandInRecord.performsLater = previousPerforms }
                // Core Data's own exceptions (an object asked for past the end) are the app's crash too.
                let previousRaise = CoreDataStandInRecord.raise
                CoreDataStandInRecord.raise = { StandInRecord.crash(signature: $0, message: $1) }
                defer { CoreDataStandInRecord.raise = previousRaise }
                // The controllers the screen makes show the quirks the check asks for.
                let previousQuirks = CoreDataStandInRecord.quirks
                CoreDataStandInRecord.quirks = quirks
                defer { CoreDataStandInRecord.quirks = previousQuirks }
            #endif
            defer { record.end() }
            return StandInRecord.installing(record) { body(record) }
        }

        /// Shows `made` as an app shows its first screen: the view loaded, then put in a key
        /// window (and its view `height` points tall, when given) between the appearance callbacks, so its `window` is set from `viewDidAppear`
        /// on. Returns the window, which must live as long as the screen is used.
        @MainActor
        static func show<Made>(_ made: Made, height: CGFloat? = nil) -> UIWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: height ?? 844))
            if let controller = made as? UIViewController {
                controller.loadViewIfNeeded()
                if let height { controller.view.frame.size.height = height }
                controller.viewWillAppear(false)
                window.rootViewController = controller
                window.makeKeyAndVisible()
                controller.viewDidAppear(false)
            }
            return window
        }
    #endif

    #if !canImport(UIKit)
        /// A failure that may rest on an option of the stand-in set away from its default says
        /// so, with the line that sets it back.
        @MainActor
        static func resting(_ verdict: Verdict, on record: StandInRecord) -> Verdict {
            guard case .fail(let signature, let message) = verdict else { return verdict }
            let options = record.optionsInPlay
            guard !options.isEmpty else { return verdict }
            return .fail(
                signature: signature, message: message + options.map { PropertyFailure.restsOnMarker + $0 }.joined())
        }
    #endif

    #if !canImport(UIKit)
        /// Lays every list view out, as the run loop does after an action, and judges what it shows.
        @MainActor
        static func settle<Made>(
            _ record: StandInRecord, _ made: Made, _ invariant: (@MainActor (Made) -> String?)?, place: String
        ) -> Verdict? {
            if let failure = died(record, place) { return failure }
            for view in record.listViews { view.layOut() }
            if let failure = died(record, place) { return failure }
            for view in record.listViews {
                if let (signature, message) = view.disagreement() {
                    return .fail(signature: signature, message: "after \(place), \(view.className): \(message)")
                }
                if let failure = died(record, place) { return failure }
            }
            if let broken = invariant?(made) {
                return .fail(signature: "invariant", message: "after \(place): \(broken)")
            }
            return nil
        }

        /// Settles after a step, as ``settle(_:_:_:place:)`` does; then, while a batch made there
        /// is still animating, ends its animations — the user's next touch comes after them, and
        /// a synchronous check has nothing else to place in between — and settles again.
        @MainActor
        static func settleEndingAnimations<Made>(
            _ record: StandInRecord, _ made: Made, _ invariant: (@MainActor (Made) -> String?)?, place: String
        ) -> Verdict? {
            if let failure = settle(record, made, invariant, place: place) { return failure }
            guard record.isAnimating else { return nil }
            record.endAnimations()
            return settle(record, made, invariant, place: place + ", once its animations end")
        }

        /// The failure the case met so far — an exception raised, a crash, a call off the main
        /// queue, a misuse UIKit logged — named at `place`, without laying anything out: for a
        /// step after which the screen is not yet expected to show what its data hold (an app's
        /// snapshot half built).
        @MainActor
        package static func failureSoFar(at place: String) -> Verdict? {
            guard let record = StandInRecord.current else { return nil }
            return died(record, place).map { resting($0, on: record) }
        }

        @MainActor
        static func died(_ record: StandInRecord, _ place: String) -> Verdict? {
            if let noted = MainThreadChecker.firstNoted {
                return .fail(
                    signature: "mainThreadChecker:uiAPICalledOnBackgroundThread", message: "\(place): \(noted)")
            }
            if let exception = record.exception {
                let caught = record.caughtBy.map { $0 + "\n" } ?? ""
                return .fail(signature: exception.signature, message: "\(place): \(caught)\(exception)")
            }
            if let crash = record.crash {
                return .fail(signature: crash.signature, message: "\(place): \(crash.message)")
            }
            if record.oracle.reportsUIKitLogs, let logged = record.logged.first {
                return .fail(
                    signature: logged.signature,
                    message: "\(place): UIKit logs: \(logged.text)" + PropertyFailure.restsOnMarker
                        + "UIKit only logs this and carries on; configuration.oracle.reportsUIKitLogs = false lets the check carry on too"
                )
            }
            return nil
        }
    #endif

    /// The actions as the check ran them, each with what it drew, and the verdict.
    package static func describe<Made>(
        _ value: ScreenActions, screen: Screen<Made>, oracle: UIKitValidator.Options,
        quirks: FetchedResultsQuirks = .all
    ) -> String {
        var lines: [String] = []
        let verdict = judge(value, screen: screen, oracle: oracle, quirks: quirks) { lines.append("  " + $0) }
        if case .fail(let signature, _) = verdict { lines.append("  → \(signature)") }
        return (["\(value.steps.count) action\(value.steps.count == 1 ? "" : "s"):"] + lines).joined(separator: "\n")
    }
}
