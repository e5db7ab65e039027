/// The coalescer's map from index paths to old rows: every old row has a fixed **slot** holding
/// the row, if it is still there, after its **gap** — the items inserted (or moved) just before
/// it, a small tree in the owner's ``ImplicitTreap``. "Which slot holds element k" and "how many
/// elements come before this slot" are O(log n).
///
/// Slots come in blocks of 16, each a 16-bit mask of live rows, a 16-bit mask of non-empty
/// gaps and, for a block that has gaps, an entry in a side table of gap roots and sizes: 8 bytes
/// a block, so 100,000 rows take 50 KB and stay in cache. A ``CountTree`` over the blocks'
/// element counts finds the block; the masks (and the gap sizes, when it has gaps) find the slot
/// inside it.
struct RowSlots {
    private struct Block {
        var rows: UInt16
        var gaps: UInt16
        var gapTable: Int32
    }

    private static let shift = 4
    /// A new side-table entry (appending arrays copies; appending a repeated element does not
    /// know its length up front and goes element by element).
    private static let noRoots = [Int32](repeating: -1, count: 16)
    private static let noSizes = [Int32](repeating: 0, count: 16)
    private static let width = 1 << shift

    private var blocks: [Block]
    /// Gap roots and gap sizes, 16 per block that has had a gap (`gapTable` says where).
    private var gapRoots: [Int32] = []
    private var gapSizes: [Int32] = []
    /// The blocks' element counts.
    private var tree: CountTree

    /// `count` slots, those in `rows` holding a live row and every gap empty, with room for
    /// `gappedBlocks` blocks with gaps before the side table grows.
    init(count: Int, rows: [Range<Int>], gappedBlocks: Int = 0) {
        var blocks = [Block](repeating: Block(rows: 0, gaps: 0, gapTable: -1), count: count / Self.width + 1)
        blocks.withUnsafeMutableBufferPointer { blocks in
            for range in rows where !range.isEmpty {
                // A block's worth of bits at a time.
                var slot = range.lowerBound
                while slot < range.upperBound {
                    let bit = slot & (Self.width - 1)
                    let take = min(Self.width - bit, range.upperBound - slot)
                    let mask = UInt16(truncatingIfNeeded: (1 << take) - 1) << UInt16(bit)
                    blocks[slot >> Self.shift].rows |= mask
                    slot += take
                }
            }
        }
        tree = CountTree(blocks.map { Int32($0.rows.nonzeroBitCount) })
        self.blocks = blocks
        let tableSize = min(gappedBlocks, blocks.count) << Self.shift
        gapRoots.reserveCapacity(tableSize)
        gapSizes.reserveCapacity(tableSize)
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
        tree.add(-1, at: slot >> Self.shift)
    }

    /// Sets `slot`'s gap to the tree `root`, which holds `delta` elements more than before.
    mutating func setGap(_ slot: Int, root: ImplicitTreap.Root, delta: Int32) {
        let b = slot >> Self.shift, bit = UInt16(slot & (Self.width - 1))
        if blocks[b].gapTable < 0 {
            blocks[b].gapTable = Int32(gapRoots.count >> Self.shift)
            gapRoots.append(contentsOf: Self.noRoots)
            gapSizes.append(contentsOf: Self.noSizes)
        }
        let entry = Int(blocks[b].gapTable) << Self.shift + Int(bit)
        gapRoots[entry] = root
        gapSizes[entry] &+= delta
        if root >= 0 { blocks[b].gaps |= 1 << bit } else { blocks[b].gaps &= ~(1 << bit) }
        tree.add(delta, at: b)
    }

    /// The number of elements in `slot`'s gap.
    @inline(__always)
    func gapSize(_ slot: Int) -> Int {
        let block = blocks[slot >> Self.shift]
        let bit = slot & (Self.width - 1)
        return block.gaps & (1 << UInt16(bit)) == 0 ? 0 : Int(gapSizes[Int(block.gapTable) << Self.shift + bit])
    }

    /// The number of elements in the slots before `slot`.
    @inline(__always)
    func prefix(_ slot: Int) -> Int {
        let b = slot >> Self.shift
        var total = tree.prefix(b)
        let below = UInt16(truncatingIfNeeded: (1 << (slot & (Self.width - 1))) - 1)
        let block = blocks[b]
        total += (block.rows & below).nonzeroBitCount
        var gapped = block.gaps & below
        while gapped != 0 {
            total += Int(gapSizes[Int(block.gapTable) << Self.shift + gapped.trailingZeroBitCount])
            gapped &= gapped - 1
        }
        return total
    }

    /// The slot holding element `rank` (0-based, every slot's gap then row, in slot order) and
    /// the element's index in that slot. `rank` must be below the total count.
    @inline(__always)
    func select(_ rank: Int) -> (slot: Int, index: Int) {
        let (position, remaining) = tree.select(rank)
        let block = blocks[position]
        var rest = remaining
        if block.gaps == 0 {
            // Rows only: the rest-th set bit.
            var rows = block.rows
            for _ in 0..<rest { rows &= rows - 1 }
            return (position << Self.shift + rows.trailingZeroBitCount, 0)
        }
        return gapSizes.withUnsafeBufferPointer { sizes in
            let table = Int(block.gapTable) << Self.shift
            for bit in 0..<Self.width {
                let count = Int(sizes[table + bit]) + Int(block.rows >> UInt16(bit) & 1)
                if rest < count { return (position << Self.shift + bit, rest) }
                rest -= count
            }
            preconditionFailure("rank \(rank) is past the last element")
        }
    }

    /// The block that starts at `slot`, as its mask of live rows and its mask of non-empty
    /// gaps. (The layout reads a block with no gaps as runs of set bits, and visits only the
    /// non-empty slots of the others.)
    @inline(__always)
    func masks(inBlockAt slot: Int) -> (rows: UInt16, gaps: UInt16) {
        let block = blocks[slot >> Self.shift]
        return (block.rows, block.gaps)
    }

    /// The number of slots in a block.
    static var blockWidth: Int { width }
}
