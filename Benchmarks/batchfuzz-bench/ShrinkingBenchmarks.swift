import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Scenarios
import BatchFuzzRegistry

/// How small shrinking leaves the failures of every bug-zoo engine: ten seeds each, the shrunk
/// case's steps against the smallest failing case known for its failure (`Corpus/smallest/`,
/// one per engine and signature — shrinking keeps a failure's signature, so a case is compared
/// with the smallest of its own kind). Goal: at the minimum on 95% of seeds, never more than one
/// step above it.
func shrinkingBenchmarks(_ bench: Bench) {
    let seeds: [UInt64] = Array(1...(bench.quick ? 3 : 10))
    let smallest = smallestKnownCases()
    var rows: [[String]] = []
    var atMinimum = 0, total = 0
    for engine in Registry.engines where engine.kind == .zoo && engine.scenario != "crash-text" {
        let property = engine.property([engine.flavors[0]])
        var excesses: [Int] = [], seconds: [Double] = [], missed = 0, unknown: Set<String> = []
        for seed in seeds {
            let clock = ContinuousClock(), start = clock.now
            let result = check(property, CheckConfiguration(seed: seed, cases: 100_000, log: { _ in }))
            guard let counterexample = result.counterexample, let steps = counterexample.value.stepCount else {
                missed += 1
                continue
            }
            seconds.append(bench.seconds(clock.now - start))
            guard let minimum = smallest[engine.name + " " + counterexample.signature] else {
                unknown.insert(counterexample.signature)
                continue
            }
            excesses.append(steps - minimum)
        }
        excesses.sort()
        seconds.sort()
        let at = excesses.filter { $0 <= 0 }.count
        atMinimum += at
        total += seeds.count
        var seedsText = "\(at)/\(seeds.count)"
        if missed > 0 { seedsText += " (\(missed) not found)" }
        if !unknown.isEmpty { seedsText += " (no smallest case for \(unknown.sorted().joined(separator: ", ")))" }
        rows.append([
            engine.scenario, engine.name, seedsText, excesses.last.map { "+\($0)" } ?? "-",
            excesses.isEmpty ? "-" : "+\(excesses[excesses.count / 2])",
            seconds.isEmpty ? "-" : String(format: "%.2f", seconds[seconds.count / 2]),
        ])
        bench.emit([
            ("section", "\"shrinking\""), ("engine", "\"\(engine.name)\""), ("at_minimum", String(at)),
            ("seeds", String(seeds.count)), ("worst_excess", String(excesses.last ?? -1)),
        ])
    }
    bench.table(
        "Shrinking: each zoo entry's failure over \(seeds.count) seeds, in steps above the smallest known case of its "
            + "signature (goal: at the minimum on 95% of seeds, never more than +1)",
        ["scenario", "engine", "seeds at minimum", "worst", "median", "median s (find + shrink)"], rows)
    print(
        String(
            format: "seeds at the minimum: %d/%d (%.0f%%)", atMinimum, total,
            100 * Double(atMinimum) / Double(max(total, 1))))
}

/// The steps of the smallest known case of each engine and signature ("engine signature").
private func smallestKnownCases() -> [String: Int] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../Corpus/smallest"
    ).path
    var steps: [String: Int] = [:]
    for path in (try? CorpusStore.files(under: [folder])) ?? [] {
        guard let file = try? CorpusStore.read(path), let engine = Registry.engine(named: file.engine),
            let count = (try? engine.decodeCase(file.case))?.stepCount
        else { continue }
        steps[file.engine + " " + file.failure.signature] = count
    }
    return steps
}
