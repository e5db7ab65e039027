import BatchFuzz
import Foundation

/// `batchfuzz fuzz`: runs scenarios' properties on random cases, prints progress and a summary.
enum FuzzCommand {
    static let help = """
        OVERVIEW: Run random cases through the scenarios' engines, judged by the UIKit oracle.

        USAGE: batchfuzz fuzz [options]

        OPTIONS:
          --scenario NAME      core or oracle (default: core).
          --engine NAME        An engine of the scenario (default: all its correct engines).
                               'batchfuzz list' shows them.
          --flavor F           table, collection or both (default: both).
          --seed S             Seed, decimal or 0x-hex (default: random, always printed).
          --cases N            Cases per engine and flavour (default: 10000).
          --duration D         Time budget for the whole run instead, e.g. 90s, 10m, 1h.
          --max-size N         Most edits per case (default: 12).
          --corpus DIR         Where failures are saved (default: Corpus): correct engines'
                               under regressions/, bug-zoo engines' under zoo/.
          --junit FILE         Also write a JUnit XML report.
          --json               Print the summary as JSON lines.
          -h, --help           Show this help.

        EXIT STATUS: 0 nothing failed, 1 a failure was found, 2 usage error.
        """

    struct Run {
        var engine: RegisteredEngine
        var flavor: ViewFlavor
    }

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.flag("-h") || arguments.flag("--help") {
            print(help)
            return 0
        }
        let scenario = try arguments.value("--scenario") ?? "core"
        let engineName = try arguments.value("--engine")
        let flavors: [ViewFlavor] = try arguments.value("--flavor", expected: "table, collection or both") { text in
            switch text {
            case "table": [.tableView]
            case "collection": [.collectionView]
            case "both": ViewFlavor.allCases
            default: nil
            }
        } ?? ViewFlavor.allCases
        let seed = try arguments.value("--seed", expected: "a decimal or 0x-prefixed hexadecimal number", parseSeed)
            ?? UInt64.random(in: 0...UInt64.max)
        let cases = try arguments.value("--cases", expected: "a positive whole number") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
        let duration = try arguments.value("--duration", expected: "a duration such as 90s, 10m or 1h", parseDuration)
        let maxEdits = try arguments.value("--max-size", expected: "a whole number from 0 to 1000") { Int($0).flatMap { (0...1_000).contains($0) ? $0 : nil } } ?? 12
        let json = arguments.flag("--json")
        let corpus = try arguments.value("--corpus") ?? "Corpus"
        let junit = try arguments.value("--junit")
        try arguments.finish()
        if cases != nil, duration != nil { throw UsageError(description: "give --cases or --duration, not both") }

        if scenario == "oracle" {
            return runOracleSelfCheck(cases: cases ?? 20_000, seed: seed)
        }
        guard Registry.scenarios.contains(scenario) else {
            throw UsageError(description: "unknown scenario '\(scenario)'; available: \((Registry.scenarios + ["oracle"]).joined(separator: ", "))")
        }
        let inScenario = Registry.engines.filter { $0.scenario == scenario }
        let engines: [RegisteredEngine]
        if let engineName {
            guard let engine = inScenario.first(where: { $0.name == engineName }) else {
                throw UsageError(description: "unknown engine '\(engineName)' for scenario '\(scenario)'; available: \(inScenario.map(\.name).joined(separator: ", "))")
            }
            engines = [engine]
        } else {
            engines = inScenario.filter { $0.kind == .correct }
        }
        let runs = engines.flatMap { engine in flavors.map { Run(engine: engine, flavor: $0) } }
        let perRunBudget = duration.map { $0 / runs.count }
        print("batchfuzz fuzz: scenario \(scenario), \(runs.count) runs, seed \(seed)" + (cases.map { ", \($0) cases each" } ?? "") + (duration.map { ", budget \($0)" } ?? ""))
        print("replay with: batchfuzz fuzz --scenario \(scenario)\(engineName.map { " --engine \($0)" } ?? "") --seed \(seed)" + (cases.map { " --cases \($0)" } ?? ""))

        var rows: [[String]] = []
        var failed = false
        var ioError = false
        var junitReport = JUnitReport(name: "batchfuzz fuzz --scenario \(scenario) --seed \(seed)")
        let progress = Progress()
        for run in runs {
            let title = "\(run.engine.name) (\(run.flavor == .tableView ? "table" : "collection"))"
            let target = cases ?? (duration == nil ? 10_000 : Int.max)
            let configuration = CheckConfiguration(
                seed: seed, cases: target, timeBudget: perRunBudget, maxSize: 100, log: { _ in },
                progress: { progress.update(title, $0, target) })
            let clock = ContinuousClock(), start = clock.now
            let property = run.engine.property([run.flavor], maxEdits)
            let result = check(property, configuration)
            let seconds = Progress.seconds(clock.now - start)
            progress.finish()
            switch result {
            case .passed(let report):
                rows.append([run.engine.name, flavorName(run.flavor), String(report.cases), "0", rate(report.cases, seconds)])
                if json { print(jsonLine(run, report.cases, 0, seconds)) }
                junitCase(&junitReport, title, seconds, failure: nil)
                print("  \(title): \(report.cases) cases passed; " + report.labels.prefix(6).map { "\($0.label) \($0.count * 100 / max(1, report.cases))%" }.joined(separator: ", "))
            case .failed(let counterexample):
                failed = true
                let index: Int
                if case .random(let i) = counterexample.origin { index = i + 1 } else { index = 0 }
                rows.append([run.engine.name, flavorName(run.flavor), String(index), "1", rate(index, seconds)])
                if json { print(jsonLine(run, index, 1, seconds)) }
                print("\nFAILURE \(run.engine.kind == .zoo ? "(bug zoo, expected) " : "")in \(title):\n\(counterexample)\n")
                let file = CorpusFile(
                    scenario: scenario, engine: run.engine.name, flavor: run.flavor,
                    expectation: run.engine.kind == .correct ? .pass : .fail,
                    failure: .init(kind: "property", signature: counterexample.signature, message: counterexample.message),
                    found: .init(by: "batchfuzz \(BatchFuzz.version) fuzz", seed: String(seed), caseIndex: index - 1),
                    draws: counterexample.draws, case: counterexample.value)
                do {
                    let path = try CorpusStore.write(file, to: corpus, subfolder: run.engine.kind == .correct ? "regressions" : "zoo")
                    print("saved \(path)\nexplain it with: batchfuzz explain \(path)\n")
                } catch {
                    printError("\(error)")
                    ioError = true
                }
                junitCase(&junitReport, title, seconds, failure: "\(counterexample.signature): \(counterexample.message)")
            case .gaveUp(let report):
                failed = true
                rows.append([run.engine.name, flavorName(run.flavor), String(report.cases), "gave up", rate(report.cases, seconds)])
            case .generatorFailed(let error, _, let index):
                failed = true
                rows.append([run.engine.name, flavorName(run.flavor), String(index), "generator", "-"])
                print("generator failed on case \(index): \(error)")
            }
        }
        print("\nSummary (seed \(seed))\n")
        Table.print(["engine", "flavour", "cases", "failures", "cases/s"], rows)
        if let junit {
            do { try junitReport.write(to: junit) } catch {
                printError("\(junit): cannot write the JUnit report: \(error.localizedDescription)")
                ioError = true
            }
        }
        if failed { return 1 }
        return ioError ? 3 : 0
    }

    static func junitCase(_ report: inout JUnitReport, _ title: String, _ seconds: Double, failure: String?) {
        report.cases.append(.init(name: title, seconds: seconds, failure: failure))
    }

    static func flavorName(_ flavor: ViewFlavor) -> String { flavor == .tableView ? "table" : "collection" }

    static func rate(_ cases: Int, _ seconds: Double) -> String { String(Int(Double(cases) / max(seconds, 1e-9))) }

    static func jsonLine(_ run: Run, _ cases: Int, _ failures: Int, _ seconds: Double) -> String {
        #"{"scenario": "\#(run.engine.scenario)", "engine": "\#(run.engine.name)", "flavor": "\#(flavorName(run.flavor))", "cases": \#(cases), "failures": \#(failures), "seconds": \#(seconds)}"#
    }

    static func runOracleSelfCheck(cases: Int, seed: UInt64) -> Int32 {
        print("batchfuzz fuzz: oracle self-check, \(cases) cases, seed \(seed)")
        let progress = Progress()
        let report = OracleSelfCheck.run(cases: cases, seed: seed) { done in
            if done % 1024 == 0 || done == cases { progress.update("oracle self-check", done, cases) }
        }
        progress.finish()
        var rows = [["cases", String(report.cases)], ["placed by the reference (× flavours)", String(report.placed)],
                    ["animated by the oracle (× flavours)", String(report.animated)]]
        rows += report.checks.sorted { $0.key < $1.key }.map { ["check: \($0.key)", String($0.value)] }
        rows += report.violations.sorted { $0.key < $1.key }.map { ["rule exercised: \($0.key)", String($0.value)] }
        rows.append(["failures", String(report.failures.count)])
        Table.print(["what", "count"], rows)
        report.failures.prefix(20).forEach { print("FAILURE \($0)") }
        return report.failures.isEmpty ? 0 : 1
    }
}
