import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import BatchFuzzRegistry

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

    /// The options of a random run are usage errors beside `--exhaustive`, and every engine must
    /// have an exhaustive form.
    static func checkExhaustiveOptions(
        _ engines: [RegisteredEngine], seed: UInt64?, cases: Int?, duration: Duration?, maxSize: Int?, survey: Bool,
        workers: Int?
    ) throws(UsageError) {
        let given: [(String, String?)] = [
            ("--seed", seed.map(String.init)), ("--cases", cases.map(String.init)),
            ("--duration", duration.map { "\($0)" }), ("--max-size", maxSize.map(String.init)),
            ("--survey", survey ? "" : nil), ("--workers", workers.map(String.init)),
        ]
        if let (option, _) = given.first(where: { $0.1 != nil }) {
            throw UsageError(
                description: option == "--workers"
                    ? "--workers does not apply to --exhaustive, whose walk runs in one process: split it with --shard I/N instead"
                    : option == "--max-size"
                        ? "--max-size does not apply to --exhaustive: the scope is --sections, --rows, --edits and --kinds"
                        : "\(option) does not apply to --exhaustive, which judges every case of its scope once"
            )
        }
        if let without = engines.first(where: { !$0.checksExhaustively }) {
            let with = Set(Registry.engines.filter(\.checksExhaustively).map(\.scenario)).sorted()
            throw UsageError(
                description:
                    "engine '\(without.name)' (scenario '\(without.scenario)') has no exhaustive form; scenarios with one: \(with.joined(separator: ", "))"
            )
        }
    }

    /// Runs every case of `scope` for each run; the summary says what was covered.
    static func runExhaustive(
        _ runs: [Run], scope: ExhaustiveScope, shard: Supervisor.Shard, caseTimeout: Duration, corpus: String,
        junit: String?, emitJSON: (String) -> Void
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
        for run in runs {
            let title = run.title
            // An interrupt ends the walks; those it kept from starting are listed as not run.
            guard !stop.isSet else {
                rows.append([run.engine.name, run.flavorColumn, "–", "0", "not run (interrupted)"])
                junitReport.cases.append(.init(name: title, seconds: 0, error: "not run: the run was interrupted"))
                continue
            }
            let clock = ContinuousClock(), start = clock.now
            let walked: Walked
            do {
                walked = try walkInChild(run, scope: scope, shard: part, caseTimeout: caseTimeout, stop: stop) {
                    started in
                    progress.update(title, started, Int.max)
                }
            } catch {
                printError("\(error)")
                return 3
            }
            progress.finish()
            let seconds = Progress.seconds(clock.now - start)
            let words = run.engine.describe(scope)
            switch walked {
            case .interrupted:
                rows.append([run.engine.name, run.flavorColumn, "–", "0", "interrupted"])
                junitReport.cases.append(.init(name: title, seconds: seconds, error: "interrupted"))
            case .crashed(let message, let draws), .hung(let message, let draws):
                failed = true
                let kind: FailureKind = if case .hung = walked { .timeout } else { .crash }
                print(
                    "\nFAILURE \(run.engine.kind == .zoo ? "(bug zoo, expected) " : "")in \(title): \(kind.rawValue)\n  \(message)"
                )
                let found = draws.flatMap { run.engine.scopedCase([run.flavor], scope: scope, draws: $0) }
                if let found {
                    print("  case:\n    \(found.value.description.replacingOccurrences(of: "\n", with: "\n    "))\n")
                    let saved = save(
                        run, words, kind: kind, signature: kind.rawValue, message: message, draws: found.draws,
                        case: (try? found.value.json()) ?? .null, corpus: corpus)
                    if saved == nil { ioError = true }
                } else {
                    print("  (the walk crashed before naming its case)\n")
                }
                rows.append([run.engine.name, run.flavorColumn, "–", "1", kind.rawValue])
                junitReport.cases.append(.init(name: title, seconds: seconds, failure: "\(kind.rawValue): \(message)"))
            case .outcome(let outcome):
                let report = outcome.report(property: run.engine.name)
                switch outcome.verdict {
                case .tooLarge:
                    let refusal =
                        outcome.refusal ?? ExhaustiveRefusal(budget: scope.budget, counted: nil, estimate: .infinity)
                    printError(
                        "\(title): "
                            + refusal.sentence(
                                words, narrowing: "narrow it (--sections, --rows, --edits, --kinds)",
                                budgetOption: "--budget"))
                    return 2
                case .passed:
                    let coverage = coverageLine(words, report)
                    print(
                        "  \(title): \(coverage)\(report.cancelled ? " — INTERRUPTED" : ""), all valid (\(rate(report.judged, seconds)) cases/s)"
                    )
                    rows.append([run.engine.name, run.flavorColumn, String(report.judged), "0", "all valid"])
                    emitJSON(jsonLine(run, scope, report, failure: nil, seconds: seconds))
                    junitReport.cases.append(
                        .init(
                            name: title, seconds: seconds,
                            error: report.cancelled ? "interrupted after \(report.judged) cases" : nil,
                            output: coverage))
                case .failed:
                    failed = true
                    let signature = outcome.signature ?? "failure", message = outcome.message ?? ""
                    let coverage = coverageLine(words, report)
                    print(
                        "\nFAILURE \(run.engine.kind == .zoo ? "(bug zoo, expected) " : "")in \(title): \(signature), the first case in size order (minimal as found)\n  \(message)\n  case:\n    \((outcome.caseText ?? "").replacingOccurrences(of: "\n", with: "\n    "))\n"
                    )
                    let path = save(
                        run, words, kind: .property, signature: signature, message: message, draws: outcome.draws ?? [],
                        case: outcome.caseJSON ?? .null, corpus: corpus)
                    if path == nil { ioError = true }
                    print("  \(title): \(coverage), failed")
                    rows.append([run.engine.name, run.flavorColumn, String(report.judged), "1", signature])
                    emitJSON(jsonLine(run, scope, report, failure: (signature, path), seconds: seconds))
                    junitReport.cases.append(
                        .init(name: title, seconds: seconds, failure: "\(signature): \(message)", output: coverage))
                }
            }
        }
        print("\nSummary (\(words))\n")
        Table.print(["engine", "flavour", "cases judged", "failures", "verdict"], rows)
        if let junit {
            do { try junitReport.write(to: junit) } catch {
                printError("cannot write the JUnit report: \(error)")
                ioError = true
            }
        }
        if stop.isSet { return 130 }
        if failed { return 1 }
        return ioError ? 3 : 0
    }

    /// Saves a failure of the walk as an ordinary corpus entry and says where; `nil` (the error
    /// printed) when it cannot be written.
    static func save(
        _ run: Run, _ scope: String, kind: FailureKind, signature: String, message: String, draws: [UInt64],
        case value: JSONValue, corpus: String
    ) -> String? {
        let file = CorpusFile(
            scenario: run.engine.scenario, engine: run.engine.name, flavor: run.flavor,
            expectation: run.engine.kind == .correct ? .pass : .fail,
            failure: .init(kind: kind, signature: signature, message: message),
            found: .init(by: "\(toolAndVersion) fuzz --exhaustive (\(scope))", seed: "exhaustive", caseIndex: nil),
            draws: draws, case: value, deploymentTarget: run.engine.deploymentTarget)
        do {
            let path = try CorpusStore.write(
                file, to: corpus, subfolder: run.engine.kind == .correct ? "regressions" : "zoo")
            print("saved \(path)\nexplain it with: \(tool) explain \(path)\n")
            return path
        } catch {
            printError("\(error)")
            return nil
        }
    }

    /// How a walk in a child process ended.
    enum Walked {
        case outcome(ExhaustiveOutcome)
        /// The child died: what killed it, and the draws of the case it was judging.
        case crashed(message: String, draws: [UInt64]?)
        /// A case did not finish within the case time limit: the draws of that case.
        case hung(message: String, draws: [UInt64]?)
        case interrupted
    }

    /// Runs one walk in a child process (`__exhaustive`), so that an engine that traps takes
    /// only the child down; `progress` gets the cases it has started, every tenth of a second.
    static func walkInChild(
        _ run: Run, scope: ExhaustiveScope, shard: ExhaustiveConfiguration.Shard, caseTimeout: Duration,
        stop: StopFlag, progress: (Int) -> Void
    ) throws -> Walked {
        let arguments = [
            "__exhaustive", "--engine", run.engine.name, "--deployment-target", run.engine.deploymentTarget.text,
            "--flavor", run.flavor.name,
            "--sections", String(scope.sections), "--rows", String(scope.rows), "--edits", String(scope.edits),
            "--kinds", scope.kinds.map(\.rawValue).joined(separator: ","), "--budget", String(scope.budget),
            "--shard-index", String(shard.index), "--shard-count", String(shard.count),
        ]
        let errors = Pipe()
        let (process, output) = ChildProcess.make(arguments, standardError: errors, reportsCrashSite: true)
        let (slot, handle) = try ProgressSlot.create()
        process.standardInput = handle
        try process.run()
        // Both pipes are read to their end meanwhile: an engine that prints a lot never blocks.
        let standardOutput = PipeReader(output)
        let standardError = PipeReader(errors)
        // A case that runs past the time limit is a hang; before the first case, the walk is
        // still sizing its scope, which calls no engine.
        let clock = ContinuousClock()
        var started = 0, since = clock.now
        var crashReportBegan: ContinuousClock.Instant?
        while ChildProcess.exit(of: process) == nil {
            if stop.isSet {
                ChildProcess.kill(process)
                ChildProcess.reap(process)
                return .interrupted
            }
            if crashReportBegan == nil,
                ChildProcess.crashReportBegan(in: String(decoding: standardError.received, as: UTF8.self))
            {
                crashReportBegan = clock.now
            }
            if let began = crashReportBegan {
                // The engine trapped: its backtrace is no time of the engine's, but it is bounded.
                if clock.now - began > ChildProcess.crashReportLimit {
                    ChildProcess.kill(process)
                    ChildProcess.reap(process)
                    break
                }
            } else if slot.started != started {
                started = slot.started
                since = clock.now
            } else if started > 0, clock.now - since > caseTimeout {
                ChildProcess.kill(process)
                ChildProcess.reap(process)
                return .hung(
                    message:
                        "the case did not finish within \(caseTimeout) (the engine, the reference model and the oracle together)",
                    draws: slot.recordedDraws)
            }
            progress(started)
            usleep(20_000)
        }
        // An interrupt reaches the child too: its death is then the interrupt's, not a crash.
        if stop.isSet { return .interrupted }
        let lines = String(decoding: standardOutput.wait(), as: UTF8.self).split(separator: "\n")
        let exit = ChildProcess.exit(of: process)
        if crashReportBegan == nil, case .status? = exit,
            let outcome = lines.lazy.compactMap(ExhaustiveOutcome.init(line:)).first
        {
            return .outcome(outcome)
        }
        let errorText = String(decoding: standardError.wait(), as: UTF8.self)
        let cause = ChildProcess.trapSignal(in: errorText).map { "signal \($0)" } ?? exit?.description ?? "no exit seen"
        return .crashed(
            message: "the engine crashed (\(cause))"
                + CrashSite(standardError: errorText).description,
            draws: slot.recordedDraws)
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
            "flavor": .string(run.flavor.name), "exhaustive": .bool(true),
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
