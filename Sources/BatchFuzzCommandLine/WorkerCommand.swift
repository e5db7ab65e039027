import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import BatchFuzzRegistry

/// `batchfuzz __worker` (hidden): runs one share of a fuzz run — cases `first, first + stride,
/// …` below `until` — recording each case in its ``ProgressSlot`` (its standard input, with
/// `--progress-slot`) before it runs, so that a crash or a hang is pinned on its case by the
/// supervisor, and reporting as ``WorkerMessage`` lines. With `--survey` it goes on after
/// failures, reporting each.
enum WorkerCommand {
    static func main(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
        // The supervisor ignores SIGINT and SIGTERM to handle them itself; a worker must not.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        ParentWatch.start()
        let engine = try registeredEngine(&arguments)
        let flavor = try parsedFlavor(&arguments)
        let seed = try arguments.value("--seed", expected: "a seed", parseSeed) ?? 0
        let first = try arguments.value("--first", expected: "a case index") { Int($0) } ?? 0
        let stride =
            try arguments.value("--stride", expected: "a stride") { Int($0).flatMap { $0 > 0 ? $0 : nil } } ?? 1
        let until = try arguments.value("--until", expected: "a case count") { Int($0) } ?? Int.max
        let budget = try arguments.value("--budget-ms", expected: "milliseconds") { Int64($0) }.map {
            Duration.milliseconds($0)
        }
        let maxEdits = try arguments.value("--max-size", expected: "a whole number") { Int($0) } ?? CaseSize.standard
        let surveying = arguments.flag("--survey")
        let reportsProgress = arguments.flag("--progress-slot")
        try arguments.finish()

        var configuration = CheckConfiguration(seed: seed, cases: .max, timeBudget: budget, log: { _ in })
        configuration.firstCase = first
        configuration.caseStride = stride
        configuration.caseIndexLimit = until
        if reportsProgress {
            guard let slot = ProgressSlot(mapping: STDIN_FILENO) else {
                throw UsageError(description: "--progress-slot: standard input is not a progress slot")
            }
            configuration.willRunCase = { slot.start($0) }
        }
        if surveying { return runSurvey(engine.property([flavor], maxEdits), configuration) }
        let result = check(engine.property([flavor], maxEdits), configuration)
        switch result {
        case .passed(let report):
            WorkerMessage.done(WorkerDone(report, gaveUp: false)).send()
        case .gaveUp(let report):
            WorkerMessage.done(WorkerDone(report, gaveUp: true)).send()
        case .failed(let counterexample):
            guard case .random(let index) = counterexample.origin else { return 1 }
            sendFailure(counterexample, index)
            WorkerMessage.done(WorkerDone(cases: 0, labels: [:])).send()
        case .generatorFailed(let error, _, let index):
            WorkerMessage.failure(
                WorkerFailure(
                    caseIndex: index, signature: "generator failed", message: "\(error)", draws: [],
                    case: .null, caseText: "")
            ).send()
        }
        return 0
    }

    /// A survey's share: every failing case is reported as it is judged, the first of each
    /// signature shrunk (`fail`), the others counted (`again`).
    private static func runSurvey(_ property: Property<AnyCase>, _ configuration: CheckConfiguration) -> Int32 {
        let result = survey(property, configuration) { failure in
            guard case .random(let index) = failure.origin else { return }
            if let counterexample = failure.counterexample {
                sendFailure(counterexample, index)
            } else {
                WorkerMessage.repeated(WorkerRepeat(caseIndex: index, signature: failure.signature)).send()
            }
        }
        if let (error, index) = result.generatorFailure {
            WorkerMessage.failure(
                WorkerFailure(
                    caseIndex: index, signature: "generator failed", message: "\(error)", draws: [], case: .null,
                    caseText: "")
            ).send()
        }
        WorkerMessage.done(WorkerDone(result.report, gaveUp: result.gaveUp)).send()
        return 0
    }

    private static func sendFailure(_ counterexample: Counterexample<AnyCase>, _ index: Int) {
        WorkerMessage.failure(
            WorkerFailure(
                caseIndex: index, signature: counterexample.signature, message: counterexample.message,
                draws: counterexample.draws, case: (try? counterexample.value.json()) ?? .null,
                caseText: counterexample.value.description, flakiness: counterexample.flakiness)
        ).send()
    }

    static func registeredEngine(_ arguments: inout Arguments) throws(UsageError) -> RegisteredEngine {
        guard let name = try arguments.value("--engine") else {
            throw UsageError(
                description: "--engine is needed: the engine whose cases these are ('\(tool) list' names them)")
        }
        guard let engine = Registry.engine(named: name) else {
            throw UsageError(description: "unknown engine '\(name)' ('\(tool) list' names them)")
        }
        return try deploymentTarget(&arguments).map(engine.judged(for:)) ?? engine
    }

    /// `--deployment-target`: the oldest iOS release the engines are judged for, if given.
    static func deploymentTarget(_ arguments: inout Arguments) throws(UsageError) -> DeploymentTarget? {
        try arguments.value("--deployment-target", expected: DeploymentTarget.expected) { DeploymentTarget(text: $0) }
    }

    static func parsedFlavor(_ arguments: inout Arguments) throws(UsageError) -> ViewFlavor {
        try arguments.value("--flavor", expected: "table or collection") {
            ViewFlavor(name: $0)
        } ?? .tableView
    }
}
