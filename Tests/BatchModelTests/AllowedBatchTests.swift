import BatchModel
import Testing

/// <doc:UIKitBatchUpdateRules#5-Allowed>: things UIKit allows, which the oracle must not report, in both flavours.
@Suite struct AllowedBatchTests {
    static let allowed: [(String, BatchUpdate, [Int], [Int])] = [
        ("delete row 0 and insert row 0", BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(0, 0)]), [3], [3]),
        (
            "rows deleted inside a deleted section",
            BatchUpdate(sectionDeletes: [0], itemDeletes: [path(0, 0), path(0, 2)]), [3, 1], [1]
        ),
        (
            "rows inserted inside an inserted section",
            BatchUpdate(sectionInserts: [1], itemInserts: [path(1, 0), path(1, 4)]), [3], [3, 2]
        ),
        (
            "exact duplicate moves",
            BatchUpdate(itemMoves: [move(path(0, 0), path(0, 2)), move(path(0, 0), path(0, 2))]), [3], [3]
        ),
        ("duplicate inserts", BatchUpdate(itemInserts: [path(0, 1), path(0, 1)]), [3], [4]),
        (
            "moving a row within a section that itself moves",
            BatchUpdate(sectionMoves: [sectionMove(0, 1)], itemMoves: [move(path(0, 0), path(1, 2))]), [3, 1], [1, 3]
        ),
        ("an empty batch", BatchUpdate(), [2, 0], [2, 0]),
        (
            "moves are simultaneous",
            BatchUpdate(itemMoves: [move(path(0, 0), path(0, 2)), move(path(0, 1), path(0, 3))]), [4], [4]
        ),
    ]

    @Test(arguments: allowed.indices)
    func isAccepted(_ index: Int) throws {
        let (name, batch, before, after) = Self.allowed[index]
        for flavor in ViewFlavor.allCases {
            let result = try plan(batch, before: before, after: after, .init(flavor: flavor))
            #expect(result.outcome == .animated, "\(name) in \(flavor)")
        }
    }

    @Test func duplicateDeletesInATableView() throws {
        #expect(
            try plan(BatchUpdate(itemDeletes: [path(0, 1), path(0, 1)]), before: [3], after: [2]).outcome == .animated)
    }
}
