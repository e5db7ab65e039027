/// The coalescer's map from index paths to old rows: every old row has a fixed **slot** holding
/// the row, if it is still there, after its **gap** — the items inserted (or moved) just before
/// it, a small tree in the owner's ``ImplicitTreap``. "Which slot holds element k" and "how many
/// elements come before this slot" are O(log n).
///
/// Slots come in blocks of 16, each a 16-bit mask of live rows, a 16-bit mask of non-empty
/// gaps and where its gaps' entries (tree root and size) start in a shared table: 8 bytes a
/// block, so 100,000 rows take 50 KB and stay in cache. A block's entries are packed in slot
/// order — the k-th set bit of its gap mask is its k-th entry — in a chunk of 2, 4, 8 or 16
/// entries, so a block with one or two gaps costs 16 bytes more, not 128. A ``CountTree`` over
/// the blocks' element counts finds the block; the masks and the gap sizes find the slot in it.
struct RowSlots: ~Copyable {
    struct Block {
        var rows: UInt16
        var gaps: UInt16
        /// Where the block's gap entries start in `entries`, or -1 before its first gap.
        var gapTable: Int32
    }

    /// A non-empty gap: its tree and its number of items.
    struct GapEntry {
        var root: Int32
        var size: Int32
    }

    private static let shift = 4
    private static let width = 1 << shift

    private var blocks: OwnedBuffer<Block>
    private var entries: OwnedBuffer<GapEntry>
    /// The blocks' element counts.
    private var tree: CountTree

    /// The entries a chunk holds for a block with `gaps` non-empty gaps.
    @inline(__always)
    private static func chunkSize(_ gaps: Int) -> Int { gaps <= 2 ? 2 : gaps <= 4 ? 4 : gaps <= 8 ? 8 : 16 }

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
        self.blocks = OwnedBuffer(blocks)
        entries = OwnedBuffer(repeating: GapEntry(root: -1, size: 0), count: 0, capacity: 2 * min(gappedBlocks, blocks.count))
    }

    /// Whether `slot` still holds its row.
    @inline(__always)
    func hasRow(_ slot: Int) -> Bool {
        blocks[slot >> Self.shift].rows & (1 << UInt16(slot & (Self.width - 1))) != 0
    }

    /// The root of `slot`'s gap (-1: empty).
    @inline(__always)
    func gap(_ slot: Int) -> ImplicitTreap.Root { gapEntry(slot).root }

    /// `slot`'s gap: its tree (-1: empty) and its number of items.
    @inline(__always)
    func gapEntry(_ slot: Int) -> (root: ImplicitTreap.Root, size: Int) {
        let block = blocks[slot >> Self.shift]
        let bit = UInt16(slot & (Self.width - 1))
        guard block.gaps >> bit & 1 != 0 else { return (-1, 0) }
        let entry = entries[Int(block.gapTable) + (block.gaps & ~(~UInt16(0) << bit)).nonzeroBitCount]
        return (entry.root, Int(entry.size))
    }

    /// Takes `slot`'s row out.
    mutating func removeRow(_ slot: Int) {
        blocks[slot >> Self.shift].rows &= ~(1 << UInt16(slot & (Self.width - 1)))
        tree.add(-1, at: slot >> Self.shift)
    }

    /// Sets `slot`'s gap to the tree `root` (-1 once it is empty), which holds `delta` elements
    /// more than before.
    mutating func setGap(_ slot: Int, root: ImplicitTreap.Root, delta: Int32) {
        let b = slot >> Self.shift, bit = UInt16(slot & (Self.width - 1))
        var block = blocks[b]
        if block.gaps == 0 {
            // The block's first gap (the usual case): no entries to count or shift.
            if root >= 0 {
                if block.gapTable < 0 {
                    block.gapTable = Int32(entries.count)
                    entries.append(GapEntry(root: -1, size: 0))
                    entries.append(GapEntry(root: -1, size: 0))
                }
                entries[Int(block.gapTable)] = GapEntry(root: root, size: delta)
                block.gaps = 1 << bit
            }
        } else if block.gaps >> bit & 1 != 0 {
            let entry = Int(block.gapTable) + (block.gaps & ~(~UInt16(0) << bit)).nonzeroBitCount
            if root >= 0 {
                entries[entry].root = root
                entries[entry].size &+= delta
            } else {
                // The gap is empty: its entry goes, the later ones move down.
                let end = Int(block.gapTable) + block.gaps.nonzeroBitCount
                entries.move((entry + 1)..<end, to: entry)
                block.gaps &= ~(1 << bit)
            }
        } else if root >= 0 {
            let k = (block.gaps & ~(~UInt16(0) << bit)).nonzeroBitCount
            let count = block.gaps.nonzeroBitCount
            if Self.chunkSize(count + 1) > Self.chunkSize(count) {
                // A new chunk, the old entries copied (an outgrown chunk is left unused).
                let start = entries.count
                for e in 0..<Self.chunkSize(count + 1) {
                    entries.append(e < count ? entries[Int(block.gapTable) + e] : GapEntry(root: -1, size: 0))
                }
                block.gapTable = Int32(start)
            }
            let first = Int(block.gapTable)
            entries.move((first + k)..<(first + count), to: first + k + 1)
            entries[first + k] = GapEntry(root: root, size: delta)
            block.gaps |= 1 << bit
        }
        blocks[b] = block
        tree.add(delta, at: b)
    }

    /// The number of elements in `slot`'s gap.
    @inline(__always)
    func gapSize(_ slot: Int) -> Int { gapEntry(slot).size }

    /// The number of elements in the slots before `slot`.
    @inline(__always)
    func prefix(_ slot: Int) -> Int {
        let b = slot >> Self.shift
        var total = tree.prefix(b)
        let below = ~(~UInt16(0) << UInt16(slot & (Self.width - 1)))
        let block = blocks[b]
        total += (block.rows & below).nonzeroBitCount
        let first = Int(block.gapTable)
        for e in first..<(first + (block.gaps & below).nonzeroBitCount) { total += Int(entries[e].size) }
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
        // The slots holding something, in order: each one's gap (its next entry), then its row.
        var live = block.rows | block.gaps
        var entry = Int(block.gapTable)
        while live != 0 {
            let bit = UInt16(live.trailingZeroBitCount)
            live &= live &- 1
            var count = Int(block.rows >> bit & 1)
            if block.gaps >> bit & 1 != 0 {
                count += Int(entries[entry].size)
                entry += 1
            }
            if rest < count { return (position << Self.shift + Int(bit), rest) }
            rest -= count
        }
        preconditionFailure("rank \(rank) is past the last element")
    }

    /// The block that starts at `slot`, as its mask of live rows and its mask of non-empty
    /// gaps. (The layout reads a block with no gaps as runs of set bits, and visits only the
    /// non-empty slots of the others.)
    @inline(__always)
    func masks(inBlockAt slot: Int) -> (rows: UInt16, gaps: UInt16) {
        let block = blocks[slot >> Self.shift]
        return (block.rows, block.gaps)
    }

    /// The root of the `k`-th non-empty gap of the block that starts at `slot`, in slot order.
    @inline(__always)
    func gap(inBlockAt slot: Int, _ k: Int) -> ImplicitTreap.Root {
        entries[Int(blocks[slot >> Self.shift].gapTable) + k].root
    }

    /// The number of slots in a block.
    static var blockWidth: Int { width }
}
