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

/// A screen's check under `await check(…)`: its steps also hold the main queue's turns and the
/// replies the screen waits for, and the check steps aside for the main queue where UIKit would
/// run it.
///
/// - A gesture or an action runs, then the main queue runs what it queued (the user's next
///   touch comes after), then the views are laid out and judged.
/// - "a reply arrives" delivers one of the replies the screen waits for (``HeldReplies``) and
///   judges only UIKit's exceptions: what the reply queued on the main queue waits, so that
///   replies can land in one turn. "a reply arrives again" delivers another to a completion
///   handler that heard one.
/// - "the main queue runs" runs a turn, then lays out and judges. While a batch animates, the
///   step draws whether its animations end first (its completion handler runs) or go on: a
///   turn is shorter than an animation, so replies and the main queue's work may land while a
///   batch animates. The user's next gesture comes once the animations have ended.
/// - After the last step the animations end and the main queue runs, and the views are judged a
///   last time (again if that turn made batches); what is still queued then runs where no case
///   can hear it.
extension ActionsProperty {
    /// The step that delivers a reply the screen waits for.
    package static let replyArrives = "a reply arrives"
    /// The step where the main queue runs what it holds.
    package static let mainQueueRuns = "the main queue runs"
    /// The step that delivers another reply to a completion handler that heard one.
    package static let replyArrivesAgain = "a reply arrives again"
    /// The steps `await check` adds to a screen's gestures and actions.
    package static let awaitingSteps = [replyArrives, replyArrivesAgain, mainQueueRuns]

    /// Whether the running task belongs to another test than the awaiting case's: what runs there
    /// while the case steps aside for the main queue is not the case's.
    @MainActor
    package static var isAnotherTestsTask: @MainActor () -> Bool {
        get {
            #if canImport(UIKit)
                return { false }
            #else
                return StandInRecord.isAnotherTestsTask
            #endif
        }
        set {
            #if !canImport(UIKit)
                StandInRecord.isAnotherTestsTask = newValue
            #endif
        }
    }

    /// How `await check(…)` judges `screen`.
    package static func awaitingJudge<Made>(
        name: String, screen: Screen<Made>, maxActions: Int, oracle: UIKitValidator.Options,
        quirks: FetchedResultsQuirks, backgroundTasks: FuzzConfiguration.BackgroundTasks = .atTheNextTurn
    ) -> AwaitingJudge<ScreenActions> {
        let standIns = StandIns(oracle: oracle, quirks: quirks, backgroundTasks: backgroundTasks)
        let names = screen.actions.map(\.name) + awaitingSteps
        let property = Property(
            "screen actions: \(name)", ScreenActions.generator(actions: names, maxActions: maxActions)
        ) { _, _ in .discard }
        // The screen's closures run on the main actor only, where the judge runs.
        nonisolated(unsafe) let screen = screen
        return AwaitingJudge(
            property: property,
            judge: { value in await judgeAwaiting(value, screen: screen, standIns: standIns, log: nil) },
            describe: { value in
                var lines: [String] = []
                let verdict = await judgeAwaiting(value, screen: screen, standIns: standIns) {
                    lines.append("  " + $0)
                }
                if case .fail(let signature, _) = verdict { lines.append("  → \(signature)") }
                return (["\(value.steps.count) action\(value.steps.count == 1 ? "" : "s"):"] + lines)
                    .joined(separator: "\n")
            })
    }

    /// How the stand-ins behave in an awaiting case.
    struct StandIns {
        var oracle: UIKitValidator.Options
        var quirks: FetchedResultsQuirks
        var backgroundTasks: FuzzConfiguration.BackgroundTasks
    }

    /// Runs one case, stepping aside for the main queue; `log` hears each step.
    @MainActor
    static func judgeAwaiting<Made>(
        _ value: ScreenActions, screen: Screen<Made>, standIns: StandIns, log: ((String) -> Void)?
    ) async -> Verdict {
        #if canImport(UIKit)
            return .fail(
                signature: "unsupported",
                message: "screen action checks run on the stand-in views (Linux, macOS), not on UIKit's yet")
        #else
            let (oracle, quirks) = (standIns.oracle, standIns.quirks)
            return await AwaitingCases.one {
                let record = StandInRecord(oracle: oracle)
                #if !canImport(CoreData)
                    let previousRaise = CoreDataStandInRecord.raise
                    CoreDataStandInRecord.raise = { StandInRecord.crash(signature: $0, message: $1) }
                    let previousQuirks = CoreDataStandInRecord.quirks
                    CoreDataStandInRecord.quirks = quirks
                    let previousPerforms = CoreDataStandInRecord.performsLater
                    CoreDataStandInRecord.performsLater = true
                #endif
                let replies = PendingReplies()
                PendingReplies.current = replies
                #if !canImport(CoreData)
                    let previousHold = CoreDataStandInRecord.holdsBackgroundTask
                    if standIns.backgroundTasks == .whenDelivered {
                        CoreDataStandInRecord.holdsBackgroundTask = { task in
                            StandInRecord.current?.noteOption(
                                "a background task runs when a step delivers it (\"a reply arrives\"), as a long import's would (configuration.backgroundTasks = .whenDelivered; .atTheNextTurn is the default)"
                            )
                            PendingReplies.current?.add("performBackgroundTask", again: false, inOrderOf: nil) { _ in
                                task()
                            }
                        }
                    }
                #endif
                let listening = MainThreadChecker.listen()
                SerialGlobalExecutor.begin()
                let verdict = await StandInRecord.installing(record) {
                    await runSteps(value, screen: screen, record: record, replies: replies, log: log)
                }
                // What is still queued runs where no case hears it: it cannot reach the next case.
                let afterTheCase = StandInRecord(oracle: oracle)
                await StandInRecord.installing(afterTheCase) {
                    PendingReplies.current = nil
                    replies.deliverTheRest()
                    await MainQueueTurn.run()
                    await MainQueueTurn.run()
                }
                record.end()
                afterTheCase.end()
                SerialGlobalExecutor.end()
                MainThreadChecker.stop(restoring: listening)
                #if !canImport(CoreData)
                    CoreDataStandInRecord.holdsBackgroundTask = previousHold
                    CoreDataStandInRecord.raise = previousRaise
                    CoreDataStandInRecord.quirks = previousQuirks
                    CoreDataStandInRecord.performsLater = previousPerforms
                #endif
                return verdict
            }
        #endif
    }

    #if !canImport(UIKit)
        @MainActor
        private static func runSteps<Made>(
            _ value: ScreenActions, screen: Screen<Made>, record: StandInRecord, replies: PendingReplies,
            log: ((String) -> Void)?
        ) async -> Verdict {
            let made = screen.make()
            let window = show(made)
            defer { withExtendedLifetime(window) {} }
            await MainQueueTurn.run()
            if let failure = settle(record, made, screen.invariant, place: "showing the screen") {
                return resting(failure, on: record)
            }
            log?("The screen is shown.")
            var lastPlace = "showing the screen"
            for (index, step) in value.steps.enumerated() {
                let draw = ScreenActions.Draw(choices: step.choices)
                let place = "action \(index + 1), \(step.action)"
                func drawn() -> String { draw.notes.isEmpty ? "" : " (" + draw.notes.joined(separator: ", ") + ")" }
                switch step.action {
                case replyArrives, replyArrivesAgain:
                    if step.action == replyArrives { replies.deliverOne(draw) } else { replies.deliverAgain(draw) }
                    log?("\(index + 1). \(step.action)\(drawn())")
                    lastPlace = place + drawn()
                    if let failure = died(record, lastPlace) { return resting(failure, on: record) }
                    continue
                case mainQueueRuns:
                    if record.isAnimating {
                        // A turn is shorter than an animation: the user may wait for its end, or not.
                        let ends = draw.choice(below: 2) == 0
                        draw.note(ends ? "the animations end" : "the animations go on")
                        if ends { record.endAnimations() }
                    }
                    await MainQueueTurn.run()
                default:
                    guard let action = screen.actions.first(where: { $0.name == step.action }) else { return .discard }
                    if record.isAnimating {
                        // The user's touch comes once the animations have ended.
                        log?("\(index + 1). the animations end")
                        let ended = "the animations' end before " + place
                        if let failure = await endAnimations(record, made, screen.invariant, place: ended) {
                            return resting(failure, on: record)
                        }
                    }
                    do {
                        try action.body(made, draw)
                    } catch {
                        return .fail(signature: "action threw", message: "\(place): \(error)")
                    }
                    await MainQueueTurn.run()
                }
                log?("\(index + 1). \(step.action)\(drawn())")
                lastPlace = place + drawn()
                if let failure = settle(record, made, screen.invariant, place: lastPlace) {
                    return resting(failure, on: record)
                }
            }
            // After the last step, the animations end and the main queue runs; a completion
            // handler that made another batch gets its animations' end too.
            let turn = "the main queue's turn after \(lastPlace)"
            if let failure = await endAnimations(record, made, screen.invariant, place: turn) {
                return resting(failure, on: record)
            }
            if record.isAnimating {
                let ended = "the animations' end after \(lastPlace)"
                if let failure = await endAnimations(record, made, screen.invariant, place: ended) {
                    return resting(failure, on: record)
                }
            }
            return .pass
        }

        /// Ends the batches' animations, lets the main queue run what their completion handlers
        /// queued, and judges the views at `place`.
        @MainActor
        private static func endAnimations<Made>(
            _ record: StandInRecord, _ made: Made, _ invariant: (@MainActor (Made) -> String?)?, place: String
        ) async -> Verdict? {
            record.endAnimations()
            await MainQueueTurn.run()
            return settle(record, made, invariant, place: place)
        }
    #endif
}

/// One screen case at a time on the main actor: a case steps aside for the main queue, and two
/// cases whose turns interleaved would hear each other's views.
@MainActor
private enum AwaitingCases {
    private static var busy = false
    private static var waiting: [CheckedContinuation<Void, Never>] = []

    static func one<Result>(_ body: () async -> Result) async -> Result {
        if busy { await withCheckedContinuation { waiting.append($0) } }
        busy = true
        defer {
            if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        }
        return await body()
    }
}
