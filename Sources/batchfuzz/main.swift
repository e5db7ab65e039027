import BatchFuzz
import Foundation

// The command line. Until the engines and scenarios land, `fuzz` runs the oracle self-check
// (the UIKit oracle against the reference model on random batches); the other subcommands of
// the design (replay, shrink, explain, list, corpus) arrive with the CLI issue.

let usage = """
    OVERVIEW: BatchFuzz \(BatchFuzz.version) — fuzzes the code that turns data changes into
    UITableView / UICollectionView batch updates, judged by an oracle that reproduces UIKit's
    rules and exception texts.

    USAGE: batchfuzz <subcommand> [options]

    SUBCOMMANDS:
      fuzz        Run random cases (today: the oracle checked against the reference model).

    OPTIONS (fuzz):
      --cases N   Number of cases (default 20000).
      --seed S    Seed, a decimal or 0x-prefixed number (default: random, always printed).
      -h, --help  Show this help.
      --version   Show the version.

    EXIT STATUS: 0 nothing failed, 1 a failure was found, 2 usage error.
    """

func fail(_ message: String) -> Never {
    print("error: \(message)\n\nRun 'batchfuzz --help' for usage.")
    exit(2)
}

func parseSeed(_ text: String) -> UInt64? {
    text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty || arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    exit(arguments.isEmpty ? 2 : 0)
}
if arguments == ["--version"] {
    print("batchfuzz \(BatchFuzz.version)")
    exit(0)
}
let subcommand = arguments.removeFirst()
guard subcommand == "fuzz" else {
    fail("unknown subcommand '\(subcommand)'; available: fuzz")
}

var cases = 20_000
var seed = UInt64.random(in: 0...UInt64.max)
while !arguments.isEmpty {
    let option = arguments.removeFirst()
    guard option == "--cases" || option == "--seed" else {
        fail("unknown option '\(option)' for 'fuzz'; accepted: --cases N, --seed S")
    }
    guard let value = arguments.first else { fail("\(option) needs a value") }
    arguments.removeFirst()
    if option == "--cases" {
        guard let number = Int(value), number > 0 else {
            fail("--cases expects a positive whole number, got '\(value)'")
        }
        cases = number
    } else {
        guard let number = parseSeed(value) else {
            fail("--seed expects a decimal or 0x-prefixed hexadecimal number, got '\(value)'")
        }
        seed = number
    }
}

print("batchfuzz fuzz: oracle self-check, \(cases) cases, seed \(seed) (replay with --seed \(seed) --cases \(cases))")
let clock = ContinuousClock()
let start = clock.now
let step = max(1, cases / 10)
let report = OracleSelfCheck.run(cases: cases, seed: seed) { done in
    if done % step == 0 || done == cases {
        print("  \(done)/\(cases) cases")
    }
}
let elapsed = clock.now - start
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18

var rows: [(String, Int)] = [
    ("cases", report.cases),
    ("placed by the reference (× flavours)", report.placed),
    ("animated by the oracle (× flavours)", report.animated),
]
rows += report.checks.sorted { $0.key < $1.key }.map { ("check: \($0.key)", $0.value) }
rows += report.violations.sorted { $0.key < $1.key }.map { ("rule exercised: \($0.key)", $0.value) }
rows.append(("failures", report.failures.count))
let width = rows.map(\.0.count).max()! + 2
print("\nSummary")
for (name, value) in rows {
    let number = String(value)
    print(name + String(repeating: " ", count: width - name.count) + String(repeating: " ", count: max(0, 9 - number.count)) + number)
}
print("elapsed \(String(Int(seconds * 1000))) ms, \(Int(Double(report.cases) / max(seconds, 1e-9))) cases/s")
for failure in report.failures.prefix(20) {
    print("FAILURE \(failure)")
}
exit(report.failures.isEmpty ? 0 : 1)
