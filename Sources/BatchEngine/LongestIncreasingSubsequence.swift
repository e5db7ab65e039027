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
