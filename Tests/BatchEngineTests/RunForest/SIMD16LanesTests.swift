@testable import BatchEngine
import Testing

/// Lane arithmetic over running totals, against the plain definitions.
@Suite struct SIMD16LanesTests {
    let totals = SIMD16<Int32>(2, 5, 5, 9, 12, 20, 21, 30, .max, .max, .max, .max, .max, .max, .max, .max)

    @Test func lanesNotAboveARankFindTheLaneHoldingTheItem() {
        for rank in Int32(-1)...Int32(35) {
            let expected = (0..<16).filter { totals[$0] <= rank }.count
            #expect(totals.lanes(notAbove: rank) == expected, "rank \(rank)")
        }
    }

    @Test func theLaneSumAddsEveryLane() {
        let lanes: [Int32] = (0..<16).map { Int32($0 * $0 - 7) }
        let sum: Int32 = lanes.reduce(0, +)
        #expect(SIMD16<Int32>(lanes).laneSum() == sum)
    }

    @Test func masksFromALaneOnAreAllOnesFromThere() {
        let masks = LaneMasks()
        for lower in -2..<24 {
            let expected = SIMD16<Int32>((0..<16).map { $0 >= lower ? -1 : 0 })
            #expect(SIMD16<Int32>.lanes(from: lower) == expected, "from \(lower)")
            if lower >= 0 { #expect(masks[from: lower] == expected, "from \(lower)") }
        }
    }

    @Test func selectTakesTheFirstWhereTheMaskIsSet() {
        let a = SIMD16<Int32>(repeating: 1), b = SIMD16<Int32>(repeating: 2)
        let selected = SIMD16.select(a, where: .lanes(from: 10), otherwise: b)
        #expect((0..<16).map { selected[$0] } == Array(repeating: 2, count: 10) + Array(repeating: 1, count: 6))
    }
}
