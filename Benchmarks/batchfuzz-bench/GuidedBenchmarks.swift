import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Scenarios
import BatchFuzzRegistry

/// Coverage-guided (libFuzzer, with BatchFuzz's structure-aware mutator) against random mode
/// on the same generator: executions per second on the coalescer; edges and batch shapes
/// reached after the same number of cases; cases and seconds to the planted deep bug
/// (`rare-conjunction-coalescer`) over 10 seeds. Needs the libFuzzer targets built first:
/// `Scripts/libfuzzer-build.sh coalescer rare-conjunction-coalescer` (or `$BATCHFUZZ_LIBFUZZER_DIR`).
func guidedBenchmarks(_ bench: Bench) {
    let folder = ProcessInfo.processInfo.environment["BATCHFUZZ_LIBFUZZER_DIR"] ?? ".build/libfuzzer"
    let correct = "\(folder)/batchfuzz-libfuzzer--coalescer",
        deep = "\(folder)/batchfuzz-libfuzzer--rare-conjunction-coalescer"
    guard FileManager.default.isExecutableFile(atPath: correct), FileManager.default.isExecutableFile(atPath: deep)
    else {
        print(
            "\nguided: skipped, no libFuzzer targets in \(folder) (Scripts/libfuzzer-build.sh coalescer rare-conjunction-coalescer)"
        )
        return
    }
    let property = Registry.engine(named: "coalescer")!.property([.tableView])
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("batchfuzz-guided-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }

    // Executions per second, one core each.
    let seconds = bench.quick ? 3 : 10
    let guidedRun = LibFuzzerRun(correct, ["-max_total_time=\(seconds)"], scratch: scratch + "/rate")
    var timed = CheckConfiguration(seed: 1, cases: .max, log: { _ in })
    timed.timeBudget = .seconds(seconds)
    guard case .passed(let report) = check(property, timed) else { fatalError("the coalescer failed a random case") }
    let randomRate = Double(report.cases) / bench.seconds(report.elapsed)

    // Coverage after the same cases: random mode's cases given to the instrumented target as
    // its starting corpus (it runs each once and reports what they reached), against a guided
    // run of as many executions from nothing.
    let cases = bench.quick ? 2_000 : 20_000
    let randomFolder = scratch + "/random"
    try? FileManager.default.createDirectory(atPath: randomFolder, withIntermediateDirectories: true)
    var randomShapes = Set<Int>()
    for index in 0..<cases {
        var source = ChoiceSource(seed: CheckConfiguration.caseSeed(2, index), size: min(100, index / 4))
        guard let value = try? property.generator.generate(using: &source) else { continue }
        randomShapes.insert(batchShape(value))
        var encoder = ChoiceSource(encoding: source.draws)
        _ = try? property.generator.generate(using: &encoder)
        _ = FileManager.default.createFile(atPath: "\(randomFolder)/\(index)", contents: Data(encoder.encodedBytes))
    }
    let randomCoverage = LibFuzzerRun(correct, ["-runs=0"], scratch: scratch + "/random-run", corpus: randomFolder)
    let guidedCoverage = LibFuzzerRun(correct, ["-runs=\(cases)", "-seed=2"], scratch: scratch + "/guided")
    var guidedShapes = Set<Int>()
    for file in (try? FileManager.default.contentsOfDirectory(atPath: guidedCoverage.corpus)) ?? [] {
        var source = ChoiceSource(
            bytes: Array(FileManager.default.contents(atPath: "\(guidedCoverage.corpus)/\(file)") ?? Data()))
        if let value = try? property.generator.generate(using: &source) { guidedShapes.insert(batchShape(value)) }
    }

    // The deep bug, seed by seed.
    let deepProperty = Registry.engine(named: "rare-conjunction-coalescer")!.property([.tableView])
    typealias Find = (cases: Int, seconds: Double)
    var bySeed: [(random: Find?, guided: Find?)] = []
    for seed in 1...(bench.quick ? 3 : 10) {
        let configuration = CheckConfiguration(seed: UInt64(seed), cases: 1_000_000, log: { _ in })
        var random: Find?
        if case .failed(let counterexample) = check(deepProperty, configuration),
            case .random(let index) = counterexample.origin
        {
            random = (index + 1, bench.seconds(counterexample.foundAfter))
        }
        let run = LibFuzzerRun(deep, ["-seed=\(seed)", "-max_total_time=300"], scratch: "\(scratch)/deep-\(seed)")
        bySeed.append((random, run.found ? (run.executions, run.seconds) : nil))
    }
    let randomFinds = bySeed.compactMap(\.random), guidedFinds = bySeed.compactMap(\.guided)
    func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }
    let randomCasesMedian = median(randomFinds.map { Double($0.cases) }),
        guidedCasesMedian = median(guidedFinds.map { Double($0.cases) })
    let randomSecondsMedian = median(randomFinds.map(\.seconds)),
        guidedSecondsMedian = median(guidedFinds.map(\.seconds))

    func number(_ value: Double) -> String { value.isNaN ? "-" : String(Int(value)) }
    bench.table(
        "Coverage-guided (libFuzzer + BatchFuzz's mutator) vs random mode, same generator and property, one core each",
        ["measure", "random", "guided", "guided/random"],
        [
            [
                "coalescer: cases per second", number(randomRate), number(guidedRun.rate),
                bench.ratio(guidedRun.rate / randomRate),
            ],
            [
                "coalescer: edges after \(cases) cases", String(randomCoverage.edges), String(guidedCoverage.edges),
                bench.ratio(Double(guidedCoverage.edges) / Double(randomCoverage.edges)),
            ],
            [
                "coalescer: coverage features after \(cases) cases", String(randomCoverage.features),
                String(guidedCoverage.features),
                bench.ratio(Double(guidedCoverage.features) / Double(randomCoverage.features)),
            ],
            [
                "coalescer: batch shapes after \(cases) cases (guided: its kept inputs)", String(randomShapes.count),
                String(guidedShapes.count),
                bench.ratio(Double(guidedShapes.count) / Double(randomShapes.count)),
            ],
            [
                "deep bug: seeds that found it", "\(randomFinds.count)/\(bench.quick ? 3 : 10)",
                "\(guidedFinds.count)/\(bench.quick ? 3 : 10)", "",
            ],
            [
                "deep bug: median cases to find (lower is better)", number(randomCasesMedian),
                number(guidedCasesMedian),
                bench.ratio(guidedCasesMedian / randomCasesMedian),
            ],
            [
                "deep bug: median seconds to find", String(format: "%.2f", randomSecondsMedian),
                String(format: "%.2f", guidedSecondsMedian),
                bench.ratio(guidedSecondsMedian / randomSecondsMedian),
            ],
        ])
    bench.table(
        "The deep bug seed by seed (cases to find; guided counts libFuzzer's executions, its seconds include the shrink)",
        ["seed", "random cases", "random s", "guided cases", "guided s"],
        bySeed.enumerated().map { index, finds in
            [
                String(index + 1),
                finds.random.map { String($0.cases) } ?? "-",
                finds.random.map { String(format: "%.2f", $0.seconds) } ?? "-",
                finds.guided.map { String($0.cases) } ?? "-",
                finds.guided.map { String(format: "%.2f", $0.seconds) } ?? "-",
            ]
        })
    bench.emit([
        ("section", "\"guided\""), ("random_rate", String(randomRate)), ("guided_rate", String(guidedRun.rate)),
        ("random_edges", String(randomCoverage.edges)), ("guided_edges", String(guidedCoverage.edges)),
        ("random_shapes", String(randomShapes.count)), ("guided_shapes", String(guidedShapes.count)),
        ("random_deep_cases_median", String(randomCasesMedian)),
        ("guided_deep_cases_median", String(guidedCasesMedian)),
    ])
}

/// Which kinds of update (section and item inserts, deletes, moves, reloads) the coalescer's
/// batch for a case holds, as eight bits.
private func batchShape(_ value: AnyCase) -> Int {
    guard let edits = value.base as? EditCase,
        let batch = try? BatchCoalescer().batch(for: edits.edits, from: edits.initial)
    else { return -1 }
    let kinds = [
        !batch.sectionInserts.isEmpty, !batch.sectionDeletes.isEmpty, !batch.sectionMoves.isEmpty,
        !batch.sectionReloads.isEmpty,
        !batch.itemInserts.isEmpty, !batch.itemDeletes.isEmpty, !batch.itemMoves.isEmpty, !batch.itemReloads.isEmpty,
    ]
    return kinds.enumerated().reduce(0) { $0 | ($1.element ? 1 << $1.offset : 0) }
}

/// One run of a libFuzzer target, in a folder of its own, read from its final statistics.
private struct LibFuzzerRun {
    var executions = 0
    var rate = 0.0
    var edges = 0
    var features = 0
    var seconds = 0.0
    var found = false
    let corpus: String

    init(_ target: String, _ options: [String], scratch: String, corpus: String? = nil) {
        self.corpus = corpus ?? scratch + "/corpus"
        try? FileManager.default.createDirectory(atPath: self.corpus, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: target)
        process.arguments = options + ["-print_final_stats=1", "-artifact_prefix=\(scratch)/", self.corpus]
        process.currentDirectoryURL = URL(fileURLWithPath: scratch)
        process.environment = ProcessInfo.processInfo.environment.merging(["BATCHFUZZ_CORPUS": scratch + "/entries"]) {
            $1
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let start = ContinuousClock.now
        guard (try? process.run()) != nil else { return }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - start
        seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        found = text.contains("BatchFuzz: ") && text.contains(" fails ")
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if line.hasPrefix("stat::number_of_executed_units:") { executions = Int(words.last!) ?? 0 }
            if line.hasPrefix("stat::average_exec_per_sec:") { rate = Double(words.last!) ?? 0 }
            // The last status line (INITED, NEW, DONE …) holds the coverage so far.
            if line.hasPrefix("#"), let cov = words.firstIndex(of: "cov:"), let ft = words.firstIndex(of: "ft:") {
                edges = Int(words[cov + 1]) ?? edges
                features = Int(words[ft + 1]) ?? features
            }
        }
    }
}
