import BatchFuzzCore

extension AuxiliaryRowsCase: StepCounted {
    /// Each operation of a batch, and each tap, swipe or reload.
    package var stepCount: Int {
        steps.reduce(0) { count, step in
            if case .perform(let operations) = step { count + operations.count } else { count + 1 }
        }
    }
}
