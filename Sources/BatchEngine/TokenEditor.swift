import BatchModel

/// The coalescer's engine room, free of identifier types. Old items are tokens
/// `0..<oldItemCount`, numbered section by section; each inserted item or section gets the next
/// token or handle, in order, so the generic shell keeps identifiers in plain arrays beside it.
///
/// Old rows never change order among themselves — an edit can only delete one, insert a new
/// item, or move one (a delete here and an insert there) — so each old row keeps a fixed
/// **slot**: the row, if it is still there, after the list of items inserted just before it
/// (its *gap*, a small implicit treap). Each section has one more slot at its end, and each
/// section inserted by the edits a slot of its own. ``RowSlots`` finds the item at an index
/// path in O(log n), so an edit costs O(log n) — no array shifting — and the rows nobody
/// touched stay in runs of consecutive tokens, which the planner takes whole.
@usableFromInline
struct TokenEditor: ~Copyable {
    let oldItemCount: Int
    let oldSizes: [Int]
    /// First token of each old section, then the token count.
    let oldStart: [Int]
    var slots: RowSlots
    /// Every gap's items, as trees.
    var gaps = ImplicitTreap()
    let slotTotal: Int
    var sections = ImplicitTreap()
    var sectionsRoot: ImplicitTreap.Root = -1
    /// Per section handle.
    var records: OwnedBuffer<SectionRecord>
    var nextFreeSlot: Int
    /// Items now in gaps, and old rows taken out: they bound the number of runs.
    var gapTokens = 0
    var removedRows = 0
    /// Per item token, one bit: is its content to be redrawn? (Grows as tokens are inserted.)
    var itemReloaded: OwnedBuffer<UInt64>
    var reloadedOldTokens: [Int] = []
    var nextToken: Int

    /// An editor over sections of these sizes, with room for `insertedSections` new sections
    /// and, before anything grows, `insertedItems` items inserted or moved.
    @usableFromInline
    init(sizes: [Int], insertedSections: Int, insertedItems: Int = 0) {
        oldSizes = sizes
        var start = [0]
        for size in sizes { start.append(start[start.count - 1] + size) }
        oldStart = start
        oldItemCount = start[start.count - 1]
        slotTotal = oldItemCount + sizes.count + insertedSections
        var rows: [Range<Int>] = []
        var records: [SectionRecord] = []
        var slot = 0
        for (s, size) in sizes.enumerated() {
            records.append(SectionRecord(firstSlot: slot, slotCount: size + 1, itemCount: size, oldSection: s, rowBase: start[s] - slot))
            rows.append(slot..<(slot + size))
            slot += size + 1  // and the end slot, with no row
        }
        self.records = OwnedBuffer(records, capacity: sizes.count + insertedSections)
        nextFreeSlot = slot
        slots = RowSlots(count: slotTotal, rows: rows, gappedBlocks: insertedItems)
        gaps.reserveCapacity(insertedItems)
        itemReloaded = OwnedBuffer(repeating: 0, count: (oldItemCount + 63) / 64)
        nextToken = oldItemCount
        sectionsRoot = sections.build(Array(sizes.indices))
    }

    var sectionCount: Int { sections.count(sectionsRoot) }

    func handle(_ section: Int) -> Int { sections.element(at: section, in: sectionsRoot) }

    func checkSection(_ s: Int, end: Bool = false) -> String? {
        s >= 0 && s < sectionCount + (end ? 1 : 0) ? nil : "section \(s) is out of range: the list has \(sectionCount) sections"
    }

    func checkItem(_ p: ItemPath, end: Bool = false) -> String? {
        if let problem = checkSection(p.section) { return problem }
        let count = records[handle(p.section)].itemCount
        return p.item >= 0 && p.item < count + (end ? 1 : 0) ? nil : "item \(p.item) is out of range: section \(p.section) has \(count) items"
    }

    /// The slot holding item `item` of section handle `h`, and its index there (the gap's items
    /// come first, then the row).
    @inline(__always)
    func locate(_ item: Int, in h: Int) -> (slot: Int, index: Int) {
        let first = records[h].firstSlot
        let before = first == 0 ? 0 : slots.prefix(first)
        return slots.select(before + item)
    }

    /// The token at `index` of `slot` in section handle `h`.
    func token(at index: Int, of slot: Int, in h: Int) -> Int {
        let gap = slots.gapEntry(slot)
        if index < gap.size { return gaps.element(at: index, in: gap.root) }
        return records[h].rowBase + slot
    }

    mutating func insertToken(_ token: Int, at item: Int, in h: Int) {
        let place: (slot: Int, index: Int)
        let record = records[h]
        if item == record.itemCount {
            let end = record.firstSlot + record.slotCount - 1
            place = (end, slots.gapSize(end))
        } else {
            // Just before the item now there: in the gap of its slot, at its index.
            place = locate(item, in: h)
        }
        var gap = slots.gap(place.slot)
        gaps.insert(token, at: place.index, into: &gap)
        slots.setGap(place.slot, root: gap, delta: 1)
        records[h].itemCount += 1
        gapTokens += 1
    }

    mutating func removeToken(at item: Int, in h: Int) -> Int {
        let (slot, index) = locate(item, in: h)
        let token: Int
        let entry = slots.gapEntry(slot)
        if index < entry.size {
            var gap = entry.root
            token = gaps.remove(at: index, from: &gap)
            slots.setGap(slot, root: gap, delta: -1)
            gapTokens -= 1
        } else {
            token = records[h].rowBase + slot
            slots.removeRow(slot)
            removedRows += 1
        }
        records[h].itemCount -= 1
        return token
    }

    // Each edit returns what does not fit, or nil when applied.

    @usableFromInline
    mutating func insertSection(at index: Int) -> String? {
        if let problem = checkSection(index, end: true) { return problem }
        precondition(nextFreeSlot < slotTotal, "more sections inserted than the editor was told")
        records.append(SectionRecord(firstSlot: nextFreeSlot, slotCount: 1, itemCount: 0, oldSection: -1, rowBase: 0))
        nextFreeSlot += 1
        sections.insert(records.count - 1, at: index, into: &sectionsRoot)
        return nil
    }

    @usableFromInline
    mutating func deleteSection(at index: Int) -> String? {
        if let problem = checkSection(index) { return problem }
        _ = sections.remove(at: index, from: &sectionsRoot)
        return nil
    }

    @usableFromInline
    mutating func moveSection(from: Int, to: Int) -> String? {
        if let problem = checkSection(from) { return problem }
        guard to >= 0, to < sectionCount else {
            return "destination section \(to) is out of range: after removing section \(from) the list has \(sectionCount - 1) sections"
        }
        let h = sections.remove(at: from, from: &sectionsRoot)
        sections.insert(h, at: to, into: &sectionsRoot)
        return nil
    }

    @usableFromInline
    mutating func reloadSection(at index: Int) -> String? {
        if let problem = checkSection(index) { return problem }
        records[handle(index)].reloaded = true
        return nil
    }

    @usableFromInline
    mutating func insertItem(at path: ItemPath) -> String? {
        if let problem = checkItem(path, end: true) { return problem }
        insertToken(nextToken, at: path.item, in: handle(path.section))
        nextToken += 1
        return nil
    }

    @usableFromInline
    mutating func deleteItem(at path: ItemPath) -> String? {
        if let problem = checkItem(path) { return problem }
        _ = removeToken(at: path.item, in: handle(path.section))
        return nil
    }

    @usableFromInline
    mutating func moveItem(from: ItemPath, to: ItemPath) -> String? {
        if let problem = checkItem(from) { return problem }
        let source = handle(from.section)
        let sourceCountAfter = records[source].itemCount - 1
        guard to.section >= 0, to.section < sectionCount else {
            return "destination \(to) is out of range: the list has \(sectionCount) sections"
        }
        let destination = handle(to.section)
        let destinationCount = destination == source ? sourceCountAfter : records[destination].itemCount
        guard to.item >= 0, to.item <= destinationCount else {
            return "destination \(to) is out of range: section \(to.section) has \(destinationCount) items once the item is lifted out"
        }
        let token = removeToken(at: from.item, in: source)
        // Leaving a section that was reloaded: its content counts as changed wherever it goes.
        if records[source].reloaded { markReloaded(token) }
        insertToken(token, at: to.item, in: destination)
        return nil
    }

    @usableFromInline
    mutating func reloadItem(at path: ItemPath) -> String? {
        if let problem = checkItem(path) { return problem }
        let h = handle(path.section)
        let (slot, index) = locate(path.item, in: h)
        markReloaded(token(at: index, of: slot, in: h))
        return nil
    }

    mutating func markReloaded(_ token: Int) {
        let word = token >> 6, bit = UInt64(1) << UInt64(token & 63)
        while word >= itemReloaded.count { itemReloaded.append(0) }
        guard itemReloaded[word] & bit == 0 else { return }
        itemReloaded[word] |= bit
        if token < oldItemCount { reloadedOldTokens.append(token) }
    }

    /// The sections in order: their handles and their items as runs of consecutive tokens.
    @usableFromInline
    struct Layout {
        /// Per section, its handle.
        @usableFromInline var handles: [Int] = []
        /// Per section, its runs in `runs`.
        @usableFromInline var sectionRuns: [Range<Int>] = []
        /// Every section's runs, section after section.
        @usableFromInline var runs: [TokenRun] = []
    }

    /// The sections in order, each as its handle and its items as runs of consecutive tokens.
    @usableFromInline
    func layout() -> Layout {
        var result = Layout()
        let count = sectionCount
        result.handles.reserveCapacity(count)
        result.sectionRuns.reserveCapacity(count)
        // Each removed row splits a run in two, each item in a gap adds itself and a split.
        var runs = TokenRunBuilder(oldStart: oldStart, capacity: count + removedRows + 2 * gapTokens)
        sections.forEach(in: sectionsRoot) { h in
            let record = records[h]
            let first = record.firstSlot, old = record.oldSection, rowBase = record.rowBase
            let end = first + record.slotCount, width = RowSlots.blockWidth
            var slot = first
            while slot < end {
                if slot % width == 0, slot + width <= end {
                    let (rows, gapped) = slots.masks(inBlockAt: slot)
                    // The rows between gaps as runs of set bits; each gap before its slot's row.
                    var from = 0, pending = gapped, k = 0
                    while true {
                        let to = pending == 0 ? 16 : pending.trailingZeroBitCount
                        var mask = rows & ~(~UInt16(0) << UInt16(to)) & (~UInt16(0) << UInt16(from))
                        while mask != 0 {
                            let first = mask.trailingZeroBitCount
                            let length = (~(mask >> first)).trailingZeroBitCount
                            runs.appendRows(rowBase + slot + first, count: length, section: old)
                            mask &= length + first >= 16 ? 0 : ~UInt16(0) << UInt16(first + length)
                        }
                        if pending == 0 { break }
                        gaps.forEach(in: slots.gap(inBlockAt: slot, k)) { runs.append($0) }
                        k += 1
                        pending &= pending &- 1
                        from = to
                    }
                    slot += width
                    continue
                }
                let gap = slots.gap(slot)
                if gap >= 0 { gaps.forEach(in: gap) { runs.append($0) } }
                if slots.hasRow(slot) { runs.appendRows(rowBase + slot, count: 1, section: old) }
                slot += 1
            }
            result.handles.append(h)
            result.sectionRuns.append(runs.closeSection())
        }
        result.runs = runs.runs
        return result
    }

    /// The planner of the batch from the initial sections to `layout` (it keeps what it needs,
    /// so the editor can go before the planning starts).
    @usableFromInline
    func planner(for layout: Layout) -> BatchPlanner {
        let planned = zip(layout.handles, layout.sectionRuns).map { h, runs in
            BatchPlanner.NewSection(old: records[h].oldSection, reloaded: records[h].reloaded, runs: runs)
        }
        return BatchPlanner(oldSizes: oldSizes, runs: layout.runs, newSections: planned, reloadedTokens: reloadedOldTokens.sorted())
    }
}

/// What the editor keeps per section handle.
struct SectionRecord {
    /// Its first slot, and its number of slots (its old rows' and one at the end).
    var firstSlot: Int
    var slotCount: Int
    /// Its number of items now.
    var itemCount: Int
    /// The old section it is, or -1 for one inserted by the edits.
    var oldSection: Int
    /// The token of the row in slot `s` is `rowBase + s`.
    var rowBase: Int
    /// Whether its content is to be redrawn.
    var reloaded = false
}
