import BatchModel
import PropertyTesting

extension FuzzTarget {
    /// A property of your own: random cases from its generator, the failing one shrunk. Its
    /// cases are judged once, in no view flavour.
    ///
    /// ```swift
    /// @Test func indexMapperRoundTrips() {
    ///     check(.property(Property("round trip", Gen<[Int]>.array(of: .int(in: 0...5))) { sizes, _ in
    ///         mapper.roundTrips(sizes) ? .pass : .fail(signature: "round trip", message: "\(sizes)")
    ///     }))
    /// }
    /// ```
    public static func property(
        _ property: Property<Case>, validate: @escaping (Case) throws -> Void = { _ in }
    )
        -> FuzzTarget
    {
        .property(name: property.name, validate: validate) { _ in property }
    }

    /// A property of your own whose generator grows with the run's size (`--max-size`); in a
    /// fuzz executable, listed under `scenario` (its name unless given).
    public static func property(
        name: String, scenario: String? = nil, validate: @escaping (Case) throws -> Void = { _ in },
        _ property: @escaping (_ maxSize: Int) -> Property<Case>
    ) -> FuzzTarget {
        var target = FuzzTarget(
            scenario: scenario ?? name, name: name, flavors: [.tableView],
            property: { run in property(run.maxSize) },
            explain: { value, run in
                let judged = property(run.maxSize)
                var context = CaseContext()
                let verdict: String
                switch judged.body(value, &context) {
                case .pass: verdict = "the property holds."
                case .discard: verdict = "not a valid case (discarded)."
                case .fail(let signature, let message): verdict = "\(signature): \(message)"
                }
                let labels = context.labels.isEmpty ? "" : "\nLabels: \(context.labels.joined(separator: ", "))\n"
                return
                    "Engine: \(run.name) (\(run.kind.rawValue)) — \(run.summary)\n\nCase:\n\(judged.describe(value))\n\(labels)\nVerdict: \(verdict)"
            },
            validate: validate)
        target.usesViewFlavor = false
        return target
    }
}

extension FuzzTarget where Case: Hashable {
    /// A property of your own whose cases are `Hashable`: random cases, or — with
    /// ``FuzzConfiguration/exhaustive`` — every case its generator can make, each judged once.
    public static func property(
        _ property: Property<Case>, validate: @escaping (Case) throws -> Void = { _ in }
    )
        -> FuzzTarget
    {
        var target = FuzzTarget.property(name: property.name, validate: validate) { _ in property }
        target.exhaustive =
            FuzzTarget.property(name: property.name) { _ in property }
            .exhaustive(scoped: { _, _ in property }, draws: { _ in nil }).exhaustive
        return target
    }
}
