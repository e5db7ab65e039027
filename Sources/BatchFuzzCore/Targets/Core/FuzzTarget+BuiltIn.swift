import BatchEngine
import BatchModel

/// BatchFuzz's own engines as targets, made in this module: the factories are generic over the
/// engine, and the compiler specialises a generic function only for calls in the module that
/// defines it — made in the registry's module, these engines' fuzz loop would run on
/// unspecialised code, about half as fast. The registry only names them; a user's engines, made
/// in their own module, pay what any unspecialised call costs.
extension FuzzTarget where Case == EditCase {
    /// `BatchCoalescer` under the core property.
    package static var builtInCoalescer: FuzzTarget { .coalescer(BatchCoalescer()) }
    /// `BatchDiffer` under the core property, held to the fewest moves.
    package static var builtInDiffer: FuzzTarget { .differ(BatchDiffer(), minimumMoves: true) }
    /// The bug zoo's coalescer that keeps each edit's own indices.
    package static var naiveCoalescer: FuzzTarget { .coalescer(NaiveCoalescer()) }
    /// The bug zoo's coalescer with one rare conjunction wrong.
    package static var rareConjunctionCoalescer: FuzzTarget { .coalescer(RareConjunctionCoalescer()) }
    /// The standard library's `CollectionDifference` recipe, or its mistake of deleting moved
    /// elements as well, over repeated values.
    package static func collectionDifference(deletesMovedElements: Bool) -> FuzzTarget {
        .listDiffer(CollectionDifferenceRecipe(deletesMovedElements: deletesMovedElements), values: .repeated)
    }
    /// `StagedDiffer`: DifferenceKit's five stages.
    package static var builtInStagedDiffer: FuzzTarget { .staged(StagedDiffer()) }
    /// `BatchDiffer` as one stage.
    package static var oneStageDiffer: FuzzTarget {
        .staged(OneStage(BatchDiffer()), options: StagedCheckOptions(reloadsSections: false))
    }
    /// The bug zoo's staged engine whose delete stage keeps items moving into inserted sections.
    package static var staleIntermediateStages: FuzzTarget { .staged(StaleIntermediateStages()) }
}
