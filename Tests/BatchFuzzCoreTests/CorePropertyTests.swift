import BatchEngine
import BatchFuzzCore
import BatchModel
import PropertyTesting
import Testing

/// The built-in engines pass the core property through the plug-in API, in both flavours; the
/// naive coalescer of the bug zoo is caught and shrunk.
@Suite struct CorePropertyTests {
    @Test(arguments: [nil, .tableView, .collectionView] as [ViewFlavor?])
    func theCoalescerPasses(flavor: BatchModel.ViewFlavor?) throws {
        let report = try FuzzCheck.check(
            .coalescer(BatchCoalescer(), flavor: flavor), configuration: .init(cases: 3_000, seed: 1))
        #expect(report.cases == 3_000)
    }

    @Test(arguments: [nil, .tableView, .collectionView] as [ViewFlavor?])
    func theDifferPasses(flavor: BatchModel.ViewFlavor?) throws {
        let report = try FuzzCheck.check(
            .differ(BatchDiffer(), flavor: flavor), configuration: .init(cases: 3_000, seed: 2, minimumMoves: true))
        #expect(report.cases == 3_000)
    }

    /// Past the default size each case draws its shape first (swarm testing), so a run reaches
    /// the engines' size boundaries — more than 16 sections, sections longer than 64 rows — and
    /// cases made of mostly one kind of edit; at the default the lists stay as small as before,
    /// so saved seeds name the same cases.
    @Test func largerSizesVaryTheShapeOfTheCases() {
        func cases(maxEdits: Int) -> [EditCase] {
            (0..<300 as Range<UInt64>).compactMap { seed in
                var source = ChoiceSource(seed: seed)
                return try? EditCase.generator(maxEdits: maxEdits).generate(using: &source)
            }
        }
        let small = cases(maxEdits: 12)
        #expect(small.map { $0.initial.counts.max() ?? 0 }.max() == 5)
        #expect(small.map(\.initial.numberOfSections).max() == 4)
        let large = cases(maxEdits: 200)
        #expect(large.contains { $0.initial.numberOfSections > 16 })
        #expect(large.contains { $0.initial.counts.contains { $0 > 64 } })
        #expect(large.contains { $0.initial.numberOfSections > 16 && $0.initial.counts.contains { $0 > 64 } })
        // Some cases are made of one kind of edit: nothing but inserts, or nothing but moves.
        func only(_ kind: (Edit<Int, Int>) -> Bool) -> Bool {
            large.contains { $0.edits.count >= 10 && $0.edits.allSatisfy(kind) }
        }
        #expect(only { if case .insertItem = $0 { true } else { false } })
        #expect(
            only { if case .moveItem = $0 { true } else { false } }
                || only { if case .moveSection = $0 { true } else { false } })
    }

    /// A bug that only shows past 16 sections — the size boundary of a vector of lanes — is out
    /// of reach at the default size and found by a bounded run past it.
    @Test func aBugPastSixteenSectionsIsFoundPastTheDefaultSize() {
        struct WrongPastSixteenSections: BatchCoalescing {
            func batch<SectionID: Hashable, ItemID: Hashable>(
                for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
            ) throws -> BatchUpdate {
                var batch = try BatchCoalescer().batch(for: edits, from: initial)
                // Forgets to delete the section past the sixteenth.
                batch.sectionDeletes.removeAll { $0 >= 16 }
                return batch
            }
        }
        func found(maxEdits: Int) -> Bool {
            let property = CoreProperty.coalescer(WrongPastSixteenSections(), maxEdits: maxEdits)
            return check(property, CheckConfiguration(seed: 16, cases: 300, log: { _ in })).counterexample != nil
        }
        #expect(!found(maxEdits: 12))
        #expect(found(maxEdits: 200))
    }

    @Test func theNaiveCoalescerIsCaughtAndShrunkToAtMostThreeEdits() throws {
        for seed: UInt64 in 1...10 {
            let property = CoreProperty.coalescer(NaiveCoalescer(), name: "naive-coalescer")
            let counterexample = try #require(
                check(property, CheckConfiguration(seed: seed, cases: 1_000, log: { _ in })).counterexample)
            #expect(counterexample.value.edits.count <= 3, "\(counterexample)")
        }
    }

    @Test func aFailureReportHoldsTheCaseTheBatchAndUIKitsText() {
        do {
            try FuzzCheck.check(.coalescer(NaiveCoalescer()), configuration: .init(cases: 1_000, seed: 4))
            Issue.record("the naive coalescer passed")
        } catch {
            let text = error.description
            #expect(text.contains("case, as Swift:\n    let list = SectionedList<Int, Int>("))
            #expect(text.contains("batch:"))
            #expect(
                text.contains("NSInternalInconsistencyException") || text.contains("content mismatch")
                    || text.contains("reload"))
            #expect(text.contains("  replay:   BATCHFUZZ_SEED=4 "))
        }
    }

    /// A case is labelled with what it exercised — its list's edges, its edits' kinds, the kinds
    /// of operation in its batch — each label once, however many edits give it.
    @Test func aCaseIsLabelledWithWhatItExercised() {
        // An item moved from the first section into the empty second, twice over, then a section
        // inserted.
        let move = Edit<Int, Int>.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0))
        let value = EditCase(
            initial: SectionedList([.init(0, [1, 2]), .init(1, [])]), edits: [move, move, .insertSection(id: 2, at: 2)])
        let batch = BatchUpdate(
            sectionInserts: [2],
            itemMoves: [
                .init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 1)),
                .init(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0)),
            ])
        var context = CaseContext()
        let property = CoreProperty.property(
            name: "labels", flavors: [.tableView], moves: .ignored, batch: { _ in batch })
        #expect(property.body(value, &context) == .pass)
        #expect(
            context.labels == [
                "empty section", "edit: insert section", "edit: move item", "edit: cross-section move",
                "batch: section inserts", "batch: item moves",
            ])
    }

    @Test func aDifferThatMovesMoreThanNeededIsCaughtOrCounted() {
        // UIKit accepts moving an item onto its own place; the minimum-moves check does not.
        let value = EditCase(initial: SectionedList([.init(0, [1, 2])]), edits: [])
        let extraMove: (EditCase) throws -> BatchUpdate = { _ in
            BatchUpdate(itemMoves: [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 0))])
        }
        let verdict = CoreProperty.verdict(for: value, flavors: ViewFlavor.allCases, moves: .minimal, batch: extraMove)
        #expect(verdict == .fail(signature: "too many moves", message: "1 item moves, the minimum is 0"))
        #expect(
            CoreProperty.verdict(for: value, flavors: ViewFlavor.allCases, moves: .ignored, batch: extraMove) == .pass)
        // Measured: the case passes and carries the label the run's report counts.
        var context = CaseContext()
        let measured = CoreProperty.property(
            name: "extra move", flavors: ViewFlavor.allCases, moves: .measured, batch: extraMove)
        #expect(measured.body(value, &context) == .pass)
        #expect(context.labels.contains("moves: more than the minimum"))
        #expect(
            MinimumMoves.count(
                from: SectionedList([.init("A", ["x", "y"])]), to: SectionedList([.init("A", ["y", "x"])])) == 1)
    }
}
