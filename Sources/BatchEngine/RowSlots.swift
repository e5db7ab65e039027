/// The coalescer's map from index paths to old rows: every old row has a fixed **slot** holding
/// the row, if it is still there, after its **gap** — the items inserted (or moved) just before
/// it, a small tree in the owner's ``ImplicitTreap``. "Which slot holds element k" and "how many
/// elements come before this slot" are O(log n).
///
/// Slots come in blocks of 16, each a 16-bit mask of live rows, a 16-bit mask of non-empty
/// gaps and, for a block that has gaps, an entry in a side table of gap roots: 8 bytes a block,
/// so 100,000 rows take 50 KB and stay in cache. A Fenwick tree over the blocks' element counts
/// finds the block; the masks (and, rarely, the gap sizes) find the slot inside it.
struct RowSlots {
    private struct Block {
        var rows: UInt16
        var gaps: UInt16
        var gapTable: Int32
    }

    private static let shift = 4
    private static let width = 1 << shift

    private var blocks: [Block]
    /// Gap roots, 16 per block that has had a gap (`gapTable` says where).
    private var gapRoots: [Int32] = []
    /// Fenwick tree over the blocks' element counts, 1-based, padded with empty blocks to a
    /// power of two so that `select` needs no bounds checks.
    private var tree: [Int32]

    /// `count` slots, those in `rows` holding a live row and every gap empty.
    init(count: Int, rows: [Range<Int>]) {
        var blocks = [Block](repeating: Block(rows: 0, gaps: 0, gapTable: -1), count: count / Self.width + 1)
        for range in rows {
            for slot in range {
                blocks[slot >> Self.shift].rows |= 1 << UInt16(slot & (Self.width - 1))
            }
        }
        var size = 1
        while size < blocks.count { size *= 2 }
        var tree = [Int32](repeating: 0, count: size + 1)
        for (b, block) in blocks.enumerated() { tree[b + 1] = Int32(block.rows.nonzeroBitCount) }
        for i in 1..<tree.count {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] &+= tree[i] }
        }
        self.blocks = blocks
        self.tree = tree
    }

    /// Whether `slot` still holds its row.
    @inline(__always)
    func hasRow(_ slot: Int) -> Bool {
        blocks[slot >> Self.shift].rows & (1 << UInt16(slot & (Self.width - 1))) != 0
    }

    /// The root of `slot`'s gap (-1: empty).
    @inline(__always)
    func gap(_ slot: Int) -> ImplicitTreap.Root {
        let block = blocks[slot >> Self.shift]
        let bit = slot & (Self.width - 1)
        return block.gaps & (1 << UInt16(bit)) == 0 ? -1 : gapRoots[Int(block.gapTable) << Self.shift + bit]
    }

    /// Takes `slot`'s row out.
    mutating func removeRow(_ slot: Int) {
        blocks[slot >> Self.shift].rows &= ~(1 << UInt16(slot & (Self.width - 1)))
        add(-1, toBlock: slot >> Self.shift)
    }

    /// Sets `slot`'s gap to the tree `root`, which holds `delta` elements more than before.
    mutating func setGap(_ slot: Int, root: ImplicitTreap.Root, delta: Int32) {
        let b = slot >> Self.shift, bit = UInt16(slot & (Self.width - 1))
        if blocks[b].gapTable < 0 {
            blocks[b].gapTable = Int32(gapRoots.count >> Self.shift)
            gapRoots.append(contentsOf: repeatElement(-1, count: Self.width))
        }
        gapRoots[Int(blocks[b].gapTable) << Self.shift + Int(bit)] = root
        if root >= 0 { blocks[b].gaps |= 1 << bit } else { blocks[b].gaps &= ~(1 << bit) }
        add(delta, toBlock: b)
    }

    @inline(__always)
    private mutating func add(_ delta: Int32, toBlock block: Int) {
        var i = block + 1
        tree.withUnsafeMutableBufferPointer { tree in
            while i < tree.count {
                tree[i] &+= delta
                i += i & -i
            }
        }
    }

    /// The number of elements in the slots before `slot`; `gapSize` gives a gap's size.
    @inline(__always)
    func prefix(_ slot: Int, gapSize: (ImplicitTreap.Root) -> Int) -> Int {
        let b = slot >> Self.shift
        var total = 0
        tree.withUnsafeBufferPointer { tree in
            var i = b
            while i > 0 {
                total += Int(tree[i])
                i -= i & -i
            }
        }
        let below = UInt16(truncatingIfNeeded: (1 << (slot & (Self.width - 1))) - 1)
        let block = blocks[b]
        total += (block.rows & below).nonzeroBitCount
        var gapped = block.gaps & below
        while gapped != 0 {
            total += gapSize(gapRoots[Int(block.gapTable) << Self.shift + gapped.trailingZeroBitCount])
            gapped &= gapped - 1
        }
        return total
    }

    /// The slot holding element `rank` (0-based, every slot's gap then row, in slot order) and
    /// the element's index in that slot. `rank` must be below the total count.
    @inline(__always)
    func select(_ rank: Int, gapSize: (ImplicitTreap.Root) -> Int) -> (slot: Int, index: Int) {
        var position = 0
        var remaining = Int32(truncatingIfNeeded: rank)
        tree.withUnsafeBufferPointer { tree in
            var step = (tree.count - 1) >> 1
            while step > 0 {
                // Branch-free: the path depends on the data, so a branch would be mispredicted
                // half the time.
                let value = tree[position + step]
                let take = value <= remaining
                position &+= take ? step : 0
                remaining &-= take ? value : 0
                step >>= 1
            }
        }
        let block = blocks[position]
        var rest = Int(remaining)
        if block.gaps == 0 {
            // Rows only: the rest-th set bit.
            var rows = block.rows
            for _ in 0..<rest { rows &= rows - 1 }
            return (position << Self.shift + rows.trailingZeroBitCount, 0)
        }
        for bit in 0..<Self.width {
            let mask = UInt16(1) << UInt16(bit)
            let gap = block.gaps & mask == 0 ? 0 : gapSize(gapRoots[Int(block.gapTable) << Self.shift + bit])
            let count = gap + (block.rows & mask == 0 ? 0 : 1)
            if rest < count { return (position << Self.shift + bit, rest) }
            rest -= count
        }
        preconditionFailure("rank \(rank) is past the last element")
    }

    /// The live rows of the block that starts at `slot` as a mask, when none of its gaps holds
    /// anything; -1 otherwise. (The layout reads such a block as runs of set bits.)
    @inline(__always)
    func rowsIfNoGaps(inBlockAt slot: Int) -> Int {
        let block = blocks[slot >> Self.shift]
        return block.gaps == 0 ? Int(block.rows) : -1
    }

    /// The number of slots in a block.
    static var blockWidth: Int { width }
}
