#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// The replies of a service a screen waits for, held until a check delivers them: a test's
/// stand-in for the app's service (behind the protocol, closure or client the app already takes)
/// hands each request here, and each reply arrives as a step the check places — before or after
/// the user's next gesture, together with another reply in one turn of the main queue, or never.
/// What a reply holds is drawn by `value` when it arrives.
///
/// ```swift
/// struct HeldTodoService: TodoService {
///     let replies = HeldReplies("load") { draw in ["Milk", "Eggs"].prefix(draw.int(in: 0...2)).map { $0 } }
///     func load(completion: @escaping ([String]) -> Void) { replies.hold(completion) }
/// }
///
/// @Test @MainActor func todos() async {
///     await check(.screen { TodoViewController(service: HeldTodoService()) })
/// }
/// ```
///
/// Only `await check(…)` delivers replies: a screen that waits for one under a synchronous
/// check fails, saying so. A service asks on the main actor, where the app calls it, or from an
/// `async` function, which a check runs on the main queue.
public final class HeldReplies<Value: Sendable>: Sendable {
    /// The name a failure gives the replies (`load`).
    public let name: String
    private let value: @MainActor @Sendable (ScreenActions.Draw) -> Value

    /// Replies named `name`, each holding what `value` draws when it arrives.
    public init(_ name: String, value: @escaping @MainActor @Sendable (ScreenActions.Draw) -> Value) {
        self.name = name
        self.value = value
    }

    /// Holds `completion` (a completion handler) until the check delivers a reply to it, on the
    /// main actor.
    public func hold(fileID: String = #fileID, line: Int = #line, _ completion: @escaping (Value) -> Void) {
        let place = "\(name), asked at \(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
        nonisolated(unsafe) let completion = completion
        MainActor.assumeIsolated {
            guard let pending = PendingReplies.current else {
                #if !canImport(UIKit)
                    StandInRecord.crash(
                        signature: "reply held",
                        message:
                            "the screen waits for a reply (\(place)) that a synchronous check cannot deliver: write `await check(…)` in an async test"
                    )
                #endif
                return
            }
            pending.add(place) { [value] draw in completion(value(draw)) }
        }
    }

    /// Waits for the check to deliver a reply (a service's `async` method).
    public func next(fileID: String = #fileID, line: Int = #line) async -> Value {
        await withCheckedContinuation { (delivered: CheckedContinuation<Value, Never>) in
            hold(fileID: fileID, line: line) { delivered.resume(returning: $0) }
        }
    }
}

/// The replies a screen waits for in the case a check runs now, in the order asked.
@MainActor
package final class PendingReplies {
    /// The replies of the case running now, `nil` when no `await check(…)` runs one.
    package static var current: PendingReplies?

    private var pending: [(place: String, deliver: @MainActor (ScreenActions.Draw) -> Void)] = []

    package init() {}

    func add(_ place: String, _ deliver: @escaping @MainActor (ScreenActions.Draw) -> Void) {
        pending.append((place, deliver))
    }

    /// Delivers one of the replies waited for, drawn, and notes which; nothing when none is.
    package func deliverOne(_ draw: ScreenActions.Draw) {
        guard !pending.isEmpty else {
            draw.note("none waited for")
            return
        }
        let reply = pending.remove(at: draw.choice(below: pending.count))
        draw.note(reply.place)
        reply.deliver(draw)
    }
}
