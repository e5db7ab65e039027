import PropertyTesting

/// How a target whose code waits for the main queue (a screen) is judged by `await check(_:)`:
/// its cases, which also hold the steps where the main queue runs, and the judge that runs them
/// on the main actor, stepping aside for the main queue at those steps.
package struct AwaitingJudge<Case> {
    /// Makes and shrinks the cases; its body is not called (``judge`` judges them).
    package var property: Property<Case>
    /// Judges a case on the main actor.
    package var judge: @MainActor (Case) async -> Verdict
    /// The case as the judge ran it, step by step.
    package var describe: @MainActor (Case) async -> String

    package init(
        property: Property<Case>, judge: @escaping @MainActor (Case) async -> Verdict,
        describe: @escaping @MainActor (Case) async -> String
    ) {
        self.property = property
        self.judge = judge
        self.describe = describe
    }
}
