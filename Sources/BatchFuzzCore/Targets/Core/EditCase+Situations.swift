import BatchModel
import PropertyTesting

extension EditCase {
    /// How an exhaustive walk of `shape`'s cases judges each situation once: after each prefix
    /// of the edits, the situation the reference model reaches — the number of edits, the
    /// initial list, the list now and the content reloaded so far, with the
    /// identifiers the edits made renamed in the order they stand in the list (which new item is
    /// which is not the case's). Two prefixes that reach the same situation leave the same final
    /// lists and reloads after any later edits, so a differ is handed the same lists; a coalescer
    /// is handed other edits, and the exhaustive tests compare the reduced walk's failures with
    /// the full walk's on the bug zoo.
    ///
    /// `countsReloads` when the property reads how many times an item was reloaded (a list's
    /// element counts its versions); otherwise reloading an item again changes nothing: the
    /// core property and a differ read the reloaded identifiers as a set. `namesEditKinds` when
    /// the engine is handed the edits themselves (a coalescer): the kinds of the edits, in order,
    /// are then part of the situation, since such an engine may break on one order of two
    /// commuting edits and not the other (the rare-conjunction coalescer does).
    static func reduction(
        shape: EditShape, maxEdits: Int, countsReloads: Bool, namesEditKinds: Bool
    )
        -> ExhaustiveReduction<EditCase>
    {
        ExhaustiveReduction { value, after in
            value.situations(
                shape: shape, maxEdits: maxEdits, countsReloads: countsReloads, namesEditKinds: namesEditKinds,
                after: after)
        }
    }

    /// The situation after no edit, then after each edit, where each prefix's draws end; those
    /// that end within the first `after` draws are left out.
    func situations(
        shape: EditShape, maxEdits: Int, countsReloads: Bool, namesEditKinds: Bool, after: Int = -1
    )
        -> [ExhaustiveReduction<EditCase>.Situation]
    {
        var situation = Situation(initial: initial, countsReloads: countsReloads, namesEditKinds: namesEditKinds)
        var end = Self.drawCount(ofInitial: initial, shape: shape)
        var situations: [ExhaustiveReduction<EditCase>.Situation] = []
        if end > after { situations.append(.init(end: end, key: situation.key, stepsLeft: maxEdits)) }
        for (index, edit) in edits.enumerated() {
            guard situation.apply(edit) else { break }
            // The "one more?" draw, then the edit's own.
            end += 1 + Self.drawCount(of: edit)
            if end > after {
                situations.append(.init(end: end, key: situation.key, stepsLeft: maxEdits - index - 1))
            }
        }
        return situations
    }

    /// The draws with which the generator of `shape` makes `initial`: "one more?" past the
    /// least length, then each section's count, and a last "no more" below the most sections.
    static func drawCount(ofInitial initial: SectionedList<Int, Int>, shape: EditShape) -> Int {
        let sections = initial.numberOfSections
        return sections + max(0, sections - shape.sections.lowerBound)
            + (sections < shape.sections.upperBound ? 1 : 0)
    }

    /// The draws with which ``EditState/drawEdit(using:)`` makes `edit`: its kind, then its indices.
    static func drawCount(of edit: Edit<Int, Int>) -> Int {
        switch edit {
        case .insertSection, .deleteSection, .reloadSection: 2
        case .insertItem, .moveSection, .deleteItem, .reloadItem: 3
        case .moveItem: 5
        }
    }

    /// What the reference model holds after some of a case's edits.
    struct Situation {
        let initialCounts: [Int]
        var list: SectionedList<Int, Int>
        /// Each item and section the edits reloaded, with how many times (a list's element
        /// counts its versions), in the order first reloaded.
        var reloadedItems: [(id: Int, times: Int)] = []
        var reloadedSections: [(id: Int, times: Int)] = []
        /// The identifiers from these on are the edits'.
        let firstNewItem: Int, firstNewSection: Int
        /// Whether a reload of what was reloaded before counts.
        let countsReloads: Bool
        /// How many edits were applied: a situation is only ever the same as one after as many
        /// (a move to where the section was leaves the list as it was, but a coalescer is handed
        /// the move, and moves in place are where coalescers break).
        var edits = 0
        /// Whether the kinds of the edits, in order, are part of the situation.
        let namesEditKinds: Bool
        /// The kinds of the edits applied, one digit each, when they are named.
        var kinds = 0

        init(initial: SectionedList<Int, Int>, countsReloads: Bool, namesEditKinds: Bool) {
            self.countsReloads = countsReloads
            self.namesEditKinds = namesEditKinds
            initialCounts = initial.counts
            list = initial
            firstNewItem = initial.totalItemCount
            firstNewSection = initial.numberOfSections
        }

        /// Applies `edit` as the reference model does, noting what it reloads; `false` when the
        /// edit does not fit.
        mutating func apply(_ edit: Edit<Int, Int>) -> Bool {
            switch edit {
            case .reloadItem(let path) where list.contains(path):
                count(list[path], in: &reloadedItems)
            case .reloadSection(let s) where list.sections.indices.contains(s):
                for id in list.sections[s].items { count(id, in: &reloadedItems) }
                count(list.sections[s].id, in: &reloadedSections)
            default: break
            }
            do { try ReferenceModel.apply(edit, to: &list) } catch { return false }
            edits += 1
            if namesEditKinds { kinds = kinds &* 10 &+ Self.kind(of: edit) }
            return true
        }

        /// The edit's kind, from 1.
        private static func kind(of edit: Edit<Int, Int>) -> Int {
            switch edit {
            case .insertSection: 1
            case .insertItem: 2
            case .deleteSection: 3
            case .moveSection: 4
            case .reloadSection: 5
            case .deleteItem: 6
            case .reloadItem: 7
            case .moveItem: 8
            }
        }

        private func count(_ id: Int, in reloads: inout [(id: Int, times: Int)]) {
            if let index = reloads.firstIndex(where: { $0.id == id }) {
                if countsReloads { reloads[index].times += 1 }
            } else {
                reloads.append((id, 1))
            }
        }

        private static func times(_ id: Int, in reloads: [(id: Int, times: Int)]) -> Int {
            reloads.first { $0.id == id }?.times ?? 0
        }

        /// The situation's key: the initial counts, then each section and item in list order —
        /// an identifier the edits made named by the order it is met in — with how many times
        /// it was reloaded; then the reloads of what is gone: initial identifiers by name, in
        /// order, and those the edits made, counted.
        var key: SituationKey {
            var hasher = SituationKeyHasher()
            hasher.combine(edits)
            hasher.combine(kinds)
            for count in initialCounts { hasher.combine(count) }
            hasher.combine(-1)
            var newSections = 0, newItems = 0
            for section in list.sections {
                if section.id < firstNewSection {
                    hasher.combine(section.id)
                } else {
                    hasher.combine(firstNewSection + newSections)
                    newSections += 1
                }
                hasher.combine(Self.times(section.id, in: reloadedSections))
                hasher.combine(section.items.count)
                for id in section.items {
                    if id < firstNewItem {
                        hasher.combine(id)
                    } else {
                        hasher.combine(firstNewItem + newItems)
                        newItems += 1
                    }
                    hasher.combine(Self.times(id, in: reloadedItems))
                }
            }
            hasher.combine(-2)
            var goneNew = 0
            // (Most situations reload one thing at most: those sort nothing.)
            func ascending(_ reloads: [(id: Int, times: Int)]) -> [(id: Int, times: Int)] {
                reloads.count > 1 ? reloads.sorted { $0.id < $1.id } : reloads
            }
            for (id, times) in ascending(reloadedSections) where !list.sections.contains(where: { $0.id == id }) {
                if id < firstNewSection {
                    hasher.combine(id)
                    hasher.combine(times)
                } else {
                    goneNew += times
                }
            }
            hasher.combine(-3)
            for (id, times) in ascending(reloadedItems) where !list.contains(item: id) {
                if id < firstNewItem {
                    hasher.combine(id)
                    hasher.combine(times)
                } else {
                    goneNew += times
                }
            }
            hasher.combine(goneNew)
            return hasher.finalize()
        }
    }
}

extension SectionedList where ItemID == Int {
    /// Whether an item of the list has the identifier `id`.
    fileprivate func contains(item id: Int) -> Bool {
        sections.contains { $0.items.contains(id) }
    }
}
