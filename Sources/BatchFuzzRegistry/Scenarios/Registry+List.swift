import BatchFuzzCore
import BatchModel

extension Registry {
    /// The engines of the list property: the standard library's `CollectionDifference` recipe,
    /// and its mistake of deleting moved elements as well.
    static var listEngines: [RegisteredEngine] {
        [
            .init(
                "collection-difference", summary: "CollectionDifference with inferred moves, repeated values",
                .collectionDifference(deletesMovedElements: false)),
            .init(
                "collection-difference-delete-and-move", kind: .zoo,
                summary: "bug zoo: CollectionDifference's moved elements deleted as well as moved",
                .collectionDifference(deletesMovedElements: true)),
        ]
    }
}
