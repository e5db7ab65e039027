import BatchEngine
import BatchFuzz
import PropertyTesting
import Testing

/// The built-in engines pass the core property through the plug-in API, in both flavours; the
/// naive coalescer of the bug zoo is caught and shrunk.
@Suite struct CorePropertyTests {
    @Test(arguments: [nil, ViewFlavor.tableView, .collectionView])
    func theCoalescerPasses(flavor: ViewFlavor?) throws {
        let report = try BatchFuzz.check(coalescer: BatchCoalescer(), flavor: flavor, cases: 3_000, seed: 1)
        #expect(report.cases == 3_000)
    }

    @Test(arguments: [nil, ViewFlavor.tableView, .collectionView])
    func theDifferPasses(flavor: ViewFlavor?) throws {
        let report = try BatchFuzz.check(differ: BatchDiffer(), flavor: flavor, cases: 3_000, seed: 2)
        #expect(report.cases == 3_000)
    }

    /// Past the default size the initial sections grow with it (so long sections get fuzzed);
    /// at the default they stay as small as before, so saved seeds name the same cases.
    @Test func largerSizesGrowTheInitialSections() {
        func largestSection(maxEdits: Int) -> Int {
            var largest = 0
            for seed: UInt64 in 0..<200 {
                var source = ChoiceSource(seed: seed)
                guard let value = try? EditCase.generator(maxEdits: maxEdits).generate(using: &source) else { continue }
                largest = max(largest, value.initial.counts.max() ?? 0)
            }
            return largest
        }
        #expect(largestSection(maxEdits: 12) == 5)
        #expect(largestSection(maxEdits: 200) > 100)
    }

    @Test func theNaiveCoalescerIsCaughtAndShrunkToAtMostThreeEdits() throws {
        for seed: UInt64 in 1...10 {
            let property = CoreProperty.coalescer(NaiveCoalescer(), name: "naive-coalescer")
            let counterexample = try #require(check(property, CheckConfiguration(seed: seed, cases: 1_000, log: { _ in })).counterexample)
            #expect(counterexample.value.edits.count <= 3, "\(counterexample)")
        }
    }

    @Test func aFailureReportHoldsTheCaseTheBatchAndUIKitsText() {
        do {
            try BatchFuzz.check(coalescer: NaiveCoalescer(), cases: 1_000, seed: 4)
            Issue.record("the naive coalescer passed")
        } catch {
            let text = error.description
            #expect(text.contains("initial:"))
            #expect(text.contains("batch:"))
            #expect(text.contains("NSInternalInconsistencyException") || text.contains("content mismatch") || text.contains("reload"))
            #expect(text.contains("to replay:"))
        }
    }

    @Test func aDifferThatMovesMoreThanNeededIsCaught() {
        // UIKit accepts moving an item onto its own place; the minimum-moves check does not.
        let value = EditCase(initial: SectionedList([.init(0, [1, 2])]), edits: [])
        let extraMove: (EditCase) throws -> BatchUpdate = { _ in
            BatchUpdate(itemMoves: [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 0))])
        }
        let verdict = CoreProperty.verdict(for: value, flavors: ViewFlavor.allCases, checksMoves: true, batch: extraMove)
        #expect(verdict == .fail(signature: "too many moves", message: "1 item moves, the minimum is 0"))
        #expect(CoreProperty.verdict(for: value, flavors: ViewFlavor.allCases, checksMoves: false, batch: extraMove) == .pass)
    }
}
