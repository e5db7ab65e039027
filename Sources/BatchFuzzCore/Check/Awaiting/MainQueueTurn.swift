import Foundation

/// A turn of the main queue, as a check of code that waits for it takes one: the check, on the
/// main actor, steps aside while everything queued on the main queue runs — blocks given to
/// `DispatchQueue.main.async`, tasks on the main actor and their continuations after an
/// `await` — and what those queue in turn, then goes on. Time is not waited for: a block queued
/// with `asyncAfter` runs when its time comes, not in a turn.
package enum MainQueueTurn {
    /// Lets the main queue run what it holds. A mark is queued behind it twice, so that work
    /// queued by the work it ran (a task's continuation, a block that queues a block) runs too.
    @MainActor
    package static func run() async {
        for _ in 0..<2 {
            await withCheckedContinuation { (resumed: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { resumed.resume() }
            }
        }
    }
}
