/// Counts with O(log₁₆ n) "which index holds element k", "how many elements come before index
/// i" and "add to the count at i": a 16-way tree whose every node is the running totals of its
/// 16 children, one `SIMD16<Int32>` — a cache line.
///
/// ``RowSlots`` keeps its blocks' element counts here. A binary Fenwick tree over the 6,250
/// blocks of 100,000 rows takes 13 dependent, mispredicted steps per lookup; this takes 4, each a
/// vector compare with no branch, and an update is 4 vector adds.
struct CountTree: ~Copyable {
    /// Nodes level by level, the lowest first (one lane per count), the root last.
    private var nodes: OwnedBuffer<SIMD16<Int32>>
    /// Where each level's nodes start in `nodes`, the lowest first.
    private let levelStart: OwnedBuffer<Int>
    private let levels: Int
    /// The number of counts.
    let count: Int
    /// `suffixMasks[i]`: all ones in lanes i..<16, zeros below — what `add` adds `delta` through.
    /// A table, because building the mask each time costs as much as the add (and SIMD
    /// comparisons compile to a lane-at-a-time loop).
    private let suffixMasks = OwnedBuffer<SIMD16<Int32>>((0..<16).map { lane in
        var mask = SIMD16<Int32>()
        for i in lane..<16 { mask[i] = -1 }
        return mask
    })


    /// A tree over `counts`.
    init(_ counts: [Int32]) {
        var nodes: [SIMD16<Int32>] = []
        var levelStart: [Int] = []
        var totals = counts
        repeat {
            levelStart.append(nodes.count)
            var next: [Int32] = []
            next.reserveCapacity(totals.count / 16 + 1)
            var i = 0
            repeat {
                var node = SIMD16<Int32>()
                var running: Int32 = 0
                for lane in 0..<16 {
                    if i + lane < totals.count { running &+= totals[i + lane] }
                    node[lane] = running
                }
                nodes.append(node)
                next.append(running)
                i += 16
            } while i < totals.count
            totals = next
        } while totals.count > 1
        self.nodes = OwnedBuffer(nodes)
        self.levelStart = OwnedBuffer(levelStart)
        levels = levelStart.count
        count = counts.count
    }

    /// The sum of every count.
    var total: Int { Int(nodes[nodes.count - 1][15]) }

    /// Adds `delta` to the count at `index`.
    @inline(__always)
    mutating func add(_ delta: Int32, at index: Int) {
        var index = index
        let delta = SIMD16(repeating: delta)
        for level in 0..<levels {
            nodes[levelStart[level] + index >> 4] &+= suffixMasks[index & 15] & delta
            index >>= 4
        }
    }

    /// The index holding element `rank` (0-based, counting every index's elements in order) and
    /// how many elements of that index come before it. `rank` must be below ``total``.
    @inline(__always)
    func select(_ rank: Int) -> (index: Int, remaining: Int) {
        var remaining = Int32(truncatingIfNeeded: rank)
        var index = 0
        var level = levels - 1
        while level >= 0 {
            let at = levelStart[level] + index
            let node = nodes[at]
            // The child holding the element: the number of running totals not above it (the
            // sign bit of total - remaining - 1; totals stay below 2³¹).
            let child = Int(0 &- ((node &- SIMD16(repeating: remaining &+ 1)) &>> 31).wrappedSum())
            // The lane read from memory: taking it out of the vector goes through the stack.
            if child > 0 { remaining &-= nodes.load(at, byteOffset: 4 &* (child &- 1), as: Int32.self) }
            index = index << 4 + child
            level -= 1
        }
        return (index, Int(remaining))
    }

    /// The number of elements at indices below `index` (0...count).
    @inline(__always)
    func prefix(_ index: Int) -> Int {
        if index >= count { return total }
        var total = 0
        var index = index
        for level in 0..<levels {
            let lane = index & 15
            if lane > 0 { total += Int(nodes[levelStart[level] + index >> 4][lane - 1]) }
            index >>= 4
        }
        return total
    }
}
