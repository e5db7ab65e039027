import BatchModel

/// The fewest item moves any UIKit batch needs between two lists, computed the slow, obvious
/// way, independently of the engines: every item that stays in a surviving section (matched by
/// identifier) but is not on a longest common subsequence must move — O(n²) dynamic
/// programming per section — and so must every item that changes between surviving sections.
///
/// The core property holds a differ to it, or only counts how often a differ moves more
/// (``CoreProperty/MoveCheck``); call it to read the figure for your own lists.
package enum MinimumMoves {
    /// The fewest item moves a batch from `old` to `new` needs (sections and items matched by
    /// identifier). O(n²) per section: for the small lists of a fuzz case, not a production diff.
    package static func count<SectionID: Equatable, ItemID: Equatable>(
        from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>
    ) -> Int {
        let oldSectionIDs = old.sections.map(\.id)
        var moves = 0
        for section in new.sections {
            guard let o = oldSectionIDs.firstIndex(of: section.id) else { continue }
            let oldItems = old.sections[o].items
            let staying = section.items.filter { oldItems.contains($0) }
            let oldOrder = oldItems.filter { staying.contains($0) }
            moves += staying.count - longestCommonSubsequence(oldOrder, staying)
            // Items arriving from another surviving section.
            for item in section.items where !oldItems.contains(item) {
                if let from = old.sections.firstIndex(where: { $0.items.contains(item) }),
                    new.sections.contains(where: { $0.id == old.sections[from].id })
                {
                    moves += 1
                }
            }
        }
        return moves
    }

    static func longestCommonSubsequence<Item: Equatable>(_ a: [Item], _ b: [Item]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var previous = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var current = [Int](repeating: 0, count: b.count + 1)
            for (j, y) in b.enumerated() {
                current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            previous = current
        }
        return previous[b.count]
    }
}
