import BatchModel

/// The coalescer's editor for a list of any length (``TokenEditing``).
///
/// Each section's items are **runs** of consecutive tokens in a ``RunForest`` track: a section
/// starts as a few long runs, its old rows; an edit shortens or splits the run it lands in, or
/// adds a run of one. Finding, inserting or removing the item at an index path is O(log s +
/// log r) for s slots and the r runs the edits have made in one — no array shifting, nothing
/// proportional to the list — and the rows nobody touched stay in long runs, which the planner
/// takes whole.
struct TokenEditor: TokenEditing, ~Copyable {
    let oldItemCount: Int
    let oldSizes: [Int]
    /// First token of each old section, then the token count.
    let oldStart: [Int]
    private var runs: RunForest
    /// The sections in order, as their handles, in one more track of the same forest: looked up,
    /// inserted and removed like items, in O(log s) for s sections and with no branch on where
    /// they fall (once a section edit has come; until then section s is handle s, with no
    /// lookup).
    private let sectionTrack: RunForest.Track
    private var sectionsEdited = false
    private(set) var sectionCount: Int
    /// Per section handle.
    private var records: OwnedBuffer<SectionRecord>
    /// At most how many runs the edits have made: each insert splits one and adds one, each
    /// removal may split one. It sizes the layout's run array.
    private var runBound = 0
    /// Per item token, one bit: is its content to be redrawn? (Grows as tokens are inserted.)
    private var itemReloaded: OwnedBuffer<UInt64>
    private(set) var reloadedOldTokens: [Int] = []
    /// Per old token, one bit: has an edit moved it? The planner keeps the others in place.
    private var movedOldTokens: OwnedBuffer<UInt64>
    var nextToken: Int

    /// An editor over sections of these sizes, with room for `insertedSections` new sections
    /// and, before anything grows, the runs of `itemEdits` item edits and `sectionEdits`
    /// section edits; `starts` are the sizes' ``sectionStarts(_:)`` when the caller has them.
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

    // Each edit breaks the runs in at most three places, so the runs fit.
    var runCapacity: Int { sectionCount + records.count + runBound }

    mutating func handle(_ section: Int) -> Int {
        sectionsEdited ? runs.token(at: section, in: sectionTrack) : section
    }

    func itemCount(_ h: Int) -> Int { records[h].count }

    func oldSection(of h: Int) -> Int { records[h].oldSection }

    func isReloaded(_ h: Int) -> Bool { records[h].reloaded }

    mutating func setReloaded(_ h: Int) { records[h].reloaded = true }

    mutating func insertNewSection(at index: Int) {
        let track = runs.makeTrack(start: 0, length: 0, pieceLength: 1)
        records.append(SectionRecord(track: track, count: 0, oldSection: -1))
        placeSection(records.count - 1, at: index)
    }

    mutating func removeSection(at index: Int) -> Int {
        sectionCount -= 1
        sectionsEdited = true
        return runs.remove(at: index, in: sectionTrack)
    }

    mutating func placeSection(_ h: Int, at index: Int) {
        runs.insert(h, at: index, in: sectionTrack)
        sectionCount += 1
        sectionsEdited = true
    }

    @inline(__always)
    mutating func insertToken(_ token: Int, at item: Int, in h: Int) {
        records[h].count += 1
        runBound += 2
        runs.insert(token, at: item, in: records[h].track)
    }

    @inline(__always)
    mutating func removeToken(at item: Int, in h: Int) -> Int {
        records[h].count -= 1
        runBound += 1
        return runs.remove(at: item, in: records[h].track)
    }

    mutating func token(at item: Int, in h: Int) -> Int { runs.token(at: item, in: records[h].track) }

    mutating func markMoved(_ token: Int) { setBit(&movedOldTokens, token) }

    func movedBit(_ token: Int) -> Int { bitValue(movedOldTokens, token) }

    mutating func markReloaded(_ token: Int) {
        while token >> 6 >= itemReloaded.count { itemReloaded.append(0) }
        guard !isSet(itemReloaded, token) else { return }
        setBit(&itemReloaded, token)
        if token < oldItemCount { reloadedOldTokens.append(token) }
    }

    func forEachSection(_ body: (Int) -> Void) {
        if sectionsEdited {
            runs.forEach(in: sectionTrack, body)
        } else {
            for h in 0..<sectionCount { body(h) }
        }
    }

    func forEachRun(in h: Int, _ body: (_ token: Int, _ tokens: Int) -> Void) {
        runs.forEachRun(in: records[h].track, body)
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
