import BatchEngine
import BatchFuzzCore
import BatchModel
import PropertyTesting
import Scenarios
import ShrinkingChallenge

/// The property-testing engine: cases per second, and the Shrinking Challenge table.
func propertyTestingBenchmarks(_ bench: Bench) {
    /// Cases per second of `check` on `property`, best of three runs, on one core.
    func throughput<Value>(_ property: Property<Value>, cases: Int) -> Double {
        var best = 0.0
        for run in 0..<3 {
            let start = bench.clock.now
            let result = check(property, CheckConfiguration(seed: UInt64(run), cases: cases, log: { _ in }))
            let elapsed = bench.seconds(bench.clock.now - start)
            guard case .passed(let report) = result else { fatalError("benchmark property failed") }
            best = max(best, Double(report.cases) / elapsed)
        }
        return best
    }

    let trivial = Property("trivial", Gen<Int>.int(in: 0...1_000_000)) { $0 >= 0 }
    /// Exactly 20 commands over a stack-like state: push a value, or pop when not empty.
    let commandSequence = Property(
        "20 commands",
        Gen<[Int]>.commands(from: 0, length: 20...20) { depth in
            depth == 0 ? Gen<Int>.int(in: 1...9) : Gen<Int>.int(in: 0...9)
        } apply: { depth, command in
            command == 0 ? depth - 1 : depth + 1
        }
    ) { commands in commands.count == 20 }

    let trivialRate = throughput(trivial, cases: bench.quick ? 300_000 : 2_000_000)
    let sequenceRate = throughput(commandSequence, cases: bench.quick ? 50_000 : 300_000)
    bench.table(
        "Property-testing engine throughput (release, one core)", ["property", "cases/s", "vs goal 500k/s"],
        [
            ["trivial: Int in 0...1_000_000", String(Int(trivialRate)), bench.ratio(trivialRate / 500_000)],
            ["command sequence of 20 (state-dependent)", String(Int(sequenceRate)), "-"],
        ])
    bench.emit([
        ("section", "\"throughput\""), ("trivial_cases_per_s", String(Int(trivialRate))),
        ("command_sequence_20_per_s", String(Int(sequenceRate))),
    ])

    let seeds: [UInt64] = Array(1...(bench.quick ? 20 : 100))
    var rows: [[String]] = []
    for challenge in challenges {
        var ideal = 0, found = 0, evaluations = 0, cases = 0
        var distinct: [String] = []
        for seed in seeds {
            guard let outcome = challenge.run(seed, 10_000) else { continue }
            found += 1
            evaluations += outcome.evaluations
            cases += outcome.cases
            if outcome.ideal { ideal += 1 }
            if !distinct.contains(outcome.result) { distinct.append(outcome.result) }
        }
        let mean = found == 0 ? 0 : evaluations / found
        rows.append([
            challenge.name, "\(found)/\(seeds.count)", "\(ideal * 100 / seeds.count)%", String(distinct.count),
            String(mean), String(found == 0 ? 0 : cases / found),
        ])
        bench.emit([
            ("section", "\"shrinking_challenge\""), ("challenge", "\"\(challenge.name)\""),
            ("runs", String(seeds.count)),
            ("found", String(found)), ("ideal", String(ideal)), ("distinct", String(distinct.count)),
            ("mean_evaluations", String(mean)),
        ])
    }
    bench.table(
        "Shrinking Challenge (\(seeds.count) seeds each, ≤ 10,000 cases to find)",
        ["challenge", "found", "ideal", "distinct", "mean evals", "mean cases"], rows)
}
