import BatchEngine
import BatchFuzzCore
import BatchModel
import PropertyTesting
import Testing

/// The reference model and the oracle agree on random batches, and mutated batches are rejected
/// (see ``OracleSelfCheck``). Bounded by a case count; `batchfuzz fuzz` runs it longer.
@Suite struct OracleSelfCheckTests {
    @Test(arguments: [1, 2] as [UInt64])
    func referenceAndOracleAgree(seed: UInt64) {
        let report = OracleSelfCheck.run(cases: 3_000, seed: seed)
        for failure in report.failures.prefix(10) {
            Issue.record("\(failure)")
        }
        // Not vacuous: most cases are placed, many are animated, every check ran often.
        #expect(report.placed > report.cases, "placed \(report.placed) of \(report.cases) × 2 flavours")
        #expect(report.animated > report.cases / 2, "animated \(report.animated)")
        for check in [
            "one row too many", "one section too many", "dropped delete", "delete past the end",
            "dropped insert", "insert past the end", "off by one",
        ] {
            #expect(report.checks[check, default: 0] >= 400, "\(check) ran \(report.checks[check, default: 0]) times")
        }
        #expect(report.violations.count >= 10, "only \(report.violations.keys.sorted()) were exercised")
    }

    @Test func theSameSeedGivesTheSameRun() {
        let first = OracleSelfCheck.run(cases: 200, seed: 42)
        let second = OracleSelfCheck.run(cases: 200, seed: 42)
        #expect(first.checks == second.checks)
        #expect(first.violations == second.violations)
        #expect(first.animated == second.animated)
    }

    @Test func aWrongReadingOfTheSpecWouldBeCaught() {
        // The check is only worth something if a disagreement surfaces: a validator that ignores
        // reloads' insert halves would disagree with the reference on a reload example.
        let batch = BatchUpdate(sectionDeletes: [0], itemReloads: [ItemPath(section: 0, item: 0)])
        let layout = try? ReferenceModel.layout(of: batch, before: [1, 1], after: [2])
        #expect(layout?.counts == [2])
        #expect((try? UIKitValidator(.tableView).validate(batch, before: [1, 1], after: [1])) == nil)
    }
}
