import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import BatchFuzzRegistry

/// `fuzz --exhaustive` measured: for each scope of the built-in coalescer, the distinct cases,
/// the time and the rate; for every bug-zoo engine with an exhaustive form, whether the default
/// scope (and the wider ones) finds it, and how the case found compares with the smallest known
/// one in `Corpus/smallest` (the same case, a smaller one — fewer draws, or as many and
/// lexicographically less — or a larger one).
func exhaustiveBenchmarks(_ bench: Bench) {
    reductionBenchmarks(bench)
    let scopes: [ExhaustiveScope] =
        bench.quick
        ? [ExhaustiveScope(), ExhaustiveScope(sections: 3, rows: 1, edits: 3)]
        : [
            ExhaustiveScope(), ExhaustiveScope(sections: 3, rows: 1, edits: 3),
            ExhaustiveScope(sections: 2, rows: 3, edits: 3), ExhaustiveScope(sections: 4, rows: 3, edits: 2),
        ]
    var rows: [[String]] = []
    for engine in Registry.engines where engine.kind == .correct && engine.checksExhaustively {
        for scope in engine.scenario != "list" ? scopes : [ExhaustiveScope(rows: 6, edits: 3)] {
            let start = bench.clock.now
            guard
                case .passed(let report) = engine.checkExhaustively([.tableView], scope: scope, configuration: .init())
            else { continue }
            let seconds = bench.seconds(bench.clock.now - start)
            rows.append([
                engine.name, engine.describe(scope), String(report.distinct), String(report.sequences),
                String(format: "%.1f s", seconds), String(Int(Double(report.judged) / seconds)),
            ])
            bench.emit([
                ("section", "\"exhaustive\""), ("engine", "\"\(engine.name)\""),
                ("scope", "\"\(engine.describe(scope))\""),
                ("distinct", String(report.distinct)), ("seconds", String(seconds)),
            ])
        }
    }
    bench.table(
        "Exhaustive: every case of a scope, table view (release, one core; goal: the default core scope under a minute)",
        ["engine", "scope", "distinct cases", "choice sequences", "time", "cases/s"], rows)

    let smallest = smallestKnown()
    var zooRows: [[String]] = []
    // In the default scope: zoo engines found, those with a smallest known case, those found at it or below.
    var found = 0, compared = 0, atTheMinimum = 0
    for engine in Registry.engines where engine.kind == .zoo && engine.checksExhaustively {
        let deeper = bench.quick ? [] : [ExhaustiveScope(edits: 3, budget: 100_000_000)]
        for scope in engine.scenario != "list"
            ? scopes + deeper : [ExhaustiveScope(), ExhaustiveScope(rows: 6, edits: 3)]
        {
            let start = bench.clock.now
            let configuration = ExhaustiveConfiguration(budget: scope.budget)
            guard let result = engine.checkExhaustively([.tableView], scope: scope, configuration: configuration) else {
                continue
            }
            let seconds = bench.seconds(bench.clock.now - start)
            let words = engine.describe(scope)
            switch result {
            case .failed(let counterexample, let report):
                let known = smallest.filter {
                    $0.engine == engine.name && $0.flavor == .tableView
                        && $0.failure.signature == counterexample.signature
                }
                let value = try? counterexample.value.json()
                let comparison: String
                if known.isEmpty {
                    comparison = "none known"
                } else if known.contains(where: { $0.case == value }) {
                    comparison = "the same case"
                } else if known.allSatisfy({ Shrinker.isSmaller(counterexample.draws, than: $0.draws) }) {
                    comparison = "smaller"
                } else {
                    comparison = "larger"
                }
                if scope == ExhaustiveScope() {
                    found += 1
                    if comparison != "none known" { compared += 1 }
                    if comparison == "the same case" || comparison == "smaller" { atTheMinimum += 1 }
                }
                zooRows.append([
                    engine.name, words, counterexample.signature, String(report.judged),
                    String(format: "%.2f s", seconds),
                    comparison,
                ])
            case .passed(let report):
                zooRows.append([
                    engine.name, words, "not in scope", String(report.judged), String(format: "%.2f s", seconds), "–",
                ])
            case .tooLarge:
                zooRows.append([engine.name, words, "over budget", "–", "–", "–"])
            }
        }
    }
    bench.table(
        "Exhaustive on the bug zoo, table view (the case found against Corpus/smallest; in the default scope \(found) found, \(atTheMinimum) of the \(compared) with a smallest known case found at it or below; goal: all)",
        ["engine", "scope", "found", "cases judged", "time", "against the smallest known"], zooRows)
}

/// The entries of `Corpus/smallest`.
private func smallestKnown() -> [CorpusFile] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/smallest").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.sorted().filter { $0.hasSuffix(".json") }.compactMap { try? CorpusStore.read(folder + "/" + $0) }
}

/// The reduced walk beside the whole one (`--no-reduction`), for the built-in coalescer: the cases
/// judged, the time and the process's peak memory after each run (the whole walks first, which
/// hold no table, then the reduced ones from the smallest scope up, so that each peak is its own).
private func reductionBenchmarks(_ bench: Bench) {
    guard let engine = Registry.engines.first(where: { $0.name == "coalescer" }) else { return }
    let scopes =
        bench.quick
        ? [ExhaustiveScope()]
        : [
            ExhaustiveScope(), ExhaustiveScope(edits: 3, budget: 100_000_000),
            ExhaustiveScope(sections: 4, rows: 4, budget: 100_000_000),
        ]
    var measured: [ExhaustiveScope: (whole: (Int, Double, Double), reduced: (Int, Double, Double))] = [:]
    func walk(_ scope: ExhaustiveScope, reduces: Bool) -> (Int, Double, Double) {
        var scope = scope
        scope.reduces = reduces
        let start = bench.clock.now
        let configuration = ExhaustiveConfiguration(budget: scope.budget)
        guard
            case .passed(let report) = engine.checkExhaustively(
                [.tableView], scope: scope, configuration: configuration)
        else { return (0, 0, 0) }
        return (report.judged, bench.seconds(bench.clock.now - start), bench.peakMemoryMiB())
    }
    for scope in scopes { measured[scope, default: ((0, 0, 0), (0, 0, 0))].whole = walk(scope, reduces: false) }
    for scope in scopes { measured[scope, default: ((0, 0, 0), (0, 0, 0))].reduced = walk(scope, reduces: true) }
    var rows: [[String]] = []
    for scope in scopes {
        guard let (whole, reduced) = measured[scope] else { continue }
        rows.append([
            scope.description, String(whole.0), String(reduced.0),
            bench.ratio(Double(whole.0) / Double(max(1, reduced.0))),
            String(format: "%.1f s", whole.1), String(format: "%.1f s", reduced.1),
            bench.ratio(whole.1 / max(0.001, reduced.1)),
            String(format: "%.0f MiB", whole.2), String(format: "%.0f MiB", reduced.2),
        ])
        bench.emit([
            ("section", "\"exhaustive reduction\""), ("scope", "\"\(scope)\""), ("whole", String(whole.0)),
            ("reduced", String(reduced.0)), ("wholeSeconds", String(whole.1)), ("reducedSeconds", String(reduced.1)),
        ])
    }
    bench.table(
        "Exhaustive: the reduced walk beside the whole one, coalescer, table view (release, one core; goals: 3 edits on 3 × 3 and 2 edits on 4 × 4 each under a minute and 200 MB)",
        [
            "scope", "cases, whole", "cases, reduced", "ratio", "time, whole", "time, reduced", "ratio",
            "peak, whole", "peak, reduced",
        ], rows)
}
