import BatchFuzzCore
import BatchModel

extension Registry {
    /// Screen code: BatchFuzz's own, in each flavour, and the bug-zoo twin that changes its list
    /// before the batch begins.
    static var screenEngines: [RegisteredEngine] {
        [
            .init(
                "table-screen",
                summary: "a table screen: BatchCoalescer's batch, the list changed inside the update block",
                .emulatedTableScreen { CoalescingScreen(list: $0, view: $1) }),
            .init(
                "collection-screen", summary: "the same screen over a collection view",
                .emulatedCollectionScreen { CoalescingScreen(list: $0, view: $1) }),
            .init(
                "list-first-screen", kind: .zoo,
                summary:
                    "bug zoo: changes its list, then begins the batch (off screen, the view reads the new counts as before)",
                .emulatedTableScreen { CoalescingScreen(list: $0, view: $1, changesListFirst: true) }),
        ]
    }
}
