import BatchModel
import PropertyTesting
import Scenarios

extension Registry {
    /// Scenario (d): fetched-results change reports driving a table view.
    static var fetchedResultsEngines: [RegisteredEngine] {
        [
            .fetchedResults(
                name: "fetched-results-adapter", kind: .correct,
                summary: "FetchedResultsTableAdapter: every report, every quirk mode, one valid batch"
            ) { tableView, _ in
                FetchedResultsTableAdapter(tableView: tableView)
            },
            .fetchedResults(
                name: "snapshot-adapter", kind: .correct,
                summary: "FetchedSnapshotAdapter: the snapshot form of the report, diffed"
            ) {
                FetchedSnapshotAdapter(tableView: $0, showing: $1.results)
            },
            .fetchedResults(
                name: "lamarche-template", kind: .zoo,
                summary:
                    "bug zoo: the seed document's delegate (update falls through into move, section-count heuristics)"
            ) { tableView, _ in
                LaMarcheTemplateDelegate(tableView: tableView)
            },
            .fetchedResults(
                name: "apple-typical-delegate", kind: .zoo,
                summary:
                    "bug zoo: Apple's typical delegate (updates configured with the object at the old path, move as delete + insert)"
            ) { tableView, _ in
                AppleTypicalDelegate(tableView: tableView, updates: .configureCell)
            },
            .fetchedResults(
                name: "apple-typical-delegate-reload", kind: .zoo,
                summary: "bug zoo: Apple's typical delegate reloading updated rows (the reload collides with a move)"
            ) { tableView, _ in
                AppleTypicalDelegate(tableView: tableView, updates: .reloadRows)
            },
        ]
    }
}

extension RegisteredEngine {
    /// An engine of the fetched-results scenario: a delegate made for each case's table and
    /// controller. `--max-size` is twice the most saves a case makes.
    public static func fetchedResults(
        name: String, kind: Kind, summary: String, adapter: @escaping FetchedResultsProperty.Factory
    ) -> RegisteredEngine {
        RegisteredEngine(
            name: name, scenario: "fetched-results", kind: kind, summary: summary, flavors: [.tableView],
            property: { _, maxSize in
                FetchedResultsProperty.property(name: name, maxSaves: max(1, maxSize / 2), adapter: adapter)
            },
            explain: { (value: FetchedResultsCase, _) in
                ScenarioExplanation.text(
                    name: name, kind: kind, summary: summary, caseText: value.description, flavors: [.tableView]
                ) { _ in
                    FetchedResultsProperty.verdict(for: value, adapter: adapter)
                }
            },
            validate: { (value: FetchedResultsCase) in try value.validate() })
    }
}
