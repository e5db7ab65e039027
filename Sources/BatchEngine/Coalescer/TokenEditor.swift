import BatchModel

/// The coalescer's engine room, free of identifier types. Old items are tokens
/// `0..<oldItemCount`, numbered section by section; each inserted item or section gets the next
/// token or handle, in order, so the generic shell keeps identifiers in plain arrays beside it.
///
/// Each section's items are **runs** of consecutive tokens in a ``RunForest`` track: a section
/// starts as a few long runs, its old rows; an edit shortens or splits the run it lands in, or
/// adds a run of one. Finding, inserting or removing the item at an index path is O(log s +
/// log r) for s slots and the r runs the edits have made in one — no array shifting, nothing
/// proportional to the list — and the rows nobody touched stay in long runs, which the planner
/// takes whole.
@usableFromInline
struct TokenEditor: ~Copyable {
    let oldItemCount: Int
    let oldSizes: [Int]
    /// First token of each old section, then the token count.
    let oldStart: [Int]
    var runs: RunForest
    /// The sections in order, as their handles, in one more track of the same forest: looked up,
    /// inserted and removed like items, in O(log s) for s sections and with no branch on where
    /// they fall (once a section edit has come; until then section s is handle s, with no
    /// lookup).
    let sectionTrack: RunForest.Track
    var sectionsEdited = false
    private(set) var sectionCount: Int
    /// Per section handle.
    var records: OwnedBuffer<SectionRecord>
    /// At most how many runs the edits have made: each insert splits one and adds one, each
    /// removal may split one. It sizes the layout's run array.
    var runBound = 0
    /// Per item token, one bit: is its content to be redrawn? (Grows as tokens are inserted.)
    var itemReloaded: OwnedBuffer<UInt64>
    var reloadedOldTokens: [Int] = []
    /// Per old token, one bit: has an edit moved it? The planner keeps the others in place.
    var movedOldTokens: OwnedBuffer<UInt64>
    var nextToken: Int

    /// An editor over sections of these sizes, with room for `insertedSections` new sections
    /// and, before anything grows, the runs of `itemEdits` item edits and `sectionEdits`
    /// section edits; `starts` are the sizes' ``sectionStarts(_:)`` when the caller has them.
    @usableFromInline
    init(sizes: [Int], starts: [Int]? = nil, insertedSections: Int, itemEdits: Int = 0, sectionEdits: Int = 0) {
        oldSizes = sizes
        let start = starts ?? sectionStarts(sizes)
        oldStart = start
        oldItemCount = start[start.count - 1]
        // Slots of about an eighth of the edit count in all, so that a slot ends with a few runs,
        // in one leaf; a section shorter than a slot is one slot.
        let pieceLength = Swift.max(1, oldItemCount / Swift.max(1, itemEdits / 8))
        // The sections' slots are cut like the items', from the section edits.
        let sectionPiece = Swift.max(1, sizes.count / Swift.max(1, sectionEdits / 8))
        let slots =
            sizes.reduce(0) { $0 + $1 / pieceLength + 1 } + insertedSections + sizes.count / sectionPiece + 1
        // Room for a few splits before the node stores double: small, since most batches are of
        // a few edits, and a store past a kilobyte costs the allocator several times as much.
        runs = RunForest(slots: slots, nodes: slots + (itemEdits + sectionEdits) / 12 + 2)
        var records = OwnedBuffer<SectionRecord>([], capacity: sizes.count + insertedSections)
        for (s, size) in sizes.enumerated() {
            let track = runs.makeTrack(start: start[s], length: size, pieceLength: pieceLength)
            records.append(SectionRecord(track: track, count: size, oldSection: s))
        }
        self.records = records
        itemReloaded = OwnedBuffer(clearBits: oldItemCount)
        // Never empty: the layout reads word 0 for inserted tokens.
        movedOldTokens = OwnedBuffer(clearBits: oldItemCount, spareWords: 1)
        nextToken = oldItemCount
        sectionTrack = runs.makeTrack(start: 0, length: sizes.count, pieceLength: sectionPiece)
        sectionCount = sizes.count
    }

    /// The handle of section `section`. (Mutating only because the lookup shares the edits'
    /// descent; it changes nothing.)
    mutating func handle(_ section: Int) -> Int {
        sectionsEdited ? runs.token(at: section, in: sectionTrack) : section
    }

    func itemCount(_ h: Int) -> Int { records[h].count }

    /// Whether `s` names a section (with `end`, or the place after the last).
    @inline(__always)
    func isSection(_ s: Int, end: Bool = false) -> Bool { s >= 0 && s < sectionCount + (end ? 1 : 0) }

    func checkSection(_ s: Int, end: Bool = false) -> String? {
        isSection(s, end: end) ? nil : "section \(s) is out of range: the list has \(sectionCount) sections"
    }

    /// The handle of `p`'s section when `p` names an item (with `end`, or the place after the
    /// last), otherwise -1: ``problem(with:)`` says why.
    @inline(__always)
    mutating func resolve(_ p: ItemPath, end: Bool = false) -> Int {
        guard isSection(p.section) else { return -1 }
        let h = handle(p.section)
        return p.item >= 0 && p.item < itemCount(h) + (end ? 1 : 0) ? h : -1
    }

    /// What does not fit in `p`, which ``resolve(_:end:)`` refused.
    mutating func problem(with p: ItemPath) -> String {
        if let problem = checkSection(p.section) { return problem }
        return "item \(p.item) is out of range: section \(p.section) has \(itemCount(handle(p.section))) items"
    }

    /// Inserts `token` at `item` of section `h`.
    @inline(__always)
    mutating func insert(_ token: Int, at item: Int, in h: Int) {
        records[h].count += 1
        runBound += 2
        runs.insert(token, at: item, in: records[h].track)
    }

    /// Removes and returns the token at `item` of section `h`.
    @inline(__always)
    mutating func remove(at item: Int, in h: Int) -> Int {
        records[h].count -= 1
        runBound += 1
        return runs.remove(at: item, in: records[h].track)
    }

    // Each edit returns what does not fit, or nil when applied.

    @usableFromInline
    mutating func insertSection(at index: Int) -> String? {
        if let problem = checkSection(index, end: true) { return problem }
        let track = runs.makeTrack(start: 0, length: 0, pieceLength: 1)
        records.append(SectionRecord(track: track, count: 0, oldSection: -1))
        runs.insert(records.count - 1, at: index, in: sectionTrack)
        sectionCount += 1
        sectionsEdited = true
        return nil
    }

    @usableFromInline
    mutating func deleteSection(at index: Int) -> String? {
        if let problem = checkSection(index) { return problem }
        _ = runs.remove(at: index, in: sectionTrack)
        sectionCount -= 1
        sectionsEdited = true
        return nil
    }

    @usableFromInline
    mutating func moveSection(from: Int, to: Int) -> String? {
        if let problem = checkSection(from) { return problem }
        guard to >= 0, to < sectionCount else {
            return
                "destination section \(to) is out of range: after removing section \(from) the list has \(sectionCount - 1) sections"
        }
        let h = runs.remove(at: from, in: sectionTrack)
        runs.insert(h, at: to, in: sectionTrack)
        sectionsEdited = true
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
        let h = resolve(path, end: true)
        guard h >= 0 else { return problem(with: path) }
        insert(nextToken, at: path.item, in: h)
        nextToken += 1
        return nil
    }

    @usableFromInline
    mutating func deleteItem(at path: ItemPath) -> String? {
        let h = resolve(path)
        guard h >= 0 else { return problem(with: path) }
        _ = remove(at: path.item, in: h)
        return nil
    }

    @usableFromInline
    mutating func moveItem(from: ItemPath, to: ItemPath) -> String? {
        let source = resolve(from)
        guard source >= 0 else { return problem(with: from) }
        let sourceCountAfter = itemCount(source) - 1
        guard to.section >= 0, to.section < sectionCount else {
            return "destination \(to) is out of range: the list has \(sectionCount) sections"
        }
        let destination = handle(to.section)
        let destinationCount = destination == source ? sourceCountAfter : itemCount(destination)
        guard to.item >= 0, to.item <= destinationCount else {
            return
                "destination \(to) is out of range: section \(to.section) has \(destinationCount) items once the item is lifted out"
        }
        let token = remove(at: from.item, in: source)
        if token < oldItemCount { setBit(&movedOldTokens, token) }
        // Leaving a section that was reloaded: its content counts as changed wherever it goes.
        if records[source].reloaded { markReloaded(token) }
        insert(token, at: to.item, in: destination)
        return nil
    }

    @usableFromInline
    mutating func reloadItem(at path: ItemPath) -> String? {
        let h = resolve(path)
        guard h >= 0 else { return problem(with: path) }
        markReloaded(runs.token(at: path.item, in: records[h].track))
        return nil
    }

    mutating func markReloaded(_ token: Int) {
        while token >> 6 >= itemReloaded.count { itemReloaded.append(0) }
        guard !isSet(itemReloaded, token) else { return }
        setBit(&itemReloaded, token)
        if token < oldItemCount { reloadedOldTokens.append(token) }
    }

    /// The sections in order: their handles and their items as runs of consecutive tokens.
    @usableFromInline
    struct Layout {
        /// Per section, its handle.
        @usableFromInline var handles: [Int] = []
        /// Per section, as the planner takes it: its old section, whether it is reloaded, and its
        /// runs in `runs`.
        @usableFromInline var sections: [BatchPlanner.NewSection] = []
        /// Every section's runs, section after section.
        @usableFromInline var runs: [TokenRun] = []
        /// Per run: whether it stays in place (see ``LayoutWriter``).
        @usableFromInline var stays: [Bool] = []
    }

    /// The sections in order, each as its handle and its items as runs of consecutive tokens.
    @usableFromInline
    func layout() -> Layout {
        var result = Layout()
        let count = sectionCount
        var handles: [Int] = []
        handles.reserveCapacity(count)
        if sectionsEdited {
            runs.forEach(in: sectionTrack) { handles.append($0) }
        } else {
            handles += 0..<count
        }
        result.sections.reserveCapacity(count)
        // Each edit breaks the runs in at most three places, so the runs fit.
        let capacity = count + records.count + runBound
        var stays: [Bool] = []
        let placeholder = TokenRun(start: 0, unchecked: 0, section: 0)
        result.runs = [TokenRun](capacity: capacity, placeholder: placeholder) { runs in
            var written = 0
            stays = [Bool](capacity: capacity, placeholder: false) { stays in
                var writer = LayoutWriter(runs: runs.baseAddress!, stays: stays.baseAddress!, capacity: capacity)
                for h in handles {
                    let own = records[h].oldSection
                    let ownStart = own >= 0 ? oldStart[own] : 0, ownEnd = own >= 0 ? oldStart[own + 1] : 0
                    writer.beginSection(own: own)
                    self.runs.forEachRun(in: records[h].track) { token, tokens in
                        // Inserted, from this section, or moved in from another (a run of old
                        // rows never crosses sections). A tree run of several tokens is what is
                        // left of old rows nobody moved; a run of one may be a moved item. The
                        // first two come mixed at random, so they are told apart with integers,
                        // not branches; the third is rare.
                        let inserted = token >= oldItemCount ? 1 : 0
                        let inOwn = UInt(bitPattern: token &- ownStart) < UInt(bitPattern: ownEnd &- ownStart) ? 1 : 0
                        var from = (own &+ 1) &* inOwn &- 1
                        // (One test, old but not own, rather than two that mispredict.)
                        if (inserted == 0) != (inOwn == 1) { from = sectionIndex(holding: token, starts: oldStart) }
                        let old = token & (inserted &- 1)  // 0 for an inserted token, so the read stays in range
                        let moved = bitValue(movedOldTokens, old)
                        let pinned = (inserted ^ 1) & ((tokens > 1 ? 1 : 0) | (moved ^ 1))
                        writer.append(token, tokens, from: from, pinned: pinned)
                    }
                    result.sections.append(
                        BatchPlanner.NewSection(
                            old: own, reloaded: records[h].reloaded, runs: writer.closeSection()))
                }
                written = writer.count
                return written
            }
            return written
        }
        result.stays = stays
        result.handles = handles
        return result
    }

    /// The planner of the batch from the initial sections to `layout` (it keeps what it needs,
    /// so the editor can go before the planning starts).
    @usableFromInline
    func planner(for layout: Layout) -> BatchPlanner {
        BatchPlanner(
            oldSizes: oldSizes, oldStart: oldStart, runs: layout.runs, newSections: layout.sections,
            reloadedTokens: reloadedOldTokens, runStays: layout.stays)
    }
}

/// What the editor keeps per section handle.
struct SectionRecord {
    /// Its items: a track of the editor's ``RunForest``, and how many there are.
    let track: RunForest.Track
    var count: Int
    /// The old section it is, or -1 for one inserted by the edits.
    var oldSection: Int
    /// Whether its content is to be redrawn.
    var reloaded = false
}
