import BatchFuzzCore
import Foundation

/// What a person reads of a fuzz run: a header, each run's line and its failures as the run
/// ends, then the summary — the table, the runs an interrupt kept from starting, the failures
/// not saved, a survey's groups, what the cases exercised.
final class ConsoleRecorder: FuzzRecorder {
    private let plan: FuzzCommand.Plan
    private var rows: [[String]] = []
    private var interrupted = false
    private var skipped: [String] = []
    private var exercised: [(String, [String: Int], Int)] = []
    /// A survey's failures, one saved entry each.
    private var surveyRows: [[String]] = []
    /// Failures that could not be saved, with what finds each again.
    private var unsavedRows: [[String]] = []

    init(_ plan: FuzzCommand.Plan) {
        self.plan = plan
    }

    func record(_ event: FuzzEvent) {
        switch event {
        case .began: began()
        case .runEnded(let end):
            interrupted = interrupted || end.interrupted
            if let walk = end.walk { walkEnded(end, walk) } else { runEnded(end) }
            for failure in end.failures { noteSaving(failure, end.run) }
        case .notRun(let run):
            interrupted = true
            skipped.append(run.title)
            rows.append([run.engine.name, run.flavorColumn, "0", "0", "not run (interrupted)"])
        case .ended: summary()
        }
    }

    private func began() {
        let shard = plan.shard.count > 1 ? ", shard \(plan.shard.index + 1) of \(plan.shard.count)" : ""
        if plan.exhaustive {
            print(
                "\(tool) fuzz --exhaustive: \(plan.scopeWords)\(shard), \(plan.runs.count) run\(plan.runs.count == 1 ? "" : "s")"
            )
            return
        }
        let scenarios = plan.runScenarios
        print(
            "\(tool) fuzz: scenario\(scenarios.count > 1 ? "s" : "") \(scenarios.joined(separator: ", ")), \(plan.runs.count) runs, seed \(plan.seed)"
                + (plan.cases.map { ", \($0) cases each" } ?? "")
                + (plan.duration.map { ", budget \($0)" } ?? "") + (plan.survey ? ", survey" : "") + shard)
        if plan.duration == nil { print(plan.replayLine(cases: plan.cases ?? 10_000)) }
    }

    // MARK: A random run

    private func runEnded(_ end: RunEnded) {
        let title = end.run.title
        rows.append([
            end.run.engine.name, end.run.flavorColumn, String(end.cases), String(end.failures.count),
            Self.rate(end.cases, end.seconds),
        ])
        print(
            "  \(title): \(end.cases) cases" + (end.discarded > 0 ? " (\(end.discarded) discarded)" : "")
                + ", \(end.failures.count) failures")
        if end.gaveUp {
            print(
                "GAVE UP in \(title): the property discarded more than \(CheckConfiguration().maxDiscardRatio) cases for each it judged; its generator rarely makes a case it accepts"
            )
        }
        exercised.append((title, end.labels, end.cases))
        for failure in end.failures {
            let count =
                plan.survey ? " (\(failure.failingCases ?? 1) of \(end.cases) cases failed this way)" : ""
            print(
                "\n\(failureHead(end.run)), case \(failure.caseIndex ?? 0): \(failure.name)\(count)\n  \(failure.message)\n  shrunk case:\n\(failure.caseText ?? "")\n"
                    .replacingOccurrences(of: "\n", with: "\n  ").replacingOccurrences(of: "\n  \n", with: "\n\n"))
            if let flakiness = failure.flakiness { print(FuzzCommand.flakyReport(flakiness) + "\n") }
            if end.shrinkingInterrupted {
                print("  INTERRUPTED while shrinking: the case is saved as far as it had shrunk\n")
            }
            saying(failure.saved)
        }
        if end.interrupted { print("interrupted: workers stopped after \(end.cases) cases") }
    }

    // MARK: An exhaustive walk

    private func walkEnded(_ end: RunEnded, _ walk: RunEnded.Walk) {
        let run = end.run, title = run.title
        guard let failure = end.failures.first else {
            guard let coverage = walk.coverage, let report = walk.report else {
                rows.append([run.engine.name, run.flavorColumn, "–", "0", "interrupted"])
                return
            }
            print(
                "  \(title): \(coverage)\(report.cancelled ? " — INTERRUPTED" : ""), all valid (\(Self.rate(report.judged, end.seconds)) cases/s)"
            )
            rows.append([run.engine.name, run.flavorColumn, String(report.judged), "0", "all valid"])
            return
        }
        if failure.kind != .property {
            print("\n\(failureHead(run)): \(failure.name)\n  \(failure.message)")
            if let text = failure.caseText {
                print("  case:\n    \(text.replacingOccurrences(of: "\n", with: "\n    "))\n")
                saying(failure.saved)
            } else {
                print("  (the walk crashed before naming its case)\n")
            }
            rows.append([run.engine.name, run.flavorColumn, "–", "1", failure.name])
            return
        }
        print(
            "\n\(failureHead(run)): \(failure.signature), the first case in size order (minimal as found)\n  \(failure.message)\n  case:\n    \((failure.caseText ?? "").replacingOccurrences(of: "\n", with: "\n    "))\n"
        )
        saying(failure.saved)
        print("  \(title): \(walk.coverage ?? walk.words), failed")
        rows.append([run.engine.name, run.flavorColumn, String(end.cases), "1", failure.signature])
    }

    // MARK: Failures

    private func failureHead(_ run: FuzzCommand.Run) -> String {
        "FAILURE \(run.engine.kind == .zoo ? "(bug zoo, expected) " : "")in \(run.title)"
    }

    /// Where the failure was saved, or why it was not (said at once, and again in the summary).
    private func saying(_ saved: FoundFailure.Saved) {
        switch saved {
        case .saved(let path): print("saved \(path)\nexplain it with: \(tool) explain \(path)\n")
        case .notSaved(let error, _): printError("\(error)")
        case .nothing: break
        }
    }

    private func noteSaving(_ failure: FoundFailure, _ run: FuzzCommand.Run) {
        switch failure.saved {
        case .saved(let path):
            surveyRows.append([
                run.engine.name, run.flavorColumn, failure.name, String(failure.failingCases ?? 1),
                failure.caseIndex.map(String.init) ?? "–", path,
            ])
        case .notSaved(_, let refind):
            unsavedRows.append([
                run.engine.name, run.flavorColumn, failure.name, failure.caseIndex.map(String.init) ?? "–",
                refind ?? "the same command",
            ])
        case .nothing: break
        }
    }

    // MARK: The summary

    private func summary() {
        if plan.exhaustive {
            print("\nSummary (\(plan.scopeWords))\n")
            Table.print(["engine", "flavour", "cases judged", "failures", "verdict"], rows)
        } else {
            print("\nSummary (seed \(plan.seed))\n")
            Table.print(["engine", "flavour", "cases", "failures", "cases/s"], rows)
        }
        if interrupted {
            print(
                "\nINTERRUPTED: the run was stopped by a signal"
                    + (skipped.isEmpty ? "" : "; not run: \(skipped.joined(separator: ", "))"))
        }
        if !plan.exhaustive, plan.duration != nil, let reached = rows.compactMap({ Int($0[2]) }).max() {
            print("\n" + plan.replayLine(cases: reached) + "   (the most cases a run reached in its budget)")
        }
        if plan.survey && !surveyRows.isEmpty {
            // Grouped by engine and failure: entries of one group likely show one bug.
            let grouped = surveyRows.enumerated().sorted {
                ($0.element[0], $0.element[2], $0.offset) < ($1.element[0], $1.element[2], $1.offset)
            }.map(\.element)
            print("\nFailures found (one entry each, grouped by engine and failure)\n")
            Table.print(["engine", "flavour", "failure", "cases", "first case", "saved"], grouped)
            print("")
            for line in FuzzCommand.surveyGroups(grouped) { print(line) }
        }
        if !unsavedRows.isEmpty {
            print(
                "\nNOT SAVED: \(unsavedRows.count) failure\(unsavedRows.count == 1 ? "" : "s") could not be written to \(plan.corpus) (reasons above); each is found again by its command\n"
            )
            Table.print(["engine", "flavour", "failure", "case", "found again by"], unsavedRows)
        }
        FuzzCommand.printExercised(exercised)
    }

    static func rate(_ cases: Int, _ seconds: Double) -> String { String(Int(Double(cases) / max(seconds, 1e-9))) }
}
