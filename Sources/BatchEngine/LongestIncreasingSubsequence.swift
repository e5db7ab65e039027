/// Which elements of `sequence` to keep in place so that the fewest have to move: the longest
/// strictly increasing subsequence (patience sorting, O(m log m)). `true` marks a kept element.
func longestIncreasingSubsequence(_ sequence: [Int]) -> [Bool] {
    var tails: [Int] = []          // index in `sequence` of the smallest tail of each length
    var previous = [Int](repeating: -1, count: sequence.count)
    for (i, x) in sequence.enumerated() {
        var low = 0, high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if sequence[tails[middle]] < x { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[i] = tails[low - 1] }
        if low == tails.count { tails.append(i) } else { tails[low] = i }
    }
    var kept = [Bool](repeating: false, count: sequence.count)
    var i = tails.last ?? -1
    while i >= 0 {
        kept[i] = true
        i = previous[i]
    }
    return kept
}
