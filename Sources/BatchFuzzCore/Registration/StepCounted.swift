import Scenarios

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

extension StaticRowsCase: StepCounted {
    package var stepCount: Int { steps.count }
}

extension DiffableCase: StepCounted {
    /// The app's steps (the final `apply` every case ends with is not one).
    package var stepCount: Int { steps.count }
}

extension AuxiliaryRowsCase: StepCounted {
    /// Each operation of a batch, and each tap, swipe or reload.
    package var stepCount: Int {
        steps.reduce(0) { count, step in
            if case .perform(let operations) = step { count + operations.count } else { count + 1 }
        }
    }
}

extension FetchedResultsCase: StepCounted {
    /// The changes of every save.
    package var stepCount: Int { saves.reduce(0) { $0 + $1.count } }
}
