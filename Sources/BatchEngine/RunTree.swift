/// Runs of consecutive tokens — `start..<start + length` — in B-trees counted by items: "which
/// run holds item k" and "insert or remove item k" are O(log r) for r runs, and a tree's size
/// depends on the edits, not on the list. Each slot of a ``RunForest`` row is one of these.
///
/// A tree starts as one run (a slot's old rows). Deleting an item shortens or splits the run
/// holding it; inserting one puts a run of one item there, splitting the run it lands in; so k
/// edits leave at most 2k + 1 runs. The runs nobody touched stay whole, which is exactly what
/// the planner takes. Every node holds up to 16 entries — a leaf's runs, or an inner node's
/// children — with their sizes and, as one `SIMD16<Int32>`, their running totals, so finding
/// the entry that holds an item is one vector compare per level, with no branch.
///
/// All trees share one node store; a tree is its root node. A tree that is one leaf with room
/// — most of a forest's — is changed in place; otherwise nodes split on the way down when
/// full, so an insert never walks back up; nodes are never merged (an emptied leaf stays, with
/// size 0), which keeps removal simple and is bounded by the inserts.
struct RunTree: ~Copyable {
    typealias Root = Int32

    private static let fanout = 16
    /// Per node, 48 lanes side by side, so that a node is one block of memory: 16 keys — a
    /// leaf's run starts, or an inner node's child nodes — then the 16 entries' item counts
    /// (16 lanes on), then their running totals (32 lanes on), where unused lanes hold
    /// `Int32.max`, so that a select never lands there.
    private var entries: OwnedBuffer<Int32>
    /// Per node: its number of entries, and whether it is a leaf.
    private var counts: OwnedBuffer<Int32>
    private var leaves: OwnedBuffer<Bool>
    /// Per leaf: the next leaf of its tree, in order (-1 after the last). A split keeps the
    /// lower half in place, so the leaf `makeTree` returns stays its tree's first leaf.
    private var nextLeaf: OwnedBuffer<Int32>
    /// The inner nodes from the root down to the last leaf found, and the lane taken at each.
    private var pathNode: OwnedBuffer<Int32>
    private var pathLane: OwnedBuffer<Int32>
    private var depth = 0

    /// An empty store, with room for `capacity` nodes before it grows.
    init(capacity: Int = 16) {
        entries = OwnedBuffer(repeating: 0, count: 0, capacity: 3 * Self.fanout * capacity)
        counts = OwnedBuffer(repeating: 0, count: 0, capacity: capacity)
        leaves = OwnedBuffer(repeating: false, count: 0, capacity: capacity)
        nextLeaf = OwnedBuffer(repeating: -1, count: 0, capacity: capacity)
        pathNode = OwnedBuffer(repeating: 0, count: 64)
        pathLane = OwnedBuffer(repeating: 0, count: 64)
    }

    /// A new tree holding the run `start..<start + length` (no run when `length` is 0). The
    /// node returned is its root until it splits, and its first leaf for good.
    mutating func makeTree(start: Int, length: Int) -> Root {
        let node = newNode(leaf: true)
        if length > 0 {
            entries[Self.at(node, 0)] = Int32(truncatingIfNeeded: start)
            entries[Self.at(node, 0) &+ 16] = Int32(truncatingIfNeeded: length)
            counts[node] = 1
            refreshTotals(node, from: 0)
        }
        return Root(node)
    }

    /// The number of items in `root`.
    @inline(__always)
    func count(_ root: Root) -> Int { Int(itemCount(ofNode: Int(root))) }

    /// The token at `rank` (0..<count) of `root`.
    @inline(__always)
    func token(at rank: Int, in root: Root) -> Int {
        var node = Int(root), rest = Int32(truncatingIfNeeded: rank)
        while true {
            let lane = totals(node).lanes(notAbove: rest)
            if lane > 0 { rest &-= total(node, lane - 1) }
            let key = Int(entries[Self.at(node, lane)])
            if leaves[node] { return key + Int(rest) }
            node = key
        }
    }

    /// Inserts `token`, as a run of one, at `rank` (0...count) of `root`.
    mutating func insert(_ token: Int, at rank: Int, into root: inout Root) {
        let t = Int32(truncatingIfNeeded: token)
        let node = Int(root)
        if leaves[node] && counts[node] <= Int32(Self.fanout - 2) {
            // A tree that is one leaf with room for two more runs, as most of a forest's are:
            // no descent, no path. (Past the last item: a new run at the end.)
            let r = Int32(truncatingIfNeeded: rank), count = Int(counts[node])
            let lane = Swift.min(totals(node).lanes(notAbove: r), count)
            let offset = lane == count ? 0 : r &- (lane > 0 ? total(node, lane - 1) : 0)
            insert(t, lane: lane, offset: offset, inLeaf: node)
            return
        }
        // Room for two more runs: landing inside a run splits it.
        let (leaf, lane, offset) = descend(to: rank, in: &root, room: 2)
        insert(t, lane: lane, offset: offset, inLeaf: leaf)
        addOnPath(1)
    }

    /// Removes and returns the token at `rank` (0..<count) of `root`.
    mutating func remove(at rank: Int, from root: inout Root) -> Int {
        let node = Int(root)
        if leaves[node] && counts[node] <= Int32(Self.fanout - 1) {
            let lane = totals(node).lanes(notAbove: Int32(truncatingIfNeeded: rank))
            let offset = Int32(truncatingIfNeeded: rank) &- (lane > 0 ? total(node, lane - 1) : 0)
            return remove(at: offset, lane: lane, inLeaf: node)
        }
        // Room for one more run: taking an item out of the middle of a run splits it.
        let (leaf, lane, offset) = descend(to: rank, in: &root, room: 1)
        let token = remove(at: offset, lane: lane, inLeaf: leaf)
        addOnPath(-1)
        return token
    }

    /// Inserts `token`, as a run of one, `offset` items into the run at `lane` of `leaf` (at
    /// the lane past the last, offset 0: after it), which has room for two more runs.
    @inline(__always)
    private mutating func insert(_ token: Int32, lane: Int, offset: Int32, inLeaf leaf: Int) {
        if offset == 0 {
            insertLanes(leaf, at: lane, token, 1)
        } else {
            let at = Self.at(leaf, lane)
            let start = entries[at], length = entries[at &+ 16]
            entries[at &+ 16] = offset
            insertLanes(leaf, at: lane + 1, token, 1, start &+ offset, length &- offset, changedFrom: lane)
        }
    }

    /// Removes and returns the token `offset` into the run at `lane` of `leaf`, which has room
    /// for one more run.
    @inline(__always)
    private mutating func remove(at offset: Int32, lane: Int, inLeaf leaf: Int) -> Int {
        let at = Self.at(leaf, lane)
        let start = entries[at], length = entries[at &+ 16]
        if length == 1 {
            removeLane(leaf, at: lane)
        } else if offset == 0 {
            entries[at] = start &+ 1
            entries[at &+ 16] = length &- 1
            refreshTotals(leaf, from: lane)
        } else if offset == length &- 1 {
            entries[at &+ 16] = length &- 1
            refreshTotals(leaf, from: lane)
        } else {
            entries[at &+ 16] = offset
            insertLanes(leaf, at: lane + 1, start &+ offset &+ 1, length &- offset &- 1, changedFrom: lane)
        }
        return Int(start &+ offset)
    }

    /// Calls `body` with each run of the tree whose first leaf is `first` (the node `makeTree`
    /// returned), in order, as its first token and its length.
    @inline(__always)
    func forEachRun(startingAt first: Root, _ body: (Int, Int) -> Void) {
        var leaf = Int(first)
        while leaf >= 0 {
            for at in Self.at(leaf, 0)..<Self.at(leaf, Int(counts[leaf])) { body(Int(entries[at]), Int(entries[at &+ 16])) }
            leaf = Int(nextLeaf[leaf])
        }
    }

    // MARK: - Nodes

    private mutating func newNode(leaf: Bool) -> Int {
        entries.append(repeating: 0, count: 2 * Self.fanout)
        entries.append(repeating: .max, count: Self.fanout)
        counts.append(0)
        leaves.append(leaf)
        nextLeaf.append(-1)
        return counts.count - 1
    }

    /// Where lane `lane` of `node` is in `entries`: its key (its size is 16 lanes on, its
    /// running total 32).
    @inline(__always)
    private static func at(_ node: Int, _ lane: Int) -> Int { node &* 48 &+ lane }

    /// The running totals of `node`'s entries.
    @inline(__always)
    private func totals(_ node: Int) -> SIMD16<Int32> { entries.load(across: Self.at(node, 32), as: SIMD16<Int32>.self) }

    @inline(__always)
    private mutating func setTotals(_ node: Int, _ totals: SIMD16<Int32>) { entries.store(totals, across: Self.at(node, 32)) }

    /// The running total of `node` at `lane`, read from memory.
    @inline(__always)
    private func total(_ node: Int, _ lane: Int) -> Int32 {
        entries[Self.at(node, lane) &+ 32]
    }

    @inline(__always)
    private func itemCount(ofNode node: Int) -> Int32 {
        let c = Int(counts[node])
        return c == 0 ? 0 : total(node, c - 1)
    }

    /// Recomputes `node`'s running totals from lane `lane` on (the lanes past its entries get
    /// `Int32.max`).
    @inline(__always)
    private mutating func refreshTotals(_ node: Int, from lane: Int) {
        let count = Int(counts[node])
        var sum = lane == 0 ? 0 : total(node, lane - 1)
        for l in lane..<count {
            sum &+= entries[Self.at(node, l) &+ 16]
            entries[Self.at(node, l) &+ 32] = sum
        }
        // The lanes past the last entry already hold Int32.max, but for the one a removal freed.
        if count < Self.fanout { entries[Self.at(node, count) &+ 32] = .max }
    }

    /// Inserts the entry (`key`, `size`), then (`key2`, `size2`) when `size2` > 0, at `lane`
    /// of `node`, which has room for them; `changed` is the first lane whose size changed
    /// (`lane` unless the caller changed an earlier one).
    private mutating func insertLanes(
        _ node: Int, at lane: Int, _ key: Int32, _ size: Int32, _ key2: Int32 = 0, _ size2: Int32 = 0, changedFrom changed: Int? = nil
    ) {
        let count = Int(counts[node]), added = size2 > 0 ? 2 : 1
        let at = Self.at(node, lane)
        var i = Self.at(node, count - 1)
        while i >= at {
            entries[i + added] = entries[i]
            entries[i + added &+ 16] = entries[i &+ 16]
            i -= 1
        }
        entries[at] = key
        entries[at &+ 16] = size
        if added == 2 {
            entries[at + 1] = key2
            entries[at + 1 &+ 16] = size2
        }
        counts[node] = Int32(count + added)
        refreshTotals(node, from: changed ?? lane)
    }

    private mutating func removeLane(_ node: Int, at lane: Int) {
        let count = Int(counts[node]), at = Self.at(node, lane)
        for i in at..<(Self.at(node, count - 1)) {
            entries[i] = entries[i + 1]
            entries[i &+ 16] = entries[i + 1 &+ 16]
        }
        counts[node] = Int32(count - 1)
        refreshTotals(node, from: lane)
    }

    /// Whether `node` must split before an operation that may add `room` entries to a leaf
    /// (or one child to an inner node).
    @inline(__always)
    private func isFull(_ node: Int, room: Int) -> Bool {
        Int(counts[node]) + (leaves[node] ? room : 1) > Self.fanout
    }

    /// Moves the upper half of child `lane` of `parent` to a new node, its next sibling.
    private mutating func splitChild(_ parent: Int, lane: Int) {
        let child = Int(entries[Self.at(parent, lane)])
        let sibling = newNode(leaf: leaves[child])
        let count = Int(counts[child]), keep = count / 2
        for l in keep..<count {
            entries[Self.at(sibling, l - keep)] = entries[Self.at(child, l)]
            entries[Self.at(sibling, l - keep) &+ 16] = entries[Self.at(child, l) &+ 16]
        }
        counts[child] = Int32(keep)
        // The moved lanes' totals go too: a select must never land past the last entry.
        setTotals(child, SIMD16(repeating: .max))
        refreshTotals(child, from: 0)
        if leaves[child] { (nextLeaf[sibling], nextLeaf[child]) = (nextLeaf[child], Int32(sibling)) }
        counts[sibling] = Int32(count - keep)
        refreshTotals(sibling, from: 0)
        // The parent: the child's size shrinks, the sibling comes after it.
        entries[Self.at(parent, lane) &+ 16] = itemCount(ofNode: child)
        insertLanes(parent, at: lane + 1, Int32(sibling), itemCount(ofNode: sibling), changedFrom: lane)
    }

    /// Walks from `root` to the leaf holding item `rank` (or, at `rank == count`, to the end of
    /// the last leaf), splitting full nodes on the way so that the leaf has `room` free lanes.
    /// Records the path; returns the leaf, the lane and the item's offset in that lane's run
    /// (at the end: the lane past the last, offset 0).
    private mutating func descend(to rank: Int, in root: inout Root, room: Int) -> (leaf: Int, lane: Int, offset: Int32) {
        if isFull(Int(root), room: room) {
            // A new root above the old one, then the old one splits under it.
            let top = newNode(leaf: false)
            entries[Self.at(top, 0)] = root
            entries[Self.at(top, 0) &+ 16] = itemCount(ofNode: Int(root))
            counts[top] = 1
            refreshTotals(top, from: 0)
            splitChild(top, lane: 0)
            root = Root(top)
        }
        var node = Int(root), rest = Int32(truncatingIfNeeded: rank)
        var depth = 0
        defer { self.depth = depth }
        while true {
            let count = Int(counts[node])
            var lane = totals(node).lanes(notAbove: rest)
            if leaves[node] {
                // Past the last item: a new run at the end.
                if lane >= count { return (node, count, 0) }
                if lane > 0 { rest &-= total(node, lane - 1) }
                return (node, lane, rest)
            }
            if lane >= count { lane = count - 1 }  // the end: into the last child
            let child = Int(entries[Self.at(node, lane)])
            if isFull(child, room: room) {
                splitChild(node, lane: lane)
                continue  // the item may now lie in the new sibling: look again
            }
            if lane > 0 { rest &-= total(node, lane - 1) }
            pathNode[depth] = Int32(node)
            pathLane[depth] = Int32(lane)
            depth += 1
            node = child
        }
    }

    /// Adds `delta` items to every inner node on the recorded path, at the lane taken.
    @inline(__always)
    private mutating func addOnPath(_ delta: Int32) {
        for d in 0..<depth {
            let node = Int(pathNode[d]), lane = Int(pathLane[d])
            entries[Self.at(node, lane) &+ 16] &+= delta
            // Lanes `lane..<count` only: unused lanes keep `Int32.max`.
            let lanes = SIMD16<Int32>.lanes(from: lane) & ~SIMD16<Int32>.lanes(from: Int(counts[node]))
            setTotals(node, totals(node) &+ (lanes & SIMD16(repeating: delta)))
        }
    }
}
