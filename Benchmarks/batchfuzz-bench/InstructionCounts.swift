import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import BatchFuzzRegistry

/// Instructions a fuzz case costs, counted by callgrind: the whole case (generation, the engine,
/// the judge, the bookkeeping, as `check` runs it) and the engine alone on the same cases, so
/// the overhead ratio — what the harness spends for each instruction of the engine under test —
/// is stable on a noisy machine, where wall time is not.
///
/// Each figure is the difference between a run of `2n` cases and a run of `n`, divided by `n`:
/// the process's start and the run's set-up cancel out.
enum InstructionCounts {
    /// What one counted run does.
    enum Part: String {
        /// `check` over the engine's property: a whole fuzz case.
        case wholeCase = "case"
        /// The case generated as `check` generates it, and nothing else.
        case generation
        /// The case generated, then the engine's batch made for it.
        case engine
    }

    /// The engines counted, each alone: what it is handed (the case, the final list and the
    /// reloads, computed in the generation part too) to the batch it returns.
    static let engines:
        [(name: String, batch: @Sendable (EditCase, EditCase.Outcome, ChangedContent<Int, Int>) throws -> BatchUpdate)] =
            [
                ("coalescer", { value, _, _ in try BatchCoalescer().batch(for: value.edits, from: value.initial) }),
                (
                    "differ",
                    { value, outcome, changed in
                        try BatchDiffer().batch(from: value.initial, to: outcome.final, changed: changed)
                    }
                ),
            ]

    /// Runs `part` on `cases` cases of `engine` in `flavor` (what the child under callgrind does).
    static func run(engine: String, flavor: ViewFlavor, part: Part, cases: Int) {
        guard let registered = Registry.engines.first(where: { $0.name == engine }) else { return }
        switch part {
        case .wholeCase:
            _ = check(registered.property([flavor]), CheckConfiguration(seed: 1, cases: cases, log: { _ in }))
        case .generation, .engine:
            guard let own = engines.first(where: { $0.name == engine }) else { return }
            let configuration = CheckConfiguration(seed: 1, cases: cases)
            let generator = EditCase.generator()
            var source = ChoiceSource(seed: 0, size: 0)
            var made = 0
            for index in 0..<cases {
                source.restart(
                    seed: CheckConfiguration.caseSeed(1, index), size: configuration.size(ofCase: index))
                guard let value = try? generator.generate(using: &source), let outcome = try? value.outcome()
                else { continue }
                let changed = outcome.changedContent
                if part == .engine, let batch = try? own.batch(value, outcome, changed) {
                    made &+= batch.operationCount
                }
            }
            blackHole(made)
        }
    }

    /// Instructions a case of `part` costs, or `nil` when valgrind is not here.
    static func perCase(engine: String, flavor: ViewFlavor, part: Part, cases: Int) -> Double? {
        guard let small = count(engine: engine, flavor: flavor, part: part, cases: cases),
            let large = count(engine: engine, flavor: flavor, part: part, cases: 2 * cases)
        else { return nil }
        return Double(large - small) / Double(cases)
    }

    /// The instructions callgrind counts for one run of this benchmark in the counting mode.
    static func count(engine: String, flavor: ViewFlavor, part: Part, cases: Int) -> Int? {
        count([engine, flavor == .tableView ? "table" : "collection", part.rawValue, String(cases)])
    }

    /// The instructions callgrind counts for `cases` cases of a screen of ``ScreenBenchmarks``.
    static func count(screen: String, cases: Int) -> Int? {
        count(["screen", screen, String(cases)])
    }

    /// The instructions of this benchmark run with `--instructions arguments` under callgrind.
    private static func count(_ arguments: [String]) -> Int? {
        let valgrind = "/usr/bin/valgrind"
        guard FileManager.default.isExecutableFile(atPath: valgrind) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        process.arguments =
            ["--tool=callgrind", "--callgrind-out-file=/dev/null", CommandLine.arguments[0], "--instructions"]
            + arguments
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        guard (try? process.run()) != nil else { return nil }
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // `==123== Collected : 4567890`
        guard let line = output.split(separator: "\n").first(where: { $0.contains("Collected :") }),
            let number = line.split(separator: " ").last.flatMap({ Int($0) })
        else { return nil }
        return number
    }

    @inline(never)
    static func blackHole(_ value: Int) {
        if value == -1 { print(value) }
    }
}
