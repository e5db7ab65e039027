import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Scenarios
import BatchFuzzRegistry

/// The fuzz loop, engine by engine: `check` on each correct engine's property in each flavour,
/// as a `fuzz` worker runs it (generation and judgement, without the pipe) — cases per second in
/// wall time, and instructions per case counted by callgrind (stable on a noisy machine), with
/// the engine's own instructions and the overhead ratio (case / engine) where the engine can be
/// run alone (the core property). The goals: a core case within 2× its engine, at least 30,000
/// cases a second.
func fuzzLoopBenchmarks(_ bench: Bench) {
    let seconds = bench.quick ? 0.5 : 2.0
    let counted = bench.quick ? 500 : 1000  // past case 400, every case has the full size
    var rows: [[String]] = []
    for engine in Registry.engines
    where engine.kind == .correct && engine.scenario != "oracle" && engine.scenario != "crash-text" {
        for flavor in engine.flavors {
            var configuration = CheckConfiguration(seed: 1, cases: .max, log: { _ in })
            configuration.timeBudget = .milliseconds(Int(seconds * 1000))
            guard case .passed(let report) = check(engine.property([flavor]), configuration) else { continue }
            let rate = Double(report.cases) / bench.seconds(report.elapsed)
            let flavorName = flavor == .tableView ? "table" : "collection"
            let perCase = InstructionCounts.perCase(
                engine: engine.name, flavor: flavor, part: .wholeCase, cases: counted)
            var own: Double?
            if InstructionCounts.engines.contains(where: { $0.name == engine.name }),
                let withEngine = InstructionCounts.perCase(
                    engine: engine.name, flavor: flavor, part: .engine, cases: counted),
                let generation = InstructionCounts.perCase(
                    engine: engine.name, flavor: flavor, part: .generation, cases: counted)
            {
                own = withEngine - generation
            }
            func thousands(_ value: Double?) -> String { value.map { String(format: "%.1fk", $0 / 1000) } ?? "–" }
            let overhead = perCase.flatMap { whole in own.map { whole / $0 } }
            rows.append([
                engine.scenario, engine.name, flavorName, String(Int(rate)), thousands(perCase), thousands(own),
                overhead.map { String(format: "%.2fx", $0) } ?? "–",
            ])
            bench.emit([
                ("section", "\"fuzz loop\""), ("engine", "\"\(engine.name)\""), ("flavor", "\"\(flavorName)\""),
                ("cases_per_s", String(Int(rate))),
                ("instructions_per_case", perCase.map { String(Int($0)) } ?? "null"),
                ("engine_instructions_per_case", own.map { String(Int($0)) } ?? "null"),
            ])
        }
    }
    bench.table(
        "The fuzz loop: each correct engine (release, one core, \(seconds) s each; instructions by callgrind, \(counted) cases; goals: core overhead ≤ 2x, ≥ 30,000 core cases/s)",
        ["scenario", "engine", "flavour", "cases/s", "instr./case", "engine instr./case", "overhead"], rows)
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
    let cases = bench.quick ? 100_000 : 400_000
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
