import Foundation
import PropertyTesting
import ShrinkingChallenge

// BatchFuzz benchmarks. Run in release: `swift run -c release batchfuzz-bench [--quick] [--json]`.
// Prints tables (and, with --json, the same figures as JSON lines). Sections are added as the
// engines land; today: the property-testing engine's throughput and the Shrinking Challenge.

let arguments = Set(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
let json = arguments.contains("--json")
if let unknown = arguments.subtracting(["--quick", "--json"]).sorted().first {
    print("error: unknown option '\(unknown)'; accepted: --quick, --json")
    exit(2)
}

let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func table(_ title: String, _ header: [String], _ rows: [[String]]) {
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max()! }
    func line(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in
            index == 0 ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                : String(repeating: " ", count: widths[index] - cell.count) + cell
        }.joined(separator: "  ")
    }
    print("\n\(title)\n")
    print(line(header))
    print(line(header.indices.map { String(repeating: "-", count: widths[$0]) }))
    rows.forEach { print(line($0)) }
}

func emit(_ fields: [(String, String)]) {
    guard json else { return }
    print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
}

// MARK: Throughput

/// Cases per second of `check` on `property`, best of three runs, on one core.
func throughput<Value>(_ property: Property<Value>, cases: Int) -> Double {
    var best = 0.0
    for run in 0..<3 {
        let start = clock.now
        let result = check(property, CheckConfiguration(seed: UInt64(run), cases: cases, log: { _ in }))
        let elapsed = seconds(clock.now - start)
        guard case .passed(let report) = result else { fatalError("benchmark property failed: \(result)") }
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

let trivialRate = throughput(trivial, cases: quick ? 300_000 : 2_000_000)
let sequenceRate = throughput(commandSequence, cases: quick ? 50_000 : 300_000)
table("Property-testing engine throughput (release, one core)", ["property", "cases/s", "vs goal 500k/s"], [
    ["trivial: Int in 0...1_000_000", String(Int(trivialRate)), String(format2(trivialRate / 500_000)) + "x"],
    ["command sequence of 20 (state-dependent)", String(Int(sequenceRate)), "-"],
])
emit([("section", "\"throughput\""), ("trivial_cases_per_s", String(Int(trivialRate))),
      ("command_sequence_20_per_s", String(Int(sequenceRate)))])

func format2(_ x: Double) -> String {
    let hundredths = Int((x * 100).rounded())
    return "\(hundredths / 100).\(String(hundredths % 100).count == 1 ? "0" : "")\(hundredths % 100)"
}

// MARK: Shrinking Challenge

let seeds: [UInt64] = Array(1...(quick ? 20 : 100))
var rows: [[String]] = []
for challenge in challenges {
    var ideal = 0, found = 0, evaluations = 0, cases = 0
    var distinct: [String] = []
    let start = clock.now
    for seed in seeds {
        guard let outcome = challenge.run(seed, 10_000) else { continue }
        found += 1
        evaluations += outcome.evaluations
        cases += outcome.cases
        if outcome.ideal { ideal += 1 }
        if !distinct.contains(outcome.result) { distinct.append(outcome.result) }
    }
    let elapsed = seconds(clock.now - start)
    let mean = found == 0 ? 0 : evaluations / found
    rows.append([challenge.name, "\(found)/\(seeds.count)", "\(ideal * 100 / seeds.count)%", String(distinct.count),
                 String(mean), String(found == 0 ? 0 : cases / found), String(Int(elapsed * 1000 / Double(seeds.count)))])
    emit([("section", "\"shrinking_challenge\""), ("challenge", "\"\(challenge.name)\""), ("runs", String(seeds.count)),
          ("found", String(found)), ("ideal", String(ideal)), ("distinct", String(distinct.count)),
          ("mean_evaluations", String(mean))])
}
table("Shrinking Challenge (\(seeds.count) seeds each, ≤ 10,000 cases to find)",
      ["challenge", "found", "ideal", "distinct", "mean evals", "mean cases", "ms/run"], rows)
