/// Lane arithmetic on running totals, shared by the run trees and the forest's index.
extension SIMD16<Int32> {
    /// How many lanes hold at most `rank`: over running totals, the lane that holds item
    /// `rank`. One vector compare and a sum: 16 less the lanes above `rank`.
    @inline(__always)
    func lanes(notAbove rank: Int32) -> Int {
        let above = SIMD16<Int32>.zero.replacing(with: -1, where: self .> SIMD16(repeating: rank))
        return 16 &+ Int(above.laneSum())
    }

    /// The sum of the lanes, as an add tree written out, so that it inlines wherever it is used.
    @inline(__always)
    func laneSum() -> Int32 {
        let eight = lowHalf &+ highHalf
        let four = eight.lowHalf &+ eight.highHalf
        let two = four.lowHalf &+ four.highHalf
        return two[0] &+ two[1]
    }

    /// All ones in lanes `lower` through 15, zeros below (every lane when `lower` is 0 or
    /// less, none from 16 on): which running totals an item added at lane `lower` counts in.
    @inline(__always)
    static func lanes(from lower: Int) -> SIMD16<Int32> {
        let iota = SIMD16<Int32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        return ~((iota &- SIMD16(repeating: Int32(truncatingIfNeeded: lower))) &>> 31)
    }
}

/// Selects, for changing a run tree's node without a branch on where the change falls.
extension SIMD16<Int32> {
    /// `a` in the lanes where `mask` is all ones, `b` where it is all zeros (each lane of `mask`
    /// is 0 or -1): a select as three bitwise operations, with no branch.
    @inline(__always)
    static func select(_ a: Self, where mask: Self, otherwise b: Self) -> Self {
        (a & mask) | (b & ~mask)
    }
}

/// `SIMD16.lanes(from:)` for every `lower` in 0..<24, computed once for the process: a masked
/// update reads its mask instead of building it from the lane numbers, four loads instead of a
/// dozen instructions. (Up to 23, so that a leaf change may ask past the last lane.) Each forest
/// and tree holds the table's address, so that making one — a coalescer makes four a batch —
/// neither allocates nor computes it again.
struct LaneMasks {
    private let masks = LaneMasks.table

    /// The table, never written after it is made (so shared safely by every thread).
    private nonisolated(unsafe) static let table: UnsafePointer<SIMD16<Int32>> = {
        let masks = UnsafeMutablePointer<SIMD16<Int32>>.allocate(capacity: 24)
        for lower in 0..<24 { (masks + lower).initialize(to: .lanes(from: lower)) }
        return UnsafePointer(masks)
    }()

    /// All ones in lanes `lower` through 15, zeros below (none from 16 on).
    @inline(__always)
    subscript(from lower: Int) -> SIMD16<Int32> {
        assert(lower >= 0 && lower < 24, "lane \(lower) out of 0..<24")
        return masks[lower]
    }
}
