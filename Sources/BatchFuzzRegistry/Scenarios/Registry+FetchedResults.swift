import BatchFuzzCore
import BatchModel
import PropertyTesting
import Scenarios

extension Registry {
    /// Scenario (d): fetched-results change reports driving a table view.
    static var fetchedResultsEngines: [RegisteredEngine] {
        [
            .init(
                "fetched-results-adapter",
                summary: "FetchedResultsTableAdapter: every report, every quirk mode, one valid batch",
                .fetchedResultsDelegate { tableView, _ in
                    FetchedResultsTableAdapter(tableView: tableView)
                }),
            .init(
                "snapshot-adapter",
                summary: "FetchedSnapshotAdapter: the snapshot form of the report, diffed",
                .fetchedResultsDelegate {
                    FetchedSnapshotAdapter(tableView: $0, showing: $1.results)
                }),
            .init(
                "lamarche-template", kind: .zoo,
                summary:
                    "bug zoo: the seed document's delegate (update falls through into move, section-count heuristics)",
                .fetchedResultsDelegate { tableView, _ in
                    LaMarcheTemplateDelegate(tableView: tableView)
                }),
            .init(
                "apple-typical-delegate", kind: .zoo,
                summary:
                    "bug zoo: Apple's typical delegate (updates configured with the object at the old path, move as delete + insert)",
                .fetchedResultsDelegate { tableView, _ in
                    AppleTypicalDelegate(tableView: tableView, updates: .configureCell)
                }),
            .init(
                "apple-typical-delegate-reload", kind: .zoo,
                summary: "bug zoo: Apple's typical delegate reloading updated rows (the reload collides with a move)",
                .fetchedResultsDelegate { tableView, _ in
                    AppleTypicalDelegate(tableView: tableView, updates: .reloadRows)
                }),
        ]
    }
}
