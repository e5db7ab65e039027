import BatchModel

/// What a fetched-results controller reports for one save: section changes, object changes
/// with Apple's index-path conventions (bent by the quirk modes that are on), and the snapshot
/// form.
///
/// Which survivors are reported as moves: every object whose section key changed, and, inside a
/// section that stays, the objects outside a heaviest increasing run of the survivors (objects
/// at the same path weigh most, then objects whose keys did not change) — plus, unless
/// ``FetchedResultsQuirk/swapAsMoveAndUpdate`` is on, every object whose keys changed and whose
/// order among the survivors changed. So an object at an equal path in a section whose index did
/// not change is never a move: the convention adapters rely on. The computation is quadratic
/// in a section's size: an emulation, written to be obviously right.
public struct FetchedChangeReport: Hashable, Sendable, CustomStringConvertible {
    /// One `controller(_:didChange:atSectionIndex:for:)` call.
    public struct SectionChange: Hashable, Sendable, CustomStringConvertible {
        public var type: FetchedResultsChangeType
        public var section: FetchedResults.Section
        public var index: Int

        public var description: String { "\(type) section \(section.name) at \(index)" }
    }

    /// One `controller(_:didChange:at:for:newIndexPath:)` call.
    public struct ObjectChange: Hashable, Sendable, CustomStringConvertible {
        public var type: FetchedResultsChangeType
        public var object: FetchedObject
        public var indexPath: ItemPath?
        public var newIndexPath: ItemPath?

        public var description: String {
            "\(type) #\(object.id) at \(indexPath.map { "\($0)" } ?? "nil") new \(newIndexPath.map { "\($0)" } ?? "nil")"
        }
    }

    public var sectionChanges: [SectionChange] = []
    public var objectChanges: [ObjectChange] = []
    public var snapshot: FetchedSnapshotReport

    /// Whether the save changed nothing the results show (then no delegate call is made).
    public var isEmpty: Bool { sectionChanges.isEmpty && objectChanges.isEmpty }

    public var description: String {
        (sectionChanges.map { $0.description } + objectChanges.map { $0.description }).joined(separator: "; ")
    }

    /// Where old section `section` is after this report's section deletes and inserts, or `nil`
    /// when it is deleted.
    public func newIndex(ofOldSection section: Int) -> Int? {
        let deleted = sectionChanges.filter { $0.type == .delete }.map { $0.index }
        guard !deleted.contains(section) else { return nil }
        var index = section - deleted.filter { $0 < section }.count
        for inserted in sectionChanges.filter({ $0.type == .insert }).map({ $0.index }).sorted() where inserted <= index
        { index += 1 }
        return index
    }

    /// The report for a save that turned `old` into `new`.
    public init(from old: FetchedResults, to new: FetchedResults, quirks: FetchedResultsQuirks) {
        let oldKeys = old.sections.map { $0.key }, newKeys = new.sections.map { $0.key }
        for (index, section) in old.sections.enumerated() where !newKeys.contains(section.key) {
            sectionChanges.append(SectionChange(type: .delete, section: section, index: index))
        }
        for (index, section) in new.sections.enumerated() where !oldKeys.contains(section.key) {
            sectionChanges.append(SectionChange(type: .insert, section: section, index: index))
        }

        var changes: [(id: Int, change: ObjectChange)] = []
        func add(_ type: FetchedResultsChangeType, _ object: FetchedObject, _ path: ItemPath?, _ newPath: ItemPath?) {
            changes.append(
                (object.id, ObjectChange(type: type, object: object, indexPath: path, newIndexPath: newPath)))
        }
        var reloaded: [Int] = []
        let moved = Self.movedSurvivors(old, new, quirks)
        for (s, section) in old.sections.enumerated() {
            for (r, before) in section.objects.enumerated() {
                let oldPath = ItemPath(section: s, item: r)
                guard let newPath = new.indexPath(ofObject: before.id), let after = new.object(at: newPath) else {
                    add(.delete, before, oldPath, nil)
                    continue
                }
                let contentChanged = before.content != after.content
                let keysChanged = before.sectionKey != after.sectionKey || before.sortKey != after.sortKey
                if contentChanged { reloaded.append(after.id) }
                let updateNewPath = quirks[.updateNewIndexPath] ? newPath : nil
                func move() {
                    if contentChanged && quirks[.updateAndMove] { add(.update, after, oldPath, updateNewPath) }
                    add(.move, after, oldPath, newPath)
                }
                if before.sectionKey != after.sectionKey {
                    let acrossChangedSection =
                        !newKeys.contains(before.sectionKey) || !oldKeys.contains(after.sectionKey)
                    if acrossChangedSection && quirks[.updateInChangedSection] {
                        add(.update, after, oldPath, updateNewPath)
                    } else if (acrossChangedSection && !quirks[.movesAcrossChangedSections])
                        || (oldPath == newPath && !quirks[.equalPathRealMove])
                    {
                        add(.delete, before, oldPath, nil)
                        add(.insert, after, nil, newPath)
                    } else {
                        move()
                    }
                } else if moved.contains(after.id) {
                    move()
                } else if contentChanged || keysChanged {
                    if oldPath == newPath && quirks[.equalPathMoveForUpdate] {
                        add(.move, after, oldPath, newPath)
                    } else {
                        add(.update, after, oldPath, updateNewPath)
                    }
                }
            }
        }
        for section in new.sections {
            for object in section.objects where old.indexPath(ofObject: object.id) == nil {
                add(.insert, object, nil, new.indexPath(ofObject: object.id))
            }
        }
        // Object changes come by object id; one object's changes keep their order.
        objectChanges = changes.enumerated().sorted { ($0.element.id, $0.offset) < ($1.element.id, $1.offset) }.map {
            $0.element.change
        }
        snapshot = FetchedSnapshotReport(list: new.list, reloadedIDs: reloaded.sorted())
    }

    /// The ids of survivors that stay in their section and are reported as moves.
    static func movedSurvivors(_ old: FetchedResults, _ new: FetchedResults, _ quirks: FetchedResultsQuirks) -> [Int] {
        var moved: [Int] = []
        for (s, section) in old.sections.enumerated() {
            guard let ns = new.sectionIndex(ofKey: section.key) else { continue }
            let newIDs = new.sections[ns].objects.map { $0.id }
            // Survivors in old order, with their new rank among the survivors.
            let survivors = section.objects.filter { newIDs.contains($0.id) }
            let newOrder = newIDs.filter { id in survivors.contains { $0.id == id } }
            let ranks = survivors.map { object in newOrder.firstIndex(of: object.id)! }
            let weights = survivors.map { object -> Int in
                let samePath = old.indexPath(ofObject: object.id) == new.indexPath(ofObject: object.id)
                let keysKept = new.object(at: new.indexPath(ofObject: object.id)!)!.sortKey == object.sortKey
                return (samePath ? 1_000 : 0) + (keysKept ? 10 : 1)
            }
            let kept = heaviestIncreasingRun(ranks, weights)
            for (k, object) in survivors.enumerated() {
                let after = new.object(at: new.indexPath(ofObject: object.id)!)!
                let oldPath = ItemPath(section: s, item: section.objects.firstIndex(of: object)!)
                let newPath = new.indexPath(ofObject: object.id)!
                let orderChanged = survivors[..<k].map { $0.id }.sorted() != newOrder[..<ranks[k]].sorted()
                let reorderedByItsKeys = after.sortKey != object.sortKey && orderChanged && oldPath != newPath
                if !kept[k] || (reorderedByItsKeys && !quirks[.swapAsMoveAndUpdate]) { moved.append(object.id) }
            }
        }
        return moved
    }

    /// Which positions of `ranks` form an increasing run of the greatest total weight (O(n²)).
    static func heaviestIncreasingRun(_ ranks: [Int], _ weights: [Int]) -> [Bool] {
        guard !ranks.isEmpty else { return [] }
        var best = weights, previous = [Int](repeating: -1, count: ranks.count)
        for i in ranks.indices {
            for j in 0..<i where ranks[j] < ranks[i] && best[j] + weights[i] > best[i] {
                best[i] = best[j] + weights[i]
                previous[i] = j
            }
        }
        var kept = [Bool](repeating: false, count: ranks.count)
        var i: Int? = best.indices.max { (best[$0], -$0) < (best[$1], -$1) }
        while let k = i, k >= 0 {
            kept[k] = true
            i = previous[k] >= 0 ? previous[k] : nil
        }
        return kept
    }
}
