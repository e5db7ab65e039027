import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// An edit sequence that, run through a known engine mistake from the bug zoo, makes UIKit print
/// the crash text: what the app's code may be doing wrong.
package struct MistakeReproduction: Sendable {
    /// The bug-zoo engine, and what its mistake is.
    package var engine: String
    package var scenario: String
    package var mistake: String
    package var flavor: ViewFlavor
    /// The case, shrunk: as a person reads it, as the corpus stores it, and its draws.
    package var caseDescription: String
    package var caseJSON: JSONValue
    package var draws: [UInt64]
    /// The failure the engine's property reports, the crash text included.
    package var signature: String
    package var message: String
    /// The most sections the case's view shows, when its kind of case tells: more than the text's
    /// view needs makes the mistake the less likely account of the text.
    package var sections: Int?
}

/// Runs the bug zoo's engines on cases steered toward the text — random cases, then small
/// changes to the one whose failure is the same rule with the nearest numbers — and shrinks the
/// first that prints the text's rule with its numbers, keeping it printing them.
///
/// The engines' properties speak in the classic message style; the text's own style comes from
/// the iOS release, not from the code, so the rule and its numbers are what must match.
enum MistakeSearch {
    /// `cases` bounds each engine's search as well as the budget (tests bound it by cases alone).
    ///
    /// `sections` is the fewest sections the text's view can have had: mistakes whose cases need
    /// more come after those that do not.
    static func run(
        for text: CrashText, flavors: [ViewFlavor], zoo: [RegisteredEngine], budget: Duration, cases: Int = .max,
        sections: Int = 1, seed: UInt64 = 1, isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> [MistakeReproduction] {
        let target = CrashText.normalized(
            text.loggedAndReloaded ? text.reason + " - will perform reloadData" : text.reason)
        var found = staleCounts(for: text, flavors: flavors, zoo: zoo, target: target)
        let engines = zoo.filter { $0.kind == .zoo && $0.scenario != CrashReproduction.scenario }
        let runs = engines.flatMap { engine in flavors.filter(engine.flavors.contains).map { (engine, $0) } }
            .filter { run in !found.contains { $0.engine == run.0.name && $0.flavor == run.1 } }
        guard text.violation != nil, !runs.isEmpty, budget > .zero else { return found }
        // A quarter of the budget probes every engine; the rest goes to those whose failures came
        // near (the same rule), as most engines never break most rules.
        var near: [(RegisteredEngine, ViewFlavor)] = []
        for (engine, flavor) in runs where !isCancelled() {
            let outcome = search(
                engine, flavor, for: text, budget: budget / (4 * runs.count), cases: cases / 4, sections: sections,
                seed: seed, isCancelled: isCancelled)
            if let mistake = outcome.mistake {
                found.append(mistake)
            } else if outcome.cameNear {
                near.append((engine, flavor))
            }
        }
        for (engine, flavor) in near where !isCancelled() {
            if let mistake = search(
                engine, flavor, for: text, budget: budget * 3 / (4 * near.count), cases: cases - cases / 4,
                sections: sections, seed: seed + 1, isCancelled: isCancelled
            ).mistake {
                found.append(mistake)
            }
        }
        return found.sorted {
            (max(sections, $0.sections ?? sections), $0.caseDescription.count)
                < (max(sections, $1.sections ?? sections), $1.caseDescription.count)
        }
    }

    /// One engine's search: the case found, shrunk, and whether any failure was the text's rule.
    static func search(
        _ engine: RegisteredEngine, _ flavor: ViewFlavor, for text: CrashText, budget: Duration, cases: Int,
        sections: Int = 1, seed: UInt64, isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> (mistake: MistakeReproduction?, cameNear: Bool) {
        // Numbers past what the default cases reach call for longer lists and more edits.
        let largest = text.numbers.map(\.value).max() ?? 0
        let maxSize = largest <= 5 ? CaseSize.standard : min(100, largest * 2)
        let property = engine.property([flavor], maxSize)
        func printed(_ value: AnyCase) -> (signature: String, message: String, text: CrashText)? {
            var context = CaseContext()
            guard case .fail(let signature, let message) = property.body(value, &context),
                let printed = try? CrashText(parsing: message), printed.rule == text.rule,
                printed.loggedAndReloaded == text.loggedAndReloaded
            else { return nil }
            return (signature, message, printed)
        }
        var configuration = CheckConfiguration(
            seed: seed, cases: cases, timeBudget: budget, maxSize: maxSize, log: { _ in })
        configuration.isCancelled = isCancelled
        var cameNear = false
        let closest = searchForTarget(property.generator, configuration) { value in
            guard let printed = printed(value) else { return nil }
            cameNear = true
            return distance(from: printed.text, to: text)
        }
        guard let closest else { return (nil, cameNear) }
        let reproducing = Property("prints the text", property.generator, describe: property.describe) { value, _ in
            guard let (signature, message, printed) = printed(value), printed.violation == text.violation else {
                return .pass
            }
            return .fail(signature: signature, message: message)
        }
        configuration.cases = 0
        configuration.knownCases = [closest.draws]
        configuration.maxShrinkEvaluations = 3_000
        configuration.shrinkTimeLimit = .seconds(5)
        configuration.flakinessJudgements = 0
        guard let counterexample = check(reproducing, configuration).counterexample else { return (nil, true) }
        return (
            MistakeReproduction(
                engine: engine.name, scenario: engine.scenario, mistake: engine.summary, flavor: flavor,
                caseDescription: counterexample.value.description,
                caseJSON: (try? counterexample.value.json()) ?? .null,
                draws: counterexample.draws, signature: counterexample.signature, message: counterexample.message,
                sections: counterexample.value.mostSections), true
        )
    }

    /// How far a text of the same rule is from the target: the differences of their numbers, summed.
    static func distance(from printed: CrashText, to target: CrashText) -> Int {
        zip(printed.numbers, target.numbers).reduce(0) { $0 + abs($1.0.value - $1.1.value) }
    }

    /// A count error whose before and after are equal, although the batch changes the count, is
    /// the stale-count crash: the list changed before the batch began, off screen. Its case is
    /// built from the numbers — the section with its count less the change, the deletes and
    /// inserts as one update — and kept if `list-first-screen` prints the text with it.
    static func staleCounts(
        for text: CrashText, flavors: [ViewFlavor], zoo: [RegisteredEngine], target: String
    ) -> [MistakeReproduction] {
        guard let engine = zoo.first(where: { $0.name == "list-first-screen" }),
            let flavor = flavors.first(where: engine.flavors.contains)
        else { return [] }
        var nextID = 0
        func ids(_ count: Int) -> [Int] {
            defer { nextID += count }
            return Array(nextID..<(nextID + count))
        }
        var sections: [SectionedList<Int, Int>.Section] = []
        var edits: [Edit<Int, Int>] = []
        switch text.violation {
        case .invalidItemCount(let s, let after, let before, let inserted, let deleted, 0, 0)
        where after == before && inserted != deleted && before - inserted + deleted >= deleted:
            sections = (0...s).map { SectionedList.Section($0, ids($0 == s ? before - inserted + deleted : 0)) }
            edits =
                (0..<deleted).map { _ in .deleteItem(at: ItemPath(section: s, item: 0)) }
                + ids(inserted).enumerated().map {
                    .insertItem(id: $0.element, at: ItemPath(section: s, item: $0.offset))
                }
        case .invalidSectionCount(let after, let before, let inserted, let deleted)
        where after == before && inserted != deleted && before - inserted + deleted >= deleted:
            sections = (0..<(before - inserted + deleted)).map { SectionedList.Section($0) }
            edits =
                (0..<deleted).map { _ in .deleteSection(at: 0) }
                + (0..<inserted).map { .insertSection(id: 1_000 + $0, at: $0) }
        default:
            return []
        }
        let value = ScreenCase(initial: SectionedList(sections), updates: [edits], offScreen: true)
        guard case .fail(let signature, let message) = engine.verdict(for: AnyCase(value), flavors: [flavor]),
            CrashText.normalized(message).contains(target)
        else { return [] }
        return [
            MistakeReproduction(
                engine: engine.name, scenario: engine.scenario, mistake: engine.summary, flavor: flavor,
                caseDescription: value.description,
                caseJSON: (try? JSONValue(encoding: value)) ?? .null, draws: [], signature: signature, message: message,
                sections: value.mostSections)
        ]
    }
}
