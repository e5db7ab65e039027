import Foundation
import PropertyTesting

/// The child's side of ``ChildJudge``: the check, reached again in the test runner started for
/// it, judges each case it reads on standard input and answers on standard output, until its
/// input ends; then the process exits, without running the rest of the test.
package enum JudgeServer {
    /// What starts an answer line, so that the test runner's own output and what the code under
    /// test prints are told apart from answers.
    package static let marker = "batchfuzz-judge: "
    /// The first answer: the check is reached and judges from now on.
    package static let ready = "ready"
    /// The variable that asks the child to stop a case still running after that many seconds by
    /// sending SIGQUIT to the thread judging it, so that the backtracer prints where it hangs.
    package static let hangVariable = "BATCHFUZZ_JUDGE_STOP_HANG_AFTER"

    /// A case to judge or to describe, as JSON.
    package struct Request: Codable {
        package enum Kind: String, Codable {
            /// The check's ``SubjectLook`` (no value): what this run built, for the parent to
            /// compare with what it built.
            case judge, describe, look
        }

        package var kind: Kind
        package var value: String

        package init(kind: Kind, value: Data) {
            self.kind = kind
            self.value = String(decoding: value, as: UTF8.self)
        }
    }

    /// A verdict and its labels, or a description.
    package struct Answer: Codable {
        var judged: JudgedVerdict?
        var text: String?

        init(_ verdict: Verdict, labels: [String]) {
            judged = JudgedVerdict(verdict, labels: labels)
        }

        init(text: String) {
            self.text = text
        }

        var verdict: Verdict { judged?.verdict ?? .fail(signature: "judge failed", message: "no verdict") }
        var labels: [String]? { judged?.labels }
    }

    /// Judges the cases sent on standard input with `property`, and says what `look` sees when
    /// asked, then ends the process — at once when the parent is gone, even in the middle of a
    /// case that never returns.
    package static func serve<Value: Decodable>(_ property: Property<Value>, look: (() -> SubjectLook)?) -> Never {
        ParentWatch.start()
        let watchdog = ProcessInfo.processInfo.environment[hangVariable].flatMap(Double.init).map(HangWatchdog.init)
        say(ready)
        while let (kind, value) = nextCase(Value.self, look: look) {
            switch kind {
            case .judge:
                var context = CaseContext()
                watchdog?.begin()
                let verdict = property.body(value, &context)
                watchdog?.end()
                answer(.init(verdict, labels: context.labels))
            case .describe, .look:
                answer(.init(text: property.describe(value)))
            }
        }
        exit(0)
    }

    /// ``serve(_:look:)`` for a target judged by `await check(_:)`: each case judged on the main
    /// actor by `judge`, which steps aside for the main queue at the case's turns.
    @MainActor
    package static func serveAwaiting<Value: Decodable>(
        _ judge: AwaitingJudge<Value>, look: (() -> SubjectLook)?
    ) async -> Never {
        ParentWatch.start()
        say(ready)
        while let (kind, value) = nextCase(Value.self, look: look) {
            switch kind {
            case .judge: answer(.init(await judge.judge(value), labels: []))
            case .describe, .look: answer(.init(text: await judge.describe(value)))
            }
        }
        exit(0)
    }

    /// The next case the parent sends to judge or describe, answering on the way the requests
    /// that need no case (what `look` sees) and those that cannot be read; `nil` when the input
    /// ends.
    private static func nextCase<Value: Decodable>(
        _ type: Value.Type, look: (() -> SubjectLook)?
    ) -> (Request.Kind, Value)? {
        while let line = readLine(strippingNewline: true) {
            guard let request = try? JSONDecoder().decode(Request.self, from: Data(line.utf8)) else {
                answer(.init(.fail(signature: "judge failed", message: "an unreadable request"), labels: []))
                continue
            }
            if request.kind == .look {
                let seen = look.map { $0().agreeing(with: $0()) } ?? SubjectLook(lines: [])
                answer(.init(text: String(decoding: (try? JSONEncoder().encode(seen)) ?? Data(), as: UTF8.self)))
                continue
            }
            do {
                return (request.kind, try JSONDecoder().decode(Value.self, from: Data(request.value.utf8)))
            } catch {
                answer(
                    .init(.fail(signature: "judge failed", message: "the case cannot be read: \(error)"), labels: []))
            }
        }
        return nil
    }

    private static func answer(_ answer: Answer) { AnswerLine.say(answer, marker: marker) }

    /// One answer line, on a line of its own whatever the code under test printed before it.
    private static func say(_ line: String) { AnswerLine.say(line, marker: marker) }

    /// Stops the judging thread with SIGQUIT when a case outlives its limit: the Swift backtracer
    /// then prints that thread's frames (where the case hangs) and ends the process.
    private final class HangWatchdog: @unchecked Sendable {
        private let lock = NSLock()
        private let judging = pthread_self()
        private var startedAt: ContinuousClock.Instant?

        /// Called on the thread that judges. That thread takes SIGQUIT, which a child started
        /// from one of the parent's Dispatch threads inherits blocked.
        init(seconds: Double) {
            var quit = sigset_t()
            sigemptyset(&quit)
            sigaddset(&quit, SIGQUIT)
            pthread_sigmask(SIG_UNBLOCK, &quit, nil)
            let limit = Duration.milliseconds(Int64(seconds * 1000))
            Thread { [self] in
                while true {
                    Thread.sleep(forTimeInterval: 0.01)
                    let overdue = lock.withLock { startedAt.map { ContinuousClock.now - $0 > limit } ?? false }
                    if overdue {
                        pthread_kill(judging, SIGQUIT)
                        return
                    }
                }
            }.start()
        }

        func begin() { lock.withLock { startedAt = .now } }
        func end() { lock.withLock { startedAt = nil } }
    }
}
