import Foundation
import PropertyTesting

extension FuzzCheck {
    /// `await check(_:)`: fuzzes `target` — or judges `pinned`, a case pasted from a failure —
    /// with the main queue's turns among its steps, where the target judges so
    /// (``FuzzTarget/awaiting``); otherwise as `check(_:)` does. The cases are judged on the main
    /// actor, which steps aside for the main queue between them and at their turns: in a child
    /// process (this process serving as that child, or the parent sending it cases), or here,
    /// the property-based run on a thread of its own handing each case to the main actor.
    @MainActor
    package static func checkAwaiting<Case>(
        _ target: FuzzTarget<Case>, pinned: Case? = nil, configuration: FuzzConfiguration, test: String,
        isolation: CaseIsolation
    ) async throws(PropertyFailure) -> PassReport {
        guard let awaiting = target.awaiting, configuration.exhaustive == nil || pinned != nil else {
            if let pinned {
                return try check(target, case: pinned, configuration: configuration, test: test, isolation: isolation)
            }
            return try check(target, configuration: configuration, test: test, isolation: isolation)
        }
        let run = target.run(configuration)
        let judge = awaiting(run)
        var property = judge.property
        var configuration = configuration
        var form: EntryForm<Case>? = target.entryForm(run, test: test)
        if let pinned {
            do {
                try target.validate(pinned)
            } catch {
                throw PropertyFailure(
                    property: target.name, signature: "invalid case", seed: 0, replay: "",
                    description: "\(target.name): the case is not one the \(target.scenario) scenario runs: \(error)")
            }
            property = Property(property.name, .constant(pinned), describe: property.describe, property.body)
            configuration.check.cases = 1
            configuration.exhaustive = nil
            form = nil
        }
        let look = target.look.map { look in { look(run) } }
        do throws(PropertyFailure) {
            switch isolation {
            case .serving:
                await JudgeServer.serveAwaiting(judge, look: look)
            case .childProcess(let command):
                return try runIsolated(property, command, configuration, test: test, look: look, form: form)
            case .inProcess:
                return try await runHandingCases(property, judge, configuration, test: test, form: form)
            }
        } catch {
            var failure = error
            target.annotate?(&failure, run)
            throw failure
        }
    }

    /// Runs `property` on a thread of its own, each case it judges or describes handed to
    /// `judge` on the main actor, which waits for the next case between them.
    @MainActor
    private static func runHandingCases<Case>(
        _ property: Property<Case>, _ judge: AwaitingJudge<Case>, _ configuration: FuzzConfiguration,
        test: String, form: EntryForm<Case>?
    ) async throws(PropertyFailure) -> PassReport {
        let cases = CaseHandover<Case>()
        nonisolated(unsafe) let handed = Property(
            property.name, property.generator, describe: { cases.ask(.describe, $0).text }
        ) { value, _ in cases.ask(.judge, value).verdict }
        nonisolated(unsafe) let form = form
        let outcome = EngineOutcome()
        Thread {
            do throws(PropertyFailure) {
                outcome.result = .success(
                    try FuzzCheck.run(handed, configuration, test: test, batches: nil, form: form))
            } catch {
                outcome.result = .failure(error)
            }
            cases.finish()
        }.start()
        for await request in cases.requests {
            switch request.kind {
            case .judge: request.answer(.init(verdict: await judge.judge(request.value)))
            case .describe: request.answer(.init(text: await judge.describe(request.value)))
            }
        }
        // The run's thread sets its outcome before it ends the requests.
        guard let result = outcome.result else {
            preconditionFailure("the property-based run ended without an outcome")
        }
        return try result.get()
    }
}

/// What the property-based run on its own thread ended with.
private final class EngineOutcome: @unchecked Sendable {
    var result: Result<PassReport, PropertyFailure>?
}

/// Cases handed from the property-based run's thread to the main actor, and their answers back:
/// the thread waits for each answer.
private final class CaseHandover<Case>: @unchecked Sendable {
    enum Kind { case judge, describe }

    struct Answer {
        var verdict: Verdict = .discard
        var text = ""
    }

    final class Request: @unchecked Sendable {
        let kind: Kind
        let value: Case
        private let answered = DispatchSemaphore(value: 0)
        private(set) var reply = Answer()

        init(kind: Kind, value: Case) {
            self.kind = kind
            self.value = value
        }

        func answer(_ answer: Answer) {
            reply = answer
            answered.signal()
        }

        func wait() -> Answer {
            answered.wait()
            return reply
        }
    }

    let requests: AsyncStream<Request>
    private let continuation: AsyncStream<Request>.Continuation

    init() {
        (requests, continuation) = AsyncStream.makeStream()
    }

    /// Hands `value` over and waits for its answer (on the run's thread).
    func ask(_ kind: Kind, _ value: Case) -> Answer {
        let request = Request(kind: kind, value: value)
        continuation.yield(request)
        return request.wait()
    }

    func finish() { continuation.finish() }
}
