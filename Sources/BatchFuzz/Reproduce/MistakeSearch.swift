import BatchModel
import Foundation
import PropertyTesting

/// An edit sequence that, run through a known engine mistake from the bug zoo, makes UIKit print
/// the crash text: what the app's code may be doing wrong.
public struct MistakeReproduction: Sendable {
    /// The bug-zoo engine, and what its mistake is.
    public var engine: String
    public var scenario: String
    public var mistake: String
    public var flavor: ViewFlavor
    /// The case, shrunk: as a person reads it, as the corpus stores it, and its draws.
    public var caseDescription: String
    public var caseJSON: JSONValue
    public var draws: [UInt64]
    /// The failure the engine's property reports, the crash text included.
    public var signature: String
    public var message: String
}

/// Runs the bug zoo's engines on random cases, keeping the first case whose failure prints the
/// text, and shrinks it while it still prints the text word for word.
enum MistakeSearch {
    static func run(for text: CrashText, flavors: [ViewFlavor], budget: Duration, seed: UInt64 = 1) -> [MistakeReproduction] {
        let target = CrashText.normalized(text.loggedAndReloaded ? text.reason + " - will perform reloadData" : text.reason)
        var found = staleCounts(for: text, flavors: flavors, target: target)
        let engines = Registry.engines.filter { $0.kind == .zoo && $0.scenario != "crash-text" }
        let runs = engines.flatMap { engine in flavors.filter(engine.flavors.contains).map { (engine, $0) } }
        guard !runs.isEmpty, budget > .zero else { return found }
        // Numbers past what the default cases reach call for longer lists and more edits.
        let largest = text.numbers.map(\.value).max() ?? 0
        let maxSize = largest <= 5 ? 12 : min(100, largest * 2)
        for (engine, flavor) in runs where !found.contains(where: { $0.engine == engine.name && $0.flavor == flavor }) {
            let property = engine.property([flavor], maxSize)
            let reproducing = Property("reproduces the text", property.generator, describe: property.describe) { value, context in
                guard case .fail(let signature, let message) = property.body(value, &context),
                      CrashText.normalized(message).contains(target) else { return .pass }
                return .fail(signature: signature, message: message)
            }
            var configuration = CheckConfiguration(seed: seed, cases: .max, timeBudget: budget / runs.count, maxSize: maxSize, log: { _ in })
            configuration.maxShrinkEvaluations = 3_000
            configuration.shrinkTimeLimit = .seconds(5)
            configuration.flakinessJudgements = 0
            guard let counterexample = check(reproducing, configuration).counterexample else { continue }
            found.append(MistakeReproduction(
                engine: engine.name, scenario: engine.scenario, mistake: engine.summary, flavor: flavor,
                caseDescription: counterexample.value.description, caseJSON: (try? counterexample.value.json()) ?? .null,
                draws: counterexample.draws, signature: counterexample.signature, message: counterexample.message))
        }
        return found.sorted { $0.caseDescription.count < $1.caseDescription.count }
    }

    /// A count error whose before and after are equal, although the batch changes the count, is
    /// the stale-count crash: the list changed before the batch began, off screen. Its case is
    /// built from the numbers — the section with its count less the change, the deletes and
    /// inserts as one update — and kept if `list-first-screen` prints the text with it.
    static func staleCounts(for text: CrashText, flavors: [ViewFlavor], target: String) -> [MistakeReproduction] {
        guard let engine = Registry.engine(named: "list-first-screen"), let flavor = flavors.first(where: engine.flavors.contains) else { return [] }
        var nextID = 0
        func ids(_ count: Int) -> [Int] { defer { nextID += count }; return Array(nextID..<(nextID + count)) }
        var sections: [SectionedList<Int, Int>.Section] = []
        var edits: [Edit<Int, Int>] = []
        switch text.violation {
        case .invalidItemCount(let s, let after, let before, let inserted, let deleted, 0, 0)
            where after == before && inserted != deleted && before - inserted + deleted >= deleted:
            sections = (0...s).map { SectionedList.Section($0, ids($0 == s ? before - inserted + deleted : 0)) }
            edits = (0..<deleted).map { _ in .deleteItem(at: ItemPath(section: s, item: 0)) }
                + ids(inserted).enumerated().map { .insertItem(id: $0.element, at: ItemPath(section: s, item: $0.offset)) }
        case .invalidSectionCount(let after, let before, let inserted, let deleted)
            where after == before && inserted != deleted && before - inserted + deleted >= deleted:
            sections = (0..<(before - inserted + deleted)).map { SectionedList.Section($0) }
            edits = (0..<deleted).map { _ in .deleteSection(at: 0) } + (0..<inserted).map { .insertSection(id: 1_000 + $0, at: $0) }
        default:
            return []
        }
        let value = ScreenCase(initial: SectionedList(sections), updates: [edits], offScreen: true)
        guard case .fail(let signature, let message) = engine.verdict(for: AnyCase(value), flavors: [flavor]),
              CrashText.normalized(message).contains(target) else { return [] }
        return [MistakeReproduction(
            engine: engine.name, scenario: engine.scenario, mistake: engine.summary, flavor: flavor, caseDescription: value.description,
            caseJSON: (try? JSONValue(encoding: value)) ?? .null, draws: [], signature: signature, message: message)]
    }
}
