import BatchFuzzCore
import BatchModel
import PropertyTesting

extension FuzzTarget where Case == FetchedResultsCase {
    /// A fetched-results delegate adapter (`import Scenarios` for its protocol), judged over
    /// random saves (at most `maxSaves`) in every quirk mode, driving a table.
    public static func fetchedResultsDelegate(
        maxSaves: Int = CaseSize.standard / 2, _ adapter: @escaping FetchedResultsProperty.Factory
    ) -> FuzzTarget {
        // The size counts edits; a save holds about two.
        FuzzTarget(
            scenario: "fetched-results", name: "fetched-results delegate", flavors: [.tableView],
            maxSize: maxSaves * 2,
            property: { run in
                FetchedResultsProperty.property(
                    name: run.name, maxSaves: max(1, run.maxSize / 2), oracle: run.oracle, adapter: adapter)
            },
            explain: { value, run in
                ScenarioExplanation.text(
                    name: run.name, kind: run.kind, summary: run.summary, caseText: value.description,
                    flavors: [.tableView]
                ) { _ in FetchedResultsProperty.verdict(for: value, adapter: adapter) }
            },
            validate: { try $0.validate() })
    }
}
