import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import BatchFuzzRegistry

/// `batchfuzz fuzz --exhaustive`: every case of a small scope, each judged once, in this
/// process; the first failure in size order is minimal as found and is saved as an ordinary
/// corpus entry.
extension FuzzCommand {
    /// The scope flags: `--sections`, `--rows`, `--edits`, `--kinds`, `--budget`, `--no-reduction`.
    static func exhaustiveScope(_ arguments: inout Arguments) throws(UsageError) -> ExhaustiveScope {
        var scope = ExhaustiveScope()
        scope.sections = try arguments.value(Options.sections) ?? scope.sections
        scope.rows = try arguments.value(Options.rows) ?? scope.rows
        scope.edits = try arguments.value(Options.edits) ?? scope.edits
        scope.budget = try arguments.value(Options.budget) ?? scope.budget
        scope.kinds = try arguments.value(Options.kinds) ?? scope.kinds
        scope.reduces = !arguments.flag(Options.noReduction)
        return scope
    }

    /// The options of a random run are usage errors beside `--exhaustive`, and every engine must
    /// have an exhaustive form.
    static func checkExhaustiveOptions(
        _ engines: [RegisteredEngine], seed: UInt64?, cases: Int?, duration: Duration?, maxSize: Int?, survey: Bool,
        workers: Int?
    ) throws(UsageError) {
        let given: [(String, String?)] = [
            (Options.seed.name, seed.map(String.init)), (Options.cases.name, cases.map(String.init)),
            (Options.duration.name, duration.map { "\($0)" }), (Options.maxSize.name, maxSize.map(String.init)),
            (Options.survey.name, survey ? "" : nil), (Options.workers.name, workers.map(String.init)),
        ]
        if let (option, _) = given.first(where: { $0.1 != nil }) {
            throw UsageError(
                description: option == Options.workers.name
                    ? "--workers does not apply to --exhaustive, whose walk runs in one process: split it with --shard I/N instead"
                    : option == Options.maxSize.name
                        ? "--max-size does not apply to --exhaustive: the scope is --sections, --rows, --edits and --kinds"
                        : "\(option) does not apply to --exhaustive, which judges every case of its scope once"
            )
        }
        if let without = engines.first(where: { !$0.checksExhaustively }) {
            let with = Set(Registry.engines.filter(\.checksExhaustively).map(\.scenario)).sorted()
            throw UsageError(
                description:
                    "engine '\(without.name)' (scenario '\(without.scenario)') has no exhaustive form: \(ExhaustiveScope.noForm(forScenario: without.scenario)); scenarios with one: \(with.joined(separator: ", "))"
            )
        }
    }

    /// Runs every case of `plan`'s scope for each run, in a child process each, and tells
    /// `recording` how each walk ended. An exit status when the walks cannot go on (2 a scope
    /// too large, said with its size; 3 a child that cannot start), else `nil`.
    static func runExhaustive(_ plan: Plan, recording: FuzzRecording, stop: StopFlag) -> Int32? {
        let scope = plan.scope
        let part = ExhaustiveConfiguration.Shard(index: plan.shard.index, count: plan.shard.count)
        let progress = Progress()
        let corpus = CorpusRecorder(folder: plan.corpus)
        for run in plan.runs {
            // An interrupt ends the walks; those it kept from starting are listed as not run.
            guard !stop.isSet else {
                recording.send(.notRun(run))
                continue
            }
            let title = run.title
            let clock = ContinuousClock(), start = clock.now
            let walked: Walked
            do {
                walked = try walkInChild(run, scope: scope, shard: part, caseTimeout: plan.caseTimeout, stop: stop) {
                    progress.update(title, walk: $0)
                }
            } catch {
                printError("\(error)")
                return 3
            }
            progress.finish()
            let words = run.engine.describe(scope)
            var end = RunEnded(
                run: run, seconds: Progress.seconds(clock.now - start), cases: 0,
                walk: RunEnded.Walk(scope: scope, words: words))
            switch walked {
            case .interrupted:
                end.interrupted = true
            case .crashed(let message, let draws), .hung(let message, let draws):
                let kind: FailureKind = if case .hung = walked { .timeout } else { .crash }
                let found = draws.flatMap { run.engine.scopedCase([run.flavor], scope: scope, draws: $0) }
                end.failures = [
                    FoundFailure(
                        kind: kind, signature: kind.rawValue, message: message, caseText: found?.value.description,
                        saved: found.map { found in
                            corpus.saving(
                                entry(
                                    run, words, kind: kind, signature: kind.rawValue, message: message,
                                    draws: found.draws, case: (try? found.value.json()) ?? .null),
                                run, caseIndex: 0, refind: nil)
                        } ?? .nothing)
                ]
            case .outcome(let outcome):
                let report = outcome.report(property: run.engine.name)
                end.walk?.report = report
                end.cases = report.judged
                end.interrupted = report.cancelled
                switch outcome.verdict {
                case .tooLarge:
                    let refusal =
                        outcome.refusal ?? ExhaustiveRefusal(budget: scope.budget, counted: nil, estimate: .infinity)
                    printError(
                        "\(title): "
                            + refusal.sentence(
                                words, narrowing: "narrow it (--sections, --rows, --edits, --kinds)",
                                budgetOption: Options.budget.name))
                    return 2
                case .passed:
                    break
                case .failed:
                    let signature = outcome.signature ?? "failure", message = outcome.message ?? ""
                    end.failures = [
                        FoundFailure(
                            kind: .property, signature: signature, message: message, caseText: outcome.caseText ?? "",
                            saved: corpus.saving(
                                entry(
                                    run, words, kind: .property, signature: signature, message: message,
                                    draws: outcome.draws ?? [], case: outcome.caseJSON ?? .null),
                                run, caseIndex: 0, refind: nil))
                    ]
                }
            }
            recording.send(.runEnded(end))
        }
        return nil
    }

    /// The corpus entry of a walk's failure: an ordinary entry, found by the walk of `scope`.
    static func entry(
        _ run: Run, _ scope: String, kind: FailureKind, signature: String, message: String, draws: [UInt64],
        case value: JSONValue
    ) -> CorpusFile {
        CorpusFile(
            scenario: run.engine.scenario, engine: run.engine.name, flavor: run.flavor,
            expectation: run.engine.kind == .correct ? .pass : .fail,
            failure: .init(kind: kind, signature: signature, message: message),
            found: .init(by: "\(toolAndVersion) fuzz --exhaustive (\(scope))", seed: "exhaustive", caseIndex: nil),
            draws: draws, case: value, deploymentTarget: run.engine.deploymentTarget)
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

    /// Runs one walk in a child process (``ExhaustiveChildCommand``), so that an engine that traps takes
    /// only the child down; `progress` hears how far it has sized and walked its scope, every
    /// fiftieth of a second.
    static func walkInChild(
        _ run: Run, scope: ExhaustiveScope, shard: ExhaustiveConfiguration.Shard, caseTimeout: Duration,
        stop: StopFlag, progress: (Progress.Walk) -> Void
    ) throws -> Walked {
        let request = ChildRequest(run.engine, flavor: run.flavor, job: .walk(ChildRequest.Walk(scope, shard: shard)))
        let errors = Pipe()
        let (process, output) = ChildProcess.make(request.arguments, standardError: errors, reportsCrashSite: true)
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
            progress(
                Progress.Walk(
                    judged: slot.started, counted: slot.sequencesCounted, sequences: slot.sequencesInScope,
                    walked: slot.sequencesWalked))
            usleep(20_000)
        }
        // An interrupt reaches the child too: its death is then the interrupt's, not a crash.
        if stop.isSet { return .interrupted }
        let lines = String(decoding: standardOutput.wait(), as: UTF8.self).split(separator: "\n")
        let exit = ChildProcess.exit(of: process)
        if crashReportBegan == nil, case .status? = exit,
            case .walked(let outcome)? = lines.lazy.compactMap(ChildAnswer.init(line:)).first
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
}
