/// The coalescer's editor for a small list (``TokenEditing``): every section's tokens in a row
/// of one buffer, shifted on each insert and removal.
///
/// On a list of a few dozen items, shifting a few tokens costs less than finding the place in a
/// run tree, and this editor makes one allocation where ``TokenEditor`` makes a dozen (its run
/// trees, their index, its bit sets); on the small lists an exhaustive check walks, those
/// allocations were most of an edit's cost. Both lay out the same runs: a run tree never joins
/// two runs, so its runs of several tokens are old rows no edit moved, and the layout writer
/// joins this editor's single tokens into the same runs (`TokenEditorTests` holds the two
/// editors to each other).
struct FlatTokenEditor: TokenEditing, ~Copyable {
    /// The most tokens, old and inserted, it takes: each of its bit sets is one word.
    static let maxTokens = 64
    /// The most tokens its rows may hold in all: a row of every token for every section.
    static let maxCells = 4096

    /// Whether a list of `sections` sections, old and inserted, and `tokens` items, old and
    /// inserted, fits.
    static func fits(sections: Int, tokens: Int) -> Bool {
        tokens <= maxTokens && sections * Swift.max(tokens, 1) <= maxCells
    }

    let oldItemCount: Int
    let oldSizes: [Int]
    let oldStart: [Int]
    private(set) var sectionCount: Int
    /// The handles made so far: one per old section, then one per inserted section.
    private var handleCount: Int
    var nextToken: Int
    private(set) var reloadedOldTokens: [Int] = []
    /// The sections' handles in order, then per handle its item count, its old section (-1 for
    /// an inserted one) and whether it is reloaded (1), each in a block of `handles` cells;
    /// then per handle a row of `rowLength` cells, its tokens first.
    private var cells: OwnedBuffer<Int32>
    private let handles: Int, rowLength: Int
    /// Per token, one bit: moved by an edit (old tokens only), and to be redrawn.
    private var moved: UInt64 = 0, reloaded: UInt64 = 0

    /// An editor over sections of these sizes (`starts` their ``sectionStarts(_:)``), with room
    /// for `insertedSections` sections and `insertedItems` items more; ``fits(sections:tokens:)``
    /// must hold.
    init(sizes: [Int], starts: [Int], insertedSections: Int, insertedItems: Int) {
        // (An assert, checked by every test: a `precondition` here made Swift 6.3's optimizer
        // release `sizes` and `starts` once too often.)
        assert(Self.fits(sections: sizes.count + insertedSections, tokens: starts[starts.count - 1] + insertedItems))
        oldSizes = sizes
        oldStart = starts
        oldItemCount = starts[starts.count - 1]
        handles = sizes.count + insertedSections
        rowLength = Swift.max(oldItemCount + insertedItems, 1)
        var cells = OwnedBuffer<Int32>(repeating: 0, count: handles * (4 + rowLength))
        for (s, size) in sizes.enumerated() {
            cells[s] = Int32(truncatingIfNeeded: s)
            cells[handles + s] = Int32(truncatingIfNeeded: size)
            cells[2 * handles + s] = Int32(truncatingIfNeeded: s)
            let row = 4 * handles + s * rowLength
            for i in 0..<size { cells[row + i] = Int32(truncatingIfNeeded: starts[s] + i) }
        }
        self.cells = cells
        sectionCount = sizes.count
        handleCount = sizes.count
        nextToken = oldItemCount
    }

    /// Each run holds a token at least (and the layout's writer wants room for one).
    var runCapacity: Int { Swift.max(nextToken, 1) }

    private func rowStart(_ h: Int) -> Int { 4 * handles + h * rowLength }

    mutating func handle(_ section: Int) -> Int { Int(cells[section]) }

    func itemCount(_ h: Int) -> Int { Int(cells[handles + h]) }

    func oldSection(of h: Int) -> Int { Int(cells[2 * handles + h]) }

    func isReloaded(_ h: Int) -> Bool { cells[3 * handles + h] != 0 }

    mutating func setReloaded(_ h: Int) { cells[3 * handles + h] = 1 }

    mutating func insertNewSection(at index: Int) {
        let h = handleCount
        handleCount += 1
        cells[2 * handles + h] = -1
        placeSection(h, at: index)
    }

    mutating func removeSection(at index: Int) -> Int {
        let h = Int(cells[index])
        for i in index..<(sectionCount - 1) { cells[i] = cells[i + 1] }
        sectionCount -= 1
        return h
    }

    mutating func placeSection(_ h: Int, at index: Int) {
        var i = sectionCount
        while i > index {
            cells[i] = cells[i - 1]
            i -= 1
        }
        cells[index] = Int32(truncatingIfNeeded: h)
        sectionCount += 1
    }

    mutating func insertToken(_ token: Int, at item: Int, in h: Int) {
        let row = rowStart(h), count = itemCount(h)
        var i = count
        while i > item {
            cells[row + i] = cells[row + i - 1]
            i -= 1
        }
        cells[row + item] = Int32(truncatingIfNeeded: token)
        cells[handles + h] = Int32(truncatingIfNeeded: count + 1)
    }

    mutating func removeToken(at item: Int, in h: Int) -> Int {
        let row = rowStart(h), count = itemCount(h)
        let token = Int(cells[row + item])
        for i in item..<(count - 1) { cells[row + i] = cells[row + i + 1] }
        cells[handles + h] = Int32(truncatingIfNeeded: count - 1)
        return token
    }

    mutating func token(at item: Int, in h: Int) -> Int { Int(cells[rowStart(h) + item]) }

    mutating func markMoved(_ token: Int) { moved |= 1 << UInt64(token) }

    func movedBit(_ token: Int) -> Int { Int(truncatingIfNeeded: moved >> UInt64(token)) & 1 }

    mutating func markReloaded(_ token: Int) {
        let bit: UInt64 = 1 << UInt64(token)
        guard reloaded & bit == 0 else { return }
        reloaded |= bit
        if token < oldItemCount { reloadedOldTokens.append(token) }
    }

    func forEachSection(_ body: (Int) -> Void) {
        for i in 0..<sectionCount { body(Int(cells[i])) }
    }

    func forEachRun(in h: Int, _ body: (_ token: Int, _ tokens: Int) -> Void) {
        let row = rowStart(h)
        for i in 0..<itemCount(h) { body(Int(cells[row + i]), 1) }
    }
}
