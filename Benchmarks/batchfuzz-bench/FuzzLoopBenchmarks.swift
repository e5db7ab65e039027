import BatchFuzz
import Foundation

/// The fuzz loop's cases per second, engine by engine: `check` on each correct engine's property
/// in each flavour, as a `fuzz` worker runs it (generation and judgement, without the pipe),
/// against the core property's goal of 100,000 and Hypothesis's stateful testing on the same
/// edit model (85 to 135 cases a second on this machine class; 110 taken as its rate).
func fuzzLoopBenchmarks(_ bench: Bench) {
    let seconds = bench.quick ? 0.5 : 2.0
    var rows: [[String]] = []
    for engine in Registry.engines where engine.kind == .correct && engine.scenario != "oracle" && engine.scenario != "crash-text" {
        for flavor in engine.flavors {
            var configuration = CheckConfiguration(seed: 1, cases: .max, log: { _ in })
            configuration.timeBudget = .milliseconds(Int(seconds * 1000))
            guard case .passed(let report) = check(engine.property([flavor]), configuration) else { continue }
            let rate = Double(report.cases) / bench.seconds(report.elapsed)
            let flavorName = flavor == .tableView ? "table" : "collection"
            rows.append([engine.scenario, engine.name, flavorName, String(Int(rate)),
                         engine.scenario == "core" ? bench.ratio(rate / 100_000) : "-", String(format: "%.0fx", rate / 110)])
            bench.emit([("section", "\"fuzz loop\""), ("engine", "\"\(engine.name)\""), ("flavor", "\"\(flavorName)\""),
                        ("cases_per_s", String(Int(rate)))])
        }
    }
    bench.table(
        "The fuzz loop: cases per second of each correct engine (release, one core, \(seconds) s each)",
        ["scenario", "engine", "flavour", "cases/s", "vs goal 100k/s", "vs Hypothesis"], rows)
}
