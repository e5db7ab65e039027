/// The coalescer's sections, each as a **track** of small ``RunTree``s — its slots — under a
/// fixed index of their item counts.
///
/// A section of m old rows starts as ⌈m / p⌉ slots of p consecutive rows each, one run per
/// slot, with p chosen from the edit count so that a slot ends with a handful of runs, in a
/// single leaf. The index over the slots never changes shape. Its nodes hold the running totals
/// of 16 children as one `SIMD16<Int32>`, and its top is wider — up to 256 children in 16
/// vectors, each vector's totals counted from its own start, under one more vector that says
/// where each of them ends — so that it takes one level fewer: at 100k rows, a top of 80
/// children over 16-way nodes of 16 slots. Finding the slot that holds an item is one vector
/// compare per level (two at the top), and counting an insert or a removal is one masked vector
/// add per level (two at the top), made on the way down, with no splits, no recorded path and
/// no branch on where the item falls. Then one select in the slot's tree finishes the job. A
/// tree only grows where the edits pile up, and it keeps every ``RunTree`` guarantee there, so
/// an operation stays O(log s + log r) for s slots and r runs in the slot.
///
/// The index is padded with empty slots, which a select never lands on.
struct RunForest: ~Copyable {
    /// One section's slots: `first..<first + slots` of the forest, under the index nodes from
    /// `index` on — a top of `width` vectors (none for a single slot; with more than one, the
    /// vector of their ends just before `index`), then `levels` levels of 16-way nodes.
    struct Track {
        var first: Int32
        var slots: Int32
        var index: Int32
        var width: Int32
        var levels: Int32
    }

    /// Where an item is, or is to go, in a track: its slot, and its rank in the slot's tree.
    private struct Place {
        var slot: Int
        var rank: Int
    }

    private var trees: RunTree
    /// Per slot: its tree's root, and its first leaf (where its runs start, for the layout).
    private var slotTrees: OwnedBuffer<SlotTree>
    /// A slot's tree: its root, and its first leaf. (Not private, as `RunTree.PathStep` is not.)
    struct SlotTree {
        var root: Int32, firstLeaf: Int32
    }
    /// Index nodes, each the running totals of its 16 children's item counts: a track's top
    /// vectors (t lanes in all; with more than one, the vector of where each ends comes
    /// first, and lanes past the last vector hold `Int32.max`), then its levels from the top
    /// down, t · 16^(u - 1) nodes at level u. The first vector is zeros, for
    /// ``total(before:in:)``.
    private var nodes: OwnedBuffer<SIMD16<Int32>>
    private let lanes = LaneMasks()

    /// An empty forest with room for `slots` slots and `nodes` tree nodes before it grows.
    init(slots: Int, nodes nodeCount: Int) {
        trees = RunTree(capacity: nodeCount)
        slotTrees = OwnedBuffer(repeating: SlotTree(root: -1, firstLeaf: -1), count: 0, capacity: slots)
        nodes = OwnedBuffer(repeating: .zero, count: 1, capacity: slots / 8 + 1)  // a zero, for total(before:in:)
    }

    /// A new track holding the run `start..<start + length`, cut into pieces of `pieceLength`
    /// tokens, one slot each (one empty slot when `length` is 0).
    mutating func makeTrack(start: Int, length: Int, pieceLength: Int) -> Track {
        let slots = Swift.max(1, (length + pieceLength - 1) / pieceLength)
        // The fewest 16-way levels under a top of at most 256 children; a lone slot, no index.
        var levels = 0, span = 1
        while slots > 256 * span {
            span <<= 4
            levels += 1
        }
        let width = slots == 1 ? 0 : (slots + 16 * span - 1) / (16 * span), top = 16 * width
        let first = slotTrees.count
        slotTrees.append(repeating: SlotTree(root: -1, firstLeaf: -1), count: slots)
        if width > 1 { nodes.append(SIMD16(repeating: .max)) }  // the top's vector ends
        let index = nodes.count
        nodes.append(repeating: .zero, count: width + top * (span - 1) / 15)
        let track = Track(
            first: Int32(truncatingIfNeeded: first), slots: Int32(truncatingIfNeeded: slots),
            index: Int32(truncatingIfNeeded: index), width: Int32(truncatingIfNeeded: width),
            levels: Int32(truncatingIfNeeded: levels))
        for slot in 0..<slots {
            let lower = slot * pieceLength, upper = Swift.min(length, lower + pieceLength)
            let tree = trees.makeTree(start: start + lower, length: upper - lower)
            slotTrees[first + slot] = SlotTree(root: tree, firstLeaf: tree)
        }
        // A lone slot has no index (most sections of a small list are one slot).
        guard slots > 1 else { return track }
        var counts = [Int32](repeating: 0, count: top * span)
        for slot in 0..<slots {
            let lower = slot * pieceLength, upper = Swift.min(length, lower + pieceLength)
            counts[slot] = Int32(truncatingIfNeeded: upper - lower)
        }
        // Bottom up: each level's nodes hold running totals of `counts`, which then become the
        // nodes' own totals for the level above; the top holds running totals of the last ones.
        var levelWidth = top * span / 16, levelStart = width + top * (span - 1) / 15
        for _ in 0..<levels {
            levelStart -= levelWidth
            for node in 0..<levelWidth {
                let (totals, sum) = Self.runningTotals(counts, from: node << 4)
                nodes[index + levelStart + node] = totals
                counts[node] = sum
            }
            levelWidth >>= 4
        }
        // The top: each vector's running totals start from 0, and one more vector, first,
        // holds where each of them ends, running too.
        var ends = SIMD16<Int32>(repeating: .max), sum: Int32 = 0
        for vector in 0..<width {
            let (totals, local) = Self.runningTotals(counts, from: vector << 4)
            nodes[index + vector] = totals
            sum &+= local
            ends[vector] = sum
        }
        if width > 1 { nodes[index - 1] = ends }
        return track
    }

    /// The running totals of `counts[first..<first + 16]`, and their sum.
    private static func runningTotals(_ counts: [Int32], from first: Int) -> (SIMD16<Int32>, Int32) {
        var totals = SIMD16<Int32>.zero, sum: Int32 = 0
        for lane in 0..<16 {
            sum &+= counts[first + lane]
            totals[lane] = sum
        }
        return (totals, sum)
    }

    /// The slot holding item `rank` of `track` (at the track's item count: the last slot), and the
    /// item's rank in that slot's tree; it also adds `delta` (an insert's 1, a removal's -1,
    /// a lookup's 0) to that slot's count on the way down.
    ///
    /// Each level's add comes right after its compare, so that the next edit waits for this
    /// one's top level only, not for its whole descent.
    @inline(__always)
    private mutating func locate(_ rank: Int, in track: Track, adding delta: Int32) -> Place {
        let width = Int(track.width), index = Int(track.index)
        var rest = Int32(truncatingIfNeeded: rank)
        guard width > 0 else { return Place(slot: Int(track.first), rank: rank) }
        let added = SIMD16<Int32>(repeating: delta)
        // The top: first the vector holding the item (when there are several), then the child in it.
        var vector = 0
        if width > 1 {
            if rest >= nodes.load(index &- 1, byteOffset: (width &- 1) &<< 2, as: Int32.self) {
                return end(of: track, at: rank, adding: delta)
            }
            vector = nodes[index &- 1].lanes(notAbove: rest)
            rest &-= total(before: vector, in: index &- 1)
            // (Lanes past the top keep Int32.max.)
            if delta != 0 { nodes[index &- 1] &+= lanes[from: vector] & ~lanes[from: width] & added }
        } else if rest >= nodes.load(index, byteOffset: 60, as: Int32.self) {
            return end(of: track, at: rank, adding: delta)
        }
        let at = index &+ vector
        let lane = nodes[at].lanes(notAbove: rest)
        rest &-= total(before: lane, in: at)
        if delta != 0 { nodes[at] &+= lanes[from: lane] & added }
        var node = vector &<< 4 &+ lane
        var levelStart = index &+ width, levelWidth = width &<< 4
        for _ in 0..<Int(track.levels) {
            let at = levelStart &+ node
            let lane = nodes[at].lanes(notAbove: rest)
            rest &-= total(before: lane, in: at)
            if delta != 0 { nodes[at] &+= lanes[from: lane] & added }
            node = node &<< 4 &+ lane
            levelStart &+= levelWidth
            levelWidth &<<= 4
        }
        return Place(slot: Int(track.first) &+ node, rank: Int(rest))
    }

    /// Adds `delta` to the count of `slot` in `track`'s index.
    @inline(__always)
    private mutating func add(_ delta: Int32, at slot: Int, in track: Track) {
        let width = Int(track.width), levels = Int(track.levels), index = Int(track.index)
        let position = slot &- Int(track.first)
        let added = SIMD16<Int32>(repeating: delta)
        // The top: the vector ends from the slot's vector on, then that vector's totals from
        // the slot's child on.
        guard width > 0 else { return }
        let child = position &>> (4 &* levels)
        // (Lanes past the top keep Int32.max.)
        if width > 1 { nodes[index &- 1] &+= lanes[from: child &>> 4] & ~lanes[from: width] & added }
        nodes[index &+ child &>> 4] &+= lanes[from: child & 15] & added
        var levelStart = index &+ width, levelWidth = width &<< 4
        var shift = 4 &* levels
        for _ in 0..<levels {
            shift &-= 4
            let node = position &>> (shift &+ 4), lane = (position &>> shift) & 15
            nodes[levelStart &+ node] &+= lanes[from: lane] & added
            levelStart &+= levelWidth
            levelWidth &<<= 4
        }
    }

    /// The running total before `lane` of vector `at`: lane `lane - 1`, or at lane 0 the zero
    /// that starts `nodes`. The address is chosen arithmetically: a branch on lane 0
    /// mispredicts, and so does a masked read, which the compiler turns back into one.
    @inline(__always)
    private func total(before lane: Int, in at: Int) -> Int32 {
        let position = (at &<< 4 &+ lane &- 1) & ((0 &- lane) &>> 63)
        return nodes.load(position &>> 4, byteOffset: (position & 15) &<< 2, as: Int32.self)
    }

    /// After the last item of `track`, which is item `rank`: its last slot, at that slot's item
    /// count as the index has it, once `delta` is added to it.
    @inline(__always)
    private mutating func end(of track: Track, at rank: Int, adding delta: Int32) -> Place {
        let last = Int(track.first) &+ Int(track.slots) &- 1
        if delta != 0 { add(delta, at: last, in: track) }
        return Place(slot: last, rank: rank &- Int(itemsBefore(last, in: track)))
    }

    /// The items of `track` in the slots before `slot`, as the index counts them.
    private func itemsBefore(_ slot: Int, in track: Track) -> Int32 {
        let width = Int(track.width), levels = Int(track.levels), index = Int(track.index)
        guard width > 0 else { return 0 }
        let position = slot &- Int(track.first)
        let child = position &>> (4 &* levels)
        var before = total(before: child & 15, in: index &+ child &>> 4)
        if width > 1 { before &+= total(before: child &>> 4, in: index &- 1) }
        var levelStart = index &+ width, levelWidth = width &<< 4
        var shift = 4 &* levels
        for _ in 0..<levels {
            shift &-= 4
            before &+= total(before: (position &>> shift) & 15, in: levelStart &+ position &>> (shift &+ 4))
            levelStart &+= levelWidth
            levelWidth &<<= 4
        }
        return before
    }

    /// Inserts `token`, as a run of one, at `rank` (0...count) of `track`.
    @inline(__always)
    mutating func insert(_ token: Int, at rank: Int, in track: Track) {
        let place = locate(rank, in: track, adding: 1)
        var root = slotTrees[place.slot].root
        trees.insert(token, at: place.rank, into: &root)
        slotTrees[place.slot].root = root
    }

    /// Removes and returns the token at `rank` (0..<count) of `track`.
    @inline(__always)
    mutating func remove(at rank: Int, in track: Track) -> Int {
        let place = locate(rank, in: track, adding: -1)
        var root = slotTrees[place.slot].root
        let token = trees.remove(at: place.rank, from: &root)
        slotTrees[place.slot].root = root
        return token
    }

    /// The token at `rank` (0..<count) of `track`. (Mutating only because it shares the edits'
    /// descent, which counts on the way down; it counts nothing.)
    @inline(__always)
    mutating func token(at rank: Int, in track: Track) -> Int {
        let place = locate(rank, in: track, adding: 0)
        return trees.token(at: place.rank, in: slotTrees[place.slot].root)
    }

    /// Calls `body` with each token of `track`, in order.
    @inline(__always)
    func forEach(in track: Track, _ body: (Int) -> Void) {
        forEachRun(in: track) { start, length in
            for token in start..<(start + length) { body(token) }
        }
    }

    /// Calls `body` with each run of `track`, in order, as its first token and its length.
    @inline(__always)
    func forEachRun(in track: Track, _ body: (Int, Int) -> Void) {
        for slot in Int(track.first)..<(Int(track.first) + Int(track.slots)) {
            trees.forEachRun(startingAt: slotTrees[slot].firstLeaf, body)
        }
    }
}
