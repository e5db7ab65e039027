#if !canImport(UIKit)
    import BatchModel
    import Foundation

    /// What the stand-in views did during one case of a check: the exception UIKit would have
    /// raised (the app's crash), and the list views made, for the check to lay out and compare
    /// with their data sources after each action. A check installs one with ``installing(_:_:)``;
    /// with none installed, an exception ends the process with UIKit's text, as it ends the app.
    @MainActor
    package final class StandInRecord {
        /// The record of the case the running code belongs to, or `nil` when no check listens.
        ///
        /// A case's own code runs in its task (bound there, and in the tasks it starts), or in a
        /// block the main queue runs (the record installed). An awaiting case steps aside for the
        /// main queue, and another test may then run on the main actor: code in a task that
        /// belongs to another test (``isAnotherTestsTask``) has no record, so its views are not
        /// judged with the case's and its exceptions are not the case's.
        package static var current: StandInRecord? {
            if let bound { return bound }
            guard let installed else { return nil }
            let inTask = withUnsafeCurrentTask { $0 != nil }
            return inTask && isAnotherTestsTask() ? nil : installed
        }
        /// The record of the case whose task, or whose task's child, is running.
        @TaskLocal private static var bound: StandInRecord?
        /// The record of the case the main queue's blocks belong to.
        private static var installed: StandInRecord?
        /// Whether the running task belongs to a test with no record bound (set by the check
        /// under Swift Testing, which knows the running test): a task the case's code started from
        /// a queued block belongs to no test.
        package static var isAnotherTestsTask: @MainActor () -> Bool = { false }

        /// Runs `body` with `record` as ``current`` for its task and for the main queue's blocks.
        package static func installing<Result>(
            _ record: StandInRecord?, _ body: () throws -> Result
        ) rethrows
            -> Result
        {
            let previous = installed
            installed = record
            defer { installed = previous }
            return try $bound.withValue(record) { try body() }
        }

        /// Runs `body` with `record` as ``current`` for its task (and the tasks it starts) and for
        /// the main queue's blocks while it runs.
        package static func installing<Result>(
            _ record: StandInRecord?, _ body: () async -> Result
        ) async
            -> Result
        {
            let previous = installed
            installed = record
            defer { installed = previous }
            return await $bound.withValue(record) { await body() }
        }

        /// How the oracle judges each batch.
        package let oracle: UIKitValidator.Options
        /// The first exception raised: the app died there, and every later call is ignored.
        package private(set) var exception: UIKitException?
        /// The line of the framework that caught ``exception`` and logged it, when one did: Core
        /// Data's, for an exception raised in a fetched-results controller's delegate.
        package private(set) var caughtBy: String?
        /// A crash that is not UIKit's exception: a data source that recursed forever.
        package private(set) var crash: (signature: String, message: String)?
        /// The reason of an exception UIKit raises outside a batch, when that is the crash.
        package private(set) var crashReason: String?
        /// What UIKit logged and carried on from (its signature and text), in the order logged.
        package private(set) var logged: [(signature: String, text: String)] = []
        /// The list views made during the case, in the order made.
        private var views: [WeakView] = []

        package init(oracle: UIKitValidator.Options) {
            self.oracle = oracle
        }

        /// The stand-in's options, set away from their default, that this case exercised: where
        /// no source settles what UIKit does, each says what the stand-in did and the line that
        /// sets it back, for a failure to name.
        package var optionsInPlay: [String] {
            var texts = fixedOptions
            for noted in groupOptions { texts += noted.texts().filter { !texts.contains($0) } }
            return texts
        }
        private var fixedOptions: [String] = []
        private var groupOptions: [(group: String, texts: () -> [String])] = []

        /// Notes that the case exercised an option set away from its default.
        package func noteOption(_ text: String) {
            if !fixedOptions.contains(text) { fixedOptions.append(text) }
        }

        /// Notes what `group` has in play now, in place of what it noted before (the quirks that
        /// shaped a fetched-results controller's last report, not every report of the case),
        /// worked out only if a failure asks.
        package func noteOptions(group: String, _ texts: @escaping () -> [String]) {
            groupOptions.removeAll { $0.group == group }
            groupOptions.append((group, texts))
        }

        /// Notes the line of the framework that caught the exception raised, and logged it.
        package func noteCaught(_ line: String) {
            if exception != nil, caughtBy == nil { caughtBy = line }
        }

        /// Whether the app died (an exception or a crash): the stand-in ignores every call after.
        package var hasDied: Bool { exception != nil || crash != nil }

        package func note(_ view: any StandInListView) {
            views.append(WeakView(view: view))
        }

        /// The list views still alive.
        package var listViews: [any StandInListView] { views.compactMap(\.view) }

        /// Records UIKit's exception, or ends the process with its text when no check listens.
        package static func raise(_ exception: UIKitException) {
            guard let record = current else {
                fatalError(
                    "*** Terminating app due to uncaught exception '\(exception.name)', reason: '\(exception.reason)'")
            }
            if !record.hasDied { record.exception = exception }
        }

        /// Records a crash that is not an exception, or ends the process with its text.
        package static func crash(signature: String, message: String) {
            guard let record = current else { fatalError(message) }
            if !record.hasDied { record.crash = (signature, message) }
        }

        /// Records an exception UIKit raises outside a batch (a snapshot call, an unregistered
        /// cell): `signature` names the rule (`snapshot:reloadUnknownIdentifier`), `reason` is
        /// UIKit's text after `reason:`. With no check listening the process ends with that text.
        package static func raise(
            signature: String, reason: String, name: String = "NSInternalInconsistencyException"
        ) {
            if let record = current, !record.hasDied { record.crashReason = reason }
            crash(
                signature: signature,
                message: "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
        }

        /// Records what UIKit logs and carries on from (`signature` names the rule); with no check
        /// listening, nothing is recorded, as the app carries on.
        package static func log(signature: String, text: String) {
            guard let record = current, !record.hasDied else { return }
            record.logged.append((signature, text))
        }

        /// Runs a call of the stand-in that may break one of UIKit's batch rules: ignored once the
        /// app died; UIKit's exception recorded, any other error recorded as a crash.
        package static func raising(_ call: () throws -> Void) {
            guard !isDead else { return }
            do {
                try call()
            } catch let exception as UIKitException {
                raise(exception)
            } catch {
                crash(signature: "stand-in", message: "\(error)")
            }
        }

        /// Whether calls are ignored: the app died in this case.
        package static var isDead: Bool { current?.hasDied == true }

        // MARK: Work that comes after its case

        /// Whether the case this record listened to has ended: a view made in it, called later,
        /// is called by work the screen queued with a delay (``CaseOfView``).
        package private(set) var hasEnded = false

        /// Marks the case ended, once the check has run everything it runs for it.
        package func end() {
            hasEnded = true
        }

        /// Runs a call of a view made in a case that has ended — work the screen queued with a
        /// delay (`asyncAfter`, a `Timer`, `Task.sleep`) came after its case — that may break one
        /// of UIKit's batch rules. The case running now did not queue it, so UIKit's exception is
        /// not that case's: it is recorded as late work, saying so; with no case running, it is
        /// written to standard error, and the process carries on.
        package static func raisingLate(in view: String, _ call: () throws -> Void) {
            do {
                try call()
            } catch {
                let delayed = "work queued with a delay (asyncAfter, a Timer, Task.sleep), or code that kept it"
                guard current != nil else {
                    let line =
                        "batchfuzz: a \(view) made in a check's case was called after the check — by \(delayed) —"
                        + " and raised: \(error) — not judged: no case is running\n"
                    FileHandle.standardError.write(Data(line.utf8))
                    return
                }
                let message =
                    "a \(view) made in an earlier case was called after that case ended — by \(delayed):"
                    + " a check does not wait for such work, so it cannot place it among the steps nor replay it,"
                    + " and the case below was running when it came, not the case that queued it. Run delayed work"
                    + " through a seam the test controls (a scheduler, or a closure it makes run at once). It raised: \(error)"
                crash(signature: "late work", message: message)
            }
        }

        // MARK: Animations

        /// The completion handlers of the batches whose animations have not ended, oldest first.
        private var animating: [() -> Void] = []

        /// Runs `completion` when the animations of the batch just made end, as UIKit calls a
        /// batch's completion handler "when all of the operations are finished" — told whether
        /// they ran to their end, which they do unless the app died. The check says when they end;
        /// with no check listening they end at the main queue's next turn, after the call returned.
        package static func whenAnimationsEnd(_ completion: @escaping (_ finished: Bool) -> Void) {
            guard let record = current else {
                nonisolated(unsafe) let completion = completion
                DispatchQueue.main.async { completion(true) }
                return
            }
            record.animating.append { completion(!StandInRecord.isDead) }
        }

        /// Whether a batch's animations are still running: its completion handler not yet called.
        package var isAnimating: Bool { !animating.isEmpty }

        /// Ends the animations running, calling their completion handlers oldest first; a batch
        /// a handler makes starts animations of its own, which end the next time. Nothing once the
        /// app died.
        package func endAnimations() {
            let ended = animating
            animating = []
            for completion in ended where !hasDied { completion() }
        }

        private struct WeakView {
            weak var view: (any StandInListView)?
        }
    }

    /// A stand-in list view as a check drives it: laid out between actions, then compared with its
    /// data source.
    @MainActor
    package protocol StandInListView: AnyObject {
        /// Reads what the view lacks from its data source (counts, cells), as UIKit's layout does.
        func layOut()
        /// Why what the view shows is not what its data source holds now, or `nil`.
        func disagreement() -> (signature: String, message: String)?
        /// The rows or items a tap can land on: those shown, with a non-zero height.
        var tappablePaths: [IndexPath] { get }
        /// The per-section counts the view holds, on screen or not (none before its first layout).
        var heldCounts: [Int] { get }
        /// What UIKit does on a tap at `path`: selects it and tells the delegate.
        func tap(_ path: IndexPath)
        /// `UITableView` or `UICollectionView`.
        var className: String { get }
        /// What it shows, in words: its counts and each cell's content.
        var shown: String { get }
        /// Each cell's content, in order: what a user may type to search for.
        var shownContents: [String] { get }
    }
#endif
