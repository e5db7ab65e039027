/// Marks which elements of `sequence` to keep in place so that the fewest have to move: a
/// longest strictly increasing subsequence (patience sorting, O(m log m); O(m) when the sequence
/// is mostly in order, as a list after small edits is). `mark(i)` is called for each kept index.
func longestIncreasingSubsequence(_ sequence: [Int], mark: (Int) -> Void) {
    var tailIndex: [Int32] = []  // index in `sequence` of the smallest tail of each length
    var tailValue: [Int] = []  // that tail's value
    tailIndex.reserveCapacity(sequence.count)
    tailValue.reserveCapacity(sequence.count)
    var previous = [Int32](filled: -1, count: sequence.count)
    for (i, x) in sequence.enumerated() {
        let low: Int
        if let last = tailValue.last, last < x {
            low = tailValue.count  // extends the longest run: no search
        } else {
            low = partitionPoint(count: tailValue.count) { tailValue[$0] < x }
        }
        if low > 0 { previous[i] = tailIndex[low - 1] }
        if low == tailIndex.count {
            tailIndex.append(Int32(i))
            tailValue.append(x)
        } else {
            tailIndex[low] = Int32(i)
            tailValue[low] = x
        }
    }
    var i = Int(tailIndex.last ?? -1)
    while i >= 0 {
        mark(i)
        i = Int(previous[i])
    }
}

/// Marks (`mark(i)`) which of `count` elements stay in place so that the fewest items move:
/// a heaviest strictly increasing subsequence of `value(i)` — distinct non-negative integers
/// below 2³¹ — each element standing for `weight(i)` items (weights totalling below 2³²). The
/// planner calls it with runs of items, which stay or move whole.
///
/// O(m) when the values are already in order (a section nobody reordered), otherwise
/// O(m log m): ranks, then a Fenwick tree of maxima. The ranks come from a bit map of the values
/// when they span no more than 256 values per element (a section's runs after edits), from a
/// sort otherwise.
@inline(__always)
func heaviestIncreasingSubsequence(
    count m: Int, value: (Int) -> Int, weight: (Int) -> Int, mark: (Int) -> Void
) {
    guard m > 0 else { return }
    var inOrder = true
    var low = value(0), high = low, last = low
    for i in 1..<m {
        let v = value(i)
        if v <= last { inOrder = false }
        low = min(low, v)
        high = max(high, v)
        last = v
    }
    if inOrder {
        for i in 0..<m { mark(i) }
        return
    }
    let rank = increasingRanks(count: m, low: low, high: high, value: value)  // 1-based
    // Chains: an element whose rank is one above its predecessor's joins its chain. Some
    // heaviest sequence keeps a chain whole or not at all — a sequence keeping one without the
    // next could take it too, nothing ranking between them — so the search runs over chains:
    // after k moves among m elements, O(k) of them. A chain's rank among the chains follows
    // from its first element's rank.
    var chainFirst = OwnedBuffer<Int32>(repeating: 0, count: m + 1)
    var chainWeight = OwnedBuffer<Int>(repeating: 0, count: m)
    var isHead = OwnedBuffer<Bool>(repeating: false, count: m + 1)
    var chains = 0
    for i in 0..<m {
        if i == 0 || rank[i] != rank[i - 1] &+ 1 {
            chainFirst[chains] = Int32(truncatingIfNeeded: i)
            isHead[Int(rank[i])] = true
            chains += 1
        }
        chainWeight[chains - 1] += weight(i)
    }
    chainFirst[chains] = Int32(truncatingIfNeeded: m)
    // A chain's rank: the number of chain heads ranking at or below its first element.
    var headsBelow = OwnedBuffer<Int32>(repeating: 0, count: m + 1)
    var heads: Int32 = 0
    for r in 1...m {
        if isHead[r] { heads += 1 }
        headsBelow[r] = heads
    }
    // tree[r]: the heaviest increasing sequence of chains ending at a chain rank in r's Fenwick
    // range, as its weight (high 32 bits) and 1 + its last chain (low 32 bits) — one word, so
    // that the lookups are a branch-free `max`.
    var tree = OwnedBuffer<UInt64>(repeating: 0, count: chains + 1)
    var previous = OwnedBuffer<Int32>(repeating: -1, count: chains)
    var bestWeight = 0, bestChain = -1
    for c in 0..<chains {
        let first = Int(headsBelow[Int(rank[Int(chainFirst[c])])])
        var r = first - 1, best: UInt64 = 0
        while r > 0 {
            best = max(best, tree[r])
            r &= r &- 1
        }
        let total = Int(best >> 32) + chainWeight[c]
        previous[c] = Int32(truncatingIfNeeded: best & 0xFFFF_FFFF) &- 1
        let entry = UInt64(total) << 32 | UInt64(c + 1)
        r = first
        // An ancestor covers this range too, so once one holds as much, so do the rest.
        while r <= chains, tree[r] < entry {
            tree[r] = entry
            r += r & -r
        }
        if total > bestWeight { (bestWeight, bestChain) = (total, c) }
    }
    var c = bestChain
    while c >= 0 {
        for i in Int(chainFirst[c])..<Int(chainFirst[c + 1]) { mark(i) }
        c = Int(previous[c])
    }
}

/// The 1-based rank of each of `count` distinct values lying in `low...high`.
@inline(__always)
private func increasingRanks(count m: Int, low: Int, high: Int, value: (Int) -> Int) -> [Int32] {
    var rank = [Int32](filled: 0, count: m)
    let words = (high - low) >> 6 + 1
    guard words <= 4 * m else {
        // Sparse values: sort (value, index) packed in one integer.
        let packed = (0..<m).map { value($0) << 32 | $0 }.sorted()
        for (r, key) in packed.enumerated() { rank[key & 0xFFFF_FFFF] = Int32(r + 1) }
        return rank
    }
    // Dense values: a bit per value, and the number of values below each word.
    var bits = OwnedBuffer<UInt64>(clearBits: high - low + 1)
    var below = OwnedBuffer<Int32>(repeating: 0, count: words)
    for i in 0..<m {
        let v = value(i) - low
        setBit(&bits, v)
    }
    var total: Int32 = 0
    for w in 0..<words {
        below[w] = total
        total &+= Int32(bits[w].nonzeroBitCount)
    }
    rank.withUnsafeMutableBufferPointer { rank in
        for i in 0..<m {
            let v = value(i) - low
            let before = bits[v >> 6] & ((1 << UInt64(v & 63)) &- 1)
            rank[i] = below[v >> 6] &+ Int32(before.nonzeroBitCount) &+ 1
        }
    }
    return rank
}
