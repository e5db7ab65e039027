/// Marks which elements of `sequence` to keep in place so that the fewest have to move: a
/// longest strictly increasing subsequence (patience sorting, O(m log m); O(m) when the sequence
/// is mostly in order, as a list after small edits is). `mark(i)` is called for each kept index.
func longestIncreasingSubsequence(_ sequence: [Int], mark: (Int) -> Void) {
    var tailIndex: [Int32] = []    // index in `sequence` of the smallest tail of each length
    var tailValue: [Int] = []      // that tail's value
    tailIndex.reserveCapacity(sequence.count)
    tailValue.reserveCapacity(sequence.count)
    var previous = [Int32](repeating: -1, count: sequence.count)
    for (i, x) in sequence.enumerated() {
        var low: Int
        if let last = tailValue.last, last < x {
            low = tailValue.count  // extends the longest run: no search
        } else {
            low = 0
            var high = tailValue.count
            while low < high {
                let middle = (low + high) / 2
                if tailValue[middle] < x { low = middle + 1 } else { high = middle }
            }
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

/// The same, as one flag per element (`true`: kept).
func longestIncreasingSubsequence(_ sequence: [Int]) -> [Bool] {
    var kept = [Bool](repeating: false, count: sequence.count)
    longestIncreasingSubsequence(sequence) { kept[$0] = true }
    return kept
}

/// Marks which of `values` — distinct non-negative integers below 2³¹, each standing for
/// `weights[i]` items — stay in place so that the fewest items move: a heaviest strictly
/// increasing subsequence. The planner calls it with runs of items, which stay or move whole.
///
/// O(m) when the values are already in order (a section nobody reordered), otherwise
/// O(m log m): ranks by sorting, then a Fenwick tree of maxima.
func heaviestIncreasingSubsequence(_ values: [Int], weights: [Int]) -> [Bool] {
    let m = values.count
    if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
        return [Bool](repeating: true, count: m)
    }
    // Ranks: sort (value, index) packed in one integer — mostly in order already, which the
    // standard library's sort finds runs in.
    let packed = values.enumerated().map { $0.element << 32 | $0.offset }.sorted()
    var rank = [Int](repeating: 0, count: m)  // 1-based
    for (r, key) in packed.enumerated() { rank[key & 0xFFFF_FFFF] = r + 1 }
    // treeWeight[r]: the heaviest run ending at a rank in r's Fenwick range; treeIndex: where.
    var treeWeight = [Int](repeating: 0, count: m + 1)
    var treeIndex = [Int32](repeating: -1, count: m + 1)
    var previous = [Int32](repeating: -1, count: m)
    var bestWeight = 0, bestIndex = -1
    for i in 0..<m {
        var r = rank[i] - 1, weight = 0, at: Int32 = -1
        while r > 0 {
            if treeWeight[r] > weight { (weight, at) = (treeWeight[r], treeIndex[r]) }
            r -= r & -r
        }
        let total = weight + weights[i]
        previous[i] = at
        r = rank[i]
        // An ancestor covers this range too, so once one holds as much, so do the rest.
        while r <= m, treeWeight[r] < total {
            (treeWeight[r], treeIndex[r]) = (total, Int32(i))
            r += r & -r
        }
        if total > bestWeight { (bestWeight, bestIndex) = (total, i) }
    }
    var kept = [Bool](repeating: false, count: m)
    var i = bestIndex
    while i >= 0 {
        kept[i] = true
        i = Int(previous[i])
    }
    return kept
}
