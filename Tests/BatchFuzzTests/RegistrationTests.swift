import BatchFuzz
import Testing

/// A program registers its own engines beside BatchFuzz's; names stay unique, since a corpus
/// entry names its engine.
@Suite struct RegistrationTests {
    struct ResetDiffer: BatchDiffing {
        func batch<SectionID: Hashable, ItemID: Hashable>(
            from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
            contentChanged: ((ItemID) -> Bool)?
        ) throws -> BatchUpdate {
            BatchUpdate(sectionDeletes: Array(0..<old.numberOfSections), sectionInserts: Array(0..<new.numberOfSections))
        }
    }

    @Test func aNameTakenByABuiltInEngineIsRefused() {
        #expect(throws: Registry.RegistrationError.self) {
            try Registry.register([.differ(name: "coalescer", summary: "a clash", ResetDiffer())])
        }
        #expect(Registry.engine(named: "coalescer")?.summary.hasPrefix("BatchCoalescer") == true)
    }

    @Test func aRegisteredDifferRunsUnderTheCoreProperty() {
        let engine = RegisteredEngine.differ(name: "reset-differ", summary: "every section deleted and inserted", ResetDiffer())
        #expect(engine.scenario == "core" && engine.kind == .correct)
        let result = check(engine.property(ViewFlavor.allCases), CheckConfiguration(seed: 3, cases: 300, log: { _ in }))
        #expect(result.counterexample == nil)
    }
}
