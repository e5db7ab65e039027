import BatchEngine
import BatchFuzz
import BatchFuzzCore
import BatchModel
import PropertyTesting
import Scenarios
import Testing

/// The examples shown in README.md, kept compiling and passing.
@Suite struct ReadmeExampleTests {
    @Test func rowIndicesStayInRange() {
        let sizes = Gen<[Int]>.array(of: .int(in: 0...5), length: 1...4)
        let pathInside = sizes.flatMap { sizes in
            Gen<Int>.int(in: 0...(sizes.count - 1)).flatMap { section in
                Gen<Int>.int(in: 0...max(0, sizes[section] - 1)).map { (sizes, section, $0) }
            }
        }
        BatchFuzz.check(
            Property("in range", pathInside) { sizes, section, row in
                sizes[section] == 0 || row < sizes[section]
            })
    }

    /// A feed's differ, as README's first check names it: BatchFuzz's own differ.
    struct FeedDiffer: BatchDiffing {
        func batch<SectionID: Hashable, ItemID: Hashable>(
            from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
            contentChanged: ((ItemID) -> Bool)?
        ) throws -> BatchUpdate {
            try BatchDiffer().batch(from: old, to: new, contentChanged: contentChanged)
        }
    }

    @Test func theFirstCheck() {
        check(.differ(FeedDiffer()), configuration: .init(cases: 300, examplesBesideTest: false))
    }

    @Test func thePastedCase() {
        let list = SectionedList<Int, Int>([])
        let edits: [Edit<Int, Int>] = [.insertSection(id: 0, at: 0)]
        check(.differ(FeedDiffer()), case: .init(initial: list, edits: edits))
    }

    @Test func theOracleExample() {
        let validator = UIKitValidator(.tableView)
        let batch = BatchUpdate(itemDeletes: [ItemPath(row: 99, section: 0)])
        do {
            _ = try validator.validate(batch, before: [20], after: [19])
            Issue.record("accepted")
        } catch {
            #expect(
                error.reason == "attempt to delete row 99 from section 0 which only contains 20 rows before the update")
        }
    }

    @Test func theEmulatorExample() throws {
        var rows = ["a", "b"]
        let table = TableViewEmulator { [rows.count] }
        rows.append("c")
        try table.performBatchUpdates {
            try table.insertRows(at: [ItemPath(row: 2, section: 0)])
        }
        #expect(table.numberOfRows(inSection: 0) == 3)
    }
}
