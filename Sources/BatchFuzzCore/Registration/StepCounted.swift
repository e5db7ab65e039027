/// A case whose length a person reads in steps — edits, snapshot calls, saved changes, operations
/// — which is what a shrunk case should have fewest of, before anything else.
package protocol StepCounted {
    /// The number of steps the case takes.
    var stepCount: Int { get }
}

extension AnyCase {
    /// The case's steps, when its scenario counts them (every built-in scenario does).
    package var stepCount: Int? { (base as? any StepCounted)?.stepCount }
}

extension EditCase: StepCounted {
    /// The edits.
    package var stepCount: Int { edits.count }
}

extension ScreenCase: StepCounted {
    /// The edits, whatever updates they arrive in.
    package var stepCount: Int { updates.reduce(0) { $0 + $1.count } }
}
