/// What a property says about one case.
public enum Verdict: Hashable, Sendable {
    /// The property holds.
    case pass
    /// The case does not meet the property's precondition; it counts as neither pass nor fail.
    case discard
    /// The property fails. `signature` is a short, stable name of the failure kind (a UIKit
    /// rule, an invariant): shrinking keeps a smaller case only if it fails the same way.
    /// `message` is what a person reads.
    case fail(signature: String, message: String)
}

/// What a property can record about the case it is judging: labels, for the distribution the
/// runner reports (how many cases were empty, had a move, crossed sections, …). A label given
/// several times counts once for the case.
public struct CaseContext {
    /// The labels of this case: those of its label set first, if it has one, then the others in
    /// the order given.
    public var labels: [String] {
        guard let labelSet else { return listedLabels }
        return labelSet.labels(labelSet.key) + listedLabels
    }

    /// The labels given one by one, in the order given.
    package private(set) var listedLabels: [String] = []

    /// The labels given at once, as a set named by a key (``label(set:_:)``).
    package private(set) var labelSet: (key: Int, labels: (Int) -> [String])?

    public init() {}

    /// Adds `label` to this case.
    public mutating func label(_ label: String) {
        listedLabels.append(label)
    }

    /// Adds `label` when `condition` holds.
    public mutating func classify(_ condition: Bool, _ label: String) {
        if condition { listedLabels.append(label) }
    }

    /// Gives this case the labels `labels(key)`, for a property whose labels follow from a few
    /// facts of a case, packed into `key`: a count of labels works out each key's labels once,
    /// where labels given one by one are each looked up by name in every case (in an exhaustive
    /// walk of millions of cases, a dozen such lookups a case are a twentieth of the time).
    /// `labels` must give the same labels for the same key, and should capture nothing, as a
    /// static function does: it is kept with every case. A case has one set at most; a second
    /// replaces the first.
    package mutating func label(set key: Int, _ labels: @escaping (Int) -> [String]) {
        labelSet = (key, labels)
    }

    /// Forgets the labels, keeping their storage for the next case.
    mutating func removeAllLabels() {
        listedLabels.removeAll(keepingCapacity: true)
        labelSet = nil
    }
}

/// A named claim about every value a generator can produce.
public struct Property<Value> {
    /// The property's name, used in reports and corpus entries.
    public var name: String
    /// Where the cases come from.
    public var generator: Gen<Value>
    /// How a case reads in a report.
    public var describe: (Value) -> String
    /// The claim, judged on one case.
    public var body: (Value, inout CaseContext) -> Verdict
    /// How an exhaustive walk of the generator judges each situation once, when the property's
    /// scenario says what a situation is.
    package var reduction: ExhaustiveReduction<Value>?
    /// The paths of an exhaustive walk of the generator, taken faster than by generating each
    /// (the same paths in the same order as ``GeneratedPaths`` with ``reduction``).
    package var exhaustivePaths: ExhaustivePathsMaker<Value>?

    public init(
        _ name: String,
        _ generator: Gen<Value>,
        describe: @escaping (Value) -> String = { "\($0)" },
        _ body: @escaping (Value, inout CaseContext) -> Verdict
    ) {
        self.name = name
        self.generator = generator
        self.describe = describe
        self.body = body
    }

    /// A property from a predicate: `false` fails with the signature `false`.
    public init(
        _ name: String,
        _ generator: Gen<Value>,
        describe: @escaping (Value) -> String = { "\($0)" },
        holds predicate: @escaping (Value) -> Bool
    ) {
        self.init(name, generator, describe: describe) { value, _ in
            predicate(value) ? .pass : .fail(signature: "false", message: "the property does not hold")
        }
    }
}
