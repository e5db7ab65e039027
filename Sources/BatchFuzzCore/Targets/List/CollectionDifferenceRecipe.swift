import BatchModel

/// The standard library's `CollectionDifference` turned into a batch, as apps and answers on the
/// web write it: `new.difference(from: old).inferringMoves()`, removals as deletes (old
/// indices), insertions as inserts (new indices), and each removal paired with an insertion as a
/// move. It diffs `Equatable` values, so it is handed repeated ones.
///
/// With `deletesMovedElements`, it is the common mistake: every removal becomes a delete, the
/// paired ones too, so a moved element is deleted and moved from the same index path — UIKit's
/// `attempt to perform a delete and a move from the same index path`.
package struct CollectionDifferenceRecipe: ListDiffing {
    /// Whether a removal paired with an insertion is also deleted (the mistake).
    package var deletesMovedElements: Bool

    package init(deletesMovedElements: Bool = false) {
        self.deletesMovedElements = deletesMovedElements
    }

    package func batch(from old: [ListItem], to new: [ListItem]) -> BatchUpdate {
        var batch = BatchUpdate()
        for change in new.difference(from: old).inferringMoves() {
            switch change {
            case .remove(let offset, _, let destination):
                if let destination {
                    batch.itemMoves.append(
                        .init(from: ItemPath(section: 0, item: offset), to: ItemPath(section: 0, item: destination)))
                }
                if destination == nil || deletesMovedElements {
                    batch.itemDeletes.append(ItemPath(section: 0, item: offset))
                }
            case .insert(let offset, _, let source):
                if source == nil { batch.itemInserts.append(ItemPath(section: 0, item: offset)) }
            }
        }
        return batch
    }
}
