import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import Foundation
import PropertyTesting

/// A worker (``ChildRequest/Job/work(_:)``): runs one share of a fuzz run — cases `first,
/// first + stride, …` below `until` — recording each case in its ``ProgressSlot`` (its standard
/// input) before it runs, so that a crash or a hang is pinned on its case by the supervisor, and
/// answering failures and its end as ``ChildAnswer`` lines. A survey goes on after failures,
/// reporting each.
enum WorkerCommand {
    static func work(
        _ work: ChildRequest.Work, engine: RegisteredEngine, request: ChildRequest
    ) throws(UsageError)
        -> Int32
    {
        var configuration = CheckConfiguration(
            seed: work.seed, cases: .max, timeBudget: work.budgetMilliseconds.map { .milliseconds($0) },
            log: { _ in })
        configuration.firstCase = work.first
        configuration.caseStride = max(1, work.stride)
        configuration.caseIndexLimit = work.until ?? .max
        configuration.unrepeatableSignatures = FuzzCheck.unrepeatableSignatures
        guard let slot = ProgressSlot(mapping: STDIN_FILENO) else {
            throw UsageError(description: "a worker's standard input is not a progress slot")
        }
        configuration.willRunCase = { slot.start($0) }
        let property = engine.property([request.flavor], request.maxSize)
        if work.survey { return survey(property, configuration) }
        switch check(property, configuration) {
        case .passed(let report):
            ChildAnswer.done(WorkerDone(report, gaveUp: false)).send()
        case .gaveUp(let report):
            ChildAnswer.done(WorkerDone(report, gaveUp: true)).send()
        case .failed(let counterexample):
            guard case .random(let index) = counterexample.origin else { return 1 }
            send(counterexample, index)
            ChildAnswer.done(WorkerDone(cases: 0, labels: [:])).send()
        case .generatorFailed(let error, _, let index):
            sendGeneratorFailure(error, index)
        }
        return 0
    }

    /// A survey's share: every failing case is reported as it is judged, the first of each
    /// signature shrunk (`failure`), the others counted (`repeated`).
    private static func survey(_ property: Property<AnyCase>, _ configuration: CheckConfiguration) -> Int32 {
        let result = PropertyTesting.survey(property, configuration) { failure in
            guard case .random(let index) = failure.origin else { return }
            if let counterexample = failure.counterexample {
                send(counterexample, index)
            } else {
                ChildAnswer.repeated(WorkerRepeat(caseIndex: index, signature: failure.signature)).send()
            }
        }
        if let (error, index) = result.generatorFailure { sendGeneratorFailure(error, index) }
        ChildAnswer.done(WorkerDone(result.report, gaveUp: result.gaveUp)).send()
        return 0
    }

    private static func send(_ counterexample: Counterexample<AnyCase>, _ index: Int) {
        ChildAnswer.failure(
            WorkerFailure(
                caseIndex: index, signature: counterexample.signature, message: counterexample.message,
                draws: counterexample.draws, case: (try? counterexample.value.json()) ?? .null,
                caseText: counterexample.value.description, flakiness: counterexample.flakiness)
        ).send()
    }

    private static func sendGeneratorFailure(_ error: any Error, _ index: Int) {
        ChildAnswer.failure(
            WorkerFailure(
                caseIndex: index, signature: "generator failed", message: "\(error)", draws: [], case: .null,
                caseText: "")
        ).send()
    }
}
