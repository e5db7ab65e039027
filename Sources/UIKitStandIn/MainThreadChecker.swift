#if !canImport(UIKit)
    import Foundation

    /// Xcode's Main Thread Checker, for the stand-in's list views: a view called off the main queue
    /// — from a completion handler a service runs on its background queue, or from a private-queue
    /// context's block — is noted with the text the checker prints, so that a check reports the call
    /// rather than leave it to a race. Under a check the call is not made (as under Xcode's "Pause on
    /// issues"): the view would ask its data source, whose main-actor code must not run there either.
    ///
    /// Apple: "The Main Thread Checker is a standalone tool for Swift and C languages that detects
    /// invalid usage of AppKit, UIKit, and other APIs on a background thread"
    /// (https://developer.apple.com/documentation/xcode/diagnosing-memory-thread-and-crash-issues-early).
    /// Its line, as apps meet it: `Main Thread Checker: UI API called on a background thread:
    /// -[UITableView reloadData]` (lionheart/TipJarViewController#9,
    /// AzureAD/microsoft-authentication-library-for-objc#254).
    ///
    /// The main queue is the main thread's, or — under Swift Testing on Linux — the main dispatch
    /// queue drained by a worker thread. A block the stand-in runs for a context "on its queue"
    /// counts as that queue's, whichever thread the stand-in runs it on.
    package enum MainThreadChecker {
        /// Whether the caller runs on the main queue — on the main thread, or on the main queue
        /// drained by another thread — so that it may assume the main actor's isolation.
        package static var isOnMainQueue: Bool {
            Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
        }

        /// Whether `api` (`-[UITableView reloadData]`) may run where the caller runs now: on the main
        /// queue (a block the stand-in runs for a private-queue context is that context's queue's,
        /// whichever thread runs it). Off it, under a check, the call is noted and refused; with no
        /// check listening, the checker's line is printed to standard error and the call made, as
        /// the checker does by default.
        package static func allows(_ api: @autoclosure () -> String) -> Bool {
            let queue = state.withLock { $0.queues.last }
            guard queue == .background || (queue == nil && !isOnMainQueue) else { return true }
            let text = "Main Thread Checker: UI API called on a background thread: \(api())"
            let listening = state.withLock { state in
                if state.isListening, state.first == nil { state.first = text }
                return state.isListening
            }
            if !listening { FileHandle.standardError.write(Data((text + "\n").utf8)) }
            return !listening
        }

        /// Runs `body` as on a queue of its own — a private-queue context's — or, with `main`, as on
        /// the main queue, whichever thread runs it.
        package static func running<T>(onMainQueue main: Bool, _ body: () throws -> T) rethrows -> T {
            state.withLock { $0.queues.append(main ? .main : .background) }
            defer { state.withLock { _ = $0.queues.popLast() } }
            return try body()
        }

        /// Starts listening for a case, with nothing noted; answers what was listening before.
        package static func listen() -> Listening {
            state.withLock { state in
                defer { (state.isListening, state.first) = (true, nil) }
                return Listening(isListening: state.isListening, first: state.first)
            }
        }

        /// Stops listening for the case, and listens again as before it (`previous`).
        package static func stop(restoring previous: Listening) {
            state.withLock { state in (state.isListening, state.first) = (previous.isListening, previous.first) }
        }

        /// The first call noted off the main queue since ``listen()``, in the checker's words.
        package static var firstNoted: String? { state.withLock { $0.first } }

        /// What a case listening saves of the one it interrupts.
        package struct Listening: Sendable {
            fileprivate let isListening: Bool
            fileprivate let first: String?
        }

        // MARK: Private

        private enum Queue { case main, background }

        private struct State {
            var isListening = false
            var first: String?
            var queues: [Queue] = []
        }

        private static let state = Locked(State())

        /// A key only the main queue holds.
        private static let mainQueueKey: DispatchSpecificKey<Bool> = {
            let key = DispatchSpecificKey<Bool>()
            DispatchQueue.main.setSpecific(key: key, value: true)
            return key
        }()
    }

    /// A value behind a lock, read and written from any thread.
    private final class Locked<Value>: @unchecked Sendable {
        private var value: Value
        private let lock = NSLock()

        init(_ value: Value) { self.value = value }

        func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
            lock.lock()
            defer { lock.unlock() }
            return try body(&value)
        }
    }
#endif
