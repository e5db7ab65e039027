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

    /// A registered engine is judged with the oracle's options it is registered with, as a
    /// check is with its configuration's: a differ made for current releases, in an app that
    /// still supports iOS 7, meets the crashes of iOS 7 collection views in both.
    @Test func aRegisteredEngineIsJudgedWithItsOraclesOptions() throws {
        var iOS7 = UIKitValidator.Options.fuzzing
        iOS7.deploymentTarget = IOSVersion(7)
        let target = FuzzTarget.differ(BatchDiffer(deploymentTarget: IOSVersion(15)), flavor: .collectionView)
        let configuration = CheckConfiguration(seed: 5, cases: 2_000, log: { _ in })
        let old = RegisteredEngine("coalescer-ios7", summary: "for iOS 7", oracle: iOS7, target)
        let found = try #require(check(old.property([.collectionView]), configuration).counterexample)
        var checked: PropertyFailure?
        do {
            try FuzzCheck.check(
                target, configuration: .init(cases: 2_000, seed: 5, oracle: iOS7, readsEnvironment: false))
        } catch { checked = error }
        #expect(checked?.signature == found.signature, "\(String(describing: checked))")
        let current = RegisteredEngine("coalescer-now", summary: "for current releases", target)
        #expect(check(current.property([.collectionView]), configuration).counterexample == nil)
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
