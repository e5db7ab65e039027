/// Runs of consecutive tokens — `start..<start + length` — in B-trees counted by items: "which
/// run holds item k" and "insert or remove item k" are O(log r) for r runs, and a tree's size
/// depends on the edits, not on the list. Each slot of a ``RunForest`` row is one of these.
///
/// A tree starts as one run (a slot's old rows). Deleting an item shortens or splits the run
/// holding it; inserting one puts a run of one item there, splitting the run it lands in; so k
/// edits leave at most 2k + 1 runs. The runs nobody touched stay whole, which is exactly what
/// the planner takes. Every node holds up to 16 entries — a leaf's runs, or an inner node's
/// children — as two `SIMD16<Int32>`: their keys and their running item counts. A run's length
/// is the difference of two running totals, so a node is 128 bytes; finding the entry that holds
/// an item is one vector compare, and changing a leaf is a few vector shuffles and selects,
/// with no loop and no branch on where the item falls.
///
/// All trees share one node store; a tree is its root node. A tree that is one leaf with room
/// — most of a forest's — is changed in place; otherwise nodes split on the way down when
/// full, so an insert never walks back up; nodes are never merged (an emptied leaf stays, with
/// no entries), which keeps removal simple and is bounded by the inserts.
struct RunTree: ~Copyable {
    /// A tree: its root node when that is a leaf, or the root node's complement (`~node`, so
    /// negative) when it is an inner node — so that the common case, a tree of one leaf, is
    /// told from the handle alone, with no read.
    typealias Root = Int32

    private static let fanout = 16
    /// Per node, 32 lanes side by side: 16 keys — a leaf's run starts, or an inner node's child
    /// nodes — then the 16 entries' running item counts, where lanes past the last entry hold
    /// `Int32.max`, so that a select never lands there and the entries count themselves.
    private var nodes: OwnedBuffer<Int32>
    /// Per node: whether it is a leaf.
    private var leaves: OwnedBuffer<Bool>
    /// Per leaf: the next leaf of its tree, in order (-1 after the last). A split keeps the
    /// lower half in place, so the leaf `makeTree` returns stays its tree's first leaf.
    private var nextLeaf: OwnedBuffer<Int32>
    /// The masks of the selects (a leaf change asks for lanes from up to 17).
    private let lanes = LaneMasks()
    /// The inner nodes from the root down to the last leaf found, and the lane taken at each.
    private var path: OwnedBuffer<PathStep>
    /// One step of the path: an inner node and the lane taken in it. (Not private: declared
    /// private, Swift 6.3's debug build of the module stops on a broken reference to its metadata.)
    struct PathStep {
        var node: Int32, lane: Int32
    }
    private var depth = 0

    /// An empty store, with room for `capacity` nodes before it grows.
    init(capacity: Int = 16) {
        // Padding before the first node and after the last, for the shifted reads.
        nodes = OwnedBuffer(
            repeating: 0, count: 2 * Self.padding, capacity: 2 * Self.fanout * capacity + 2 * Self.padding)
        leaves = OwnedBuffer(repeating: false, count: 0, capacity: capacity)
        nextLeaf = OwnedBuffer(repeating: -1, count: 0, capacity: capacity)
        path = OwnedBuffer(repeating: PathStep(node: 0, lane: 0), count: 64)
    }

    /// A new tree holding the run `start..<start + length` (no run when `length` is 0). The
    /// node returned is its root until it splits, and its first leaf for good.
    mutating func makeTree(start: Int, length: Int) -> Root {
        let node = newNode(leaf: true)
        if length > 0 {
            nodes[Self.key(node, 0)] = Int32(truncatingIfNeeded: start)
            nodes[Self.total(node, 0)] = Int32(truncatingIfNeeded: length)
        }
        return Root(node)
    }

    /// The number of items in `root`.
    @inline(__always)
    func count(_ root: Root) -> Int { Int(itemCount(ofNode: Self.node(root))) }

    /// The token at `rank` (0..<count) of `root`.
    @inline(__always)
    func token(at rank: Int, in root: Root) -> Int {
        var node = Self.node(root), rest = Int32(truncatingIfNeeded: rank)
        while true {
            let lane = totals(node).lanes(notAbove: rest)
            rest &-= totalBefore(lane, in: node)
            let key = Int(nodes[Self.key(node, lane)])
            if leaves[node] { return key + Int(rest) }
            node = key
        }
    }

    /// Inserts `token`, as a run of one, at `rank` (0...count) of `root`.
    @inline(__always)
    mutating func insert(_ token: Int, at rank: Int, into root: inout Root) {
        // A tree that is one leaf with room for two more runs, as most of a forest's are: no
        // descent, no path.
        if root >= 0 && nodes[Self.total(Int(root), Self.fanout - 2)] == .max {
            insert(Int32(truncatingIfNeeded: token), at: Int32(truncatingIfNeeded: rank), inLeaf: Int(root))
        } else {
            insertDescending(token, at: rank, into: &root)
        }
    }

    /// Removes and returns the token at `rank` (0..<count) of `root`.
    @inline(__always)
    mutating func remove(at rank: Int, from root: inout Root) -> Int {
        if root >= 0 && nodes[Self.total(Int(root), Self.fanout - 1)] == .max {
            return remove(at: Int32(truncatingIfNeeded: rank), inLeaf: Int(root))
        }
        return removeDescending(at: rank, from: &root)
    }

    /// ``insert(_:at:into:)`` in a tree of several levels, or one about to get them.
    @inline(never)
    private mutating func insertDescending(_ token: Int, at rank: Int, into root: inout Root) {
        // Room for two more runs: landing inside a run splits it.
        let (leaf, rest) = descend(to: rank, in: &root, room: 2)
        insert(Int32(truncatingIfNeeded: token), at: rest, inLeaf: leaf)
        addOnPath(1)
    }

    /// ``remove(at:from:)`` in a tree of several levels, or one about to get them.
    @inline(never)
    private mutating func removeDescending(at rank: Int, from root: inout Root) -> Int {
        // Room for one more run: taking an item out of the middle of a run splits it.
        let (leaf, rest) = descend(to: rank, in: &root, room: 1)
        let token = remove(at: rest, inLeaf: leaf)
        addOnPath(-1)
        return token
    }

    /// Calls `body` with each run of the tree whose first leaf is `first` (the node `makeTree`
    /// returned), in order, as its first token and its length.
    @inline(__always)
    func forEachRun(startingAt first: Root, _ body: (Int, Int) -> Void) {
        var leaf = Int(first)
        while leaf >= 0 {
            var before: Int32 = 0
            for lane in 0..<entryCount(leaf) {
                let total = nodes[Self.total(leaf, lane)]
                body(Int(nodes[Self.key(leaf, lane)]), Int(total &- before))
                before = total
            }
            leaf = Int(nextLeaf[leaf])
        }
    }

    // MARK: - Leaves

    /// Inserts `token`, as a run of one, at `rank` (0...count) of `leaf`, which has room for
    /// two more runs.
    ///
    /// The item lands at offset `o` in the run at lane `L` (past the last item: lane `count`,
    /// offset 0). At offset 0 the new run takes lane `L` and the runs from `L` on move up one
    /// lane; inside a run (`o` > 0, a split) the run keeps its first `o` items at `L`, the new
    /// run takes `L + 1`, the rest of the run `L + 2`, and the later runs move up two. Both are
    /// one formula over the lanes; the moved lanes are read straight from memory, one or two
    /// lanes early.
    @inline(__always)
    private mutating func insert(_ token: Int32, at rank: Int32, inLeaf leaf: Int) {
        let keys = self.keys(leaf), totals = self.totals(leaf)
        let lane = totals.lanes(notAbove: rank)
        let offset = rank &- totalBefore(lane, in: leaf)
        let split = offset > 0 ? 1 : 0
        let new = lane &+ split  // the new run's lane
        let movedKeys = nodes.load(across: Self.key(leaf, 0) &- 1 &- split, as: SIMD16<Int32>.self)
        let movedTotals = nodes.load(across: Self.total(leaf, 0) &- 1 &- split, as: SIMD16<Int32>.self)
        let fromLane = lanes[from: lane], fromNew = lanes[from: new]
        let afterNew = lanes[from: new &+ 1], tailOfSplit = afterNew & ~lanes[from: new &+ 2]
        // Totals: the lanes before `L` keep theirs; the kept part of a split run ends at `rank`,
        // the new run at `rank + 1`; every moved run has one item more before it (the lanes
        // past the last entry, moved too, keep `Int32.max`).
        let placed = SIMD16(repeating: rank) &+ (fromNew & ~afterNew & 1)
        let newTotals = SIMD16.select(
            movedTotals &- ((movedTotals &- .max) &>> 31), where: afterNew,
            otherwise: SIMD16.select(placed, where: fromLane, otherwise: totals))
        // Keys: the lanes before the new run keep theirs (a split run keeps its start); the rest
        // of a split run starts `o` tokens on.
        let newKeys = SIMD16.select(
            movedKeys &+ (tailOfSplit & SIMD16(repeating: offset)), where: afterNew,
            otherwise: SIMD16.select(SIMD16(repeating: token), where: fromNew, otherwise: keys))
        setKeys(leaf, newKeys)
        setTotals(leaf, newTotals)
    }

    /// Removes and returns the token at `rank` (0..<count) of `leaf`, which has room for one
    /// more run.
    ///
    /// The item is at offset `o` in the run at lane `L`, which leaves a head of `o` items
    /// (`a` = 1 when there is one) and a tail after the item (`b` = 1 when there is one), in
    /// lanes `L` and `L + a`; the later runs move by `a + b - 1` lanes — down one when the run
    /// was the item alone, up one when it splits. Every case is one formula over the lanes; the
    /// moved lanes are read straight from memory, a lane early or late.
    @inline(__always)
    private mutating func remove(at rank: Int32, inLeaf leaf: Int) -> Int {
        let keys = self.keys(leaf), totals = self.totals(leaf)
        let lane = totals.lanes(notAbove: rank)
        let offset = rank &- totalBefore(lane, in: leaf)
        let start = nodes[Self.key(leaf, lane)], end = nodes[Self.total(leaf, lane)]
        let head = offset > 0 ? 1 : 0, tail = rank &+ 1 < end ? 1 : 0
        let shift = head &+ tail &- 1  // how many lanes the later runs move up
        let movedKeys = nodes.load(across: Self.key(leaf, 0) &- shift, as: SIMD16<Int32>.self)
        // Moved down, the last lane comes from past the node: it is past the last entry.
        let down = SIMD16<Int32>(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, Int32(truncatingIfNeeded: shift &>> 1))
        let movedTotals = SIMD16.select(
            SIMD16(repeating: .max), where: down,
            otherwise: nodes.load(across: Self.total(leaf, 0) &- shift, as: SIMD16<Int32>.self))
        let fromLane = lanes[from: lane], fromTail = lanes[from: lane &+ head], rest = lanes[from: lane &+ head &+ tail]
        // Totals: the head ends at `rank`, the tail where the run ended, one item fewer; every
        // moved run has one item fewer before it (the lanes past the last entry keep
        // `Int32.max`).
        let pieces = SIMD16.select(SIMD16(repeating: end &- 1), where: fromTail, otherwise: SIMD16(repeating: rank))
        let newTotals = SIMD16.select(
            movedTotals &+ ((movedTotals &- .max) &>> 31), where: rest,
            otherwise: SIMD16.select(pieces, where: fromLane, otherwise: totals))
        // Keys: the head keeps the run's start; the tail starts after the item.
        let newKeys = SIMD16.select(
            movedKeys, where: rest,
            otherwise: SIMD16.select(SIMD16(repeating: start &+ offset &+ 1), where: fromTail, otherwise: keys))
        setKeys(leaf, newKeys)
        setTotals(leaf, newTotals)
        return Int(start &+ offset)
    }

    // MARK: - Nodes

    /// Lanes of padding before the first node and after the last: an entry's moves read the
    /// node's lanes up to two lanes early or one late.
    private static let padding = 16

    private mutating func newNode(leaf: Bool) -> Int {
        let node = leaves.count
        nodes.append(repeating: 0, count: 2 * Self.fanout)  // the node starts in the old padding
        setKeys(node, .zero)
        setTotals(node, SIMD16(repeating: .max))
        leaves.append(leaf)
        nextLeaf.append(-1)
        return leaves.count - 1
    }

    /// The root node of `root`.
    @inline(__always)
    private static func node(_ root: Root) -> Int { Int(root < 0 ? ~root : root) }

    /// Where `node`'s key at `lane` is in `nodes`.
    @inline(__always)
    private static func key(_ node: Int, _ lane: Int) -> Int { padding &+ node &* 32 &+ lane }

    /// Where `node`'s running total at `lane` is in `nodes`.
    @inline(__always)
    private static func total(_ node: Int, _ lane: Int) -> Int { padding &+ node &* 32 &+ 16 &+ lane }

    @inline(__always)
    private func keys(_ node: Int) -> SIMD16<Int32> { nodes.load(across: Self.key(node, 0), as: SIMD16<Int32>.self) }

    @inline(__always)
    private func totals(_ node: Int) -> SIMD16<Int32> {
        nodes.load(across: Self.total(node, 0), as: SIMD16<Int32>.self)
    }

    @inline(__always)
    private mutating func setKeys(_ node: Int, _ keys: SIMD16<Int32>) { nodes.store(keys, across: Self.key(node, 0)) }

    @inline(__always)
    private mutating func setTotals(_ node: Int, _ totals: SIMD16<Int32>) {
        nodes.store(totals, across: Self.total(node, 0))
    }

    /// The items in `node`'s entries before `lane`: the running total at `lane - 1`, or at lane
    /// 0 the zero at the start of the padding. The address is chosen arithmetically: a branch
    /// on lane 0 mispredicts, and so does a masked read, which the compiler turns back into one.
    @inline(__always)
    private func totalBefore(_ lane: Int, in node: Int) -> Int32 {
        nodes[Self.total(node, lane &- 1) & ((0 &- lane) &>> 63)]
    }

    /// The number of entries in `node`: its running totals short of `Int32.max`.
    @inline(__always)
    private func entryCount(_ node: Int) -> Int { totals(node).lanes(notAbove: .max - 1) }

    @inline(__always)
    private func itemCount(ofNode node: Int) -> Int32 { totalBefore(entryCount(node), in: node) }

    /// Whether `node` must split before an operation that may add `room` entries to a leaf
    /// (or one child to an inner node).
    @inline(__always)
    private func isFull(_ node: Int, room: Int) -> Bool {
        entryCount(node) + (leaves[node] ? room : 1) > Self.fanout
    }

    /// Moves the upper half of child `lane` of `parent` to a new node, its next sibling.
    private mutating func splitChild(_ parent: Int, lane: Int) {
        let child = Int(nodes[Self.key(parent, lane)])
        let sibling = newNode(leaf: leaves[child])
        let count = entryCount(child), keep = count / 2
        let kept = nodes[Self.total(child, keep - 1)]
        for l in keep..<count {
            nodes[Self.key(sibling, l - keep)] = nodes[Self.key(child, l)]
            nodes[Self.total(sibling, l - keep)] = nodes[Self.total(child, l)] &- kept
            // The moved lanes' totals go: a select must never land past the last entry.
            nodes[Self.total(child, l)] = .max
        }
        if leaves[child] { (nextLeaf[sibling], nextLeaf[child]) = (nextLeaf[child], Int32(sibling)) }
        // The parent: the later entries move up a lane, the sibling takes the next lane and
        // ends where the child ended, and the child now ends `kept` items after its start.
        for l in stride(from: entryCount(parent), to: lane + 1, by: -1) {
            nodes[Self.key(parent, l)] = nodes[Self.key(parent, l - 1)]
            nodes[Self.total(parent, l)] = nodes[Self.total(parent, l - 1)]
        }
        nodes[Self.key(parent, lane + 1)] = Int32(sibling)
        nodes[Self.total(parent, lane + 1)] = nodes[Self.total(parent, lane)]
        nodes[Self.total(parent, lane)] = totalBefore(lane, in: parent) &+ kept
    }

    /// Walks from `root` to the leaf holding item `rank` (or, at `rank == count`, to the end of
    /// the last leaf), splitting full nodes on the way so that the leaf has `room` free lanes.
    /// Records the path; returns the leaf and the item's rank in it.
    private mutating func descend(to rank: Int, in root: inout Root, room: Int) -> (leaf: Int, rank: Int32) {
        if isFull(Self.node(root), room: room) {
            // A new root above the old one, then the old one splits under it.
            let top = newNode(leaf: false)
            nodes[Self.key(top, 0)] = Int32(Self.node(root))
            nodes[Self.total(top, 0)] = itemCount(ofNode: Self.node(root))
            splitChild(top, lane: 0)
            root = ~Root(top)
        }
        var node = Self.node(root), rest = Int32(truncatingIfNeeded: rank)
        var depth = 0
        defer { self.depth = depth }
        while !leaves[node] {
            // Past the last item: into the last child.
            let lane = Swift.min(totals(node).lanes(notAbove: rest), entryCount(node) - 1)
            let child = Int(nodes[Self.key(node, lane)])
            if isFull(child, room: room) {
                splitChild(node, lane: lane)
                continue  // the item may now lie in the new sibling: look again
            }
            rest &-= totalBefore(lane, in: node)
            path[depth] = PathStep(node: Int32(node), lane: Int32(lane))
            depth += 1
            node = child
        }
        return (node, rest)
    }

    /// Adds `delta` items to every inner node on the recorded path, from the lane taken on.
    @inline(__always)
    private mutating func addOnPath(_ delta: Int32) {
        for d in 0..<depth {
            let node = Int(path[d].node), lane = Int(path[d].lane)
            let totals = self.totals(node)
            // Lanes `lane..<count` only: unused lanes keep `Int32.max`.
            let lanes = SIMD16<Int32>.lanes(from: lane) & ~SIMD16<Int32>.lanes(from: totals.lanes(notAbove: .max - 1))
            setTotals(node, totals &+ (lanes & SIMD16(repeating: delta)))
        }
    }
}
