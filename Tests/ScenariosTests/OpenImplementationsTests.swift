import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Scenarios
import Testing

/// The correct implementations are open: a user whose code is "the correct one with one
/// change" subclasses it from their own module (this one imports only `BatchFuzz`), and the
/// scenario's check judges the subclass — passing when the change is sound, catching it when
/// it is the bug.
@Suite struct OpenImplementationsTests {
    /// Reloads in post-update coordinates, the zoo's `reload-in-new-space` bug, by one override.
    final class ReloadsAfterTheUpdate: DeleteInsertRowsController {
        override func reloadPaths(before: [IndexPath], after: [IndexPath]) -> [IndexPath] { after }
    }

    /// Its own differ for the actual rows: here a reset — every section deleted and inserted
    /// when anything changed — which is always right.
    final class ResettingTable: AuxiliaryRowsTable {
        override func batch(
            from before: SectionedList<Int, Int>, to after: SectionedList<Int, Int>
        ) -> BatchUpdate {
            guard before != after else { return BatchUpdate() }
            return BatchUpdate(
                sectionDeletes: Array(0..<before.numberOfSections), sectionInserts: Array(0..<after.numberOfSections))
        }
    }

    @Test func aSubclassWithTheBugIsCaught() {
        #expect(throws: PropertyFailure.self) {
            try FuzzCheck.check(
                .staticRows(strategy: .deleteInsert, { ReloadsAfterTheUpdate(sections: $0, hidden: $1) }),
                configuration: .init(cases: 2_000, seed: 1))
        }
        #expect(throws: Never.self) {
            try FuzzCheck.check(
                .staticRows(strategy: .deleteInsert, { DeleteInsertRowsController(sections: $0, hidden: $1) }),
                configuration: .init(cases: 500, seed: 1))
        }
    }

    @Test func soundSubclassesPass() throws {
        try FuzzCheck.check(
            .auxiliaryRows({ ResettingTable(data: $0, single: $1) }), configuration: .init(cases: 300, seed: 3))
    }
}
