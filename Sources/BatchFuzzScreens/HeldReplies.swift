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
    private let answersMoreThanOnce: Bool
    private let answersOnBackgroundQueue: Bool
    private let arrivesInOrder: Bool

    /// Replies named `name`, each holding what `value` draws when it arrives. A service that
    /// `answersMoreThanOnce` — from its cache, then from the network; a listener — may hear
    /// another reply at each completion handler it already answered ("a reply arrives again").
    /// A service that `answersOnBackgroundQueue` calls its completion handlers off the main queue,
    /// as `URLSession`'s tasks call theirs (on the session's delegate queue, a background operation
    /// queue): a screen that touches a list view there, without going back to the main queue first,
    /// fails with Main Thread Checker's text.
    ///
    /// Replies that `arrivesInOrder` arrive in the order asked, each after those asked before it
    /// (replies of other services may still come in between): the replies of one connection, or
    /// the ends of one delay — a debounced search's pause, a retry's back-off — asked again and
    /// again, which the main queue runs in the order queued.
    public init(
        _ name: String, answersMoreThanOnce: Bool = false, answersOnBackgroundQueue: Bool = false,
        arrivesInOrder: Bool = false, value: @escaping @MainActor @Sendable (ScreenActions.Draw) -> Value
    ) {
        self.name = name
        self.answersMoreThanOnce = answersMoreThanOnce
        self.answersOnBackgroundQueue = answersOnBackgroundQueue
        self.arrivesInOrder = arrivesInOrder
        self.value = value
    }

    /// Holds `completion` (a completion handler) until the check delivers a reply to it, on the
    /// main queue, or off it for a service that `answersOnBackgroundQueue` (the check waits for
    /// the handler to return: one that waits for the main queue in turn, with
    /// `DispatchQueue.main.sync`, hangs).
    public func hold(fileID: String = #fileID, line: Int = #line, _ completion: @escaping (Value) -> Void) {
        hold(fileID: fileID, line: line, again: answersMoreThanOnce, completion)
    }

    private func hold(fileID: String, line: Int, again: Bool, _ completion: @escaping (Value) -> Void) {
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
            let offMain = answersOnBackgroundQueue
            let order = arrivesInOrder ? ObjectIdentifier(self) : nil
            pending.add(place, again: again, inOrderOf: order) { [value] draw in
                let reply = value(draw)
                if offMain { Self.onBackgroundQueue { completion(reply) } } else { completion(reply) }
            }
        }
    }

    /// Runs `body` on a queue other than the main one, and waits for it to return.
    private static func onBackgroundQueue(_ body: @escaping () -> Void) {
        nonisolated(unsafe) let body = body
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            body()
            done.signal()
        }
        done.wait()
    }

    /// Waits for the check to deliver a reply (a service's `async` method): the caller resumes
    /// on its own actor, wherever the reply is delivered.
    public func next(fileID: String = #fileID, line: Int = #line) async -> Value {
        await withCheckedContinuation { (delivered: CheckedContinuation<Value, Never>) in
            hold(fileID: fileID, line: line, again: false) { delivered.resume(returning: $0) }
        }
    }
}

/// The replies a screen waits for in the case a check runs now, in the order asked.
@MainActor
package final class PendingReplies {
    /// The replies of the case running now, `nil` when no `await check(…)` runs one.
    package static var current: PendingReplies?

    private typealias Reply = (
        place: String, again: Bool, inOrderOf: ObjectIdentifier?, deliver: @MainActor (ScreenActions.Draw) -> Void
    )
    private var pending: [Reply] = []
    /// Replies delivered whose completion handler may hear another.
    private var delivered: [Reply] = []

    package init() {}

    /// Holds a reply; one `inOrderOf` a service arrives only after those it asked before.
    func add(
        _ place: String, again: Bool, inOrderOf order: ObjectIdentifier?,
        _ deliver: @escaping @MainActor (ScreenActions.Draw) -> Void
    ) {
        pending.append((place, again, order, deliver))
    }

    /// Delivers another reply to a completion handler that heard one already, drawn, and notes
    /// which; nothing when none did.
    package func deliverAgain(_ draw: ScreenActions.Draw) {
        guard !delivered.isEmpty else {
            draw.note("none delivered")
            return
        }
        let reply = delivered[draw.choice(below: delivered.count)]
        draw.note(reply.place)
        reply.deliver(draw)
    }

    /// Delivers every reply still waited for, once the case has ended, where no case hears it —
    /// as what is still queued runs then — so that no `async` request is left suspended forever
    /// (the Swift runtime reports a continuation never resumed).
    package func deliverTheRest() {
        let rest = pending
        pending = []
        for reply in rest { reply.deliver(ScreenActions.Draw(choices: [])) }
    }

    /// Delivers one of the replies that may arrive now, drawn, and notes which; nothing when none
    /// is waited for. A reply of a service whose replies arrive in order may arrive once those
    /// it asked before have.
    package func deliverOne(_ draw: ScreenActions.Draw) {
        guard !pending.isEmpty else {
            draw.note("none waited for")
            return
        }
        let next = pending.indices.filter { index in
            guard let order = pending[index].inOrderOf else { return true }
            return !pending[..<index].contains { $0.inOrderOf == order }
        }
        let reply = pending.remove(at: next[draw.choice(below: next.count)])
        draw.note(reply.place)
        if reply.again { delivered.append(reply) }
        reply.deliver(draw)
    }
}
