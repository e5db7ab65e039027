import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Scenarios

/// The fuzz loop's cases per second, engine by engine: `check` on each correct engine's property
/// in each flavour, as a `fuzz` worker runs it (generation and judgement, without the pipe),
/// against the core property's goal of 100,000 and Hypothesis's stateful testing on the same
/// edit model (85 to 135 cases a second on this machine class; 110 taken as its rate).
func fuzzLoopBenchmarks(_ bench: Bench) {
    let seconds = bench.quick ? 0.5 : 2.0
    var rows: [[String]] = []
    for engine in Registry.engines
    where engine.kind == .correct && engine.scenario != "oracle" && engine.scenario != "crash-text" {
        for flavor in engine.flavors {
            var configuration = CheckConfiguration(seed: 1, cases: .max, log: { _ in })
            configuration.timeBudget = .milliseconds(Int(seconds * 1000))
            guard case .passed(let report) = check(engine.property([flavor]), configuration) else { continue }
            let rate = Double(report.cases) / bench.seconds(report.elapsed)
            let flavorName = flavor == .tableView ? "table" : "collection"
            rows.append([
                engine.scenario, engine.name, flavorName, String(Int(rate)),
                engine.scenario == "core" ? bench.ratio(rate / 100_000) : "-", String(format: "%.0fx", rate / 110),
            ])
            bench.emit([
                ("section", "\"fuzz loop\""), ("engine", "\"\(engine.name)\""), ("flavor", "\"\(flavorName)\""),
                ("cases_per_s", String(Int(rate))),
            ])
        }
    }
    bench.table(
        "The fuzz loop: cases per second of each correct engine (release, one core, \(seconds) s each)",
        ["scenario", "engine", "flavour", "cases/s", "vs goal 100k/s", "vs Hypothesis"], rows)
}

/// `batchfuzz fuzz` with one worker and with two, on the core coalescer: the run's cases per
/// second, whole runs timed (workers starting, the supervisor reading their progress). Goal: two
/// workers within 10% of twice one. Needs the release `batchfuzz` built next to this benchmark
/// (`swift build -c release --product batchfuzz`); skipped with a note otherwise.
func fuzzWorkersBenchmarks(_ bench: Bench) {
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "batchfuzz"
    ).path
    guard FileManager.default.isExecutableFile(atPath: tool) else {
        print("\nnote: \(tool) is not built; `swift build -c release --product batchfuzz` adds the workers table")
        return
    }
    let cases = bench.quick ? 20_000 : 100_000
    let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("batchfuzz-bench-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: corpus) }
    var rates: [Double] = []
    for workers in [1, 2] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [
            "fuzz", "--engine", "coalescer", "--flavor", "table", "--seed", "1", "--cases", String(cases),
            "--workers", String(workers), "--corpus", corpus,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = bench.clock.now
        guard (try? process.run()) != nil else { return }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            print(
                "\nnote: batchfuzz fuzz with \(workers) worker(s) exited with status \(process.terminationStatus); no workers table"
            )
            return
        }
        rates.append(Double(cases) / bench.seconds(bench.clock.now - start))
    }
    bench.table(
        "batchfuzz fuzz, core coalescer, table, \(cases) cases (release; goal: 2 workers ≥ 1.8× one)",
        ["workers", "cases/s", "vs one worker"],
        [["1", String(Int(rates[0])), "1.00x"], ["2", String(Int(rates[1])), bench.ratio(rates[1] / rates[0])]])
    bench.emit([("section", "\"fuzz workers\""), ("one", String(Int(rates[0]))), ("two", String(Int(rates[1])))])
}
