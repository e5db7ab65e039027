import BatchModel
import PropertyTesting

extension EditCase {
    /// What the reference model holds after some of a case's edits, as an exhaustive walk
    /// compares it: the list, in one flat array, and what the edits reloaded.
    ///
    /// An exhaustive walk steps a situation through every edit it looks at, and copies it at
    /// every branch, so the list is kept flat — each section as its identifier, its item count
    /// and its items, one after the other — rather than as ``SectionedList``'s array of arrays:
    /// one allocation to copy where that takes two or three. It moves as
    /// `ReferenceModel.apply(_:to:)` moves a list, which remains the definition: `SituationTests`
    /// holds the two to each other, edit by edit, valid or not.
    struct Situation {
        /// The key's hasher with the initial list's counts mixed in: the same for every
        /// situation of the list, so mixed once (and no array to copy with each situation).
        private let initialHasher: SituationKeyHasher
        /// Each section in order: its identifier, its item count, then its items.
        private var cells: [Int]
        private var sectionCount: Int
        /// Each item and section the edits reloaded, with how many times (a list's element
        /// counts its versions), in the order first reloaded.
        private var reloadedItems: [(id: Int, times: Int)] = []
        private var reloadedSections: [(id: Int, times: Int)] = []
        /// The identifiers from these on are the edits'.
        let firstNewItem: Int, firstNewSection: Int
        /// Whether a reload of what was reloaded before counts.
        let countsReloads: Bool
        /// How many edits were applied: a situation is only ever the same as one after as many
        /// (a move to where the section was leaves the list as it was, but a coalescer is handed
        /// the move, and moves in place are where coalescers break).
        private(set) var edits = 0
        /// Whether the kinds of the edits, in order, are part of the situation.
        let namesEditKinds: Bool
        /// The kinds of the edits applied, one digit each, when they are named.
        private var kinds = 0

        init(initial: SectionedList<Int, Int>, countsReloads: Bool, namesEditKinds: Bool) {
            self.countsReloads = countsReloads
            self.namesEditKinds = namesEditKinds
            var hasher = SituationKeyHasher()
            for count in initial.counts { hasher.combine(count) }
            hasher.combine(-1)
            initialHasher = hasher
            var cells: [Int] = []
            cells.reserveCapacity(2 * initial.numberOfSections + initial.totalItemCount)
            for section in initial.sections {
                cells.append(section.id)
                cells.append(section.items.count)
                cells += section.items
            }
            self.cells = cells
            sectionCount = initial.numberOfSections
            firstNewItem = initial.totalItemCount
            firstNewSection = initial.numberOfSections
        }

        /// The situation of an empty list with no edits: what a walk that decides nothing
        /// carries in its place.
        init() {
            initialHasher = SituationKeyHasher()
            cells = []
            sectionCount = 0
            firstNewItem = 0
            firstNewSection = 0
            countsReloads = false
            namesEditKinds = false
        }

        /// The list the edits so far made.
        var list: SectionedList<Int, Int> {
            var sections: [SectionedList<Int, Int>.Section] = []
            var offset = 0
            for _ in 0..<sectionCount {
                sections.append(.init(cells[offset], Array(cells[offset + 2..<end(offset)])))
                offset = end(offset)
            }
            return SectionedList(sections)
        }

        /// Applies `edit` as the reference model does, noting what it reloads; `false` when the
        /// edit does not fit (and the situation is then left as it was).
        mutating func apply(_ edit: Edit<Int, Int>) -> Bool {
            switch edit {
            case .insertSection(let id, let at):
                guard at >= 0, at <= sectionCount else { return false }
                let offset = start(of: at)
                cells.insert(0, at: offset)
                cells.insert(id, at: offset)
                sectionCount += 1
            case .deleteSection(let s):
                guard isSection(s) else { return false }
                let offset = start(of: s)
                cells.removeSubrange(offset..<end(offset))
                sectionCount -= 1
            case .moveSection(let from, let to):
                guard isSection(from), to >= 0, to < sectionCount else { return false }
                let offset = start(of: from)
                // Lifted out and put back as section `to`: the sections between swap places with it.
                if to < from {
                    rotate(start(of: to), offset, end(offset))
                } else {
                    rotate(offset, end(offset), end(start(of: to)))
                }
            case .reloadSection(let s):
                guard isSection(s) else { return false }
                let offset = start(of: s)
                for i in offset + 2..<end(offset) { count(cells[i], in: &reloadedItems) }
                count(cells[offset], in: &reloadedSections)
            case .insertItem(let id, let path):
                guard isSection(path.section) else { return false }
                let offset = start(of: path.section)
                guard path.item >= 0, path.item <= cells[offset + 1] else { return false }
                cells.insert(id, at: offset + 2 + path.item)
                cells[offset + 1] += 1
            case .deleteItem(let path):
                guard let at = place(of: path) else { return false }
                cells.remove(at: at)
                cells[start(of: path.section) + 1] -= 1
            case .moveItem(let from, let to):
                guard let at = place(of: from), isSection(to.section) else { return false }
                let target = start(of: to.section)
                let room = cells[target + 1] - (to.section == from.section ? 1 : 0)
                guard to.item >= 0, to.item <= room else { return false }
                let id = cells.remove(at: at)
                cells[start(of: from.section) + 1] -= 1
                let offset = start(of: to.section)
                cells.insert(id, at: offset + 2 + to.item)
                cells[offset + 1] += 1
            case .reloadItem(let path):
                guard let at = place(of: path) else { return false }
                count(cells[at], in: &reloadedItems)
            }
            edits += 1
            if namesEditKinds { kinds = kinds &* 10 &+ Self.kind(of: edit) }
            return true
        }

        private func isSection(_ s: Int) -> Bool { s >= 0 && s < sectionCount }

        /// Where section `s` (or, for `sectionCount`, the end) starts in `cells`.
        private func start(of s: Int) -> Int {
            var offset = 0
            for _ in 0..<s { offset = end(offset) }
            return offset
        }

        /// Where the section starting at `offset` ends.
        private func end(_ offset: Int) -> Int { offset + 2 + cells[offset + 1] }

        /// Where the item at `path` is in `cells`, if there is one.
        private func place(of path: ItemPath) -> Int? {
            guard isSection(path.section) else { return nil }
            let offset = start(of: path.section)
            guard path.item >= 0, path.item < cells[offset + 1] else { return nil }
            return offset + 2 + path.item
        }

        /// Puts `cells[mid..<hi]` before `cells[lo..<mid]`, in place.
        private mutating func rotate(_ lo: Int, _ mid: Int, _ hi: Int) {
            cells.withUnsafeMutableBufferPointer { cells in
                func reverse(_ lo: Int, _ hi: Int) {
                    var (i, j) = (lo, hi - 1)
                    while i < j {
                        cells.swapAt(i, j)
                        (i, j) = (i + 1, j - 1)
                    }
                }
                reverse(lo, mid)
                reverse(mid, hi)
                reverse(lo, hi)
            }
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
            for reload in reloads where reload.id == id { return reload.times }
            return 0
        }

        /// The situation's key: the initial counts, the edits' count and kinds, then each
        /// section and item in list order — an identifier the edits made named by the order it
        /// is met in — with how many times it was reloaded; then the reloads of what is gone:
        /// initial identifiers by name, in order, and those the edits made, counted.
        var key: SituationKey {
            var hasher = initialHasher
            hasher.combine(edits)
            hasher.combine(kinds)
            // An identifier there at the start by itself; one the edits made by the order met.
            func name(_ id: Int, first: Int, met: inout Int) -> Int {
                guard id >= first else { return id }
                met += 1
                return first + met - 1
            }
            var newSections = 0, newItems = 0, offset = 0
            for _ in 0..<sectionCount {
                let id = cells[offset]
                hasher.combine(name(id, first: firstNewSection, met: &newSections))
                hasher.combine(Self.times(id, in: reloadedSections))
                hasher.combine(cells[offset + 1])
                for i in offset + 2..<end(offset) {
                    hasher.combine(name(cells[i], first: firstNewItem, met: &newItems))
                    hasher.combine(Self.times(cells[i], in: reloadedItems))
                }
                offset = end(offset)
            }
            // The reloads of what is gone: those there at the start by name, in order; those
            // the edits made, counted.
            var goneNew = 0
            func combineGone(_ reloads: [(id: Int, times: Int)], first: Int, isHeld: (Int) -> Bool) {
                // (Most situations reload one thing at most: those sort nothing.)
                for (id, times) in reloads.count > 1 ? reloads.sorted(by: { $0.id < $1.id }) : reloads
                where !isHeld(id) {
                    if id < first {
                        hasher.combine(id)
                        hasher.combine(times)
                    } else {
                        goneNew += times
                    }
                }
            }
            hasher.combine(-2)
            combineGone(reloadedSections, first: firstNewSection) { holds(section: $0) }
            hasher.combine(-3)
            combineGone(reloadedItems, first: firstNewItem) { holds(item: $0) }
            hasher.combine(goneNew)
            return hasher.finalize()
        }

        /// Whether a section of the list has the identifier `id`.
        private func holds(section id: Int) -> Bool {
            var offset = 0
            for _ in 0..<sectionCount {
                if cells[offset] == id { return true }
                offset = end(offset)
            }
            return false
        }

        /// Whether an item of the list has the identifier `id`.
        private func holds(item id: Int) -> Bool {
            var offset = 0
            for _ in 0..<sectionCount {
                if cells[offset + 2..<end(offset)].contains(id) { return true }
                offset = end(offset)
            }
            return false
        }
    }
}
