import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import Foundation
import PropertyTesting

extension FuzzCommand {
    /// Runs `plan`'s engines one after the other in worker processes, saving each failure the
    /// moment it is known and again as it shrinks, with a progress line, and tells `recording`
    /// how each run ended; a signal stops the run under way and keeps the others from starting.
    /// Exit status 3 when workers cannot start (said on standard error), else `nil`.
    static func run(_ plan: Plan, recording: FuzzRecording, stop: StopFlag) -> Int32? {
        // The budget is shared out as the run goes: a run that ends early (a failure) leaves
        // its unused time to the runs after it.
        let runClock = ContinuousClock(), deadline = plan.duration.map { runClock.now + $0 }
        let progress = Progress()
        progress.budget = plan.duration
        let corpus = CorpusRecorder(folder: plan.corpus)
        for (position, run) in plan.runs.enumerated() {
            guard !stop.isSet else {
                recording.send(.notRun(run))
                continue
            }
            let perRunBudget = deadline.map {
                max(.milliseconds(1), ($0 - runClock.now) / (plan.runs.count - position))
            }
            let title = run.title
            let target = plan.cases ?? (plan.duration == nil ? 10_000 : Int.max)
            let supervisor = Supervisor(
                engine: run.engine, flavor: run.flavor, seed: plan.seed, totalCases: target, budget: perRunBudget,
                workers: plan.workers, caseTimeout: plan.caseTimeout, maxEdits: plan.maxEdits, survey: plan.survey,
                shard: plan.shard, stop: stop,
                onCase: { done in progress.update(title, done, target) })
            supervisor.onFound = { found in corpus.save(entry(found, run, plan), run, caseIndex: found.caseIndex) }
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
            progress.failures += result.failures.count
            progress.update(title, result.cases, target)
            progress.finish()
            let failures = result.failures.map { found in
                FoundFailure(
                    kind: found.kind, signature: found.signature, message: found.message, caseText: found.text,
                    caseIndex: found.caseIndex, flakiness: found.flakiness, failingCases: found.cases,
                    saved: corpus.saving(
                        entry(found, run, plan), run, caseIndex: found.caseIndex,
                        refind: refindCommand(run, plan, caseIndex: found.caseIndex)))
            }
            corpus.finishRun(keeping: failures.compactMap(\.path))
            recording.send(
                .runEnded(
                    RunEnded(
                        run: run, seconds: Progress.seconds(clock.now - start), cases: result.cases,
                        discarded: result.discarded, labels: result.labels, gaveUp: result.gaveUp,
                        interrupted: result.interrupted, shrinkingInterrupted: shrinkingInterrupted,
                        failures: failures)))
        }
        return nil
    }

    /// The corpus entry of failure `found` of `run`.
    static func entry(_ found: Supervisor.Found, _ run: Run, _ plan: Plan) -> CorpusFile {
        CorpusFile(
            scenario: run.engine.scenario, engine: run.engine.name, flavor: run.flavor,
            expectation: run.engine.kind == .correct ? .pass : .fail,
            failure: .init(
                kind: found.kind, signature: found.signature, message: found.message, flakiness: found.flakiness),
            found: .init(
                by: "\(toolAndVersion) fuzz", seed: String(plan.seed), caseIndex: found.caseIndex,
                maxSize: plan.maxEdits == CaseSize.standard ? nil : plan.maxEdits,
                failingCases: plan.survey ? found.cases : nil),
            draws: found.draws, case: found.value, deploymentTarget: run.engine.deploymentTarget)
    }

    /// The command that finds failure `caseIndex` of `run` again: the same seed, this engine
    /// and flavour, and the cases up to that one.
    static func refindCommand(_ run: Run, _ plan: Plan, caseIndex: Int) -> String {
        "\(tool) fuzz --engine \(run.engine.name)"
            + (run.engine.usesViewFlavor ? " --flavor \(run.flavor.name)" : "")
            + " --seed \(plan.seed)" + (plan.maxEdits == CaseSize.standard ? "" : " --max-size \(plan.maxEdits)")
            + " --cases \(caseIndex + 1)" + (plan.survey ? " --survey" : "")
    }
}
