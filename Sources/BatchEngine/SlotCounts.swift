/// A count per slot, with "how many before this slot" and "which slot holds element k" in
/// O(log n): a Fenwick tree over blocks of 16 slots, then a scan inside the block. Each slot
/// also carries one `Int32` of its owner's (the coalescer keeps a tree root there), so that
/// finding a slot and reading what it holds touch the same cache line.
///
/// The coalescer gives every old row a slot (the row itself, plus the items inserted just before
/// it), so finding the item at an index path is one `select` instead of a walk down a tree of
/// rows. The tree covers blocks rather than slots so that it is 16 times smaller: for 100,000
/// rows it is 25 KB and stays in cache.
struct SlotCounts {
    /// One slot: how many elements it holds, and its owner's `Int32`.
    struct Slot {
        var count: Int32
        var payload: Int32
    }

    private static let blockShift = 4

    /// The slots.
    private(set) var slots: [Slot]
    /// Fenwick tree over block sums, 1-based, padded with empty blocks to a power of two so that
    /// `select` needs no bounds checks.
    private var tree: [Int32]

    /// Slots with these counts and payloads, built in O(n).
    init(_ slots: [Slot]) {
        self.slots = slots
        let blocks = (slots.count >> Self.blockShift) + 1
        var size = 1
        while size < blocks { size *= 2 }
        var tree = [Int32](repeating: 0, count: size + 1)
        for (index, slot) in slots.enumerated() { tree[(index >> Self.blockShift) + 1] &+= slot.count }
        for i in 1..<tree.count {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] &+= tree[i] }
        }
        self.tree = tree
    }

    /// Slot `index`.
    @inline(__always)
    subscript(index: Int) -> Slot { slots[index] }

    /// Sets the payload of slot `index`.
    @inline(__always)
    mutating func setPayload(_ payload: Int32, at index: Int) {
        slots[index].payload = payload
    }

    /// Adds `delta` to the count of slot `index`.
    @inline(__always)
    mutating func add(_ delta: Int32, at index: Int) {
        slots[index].count &+= delta
        var i = (index >> Self.blockShift) + 1
        tree.withUnsafeMutableBufferPointer { tree in
            while i < tree.count {
                tree[i] &+= delta
                i += i & -i
            }
        }
    }

    /// The total count of the slots before slot `index`.
    @inline(__always)
    func prefix(_ index: Int) -> Int {
        guard index > 0 else { return 0 }
        let block = index >> Self.blockShift
        var total = 0
        tree.withUnsafeBufferPointer { tree in
            var i = block
            while i > 0 {
                total += Int(tree[i])
                i -= i & -i
            }
        }
        slots.withUnsafeBufferPointer { slots in
            for s in (block << Self.blockShift)..<index { total += Int(slots[s].count) }
        }
        return total
    }

    /// The slot holding element `rank` (0-based, counting every slot's elements in slot order),
    /// and the element's index inside that slot. `rank` must be below the total count.
    @inline(__always)
    func select(_ rank: Int) -> (slot: Int, index: Int) {
        var position = 0
        var remaining = Int32(truncatingIfNeeded: rank)
        tree.withUnsafeBufferPointer { tree in
            var step = (tree.count - 1) >> 1
            while step > 0 {
                // Branch-free: the path depends on the data, so a branch would be mispredicted
                // half the time.
                let value = tree[position + step]
                let take = value <= remaining
                position += take ? step : 0
                remaining -= take ? value : 0
                step >>= 1
            }
        }
        var index = position << Self.blockShift
        slots.withUnsafeBufferPointer { slots in
            while slots[index].count <= remaining {
                remaining -= slots[index].count
                index += 1
            }
        }
        return (index, Int(remaining))
    }
}
