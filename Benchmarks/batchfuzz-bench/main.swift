import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Scenarios

// BatchFuzz benchmarks, in release: `swift run -c release batchfuzz-bench [--quick] [--json]
// [--only differ|coalescer|engine|loop|screens|staged|reproduce|guided|shrinking|exhaustive]`. Tables with ratios
// (and, with --json, the same figures as JSON lines); tests never time.

var arguments = Array(CommandLine.arguments.dropFirst())
// The counting child the loop table runs under callgrind: `--instructions ENGINE FLAVOUR PART N`.
if arguments.first == "--instructions", arguments.count == 5,
    let part = InstructionCounts.Part(rawValue: arguments[3]), let cases = Int(arguments[4])
{
    let flavor: ViewFlavor = arguments[2] == "table" ? .tableView : .collectionView
    InstructionCounts.run(engine: arguments[1], flavor: flavor, part: part, cases: cases)
    exit(0)
}
// The counting child of the screens table: `--instructions screen NAME N`.
if arguments.first == "--instructions", arguments.count == 4, arguments[1] == "screen", let cases = Int(arguments[3]) {
    ScreenBenchmarks.run(screen: arguments[2], cases: cases)
    exit(0)
}
var only: String?
if let index = arguments.firstIndex(of: "--only") {
    guard index + 1 < arguments.count,
        [
            "differ", "coalescer", "engine", "loop", "screens", "staged", "reproduce", "guided", "shrinking",
            "exhaustive",
        ].contains(
            arguments[index + 1])
    else {
        print(
            "error: --only expects differ, coalescer, engine, loop, screens, staged, reproduce, guided, shrinking or exhaustive"
        )
        exit(2)
    }
    only = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
if let unknown = Set(arguments).subtracting(["--quick", "--json"]).sorted().first {
    print(
        "error: unknown option '\(unknown)'; accepted: --quick (under a minute), --json, --only differ|coalescer|engine|loop|screens|staged|reproduce|guided|shrinking|exhaustive"
    )
    exit(2)
}
let bench = Bench(quick: arguments.contains("--quick"), json: arguments.contains("--json"))
if only == nil || only == "differ" { differBenchmarks(bench) }
if only == nil || only == "coalescer" { coalescerBenchmarks(bench) }
if only == nil || only == "engine" { propertyTestingBenchmarks(bench) }
if only == nil || only == "loop" {
    fuzzLoopBenchmarks(bench)
    fuzzWorkersBenchmarks(bench)
}
if only == nil || only == "screens" {
    screenBenchmarks(bench)
    await deliveryBenchmarks(bench)
}
if only == nil || only == "staged" { stagedBenchmarks(bench) }
if only == nil || only == "reproduce" {
    reproduceBenchmarks(bench)
    realCrashTextBenchmarks(bench)
}
if only == nil || only == "guided" { guidedBenchmarks(bench) }
if only == nil || only == "shrinking" { shrinkingBenchmarks(bench) }
if only == nil || only == "exhaustive" { exhaustiveBenchmarks(bench) }
print("\npeak memory: \(Int(bench.peakMemoryMiB())) MiB")
