import Foundation

/// While a check runs code that waits for the main queue, the work Swift concurrency would run on
/// its global executor — a nonisolated `async` function, an actor's methods, a detached task —
/// runs on the main queue instead, in the order it is queued, so that when a reply's
/// continuation comes back to the main actor does not depend on threads: a seed replays the same
/// order everywhere. It is the Swift runtime's `swift_task_enqueueGlobal_hook`, as Point-Free's
/// `withMainSerialExecutor` uses it; work queued on Dispatch's global queues or a `Thread` is not
/// covered.
package enum SerialGlobalExecutor {
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// Nested users: the hook is set by the first and cleared by the last.
    @MainActor private static var users = 0

    /// Runs the global executor's work on the main queue until ``end()``.
    @MainActor
    package static func begin() {
        users += 1
        if users == 1 { hook?.pointee = { job, _ in MainActor.shared.enqueue(job) } }
    }

    @MainActor
    package static func end() {
        users -= 1
        if users == 0 { hook?.pointee = nil }
    }

    /// The runtime's hook, found by name; `nil` where the runtime has none.
    private static var hook: UnsafeMutablePointer<Hook?>? {
        #if canImport(Darwin)
            let everywhere = UnsafeMutableRawPointer(bitPattern: -2)
        #else
            let everywhere: UnsafeMutableRawPointer? = nil
        #endif
        return dlsym(everywhere, "swift_task_enqueueGlobal_hook")?.assumingMemoryBound(to: Hook?.self)
    }
}
