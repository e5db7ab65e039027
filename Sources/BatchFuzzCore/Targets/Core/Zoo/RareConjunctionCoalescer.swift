import BatchEngine
import BatchModel

/// Bug zoo, `rare-conjunction-coalescer`: BatchCoalescer, except in one branch nobody tested —
/// a section moved, then an item moved into it from another section, then that item reloaded,
/// in one update. There its batch forgets the section's move. Each condition alone is common;
/// the three in order are rare in random cases, which is what coverage guidance is for: each
/// condition met opens code the next one needs.
package struct RareConjunctionCoalescer: BatchCoalescing {
    package init() {}
    package func batch<SectionID: Hashable, ItemID: Hashable>(
        for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws -> BatchUpdate {
        var batch = try BatchCoalescer().batch(for: edits, from: initial)
        for (index, edit) in edits.enumerated() {
            guard case .moveSection(let from, let to) = edit, from != to else { continue }
            for (crossing, later) in edits[(index + 1)...].enumerated() {
                guard case .moveItem(let source, let destination) = later, destination.section == to,
                    source.section != to
                else { continue }
                for reload in edits[(index + 2 + crossing)...] {
                    if case .reloadItem(destination) = reload {
                        batch.sectionMoves = []
                        return batch
                    }
                }
            }
        }
        return batch
    }
}
