import BatchEngine
import BatchFuzzCore
import BatchModel
import PropertyTesting
import Scenarios
import Testing
import BatchFuzzRegistry

/// A program registers its own engines beside BatchFuzz's; names stay unique, since a corpus
/// entry names its engine.
@Suite struct RegistrationTests {
    struct ResetDiffer: BatchDiffing {
        func batch<SectionID: Hashable, ItemID: Hashable>(
            from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
            contentChanged: ((ItemID) -> Bool)?
        ) throws -> BatchUpdate {
            BatchUpdate(
                sectionDeletes: Array(0..<old.numberOfSections), sectionInserts: Array(0..<new.numberOfSections))
        }
    }

    @Test func aNameTakenByABuiltInEngineIsRefused() {
        #expect(throws: Registry.RegistrationError.self) {
            try Registry.register([.init("coalescer", summary: "a clash", .differ(ResetDiffer()))])
        }
        #expect(Registry.engine(named: "coalescer")?.summary.hasPrefix("BatchCoalescer") == true)
    }

    @Test func aRegisteredDifferRunsUnderTheCoreProperty() {
        let engine = RegisteredEngine(
            "reset-differ", summary: "every section deleted and inserted", .differ(ResetDiffer()))
        #expect(engine.scenario == "core" && engine.kind == .correct)
        let result = check(engine.property(ViewFlavor.allCases), CheckConfiguration(seed: 3, cases: 300, log: { _ in }))
        #expect(result.counterexample == nil)
    }

    /// Halves that a user's code must keep below a bound: a plain property over their own
    /// generator, no view involved.
    struct Halves: Codable, Sendable, CustomStringConvertible {
        var numbers: [Int]
        var description: String { "\(numbers)" }
    }

    func halvesProperty(bound: Int, maxSize: Int) -> Property<Halves> {
        Property("halves", Gen<[Int]>.array(of: .int(in: 0...100), length: 0...max(0, maxSize)).map(Halves.init)) {
            value, context in
            context.classify(value.numbers.isEmpty, "empty")
            return value.numbers.allSatisfy({ $0 / 2 < bound })
                ? .pass : .fail(signature: "too large", message: "a half reached \(bound)")
        }
    }

    @Test func aPlainPropertyRegistersWithNoViewFlavor() throws {
        let engine = RegisteredEngine(
            "halves", summary: "halves stay small",
            .property(
                name: "halves", scenario: "numbers",
                validate: { (value: Halves) in
                    if value.numbers.contains(where: { $0 < 0 }) { throw CaseProblem("numbers", "negative") }
                }
            ) { maxSize in
                self.halvesProperty(bound: 40, maxSize: maxSize)
            })
        #expect(!engine.usesViewFlavor && engine.scenario == "numbers")
        let counterexample = try #require(
            check(engine.property([.tableView]), CheckConfiguration(seed: 1, cases: 300, log: { _ in })).counterexample)
        #expect(counterexample.signature == "too large")
        // What the corpus saves comes back, and explain shows the case and the verdict.
        let json = try counterexample.value.json()
        let decoded = try engine.decodeCase(json)
        #expect(decoded.description == "[80]")
        #expect(
            engine.explanation(of: decoded, flavors: [.tableView]).contains("Verdict: too large: a half reached 40"))
        #expect(throws: CaseProblem.self) { try engine.decodeCase(JSONValue(encoding: Halves(numbers: [-1]))) }
    }
}
