import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import BatchFuzzRegistry

/// `batchfuzz fuzz`: runs scenarios' properties on random cases, prints progress and a summary.
enum FuzzCommand {
    struct Run {
        var engine: RegisteredEngine
        var flavor: ViewFlavor

        /// The engine, and the flavour when it has one.
        var title: String { engine.usesViewFlavor ? "\(engine.name) (\(FuzzCommand.flavorName(flavor)))" : engine.name }
        var flavorColumn: String { engine.usesViewFlavor ? FuzzCommand.flavorName(flavor) : "-" }
    }

    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        if arguments.flag("-h") || arguments.flag("--help") {
            printHelp(help)
            return 0
        }
        let givenScenario = try arguments.value("--scenario")
        let engineName = try arguments.value("--engine")
        // An engine's name is unique across scenarios, so it names its scenario too.
        let scenario =
            givenScenario
            ?? engineName.flatMap { names in Registry.engine(named: String(names.prefix { $0 != "," }))?.scenario }
            ?? Registry.scenarios.first ?? "core"
        let flavors: [ViewFlavor] =
            try arguments.value("--flavor", expected: "table, collection or both") { text in
                switch text {
                case "table": [.tableView]
                case "collection": [.collectionView]
                case "both": ViewFlavor.allCases
                default: nil
                }
            } ?? ViewFlavor.allCases
        let givenSeed = try arguments.value(
            "--seed", expected: "a decimal or 0x-prefixed hexadecimal number", parseSeed)
        let seed = givenSeed ?? UInt64.random(in: 0...UInt64.max)
        let cases = try arguments.value("--cases", expected: "a positive whole number") {
            Int($0).flatMap { $0 > 0 ? $0 : nil }
        }
        let duration = try arguments.value(
            "--duration", expected: "a duration such as 90s, 10m or 1h, up to 720h", parseDuration)
        let givenMaxSize = try arguments.value("--max-size", expected: "a whole number from 0 to 1000") {
            Int($0).flatMap { (0...1_000).contains($0) ? $0 : nil }
        }
        let maxEdits = givenMaxSize ?? CaseSize.standard
        let givenWorkers = try arguments.value("--workers", expected: "a whole number from 1 to 64") {
            Int($0).flatMap { (1...64).contains($0) ? $0 : nil }
        }
        let workers = givenWorkers ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
        let caseTimeout =
            try arguments.value(
                "--case-timeout", expected: "a duration such as 500ms, 10s or 1m, up to 720h", parseDuration)
            ?? .seconds(10)
        let json = arguments.flag("--json")
        let survey = arguments.flag("--survey")
        let shard =
            try arguments.value("--shard", expected: "I/N with 1 ≤ I ≤ N ≤ 1000000, e.g. 2/4") {
                text -> Supervisor.Shard? in
                let parts = text.split(separator: "/")
                // A million runners is more than any CI matrix; past it, case strides overflow.
                guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
                    (1...1_000_000).contains(count), (1...count).contains(index)
                else { return nil }
                return Supervisor.Shard(index: index - 1, count: count)
            } ?? Supervisor.Shard(index: 0, count: 1)
        let exhaustive = arguments.flag("--exhaustive")
        let scopeGiven = ["--sections", "--rows", "--edits", "--kinds", "--budget"].first { arguments.contains($0) }
        let scope = try exhaustiveScope(&arguments)
        let givenCorpus = try arguments.value("--corpus")
        let corpus = givenCorpus ?? "Corpus"
        let junit = try arguments.value("--junit")
        try arguments.finish()
        if cases != nil, duration != nil { throw UsageError(description: "give --cases or --duration, not both") }
        if let scopeGiven, !exhaustive {
            throw UsageError(description: "\(scopeGiven) sets the scope of an exhaustive run: add --exhaustive")
        }

        if scenario == "oracle" {
            // The self-check runs the oracle against the reference model in this process: there
            // is no engine to choose, no worker to start and no corpus entry to write.
            let ignored = [
                ("--engine", engineName), ("--workers", givenWorkers.map(String.init)), ("--corpus", givenCorpus),
                ("--survey", survey ? "" : nil),
            ]
            if let (option, _) = ignored.first(where: { $0.1 != nil }) {
                throw UsageError(
                    description:
                        "\(option) does not apply to --scenario oracle, which checks the oracle against the reference model in one process, with no engine and no corpus"
                )
            }
            return runOracleSelfCheck(cases: cases, duration: duration, seed: seed, flavors: flavors)
        }
        guard Registry.scenarios.contains(scenario) else {
            throw UsageError(
                description:
                    "unknown scenario '\(scenario)'; available: \((Registry.scenarios + ["oracle"]).joined(separator: ", "))"
            )
        }
        let inScenario = Registry.engines.filter { $0.scenario == scenario }
        let engines: [RegisteredEngine]
        if let engineName {
            // Engine names are unique, so engines of several scenarios may be named together:
            // each runs in its own scenario. With --scenario, they must belong to it.
            let candidates = givenScenario == nil ? Registry.engines : inScenario
            var chosen: [RegisteredEngine] = []
            for name in engineName.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard let engine = candidates.first(where: { $0.name == name }) else {
                    let available = candidates.map(\.name).joined(separator: ", ")
                    throw UsageError(
                        description: name.isEmpty
                            ? "--engine needs engine names, e.g. --engine \(candidates.first?.name ?? "NAME"), or several separated by commas; available: \(available)"
                            : givenScenario == nil
                                ? "unknown engine '\(name)'; available: \(available)"
                                : "unknown engine '\(name)' for scenario '\(scenario)'; available: \(available)")
                }
                if !chosen.contains(where: { $0.name == name }) { chosen.append(engine) }
            }
            engines = chosen
        } else {
            engines = inScenario.filter { $0.kind == .correct }
        }
        // Nothing found may be lost: the corpus folder and the report must be writable first.
        do { try CorpusStore.checkWritable(corpus) } catch {
            printError("\(error)")
            return 3
        }
        // The report is written once, atomically, at the end: a run killed before then leaves
        // the previous report (or none), never an empty file.
        if let junit {
            do { try FileWriter.checkWritable(junit) } catch {
                printError("cannot write the JUnit report there: \(error)")
                return 3
            }
        }
        if exhaustive {
            try checkExhaustiveOptions(
                engines, seed: givenSeed, cases: cases, duration: duration, maxSize: givenMaxSize, survey: survey,
                workers: givenWorkers)
        }
        // With --json, standard output carries the JSON lines alone: the rest goes to standard error.
        let emitJSON = json ? JSONLines.redirectingTheRest() : { _ in }
        // A plain property has no view: it runs once, whatever --flavor says.
        let runs = engines.flatMap { engine in
            engine.usesViewFlavor
                ? flavors.filter(engine.flavors.contains).map { Run(engine: engine, flavor: $0) }
                : [Run(engine: engine, flavor: engine.flavors[0])]
        }
        if runs.isEmpty {
            let only = Set(engines.flatMap(\.flavors)).sorted { $0 == .tableView && $1 != .tableView }.map(flavorName)
            throw UsageError(
                description:
                    "the engines of scenario '\(scenario)' (\(engines.map(\.name).joined(separator: ", "))) run only as \(only.joined(separator: " or ")) views: --flavor \(flavors.count == 1 ? flavorName(flavors[0]) : "both") leaves nothing to run"
            )
        }
        if exhaustive {
            return runExhaustive(
                runs, scope: scope, shard: shard, caseTimeout: caseTimeout, corpus: corpus, junit: junit,
                emitJSON: emitJSON)
        }
        var runScenarios: [String] = []
        for run in runs where !runScenarios.contains(run.engine.scenario) { runScenarios.append(run.engine.scenario) }
        // The budget is shared out as the run goes: a run that ends early (a failure) leaves
        // its unused time to the runs after it.
        let runClock = ContinuousClock(), deadline = duration.map { runClock.now + $0 }
        print(
            "\(tool) fuzz: scenario\(runScenarios.count > 1 ? "s" : "") \(runScenarios.joined(separator: ", ")), \(runs.count) runs, seed \(seed)"
                + (cases.map { ", \($0) cases each" } ?? "")
                + (duration.map { ", budget \($0)" } ?? "") + (survey ? ", survey" : "")
                + (shard.count > 1 ? ", shard \(shard.index + 1) of \(shard.count)" : ""))
        // Every option that changes which cases run: the flavour and the size as well as the seed.
        // A run on a time budget says its case count when it ends, as the count reached.
        func replayLine(cases: Int) -> String {
            "replay with: \(tool) fuzz"
                + (runScenarios.count == 1 ? " --scenario \(scenario)" : "")
                + (engineName.map { " --engine \($0)" } ?? "")
                + (flavors == ViewFlavor.allCases
                    ? "" : " --flavor \(flavors[0] == .tableView ? "table" : "collection")")
                + " --seed \(seed)" + (maxEdits == CaseSize.standard ? "" : " --max-size \(maxEdits)")
                + " --cases \(cases)"
                + (survey ? " --survey" : "")
        }
        if duration == nil { print(replayLine(cases: cases ?? 10_000)) }

        var rows: [[String]] = []
        var failed = false
        var ioError = false
        var interrupted = false
        var gaveUp = false
        var junitReport = JUnitReport(
            name: "\(tool) fuzz --scenario \(runScenarios.joined(separator: ",")) --seed \(seed)")
        var started = 0
        var exercised: [(String, [String: Int], Int)] = []
        var surveyRows: [[String]] = []
        let progress = Progress()
        progress.budget = duration
        let stop = StopFlag.installed()
        let saving = RunCorpus(folder: corpus, seed: seed, maxEdits: maxEdits, survey: survey)
        /// Failures that could not be saved, as rows of the summary's table of them.
        var unsavedRows: [[String]] = []
        for (position, run) in runs.enumerated() where !stop.isSet {
            let perRunBudget = deadline.map { max(.milliseconds(1), ($0 - runClock.now) / (runs.count - position)) }
            let title = run.title
            let target = cases ?? (duration == nil ? 10_000 : Int.max)
            let supervisor = Supervisor(
                engine: run.engine, flavor: run.flavor, seed: seed, totalCases: target, budget: perRunBudget,
                workers: workers, caseTimeout: caseTimeout, maxEdits: maxEdits, survey: survey, shard: shard,
                stop: stop,
                onCase: { done in progress.update(title, done, target) })
            supervisor.onFound = { found in saving.save(found, run) }
            let clock = ContinuousClock(), start = clock.now
            var result: Supervisor.Result
            do {
                result = try supervisor.run()
            } catch {
                printError("\(error)")
                return 3
            }
            // A signal while a crash or a hang was being shrunk stops the shrinking: the run is
            // interrupted as surely as one stopped between cases.
            let shrinkingInterrupted = !result.interrupted && stop.isSet && !result.failures.isEmpty
            if stop.isSet { result.interrupted = true }
            started += 1
            let seconds = Progress.seconds(clock.now - start)
            progress.failures += result.failures.count
            progress.update(title, result.cases, target)
            progress.finish()
            rows.append([
                run.engine.name, run.flavorColumn, String(result.cases), String(result.failures.count),
                rate(result.cases, seconds),
            ])
            emitJSON(jsonLine(run, result.cases, result.failures.count, seconds))
            print(
                "  \(title): \(result.cases) cases" + (result.discarded > 0 ? " (\(result.discarded) discarded)" : "")
                    + ", \(result.failures.count) failures")
            if result.gaveUp {
                gaveUp = true
                print(
                    "GAVE UP in \(title): the property discarded more than \(CheckConfiguration().maxDiscardRatio) cases for each it judged; its generator rarely makes a case it accepts"
                )
            }
            exercised.append((title, result.labels, result.cases))
            var savedPaths: [String] = []
            for found in result.failures {
                failed = true
                let count = survey ? " (\(found.cases) of \(result.cases) cases failed this way)" : ""
                print(
                    "\nFAILURE \(run.engine.kind == .zoo ? "(bug zoo, expected) " : "")in \(title), case \(found.caseIndex): \(found.kind == .property ? found.signature : found.kind.rawValue)\(count)\n  \(found.message)\n  shrunk case:\n\(found.text)\n"
                        .replacingOccurrences(of: "\n", with: "\n  ").replacingOccurrences(of: "\n  \n", with: "\n\n"))
                if let flakiness = found.flakiness { print(flakyReport(flakiness) + "\n") }
                if shrinkingInterrupted {
                    print("  INTERRUPTED while shrinking: the case is saved as far as it had shrunk\n")
                }
                switch saving.save(found, run) {
                case .success(let path):
                    print("saved \(path)\nexplain it with: \(tool) explain \(path)\n")
                    var line = failureLine(found, run, seed: seed, survey: survey)
                    line["file"] = .string(path)
                    emitJSON(JSONLines.line(line))
                    savedPaths.append(path)
                    surveyRows.append([
                        run.engine.name, run.flavorColumn,
                        found.kind == .property ? found.signature : found.kind.rawValue,
                        String(found.cases), String(found.caseIndex), path,
                    ])
                case .failure(let error):
                    // Said at once, in the summary and in the JSON line, with what re-finds it.
                    printError("\(error)")
                    ioError = true
                    let again = refindCommand(
                        run, seed: seed, maxEdits: maxEdits, caseIndex: found.caseIndex, survey: survey)
                    var line = failureLine(found, run, seed: seed, survey: survey)
                    line["saved"] = .bool(false)
                    line["error"] = .string(error.description)
                    line["refind"] = .string(again)
                    emitJSON(JSONLines.line(line))
                    unsavedRows.append([
                        run.engine.name, run.flavorColumn,
                        found.kind == .property ? found.signature : found.kind.rawValue,
                        String(found.caseIndex), again,
                    ])
                }
            }
            saving.finishRun(keeping: savedPaths)
            junitReport.cases.append(
                .init(
                    name: title, seconds: seconds,
                    failure: result.failures.isEmpty
                        ? nil
                        : result.failures.map { "\($0.kind) \($0.signature): \($0.message)" }.joined(separator: "\n"),
                    error: result.interrupted
                        ? "interrupted after \(result.cases) cases"
                            + (shrinkingInterrupted
                                ? ", while shrinking its failure (saved as far as it had shrunk)" : "")
                        : result.gaveUp ? "gave up: \(result.discarded) of \(result.cases) cases discarded" : nil))
            if result.interrupted {
                interrupted = true
                print("interrupted: workers stopped after \(result.cases) cases")
            }
        }
        // Runs a signal kept from starting: said in the summary, the JSON lines and the report.
        let notRun = runs.dropFirst(started)
        let skipped = notRun.map(\.title)
        for run in notRun {
            rows.append([run.engine.name, run.flavorColumn, "0", "0", "not run"])
            junitReport.cases.append(.init(name: run.title, seconds: 0, skipped: "interrupted before it ran"))
        }
        if interrupted {
            emitJSON(
                JSONLines.line([
                    "interrupted": .bool(true), "skipped": .array(skipped.map { .string($0) }),
                ]))
        }
        print("\nSummary (seed \(seed))\n")
        Table.print(["engine", "flavour", "cases", "failures", "cases/s"], rows)
        if interrupted {
            print(
                "\nINTERRUPTED: the run was stopped by a signal"
                    + (skipped.isEmpty ? "" : "; not run: \(skipped.joined(separator: ", "))"))
        }
        if duration != nil, let reached = rows.compactMap({ Int($0[2]) }).max() {
            print("\n" + replayLine(cases: reached) + "   (the most cases a run reached in its budget)")
        }
        if survey && !surveyRows.isEmpty {
            // Grouped by engine and failure: entries of one group likely show one bug.
            let grouped = surveyRows.enumerated().sorted {
                ($0.element[0], $0.element[2], $0.offset) < ($1.element[0], $1.element[2], $1.offset)
            }.map(\.element)
            print("\nFailures found (one entry each, grouped by engine and failure)\n")
            Table.print(["engine", "flavour", "failure", "cases", "first case", "saved"], grouped)
            print("")
            for line in surveyGroups(grouped) { print(line) }
        }
        if !unsavedRows.isEmpty {
            print(
                "\nNOT SAVED: \(unsavedRows.count) failure\(unsavedRows.count == 1 ? "" : "s") could not be written to \(corpus) (reasons above); each is found again by its command\n"
            )
            Table.print(["engine", "flavour", "failure", "case", "found again by"], unsavedRows)
        }
        printExercised(exercised)
        if let junit {
            do { try junitReport.write(to: junit) } catch {
                printError("cannot write the JUnit report: \(error)")
                ioError = true
            }
        }
        if interrupted || stop.isSet { return 130 }
        // A failure that could not be saved is lost unless someone acts: that is the status.
        if ioError { return 3 }
        return failed || gaveUp ? 1 : 0
    }
}
