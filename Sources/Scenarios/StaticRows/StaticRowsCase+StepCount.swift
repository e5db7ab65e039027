import BatchFuzzCore

extension StaticRowsCase: StepCounted {
    package var stepCount: Int { steps.count }
}
