/// Judging a case again in the same process often repeats its verdict exactly, even for code
/// whose verdict follows the order of a `Set` or a `Dictionary`: that order is seeded per
/// instance from where the instance's storage lies in memory, and the same allocations made
/// again land in the same places. While a ``HeapShift`` of `n` is held, `n` small blocks of each
/// of several sizes sit where the next allocations would have gone, so a case judged again
/// with another `n` (up to 16 ways) allocates elsewhere and meets other orders, as a run in another process
/// would.
struct HeapShift {
    private let blocks: [[UInt8]]

    init(_ n: Int) {
        var blocks: [[UInt8]] = []
        for _ in 0..<n % 16 {
            for size in [8, 24, 40, 56, 88, 120, 184, 248, 376, 504] {
                blocks.append([UInt8](repeating: 0, count: size))
            }
        }
        self.blocks = blocks
    }

    /// Runs `body` with the blocks held.
    func holding<Result>(_ body: () -> Result) -> Result {
        withExtendedLifetime(blocks) { body() }
    }
}
