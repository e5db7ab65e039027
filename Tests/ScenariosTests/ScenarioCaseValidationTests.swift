import BatchEngine
import BatchFuzzCore
import BatchModel
import ListEmulation
import PropertyTesting
import Scenarios
import Testing

/// Every case a scenario's generator makes is one its validation accepts, and the validation
/// refuses what no generator makes: an index past the end, an unknown or repeated id.
@Suite struct CaseValidationTests {
    func generated<Case>(_ generator: Gen<Case>, count: Int = 1_000) -> [Case] {
        (0..<UInt64(count)).compactMap { seed in
            var source = ChoiceSource(seed: seed)
            return try? generator.generate(using: &source)
        }
    }

    @Test func everyGeneratedCaseIsValid() {
        for value in generated(DiffableCase.generator()) {
            #expect(throws: Never.self, "\(value)") { try value.validate() }
        }
        for value in generated(StaticRowsCase.generator()) {
            #expect(throws: Never.self, "\(value)") { try value.validate() }
        }
        for value in generated(AuxiliaryRowsCase.generator()) {
            #expect(throws: Never.self, "\(value)") { try value.validate() }
        }
        for value in generated(FetchedResultsCase.generator()) {
            #expect(throws: Never.self, "\(value)") { try value.validate() }
        }
        for value in generated(EditCase.generator(maxEdits: 40)) {
            #expect(throws: Never.self, "\(value)") { try value.validate() }
        }
    }

    @Test func whatNoGeneratorMakesIsRefusedWithItsField() {
        #expect(throws: CaseProblem("steps[0]", "delete item 7: item 7 is not in the snapshot (items [0])")) {
            try DiffableCase(strategy: .valueHashingID, sections: [1], steps: [.deleteItem(7)]).validate()
        }
        #expect(throws: CaseProblem("hidden[0]", "row 5 is not in the table")) {
            try StaticRowsCase(sections: [[StaticRow(id: 0, height: 44)]], hidden: [5], steps: []).validate()
        }
        #expect(throws: CaseProblem("steps[0]", "delete row [0, 3]: row 3 is outside section 0's 1 rows")) {
            try AuxiliaryRowsCase(
                sections: [[0]], single: false, steps: [.perform([.deleteRow(ItemPath(row: 3, section: 0))])]
            ).validate()
        }
        #expect(throws: CaseProblem("edits[0]", "delete item [0, 5]: item 5 is out of range: section 0 has 1 items")) {
            try EditCase(
                initial: SectionedList([.init(0, [0])]), edits: [.deleteItem(at: ItemPath(section: 0, item: 5))]
            ).validate()
        }
        #expect(throws: CaseProblem("saves[0]", "delete #4: object #4 does not exist")) {
            try FetchedResultsCase(
                objects: [], quirks: FetchedResultsQuirks([]), visibleRows: 3, saves: [[.delete(id: 4)]]
            ).validate()
        }
    }
}
