/// What UIKit would raise for an invalid batch: `NSInternalInconsistencyException` with its
/// exact `reason`, plus the structured ``violation`` a program can inspect.
public struct UIKitException: Error, Hashable, Sendable {
    /// Always `NSInternalInconsistencyException`, UIKit's name for these.
    public var name: String { "NSInternalInconsistencyException" }
    /// The rule that broke, with its numbers.
    public var violation: UIKitViolation
    /// The text UIKit prints after `reason:`.
    public var reason: String
    /// The view that raised it.
    public var flavor: ViewFlavor

    public init(violation: UIKitViolation, reason: String, flavor: ViewFlavor) {
        self.violation = violation
        self.reason = reason
        self.flavor = flavor
    }

    /// A short, stable name of the failure kind (the violated rule), for shrinking and corpus files.
    public var signature: String { violation.name }
}

extension UIKitException: CustomStringConvertible {
    /// The line a crashing app prints:
    /// `*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '…'`.
    public var description: String {
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }
}
