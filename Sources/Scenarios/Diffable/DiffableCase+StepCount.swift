import BatchFuzzCore

extension DiffableCase: StepCounted {
    /// The app's steps (the final `apply` every case ends with is not one).
    package var stepCount: Int { steps.count }
}
