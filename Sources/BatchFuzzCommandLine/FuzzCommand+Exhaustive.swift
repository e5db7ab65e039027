import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// `batchfuzz fuzz --exhaustive`: every case of a small scope, each judged once, in this
/// process; the first failure in size order is minimal as found and is saved as an ordinary
/// corpus entry.
extension FuzzCommand {
    /// The scope flags: `--sections`, `--rows`, `--edits`, `--kinds`, `--budget`.
    static func exhaustiveScope(_ arguments: inout Arguments) throws(UsageError) -> ExhaustiveScope {
        var scope = ExhaustiveScope()
        func count(_ option: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int? {
            try arguments.value(option, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)") {
                Int($0).flatMap { range.contains($0) ? $0 : nil }
            }
        }
        scope.sections = try count("--sections", 0...10) ?? scope.sections
        scope.rows = try count("--rows", 0...10) ?? scope.rows
        scope.edits = try count("--edits", 0...10) ?? scope.edits
        scope.budget = try count("--budget", 1...1_000_000_000) ?? scope.budget
        let names = ExhaustiveScope.EditKind.allCases.map(\.rawValue).joined(separator: ", ")
        scope.kinds =
            try arguments.value("--kinds", expected: "edit kinds separated by commas: \(names)") { text in
                let kinds = text.split(separator: ",").map { ExhaustiveScope.EditKind(rawValue: String($0)) }
                return kinds.isEmpty || kinds.contains(nil) ? nil : kinds.compactMap { $0 }
            } ?? scope.kinds
        return scope
    }

    /// Runs every case of `scope` for each run; the summary says what was covered.
    static func runExhaustive(
        _ runs: [Run], scope: ExhaustiveScope, shard: Supervisor.Shard, corpus: String, junit: String?,
        emitJSON: (String) -> Void
    ) -> Int32 {
        let part = ExhaustiveConfiguration.Shard(index: shard.index, count: shard.count)
        // The scope in the words of the runs' scenario.
        let words = runs.first.map { $0.engine.describe(scope) } ?? scope.description
        print(
            "\(tool) fuzz --exhaustive: \(words)"
                + (shard.count > 1 ? ", shard \(shard.index + 1) of \(shard.count)" : "")
                + ", \(runs.count) run\(runs.count == 1 ? "" : "s")")
        let stop = StopFlag.installed()
        let progress = Progress()
        var rows: [[String]] = []
        var junitReport = JUnitReport(name: "\(tool) fuzz --exhaustive (\(words))")
        var failed = false, ioError = false
        for run in runs where !stop.isSet {
            let title = run.title
            let clock = ContinuousClock(), start = clock.now
            let configuration = ExhaustiveConfiguration(
                budget: scope.budget, shard: part,
                progress: { walked in progress.update(title, walked, Int.max) }, isCancelled: { stop.isSet })
            guard let result = run.engine.checkExhaustively([run.flavor], scope: scope, configuration: configuration)
            else { continue }
            progress.finish()
            let seconds = Progress.seconds(clock.now - start)
            switch result {
            case .tooLarge(let estimate, let budget):
                printError(
                    "\(title): \(run.engine.describe(scope)) is about \(Int(estimate.rounded())) choice sequences, more than the budget of \(budget): narrow it (--sections, --rows, --edits, --kinds) or raise --budget"
                )
                return 2
            case .passed(let report):
                let coverage = coverageLine(run.engine.describe(scope), report)
                print(
                    "  \(title): \(coverage)\(report.cancelled ? " — INTERRUPTED" : ""), all valid (\(rate(report.judged, seconds)) cases/s)"
                )
                rows.append([run.engine.name, run.flavorColumn, String(report.judged), "0", "all valid"])
                emitJSON(jsonLine(run, scope, report, failure: nil, seconds: seconds))
                junitReport.cases.append(
                    .init(
                        name: title, seconds: seconds,
                        error: report.cancelled ? "interrupted after \(report.judged) cases" : nil, output: coverage))
            case .failed(let counterexample, let report):
                failed = true
                let coverage = coverageLine(run.engine.describe(scope), report)
                print(
                    "\nFAILURE \(run.engine.kind == .zoo ? "(bug zoo, expected) " : "")in \(title): \(counterexample.signature), the first case in size order (minimal as found)\n  \(counterexample.message)\n  case:\n    \(counterexample.caseDescription.replacingOccurrences(of: "\n", with: "\n    "))\n"
                )
                var path: String?
                do {
                    let file = CorpusFile(
                        scenario: run.engine.scenario, engine: run.engine.name, flavor: run.flavor,
                        expectation: run.engine.kind == .correct ? .pass : .fail,
                        failure: .init(
                            kind: "property", signature: counterexample.signature, message: counterexample.message),
                        found: .init(
                            by: "\(toolAndVersion) fuzz --exhaustive (\(run.engine.describe(scope)))",
                            seed: "exhaustive",
                            caseIndex: nil),
                        draws: counterexample.draws, case: try counterexample.value.json())
                    path = try CorpusStore.write(
                        file, to: corpus, subfolder: run.engine.kind == .correct ? "regressions" : "zoo")
                    print("saved \(path!)\nexplain it with: \(tool) explain \(path!)\n")
                } catch {
                    printError("\(error)")
                    ioError = true
                }
                print("  \(title): \(coverage), failed")
                rows.append([run.engine.name, run.flavorColumn, String(report.judged), "1", counterexample.signature])
                emitJSON(jsonLine(run, scope, report, failure: (counterexample.signature, path), seconds: seconds))
                junitReport.cases.append(
                    .init(
                        name: title, seconds: seconds,
                        failure: "\(counterexample.signature): \(counterexample.message)", output: coverage))
            }
        }
        print("\nSummary (\(words))\n")
        Table.print(["engine", "flavour", "cases judged", "failures", "verdict"], rows)
        if let junit {
            do { try junitReport.write(to: junit) } catch {
                printError("\(junit): cannot write the JUnit report: \(error.localizedDescription)")
                ioError = true
            }
        }
        if stop.isSet { return 130 }
        if failed { return 1 }
        return ioError ? 3 : 0
    }

    /// `every case up to 2 edits on ≤ 3 sections of ≤ 3 rows: 1,412,050 distinct cases judged`.
    static func coverageLine(_ scope: String, _ report: ExhaustiveReport) -> String {
        "\(scope): \(report.judged) distinct cases judged"
            + (report.shard.count > 1 ? " (this shard's share of \(report.distinct))" : "")
            + ", from \(report.sequences) choice sequences"
    }

    /// The run's JSON line, with the scope it covered.
    static func jsonLine(
        _ run: Run, _ scope: ExhaustiveScope, _ report: ExhaustiveReport, failure: (String, String?)?,
        seconds: Double
    ) -> String {
        var fields: [String: JSONValue] = [
            "scenario": .string(run.engine.scenario), "engine": .string(run.engine.name),
            "flavor": .string(flavorName(run.flavor)), "exhaustive": .bool(true),
            "scope": .string(run.engine.describe(scope)), "sections": .integer(scope.sections),
            "rows": .integer(scope.rows),
            "edits": .integer(scope.edits), "kinds": .array(scope.kinds.map { .string($0.rawValue) }),
            "distinct": .integer(report.distinct), "cases": .integer(report.judged),
            "sequences": .integer(report.sequences),
            "shard": .string("\(report.shard.index + 1)/\(report.shard.count)"),
            "failures": .integer(failure == nil ? 0 : 1), "seconds": .number(seconds),
            "complete": .bool(!report.cancelled),
        ]
        if let (signature, path) = failure {
            fields["failure"] = .string(signature)
            if let path { fields["file"] = .string(path) }
        }
        return JSONLines.line(fields)
    }
}
