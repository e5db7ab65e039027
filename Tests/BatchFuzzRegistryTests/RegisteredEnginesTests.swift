import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import PropertyTesting
import Testing

/// BatchFuzz's own engines as the command line knows them: the registered screens and staged
/// engines pass or are caught, and explain as the command prints it.
struct RegisteredEnginesTests {
    @Test func theRegisteredScreensPassAndTheZooScreenIsCaught() throws {
        for name in ["table-screen", "collection-screen"] {
            let engine = try #require(Registry.engine(named: name))
            #expect(engine.scenario == "screen" && engine.flavors.count == 1)
            #expect(
                check(engine.property(engine.flavors), CheckConfiguration(seed: 5, cases: 800, log: { _ in }))
                    .counterexample == nil)
        }
        let zoo = try #require(Registry.engine(named: "list-first-screen"))
        let found = try #require(
            check(zoo.property(zoo.flavors), CheckConfiguration(seed: 5, cases: 800, log: { _ in })).counterexample)
        #expect(found.message.contains("NSInternalInconsistencyException"))
        #expect(zoo.explanation(of: found.value, flavors: zoo.flavors).contains("the view reads its counts"))
    }

    @Test func theStagedZooEngineIsCaughtWithinAThousandCasesOnTenSeedsAndShrunkToTheSmallest() throws {
        let engine = try #require(Registry.engine(named: "stale-intermediate-stages"))
        for seed: UInt64 in 1...10 {
            for flavor in ViewFlavor.allCases {
                let result = check(
                    engine.property([flavor]), CheckConfiguration(seed: seed, cases: 1_000, log: { _ in }))
                let counterexample = try #require(result.counterexample, "seed \(seed), \(flavor)")
                #expect(counterexample.signature == "invalidItemCount")
                // The smallest case: one section of one item; a section inserted, the item moved into it.
                let value = try #require(counterexample.value.base as? EditCase)
                #expect(value.initial.counts == [1] && value.edits.count == 2, "seed \(seed): \(value)")
                #expect(value.edits.contains { if case .insertSection = $0 { true } else { false } })
                #expect(value.edits.contains { if case .moveItem = $0 { true } else { false } })
            }
        }
    }

    @Test func explainShowsEveryStageOfTheStagedDifferWithItsListAndVerdict() throws {
        let engine = try #require(Registry.engine(named: "staged-differ"))
        let value = EditCase(
            initial: SectionedList([.init(0, [0, 1])]),
            edits: [
                .reloadItem(at: ItemPath(section: 0, item: 0)), .insertSection(id: 1, at: 1),
                .moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0)),
            ])
        let text = engine.explanation(of: AnyCase(value), flavors: [.tableView])
        #expect(text.contains("2 stages:"))
        #expect(text.contains("Stage 1: delete items [[0, 0]]"))
        #expect(text.contains("Stage 2: insert sections [1]"))
        #expect(text.contains("  list after it: 0[1] 1[0]"))
        #expect(text.contains("Verdict: every invariant holds."))
    }
}
