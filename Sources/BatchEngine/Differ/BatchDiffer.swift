import BatchModel

/// Computes one UIKit-valid batch from an old and a new list: sections matched by identifier,
/// items matched by identifier across all sections (so an item that changes section is a move),
/// the fewest moves (a longest increasing run of each section stays in place), and reloads for
/// items whose content changed — in the old index space, never on a moved item.
///
/// Cost: one dictionary built from the old identifiers and probed with the new ones (the floor
/// for any identity diff), plus O(n log n) for the moves. The identifier-handling part is
/// `@inlinable`, so it is specialized for your identifier types in your module.
public struct BatchDiffer: Sendable {
    /// The oldest iOS release the batches must suit: a section is deleted and inserted whole
    /// rather than given its first item or losing its last only for a target before iOS 8,
    /// whose collection views crash on those (`UIKitQuirk.Kind.fixedIn`).
    public var deploymentTarget: IOSVersion?

    /// A differ whose batches suit every release (`nil`), or `deploymentTarget` and later.
    public init(deploymentTarget: IOSVersion? = nil) {
        self.deploymentTarget = deploymentTarget
    }

    /// The batch that turns `old` into `new`.
    ///
    /// - Parameters:
    ///   - old: the list the view shows.
    ///   - new: the list to show.
    ///   - contentChanged: whether the item with this identifier shows new content (asked only
    ///     for items in both lists); `nil` when content never changes.
    /// - Throws: ``DuplicateIdentifierError`` when either list repeats an identifier.
    @inlinable
    public func batch<SectionID, ItemID>(
        from old: SectionedList<SectionID, ItemID>,
        to new: SectionedList<SectionID, ItemID>,
        contentChanged: ((ItemID) -> Bool)? = nil
    ) throws(DuplicateIdentifierError) -> BatchUpdate {
        // Sections.
        var sectionIndex: [SectionID: Int] = Dictionary(minimumCapacity: old.sections.count)
        for (s, section) in old.sections.enumerated() {
            if let first = sectionIndex.updateValue(s, forKey: section.id) {
                throw DuplicateIdentifierError(
                    kind: "section", list: "old", identifier: "\(section.id)", positions: ["\(first)", "\(s)"])
            }
        }
        var newSectionSeen: [SectionID: Int] = Dictionary(minimumCapacity: new.sections.count)
        for (j, section) in new.sections.enumerated() {
            if let first = newSectionSeen.updateValue(j, forKey: section.id) {
                throw DuplicateIdentifierError(
                    kind: "section", list: "new", identifier: "\(section.id)", positions: ["\(first)", "\(j)"])
            }
        }

        // Items: old identifiers become tokens 0..<n; new ones are looked up, and their entry
        // marked in the same probe (an old one as taken, a new one as -1), so that a second copy
        // is caught. Tokens are 32-bit: half the memory the table's random probes touch.
        let oldCount = old.totalItemCount
        precondition(oldCount < Int(Int32.max), "more than 2³¹ items")
        var token: [ItemID: Int32] = Dictionary(minimumCapacity: oldCount + oldCount / 4 + 16)
        var oldIDs: [ItemID] = []
        if contentChanged != nil { oldIDs.reserveCapacity(oldCount) }
        var next = 0
        for section in old.sections {
            for item in section.items {
                if token.updateValue(Int32(truncatingIfNeeded: next), forKey: item) != nil {
                    throw DuplicateIdentifierError(
                        kind: "item", list: "old", identifier: "\(item)",
                        positions: positions(of: item, in: old).map { $0.description })
                }
                if contentChanged != nil { oldIDs.append(item) }
                next += 1
            }
        }
        var newSections: [BatchPlanner.NewSection] = []
        newSections.reserveCapacity(new.sections.count)
        let oldSizes = old.counts
        var runs = TokenRunBuilder(oldStart: sectionStarts(oldSizes))
        for section in new.sections {
            for item in section.items {
                // -2: not there before this probe, which has just recorded it as -1.
                let t = Int(Self.take(&token[item, default: -2]))
                if t == -2 {
                    runs.append(-1)
                    continue
                }
                guard t >= 0 else {
                    throw DuplicateIdentifierError(
                        kind: "item", list: "new", identifier: "\(item)",
                        positions: positions(of: item, in: new).map { $0.description })
                }
                runs.append(t)
            }
            newSections.append(.init(old: sectionIndex[section.id] ?? -1, reloaded: false, runs: runs.closeSection()))
        }

        // The old items the new list holds are those of the runs from old sections.
        var reloaded: [Int] = []
        if let contentChanged {
            for run in runs.runs where run.section >= 0 {
                for t in run.start..<run.end where contentChanged(oldIDs[t]) { reloaded.append(t) }
            }
        }
        return BatchPlanner(
            oldSizes: oldSizes, runs: runs.runs, newSections: newSections, reloadedTokens: reloaded,
            deploymentTarget: deploymentTarget
        ).plan()
    }

    /// The token in a table entry, marking the entry as seen: an entry the probe has just made
    /// (-2) becomes -1, an old item's token becomes `Int32.min`, so a later probe of either
    /// reads a negative token other than -2.
    @inlinable @inline(__always)
    static func take(_ entry: inout Int32) -> Int32 {
        let value = entry
        entry = value == -2 ? -1 : Int32.min
        return value
    }

    @usableFromInline
    func positions<S, I>(of item: I, in list: SectionedList<S, I>) -> [ItemPath] {
        var found: [ItemPath] = []
        for (s, section) in list.sections.enumerated() {
            for (r, candidate) in section.items.enumerated() where candidate == item {
                found.append(ItemPath(section: s, item: r))
            }
        }
        return found
    }
}
