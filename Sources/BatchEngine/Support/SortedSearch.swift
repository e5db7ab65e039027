// Binary searches over ascending integers: every search of the engines, and the fast judge's,
// goes through `partitionPoint(count:isBefore:)`.

/// The number of positions of `0..<count`, from the first, for which `isBefore` holds — it must
/// hold for a prefix of them and for none after. O(log count).
@inline(__always)
package func partitionPoint(count: Int, isBefore: (Int) -> Bool) -> Int {
    var low = 0, high = count
    while low < high {
        let middle = (low + high) / 2
        if isBefore(middle) { low = middle + 1 } else { high = middle }
    }
    return low
}

/// The number of elements of ascending `values` below `x`.
@inline(__always)
package func countBelow(_ x: Int, in values: [Int]) -> Int {
    partitionPoint(count: values.count) { values[$0] < x }
}

/// The `k`th (from 0) non-negative integer that ascending, distinct `taken` does not hold: where
/// the `k`th survivor lands among inserts at `taken`.
func kthFree(_ k: Int, _ taken: [Int]) -> Int {
    // Below position p, taken[p] - p integers are free.
    k + partitionPoint(count: taken.count) { taken[$0] - $0 <= k }
}

/// `values` ascending, each once.
func ascendingUnique(_ values: [Int]) -> [Int] {
    var result: [Int] = []
    for value in values.sorted() where result.last != value { result.append(value) }
    return result
}
