// Sections laid end to end: the old items of section s are the tokens
// `starts[s]..<starts[s + 1]`.

/// The first token of each section, then the token count: the running sums of `sizes` from 0.
@usableFromInline
func sectionStarts(_ sizes: [Int]) -> [Int] {
    var starts = [Int](filled: 0, count: sizes.count + 1)
    for (s, size) in sizes.enumerated() { starts[s + 1] = starts[s] + size }
    return starts
}

/// The section holding `token` (below the token count), given ``sectionStarts(_:)``: the last
/// section starting at or before it, so an empty section is never the answer.
@usableFromInline
func sectionIndex(holding token: Int, starts: [Int]) -> Int {
    partitionPoint(count: starts.count - 1) { starts[$0] <= token } - 1
}
