import BatchFuzzCore
import BatchModel
import Foundation

/// `--json`: a line per run and, for a random run, a line per failure; a last line when an
/// interrupt cut the run short, naming the runs it kept from starting.
final class JSONLinesRecorder: FuzzRecorder {
    private let plan: FuzzCommand.Plan
    private let write: (String) -> Void
    private var interrupted = false
    private var skipped: [String] = []

    init(_ plan: FuzzCommand.Plan, write: @escaping (String) -> Void) {
        self.plan = plan
        self.write = write
    }

    func record(_ event: FuzzEvent) {
        switch event {
        case .began: break
        case .runEnded(let end):
            interrupted = interrupted || end.interrupted
            if let walk = end.walk {
                write(JSONLines.line(walkLine(end, walk)))
            } else {
                write(JSONLines.line(runLine(end)))
                for failure in end.failures { write(JSONLines.line(failureLine(failure, end.run))) }
            }
        case .notRun(let run):
            interrupted = true
            skipped.append(run.title)
        case .ended:
            guard interrupted else { return }
            write(JSONLines.line(["interrupted": .bool(true), "skipped": .array(skipped.map { .string($0) })]))
        }
    }

    private func runFields(_ run: FuzzCommand.Run) -> [String: JSONValue] {
        [
            "scenario": .string(run.engine.scenario), "engine": .string(run.engine.name),
            "flavor": .string(run.flavor.name),
        ]
    }

    private func runLine(_ end: RunEnded) -> [String: JSONValue] {
        runFields(end.run).merging([
            "cases": .integer(end.cases), "failures": .integer(end.failures.count), "seconds": .number(end.seconds),
        ]) { $1 }
    }

    /// A failure of a random run, with where it was saved or the command that finds it again.
    private func failureLine(_ failure: FoundFailure, _ run: FuzzCommand.Run) -> [String: JSONValue] {
        var line = runFields(run).merging([
            "failure": .string(failure.signature), "kind": .string(failure.kind.rawValue),
            "caseIndex": .integer(failure.caseIndex ?? 0), "seed": .string(String(plan.seed)),
        ]) { $1 }
        if let flakiness = failure.flakiness {
            line["flaky"] = .string("\(flakiness.shrunkFailures) of \(flakiness.shrunkJudgements)")
        }
        if plan.survey { line["failingCases"] = .integer(failure.failingCases ?? 1) }
        switch failure.saved {
        case .saved(let path): line["file"] = .string(path)
        case .notSaved(let error, let refind):
            line["saved"] = .bool(false)
            line["error"] = .string(error.description)
            if let refind { line["refind"] = .string(refind) }
        case .nothing: line["saved"] = .bool(false)
        }
        return line
    }

    /// A walk's line, with the scope it covered and its failure, if any.
    private func walkLine(_ end: RunEnded, _ walk: RunEnded.Walk) -> [String: JSONValue] {
        let scope = walk.scope
        var fields = runFields(end.run).merging([
            "exhaustive": .bool(true), "scope": .string(walk.words), "sections": .integer(scope.sections),
            "rows": .integer(scope.rows), "edits": .integer(scope.edits),
            "kinds": .array(scope.kinds.map { .string($0.rawValue) }), "cases": .integer(end.cases),
            "shard": .string("\(plan.shard.index + 1)/\(plan.shard.count)"),
            "failures": .integer(end.failures.count), "seconds": .number(end.seconds),
            "complete": .bool(walk.report.map { !$0.cancelled } ?? false),
        ]) { $1 }
        if let report = walk.report {
            fields["distinct"] = .integer(report.distinct)
            fields["sequences"] = .integer(report.sequences)
        }
        if let failure = end.failures.first {
            fields["failure"] = .string(failure.name)
            if let path = failure.path { fields["file"] = .string(path) }
        }
        return fields
    }
}
