import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// What `batchfuzz fuzz` prints beside its runs: the survey's groups, the flaky report, the
/// exercised table, the JSON lines.
extension FuzzCommand {
    /// One line per engine of a survey's failures: how many entries, and how many distinct
    /// failures they show — entries of one failure likely show one bug, found in several cases.
    static func surveyGroups(_ rows: [[String]]) -> [String] {
        var engines: [String] = []
        for row in rows where !engines.contains(row[0]) { engines.append(row[0]) }
        return engines.map { engine in
            let mine = rows.filter { $0[0] == engine }
            var failures: [String] = []
            for row in mine where !failures.contains(row[2]) { failures.append(row[2]) }
            let parts = failures.map { failure in
                let count = mine.filter { $0[2] == failure }.count
                return count > 1 ? "\(failure) (\(count) entries: likely one bug)" : "\(failure) (1 entry)"
            }
            return
                "\(engine): \(mine.count) entr\(mine.count == 1 ? "y" : "ies"), \(failures.count) distinct failure\(failures.count == 1 ? "" : "s") — "
                + parts.joined(separator: ", ")
        }
    }

    /// What a person reads about a failure that does not repeat every time.
    static func flakyReport(_ flakiness: Flakiness) -> String {
        """
          FLAKY: the shrunk case failed \(flakiness.shrunkFailures) of \(flakiness.shrunkJudgements) judgements in fresh processes \
        (the case as found, \(flakiness.foundFailures) of \(flakiness.foundJudgements) in its worker).
          The engine's output changes from one run to the next: look for Set or Dictionary order
          (seeded anew in every process), the clock, or random numbers.
        """
    }

    /// What the cases exercised, as a share of each run's cases: edit kinds, the batch
    /// operations the oracle validated, the edges.
    static func printExercised(_ runs: [(String, [String: Int], Int)]) {
        guard !runs.isEmpty, runs.contains(where: { !$0.1.isEmpty }) else { return }
        var labels: [String] = []
        for (_, counts, _) in runs { for label in counts.keys where !labels.contains(label) { labels.append(label) } }
        labels.sort()
        print("\nExercised (share of cases)\n")
        Table.print(
            ["what"] + runs.map(\.0),
            labels.map { label in
                [label] + runs.map { _, counts, cases in "\((counts[label] ?? 0) * 100 / max(1, cases))%" }
            })
    }

    static func rate(_ cases: Int, _ seconds: Double) -> String { String(Int(Double(cases) / max(seconds, 1e-9))) }

    static func jsonLine(_ run: Run, _ cases: Int, _ failures: Int, _ seconds: Double) -> String {
        JSONLines.line([
            "scenario": .string(run.engine.scenario), "engine": .string(run.engine.name),
            "flavor": .string(run.flavor.name),
            "cases": .integer(cases), "failures": .integer(failures), "seconds": .number(seconds),
        ])
    }

    /// The JSON line of a failure, without where it was saved.
    static func failureLine(_ found: Supervisor.Found, _ run: Run, seed: UInt64, survey: Bool) -> [String: JSONValue] {
        var line: [String: JSONValue] = [
            "scenario": .string(run.engine.scenario), "engine": .string(run.engine.name),
            "flavor": .string(run.flavor.name),
            "failure": .string(found.signature), "kind": .string(found.kind.rawValue),
            "caseIndex": .integer(found.caseIndex),
            "seed": .string(String(seed)),
        ]
        if let flakiness = found.flakiness {
            line["flaky"] = .string("\(flakiness.shrunkFailures) of \(flakiness.shrunkJudgements)")
        }
        if survey { line["failingCases"] = .integer(found.cases) }
        return line
    }

    /// The command that finds failure `caseIndex` of `run` again: the same seed, this engine
    /// and flavour, and the cases up to that one.
    static func refindCommand(_ run: Run, seed: UInt64, maxEdits: Int, caseIndex: Int, survey: Bool) -> String {
        "\(tool) fuzz --engine \(run.engine.name)"
            + (run.engine.usesViewFlavor ? " --flavor \(run.flavor.name)" : "")
            + " --seed \(seed)" + (maxEdits == CaseSize.standard ? "" : " --max-size \(maxEdits)")
            + " --cases \(caseIndex + 1)" + (survey ? " --survey" : "")
    }

    /// The summary after the runs — the table, the runs a signal kept from starting, the failures
    /// not saved, what the cases exercised — the JUnit report, and the exit status.
    static func report(_ plan: Plan, _ outcome: Outcome, emitJSON: (String) -> Void) -> Int32 {
        var outcome = outcome
        let (seed, duration, survey, runs, corpus, junit) = (
            plan.seed, plan.duration, plan.survey, plan.runs, plan.corpus, plan.junit
        )
        // Runs a signal kept from starting: said in the summary, the JSON lines and the report.
        let notRun = runs.dropFirst(outcome.started)
        let skipped = notRun.map(\.title)
        for run in notRun {
            outcome.rows.append([run.engine.name, run.flavorColumn, "0", "0", "not run"])
            outcome.junitReport.cases.append(
                .init(name: run.title, seconds: 0, skipped: "interrupted before it ran"))
        }
        if outcome.interrupted {
            emitJSON(
                JSONLines.line([
                    "interrupted": .bool(true), "skipped": .array(skipped.map { .string($0) }),
                ]))
        }
        print("\nSummary (seed \(seed))\n")
        Table.print(["engine", "flavour", "cases", "failures", "cases/s"], outcome.rows)
        if outcome.interrupted {
            print(
                "\nINTERRUPTED: the run was stopped by a signal"
                    + (skipped.isEmpty ? "" : "; not run: \(skipped.joined(separator: ", "))"))
        }
        if duration != nil, let reached = outcome.rows.compactMap({ Int($0[2]) }).max() {
            print("\n" + plan.replayLine(cases: reached) + "   (the most cases a run reached in its budget)")
        }
        if survey && !outcome.surveyRows.isEmpty {
            // Grouped by engine and failure: entries of one group likely show one bug.
            let grouped = outcome.surveyRows.enumerated().sorted {
                ($0.element[0], $0.element[2], $0.offset) < ($1.element[0], $1.element[2], $1.offset)
            }.map(\.element)
            print("\nFailures found (one entry each, grouped by engine and failure)\n")
            Table.print(["engine", "flavour", "failure", "cases", "first case", "saved"], grouped)
            print("")
            for line in surveyGroups(grouped) { print(line) }
        }
        if !outcome.unsavedRows.isEmpty {
            print(
                "\nNOT SAVED: \(outcome.unsavedRows.count) failure\(outcome.unsavedRows.count == 1 ? "" : "s") could not be written to \(corpus) (reasons above); each is found again by its command\n"
            )
            Table.print(["engine", "flavour", "failure", "case", "found again by"], outcome.unsavedRows)
        }
        printExercised(outcome.exercised)
        if let junit {
            do { try outcome.junitReport.write(to: junit) } catch {
                printError("cannot write the JUnit report: \(error)")
                outcome.ioError = true
            }
        }
        if outcome.interrupted || outcome.stop.isSet { return 130 }
        // A failure that could not be saved is lost unless someone acts: that is the status.
        if outcome.ioError { return 3 }
        return outcome.failed || outcome.gaveUp ? 1 : 0
    }
}
