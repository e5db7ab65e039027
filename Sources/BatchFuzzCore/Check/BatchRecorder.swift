import BatchModel
import PropertyTesting

/// An engine's batch maker that remembers the last batch it made, so that a failure shows the
/// batch of a judgement that failed — for a flaky engine, making it once more could give a batch
/// that passes, beside the failure it is meant to explain.
package final class BatchRecorder<Value> {
    private let make: (Value) throws -> BatchUpdate
    /// The batch made last.
    package private(set) var last: BatchUpdate?

    package init(_ make: @escaping (Value) throws -> BatchUpdate) {
        self.make = make
    }

    package func callAsFunction(_ value: Value) throws -> BatchUpdate {
        let batch = try make(value)
        last = batch
        return batch
    }

    /// The batch of a failing judgement of `value` by `property` (which makes its batches here):
    /// judged once, or up to `attempts` times for a flaky failure; `nil` when none failed.
    package func failingBatch(of value: Value, in property: Property<Value>, attempts: Int) -> BatchUpdate? {
        for _ in 0..<max(1, attempts) {
            last = nil
            var context = CaseContext()
            if case .fail = property.body(value, &context) { return last }
        }
        return nil
    }
}
