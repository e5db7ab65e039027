import BatchModel
import PropertyTesting

extension FuzzCheck {
    /// Fuzzes an engine that diffs one array (``ListDiffing``) with the list property
    /// (``ListProperty``); one call from a Swift Testing or XCTest test:
    ///
    /// ```swift
    /// @Test func myDifferMakesValidBatches() throws {
    ///     check(listDiffer: MyArrayDiffer(), values: .repeated, configuration: .init(cases: 10_000))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - engine: your adapter.
    ///   - flavor: the view to judge against; `nil` for both.
    ///   - maxEdits: the most edits a case has.
    ///   - values: distinct identifiers, or repeated values for a library that diffs `Equatable`
    ///     values.
    ///   - configuration: the run, the oracle's options, the example database.
    ///   - test: the calling test's name, for the replay line (filled in for you).
    @discardableResult
    package static func check(
        listDiffer engine: some ListDiffing, flavor: ViewFlavor? = nil, maxEdits: Int = 12,
        values: ListItem.Values = .distinct, configuration: FuzzConfiguration = FuzzConfiguration(),
        test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let batches = BatchRecorder(ListProperty.batchMaker(engine, values: values))
        let property = ListProperty.property(
            name: "\(type(of: engine))", flavors: flavor.map { [$0] } ?? ViewFlavor.allCases, maxEdits: maxEdits,
            values: values, oracle: configuration.oracle, batch: batches.callAsFunction)
        return try run(property, configuration, test: test, batches: batches)
    }
}

extension RegisteredEngine {
    /// An engine of yours that diffs one array (old, new → the batch for section 0), under the
    /// list property, in scenario `list`; `values` draws distinct identifiers or repeated
    /// values, and `oracle` judges (a deployment target, `reloadsKeepIdentity`, …).
    public static func listDiffer(
        name: String, kind: Kind = .correct, summary: String, values: ListItem.Values = .distinct,
        oracle: UIKitValidator.Options = .fuzzing, _ engine: some ListDiffing
    ) -> RegisteredEngine {
        let batch = ListProperty.batchMaker(engine, values: values)
        return RegisteredEngine(
            name: name, scenario: "list", kind: kind, summary: summary,
            property: { flavors, maxEdits in
                ListProperty.property(
                    engine, name: name, flavors: flavors, maxEdits: maxEdits, values: values, oracle: oracle)
            },
            scoped: { flavors, scope in
                ListProperty.property(
                    name: name, flavors: flavors, generator: EditCase.listGenerator(scope: scope), values: values,
                    oracle: oracle, batch: batch)
            },
            draws: { (value: EditCase) in value.draws(shape: .list(maxEdits: 12), maxEdits: 12) },
            scopeWords: { $0.listDescription },
            explain: { value, flavors in
                ListProperty.explanation(
                    of: value, name: name, kind: kind, summary: summary, flavors: flavors, values: values,
                    oracle: oracle, batch: batch)
            },
            validate: { (value: EditCase) in try value.validateAsList() })
    }
}

extension Registry {
    /// The engines of the list property: the standard library's difference, as apps turn it into
    /// a batch, and the common mistake in doing so.
    static var listEngines: [RegisteredEngine] {
        [
            .listDiffer(
                name: "collection-difference", summary: "CollectionDifference with inferred moves, repeated values",
                values: .repeated, CollectionDifferenceRecipe()),
            .listDiffer(
                name: "collection-difference-delete-and-move", kind: .zoo,
                summary: "bug zoo: CollectionDifference's moved elements deleted as well as moved",
                values: .repeated, CollectionDifferenceRecipe(deletesMovedElements: true)),
        ]
    }
}
