import BatchModel
import PropertyTesting

extension FuzzTarget where Case == EditCase {
    /// A one-list differ (an array before, an array after → one batch on section 0), judged by
    /// the list property, over lists whose values are distinct identifiers or (`values:
    /// .repeated`) repeat, as `Equatable` values often do.
    ///
    /// ```swift
    /// @Test func messages() { check(.listDiffer(MessagesDiffer(), values: .repeated)) }
    /// ```
    public static func listDiffer(
        _ engine: some ListDiffing, flavor: ViewFlavor? = nil, maxEdits: Int = CaseSize.standard,
        values: ListItem.Values = .distinct
    ) -> FuzzTarget {
        let batch = ListProperty.batchMaker(engine, values: values)
        var target = FuzzTarget(
            scenario: "list", name: "\(type(of: engine))", flavors: flavor.map { [$0] } ?? ViewFlavor.allCases,
            maxSize: maxEdits,
            property: { run in
                ListProperty.property(
                    name: run.name, flavors: run.flavors, maxEdits: run.maxSize, values: values, oracle: run.oracle,
                    batch: run.batch ?? batch)
            },
            explain: { value, run in
                ListProperty.explanation(
                    of: value, name: run.name, kind: run.kind, summary: run.summary, flavors: run.flavors,
                    values: values, oracle: run.oracle, batch: batch)
            },
            validate: { try $0.validateAsList() }
        ).exhaustive(
            scoped: { run, scope in
                ListProperty.property(
                    name: run.name, flavors: run.flavors, generator: EditCase.listGenerator(scope: scope),
                    values: values, oracle: run.oracle, batch: run.batch ?? batch
                ).reducing(over: scope, list: true, values: values)
            },
            draws: { $0.draws(shape: .list(maxEdits: CaseSize.standard), maxEdits: CaseSize.standard) },
            distinctSequences: true, words: { $0.listDescription })
        target.batch = batch
        target.pastedCall = "check(.listDiffer(\(type(of: engine))()), case: .init(initial: list, edits: edits))"
        return target
    }
}
