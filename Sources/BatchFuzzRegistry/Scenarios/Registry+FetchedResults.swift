import BatchFuzzCore
import BatchModel
import PropertyTesting
import Scenarios

extension Registry {
    /// Scenario (d): fetched-results change reports driving a table view — the fetched-results
    /// template's screen with each of its delegates, where the Core Data stand-in runs (none on
    /// macOS, where Core Data is Apple's and needs a store the check does not build).
    static var fetchedResultsEngines: [RegisteredEngine] {
        #if !canImport(UIKit) && !canImport(CoreData)
            [
                .init(
                    "fetched-results-adapter",
                    summary:
                        "the template's screen with a delegate to copy: every report, every quirk mode, one valid batch",
                    .fetchedResultsScreen { EventsViewController(context: $0, changeHandling: .adapter) }),
                .init(
                    "snapshot-adapter",
                    summary: "the template's screen fed the controller's snapshot, applied as delivered",
                    .fetchedResultsScreen { EventsSnapshotViewController(context: $0, applying: .asDelivered) }),
                .init(
                    "lamarche-template", kind: .zoo,
                    summary:
                        "bug zoo: the post's delegate (update falls through into move, section-count heuristics)",
                    .fetchedResultsScreen { EventsViewController(context: $0, changeHandling: .lamarcheTemplate) }),
                .init(
                    "apple-typical-delegate", kind: .zoo,
                    summary:
                        "bug zoo: Apple's typical delegate (updates configured with the object at the old path, move as delete + insert)",
                    .fetchedResultsScreen { EventsViewController(context: $0, changeHandling: .appleTypical) }),
                .init(
                    "apple-typical-delegate-reload", kind: .zoo,
                    summary:
                        "bug zoo: Apple's typical delegate reloading updated rows (the reload collides with a move)",
                    .fetchedResultsScreen {
                        EventsViewController(context: $0, changeHandling: .appleTypicalReloadingRows)
                    }),
                .init(
                    "snapshot-without-reloads", kind: .zoo,
                    summary:
                        "bug zoo: the controller's snapshot rebuilt from its identifiers, its reload marks lost (a changed event keeps its old row)",
                    .fetchedResultsScreen {
                        EventsSnapshotViewController(context: $0, applying: .rebuiltFromIdentifiers)
                    }),
            ]
        #else
            []
        #endif
    }
}
