import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import Foundation
import PropertyTesting

extension FuzzCommand {
    /// What the runs of a plan gave: the summary's rows, the failures saved and not, the report.
    struct Outcome {
        var rows: [[String]] = []
        var failed = false
        var ioError = false
        var interrupted = false
        var gaveUp = false
        var junitReport: JUnitReport
        /// How many runs started (a signal keeps the others from starting).
        var started = 0
        var exercised: [(String, [String: Int], Int)] = []
        var surveyRows: [[String]] = []
        /// Failures that could not be saved, as rows of the summary's table of them.
        var unsavedRows: [[String]] = []
        let stop: StopFlag
        /// Set when workers could not start: the exit status, with nothing to report.
        var startFailure: Int32?

        mutating func failedToStart(_ status: Int32) -> Outcome {
            startFailure = status
            return self
        }
    }

    /// Runs `plan`'s engines one after the other in worker processes, saving each failure the
    /// moment it is known, with a progress line; a signal stops the run under way and keeps the
    /// others from starting.
    static func run(_ plan: Plan, emitJSON: (String) -> Void) -> Outcome {
        let (seed, cases, duration, survey, shard) = (plan.seed, plan.cases, plan.duration, plan.survey, plan.shard)
        let (runs, workers, caseTimeout, maxEdits) = (plan.runs, plan.workers, plan.caseTimeout, plan.maxEdits)
        let corpus = plan.corpus
        let runScenarios = plan.runScenarios
        // The budget is shared out as the run goes: a run that ends early (a failure) leaves
        // its unused time to the runs after it.
        let runClock = ContinuousClock(), deadline = duration.map { runClock.now + $0 }
        print(
            "\(tool) fuzz: scenario\(runScenarios.count > 1 ? "s" : "") \(runScenarios.joined(separator: ", ")), \(runs.count) runs, seed \(seed)"
                + (cases.map { ", \($0) cases each" } ?? "")
                + (duration.map { ", budget \($0)" } ?? "") + (survey ? ", survey" : "")
                + (shard.count > 1 ? ", shard \(shard.index + 1) of \(shard.count)" : ""))
        if duration == nil { print(plan.replayLine(cases: cases ?? 10_000)) }

        var outcome = Outcome(
            junitReport: JUnitReport(
                name: "\(tool) fuzz --scenario \(runScenarios.joined(separator: ",")) --seed \(seed)"),
            stop: StopFlag.installed())
        let progress = Progress()
        progress.budget = duration
        let stop = outcome.stop
        let saving = RunCorpus(folder: corpus, seed: seed, maxEdits: maxEdits, survey: survey)
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
                return outcome.failedToStart(3)
            }
            // A signal while a crash or a hang was being shrunk stops the shrinking: the run is
            // interrupted as surely as one stopped between cases.
            let shrinkingInterrupted = !result.interrupted && stop.isSet && !result.failures.isEmpty
            if stop.isSet { result.interrupted = true }
            outcome.started += 1
            let seconds = Progress.seconds(clock.now - start)
            progress.failures += result.failures.count
            progress.update(title, result.cases, target)
            progress.finish()
            outcome.rows.append([
                run.engine.name, run.flavorColumn, String(result.cases), String(result.failures.count),
                rate(result.cases, seconds),
            ])
            emitJSON(jsonLine(run, result.cases, result.failures.count, seconds))
            print(
                "  \(title): \(result.cases) cases" + (result.discarded > 0 ? " (\(result.discarded) discarded)" : "")
                    + ", \(result.failures.count) failures")
            if result.gaveUp {
                outcome.gaveUp = true
                print(
                    "GAVE UP in \(title): the property discarded more than \(CheckConfiguration().maxDiscardRatio) cases for each it judged; its generator rarely makes a case it accepts"
                )
            }
            outcome.exercised.append((title, result.labels, result.cases))
            var savedPaths: [String] = []
            for found in result.failures {
                outcome.failed = true
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
                    outcome.surveyRows.append([
                        run.engine.name, run.flavorColumn,
                        found.kind == .property ? found.signature : found.kind.rawValue,
                        String(found.cases), String(found.caseIndex), path,
                    ])
                case .failure(let error):
                    // Said at once, in the summary and in the JSON line, with what re-finds it.
                    printError("\(error)")
                    outcome.ioError = true
                    let again = refindCommand(
                        run, seed: seed, maxEdits: maxEdits, caseIndex: found.caseIndex, survey: survey)
                    var line = failureLine(found, run, seed: seed, survey: survey)
                    line["saved"] = .bool(false)
                    line["error"] = .string(error.description)
                    line["refind"] = .string(again)
                    emitJSON(JSONLines.line(line))
                    outcome.unsavedRows.append([
                        run.engine.name, run.flavorColumn,
                        found.kind == .property ? found.signature : found.kind.rawValue,
                        String(found.caseIndex), again,
                    ])
                }
            }
            saving.finishRun(keeping: savedPaths)
            outcome.junitReport.cases.append(
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
                outcome.interrupted = true
                print("interrupted: workers stopped after \(result.cases) cases")
            }
        }
        return outcome
    }
}
