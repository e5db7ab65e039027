import Foundation
import PropertyTesting

/// Judges a check's cases in a child process — the test runner started again for the same test,
/// whose check, reached again, judges the cases it is sent instead of running
/// (``JudgeServer``) — so that a trap in the code under test is a verdict like any other and the
/// test run goes on. The child is started at the first case and after each one that ended it.
///
/// A child that dies while judging a case makes the verdict `crash`, with the runtime's message
/// (`Fatal error: Index out of range`) and, for the case a check finally reports, the frame it
/// trapped in; one that does not answer within the case limit is ended and makes `timeout`.
/// A hang costs the full limit once: after it, a case that takes far longer than any case that
/// answered (``shortLimit(slowest:limit:)``) counts as the same hang, and once the hangs of
/// smaller cases have taken the limit again, shrinking stops with the smallest hanging case
/// found (``hangBudgetSpent``): a hanging screen costs about twice its limit, not the limit for
/// every shrink step.
package final class ChildJudge: @unchecked Sendable {
    /// How to start the child.
    package struct Command: Sendable {
        /// The test runner.
        package var executable: URL
        /// Its arguments: the one test to run.
        package var arguments: [String]
        /// Which check of that test judges the cases: its call site and how many times the test
        /// reached that call before.
        package var check: String
        /// Variables the child gets beside this process's.
        package var environment: [String: String] = [:]
        /// Files made for the child, removed when the judge stops.
        package var temporaryFiles: [String] = []

        package init(executable: URL, arguments: [String], check: String) {
            self.executable = executable
            self.arguments = arguments
            self.check = check
        }
    }

    /// The variable that tells a child which check judges the cases it is sent.
    package static let variable = "BATCHFUZZ_JUDGE_CHECK"

    /// How long one case may run in the child, by default, before it counts as a hang
    /// (``FuzzConfiguration/caseTimeLimit``). A case of a screen takes milliseconds; a debug build
    /// on a loaded machine is far below this.
    package static let defaultCaseLimit = Duration.seconds(30)
    /// How long the child may take to run the test up to the check: the test's own set-up and the
    /// checks before this one run first.
    package static let startLimit = Duration.seconds(300)

    /// How long a case may run once another case has hung: twenty times the slowest case that
    /// answered, at least a quarter of a second, never more than `limit`.
    package static func shortLimit(slowest: Duration, limit: Duration) -> Duration {
        min(limit, max(.milliseconds(250), slowest * 20))
    }

    private let command: Command
    private let reportsCrashSite: Bool
    /// How long a case may run before it counts as a hang.
    package let caseLimit: Duration
    /// With a witness of a hang: how long the child lets a case run before it stops the judging
    /// thread with SIGQUIT, so that the backtracer prints the frame it hung in.
    private let stopsHangAfter: Duration?
    private var child: Child?
    /// Why the child could not reach the check, once it failed to: every later case says so.
    private var unreachable: String?
    /// The slowest case that answered, and whether a case has hung.
    private var slowest = Duration.zero
    private var hung = false
    /// The time hangs after the first took, and the cases that hung with what their failure said.
    private var spentOnHangs = Duration.zero
    private var knownHangs: [Data: String] = [:]

    /// A judge for `command`; with `reportsCrashSite`, a trap's report names the frame it
    /// trapped in (the Swift backtracer takes seconds in a debug build, so only the case a
    /// check reports is judged so). With `stopsHangAfter`, a case still running after that long
    /// is stopped in the child so that its frames are printed: a hang is then reported as
    /// ``verdict(on:labels:)``'s `timeout` with the frame it hung in.
    package init(
        _ command: Command, caseLimit: Duration = defaultCaseLimit, reportsCrashSite: Bool = false,
        stopsHangAfter: Duration? = nil
    ) {
        self.command = command
        self.caseLimit = caseLimit
        self.reportsCrashSite = reportsCrashSite || stopsHangAfter != nil
        self.stopsHangAfter = stopsHangAfter
    }

    deinit { stop() }

    /// How long the next case may run: the case limit, or a short one once a case has hung.
    package var currentLimit: Duration { hung ? Self.shortLimit(slowest: slowest, limit: caseLimit) : caseLimit }

    /// Whether hangs after the first used up their budget: from then on only cases already seen
    /// to hang are failures (without running them again), and other cases are discarded — the
    /// shrinker keeps the smallest hanging case it has.
    package private(set) var hangBudgetSpent = false
    /// How many times a case ran for the whole case limit: what a hang cost (once, as a rule).
    package private(set) var fullLimitWaits = 0

    /// The verdict on the case `json` encodes, and its labels.
    package func verdict(on json: Data, labels: inout [String]) -> Verdict {
        if hangBudgetSpent {
            if let message = knownHangs[json] { return .fail(signature: "timeout", message: message) }
            return .discard
        }
        let limit = currentLimit
        let clock = ContinuousClock(), started = clock.now
        switch ask(JudgeServer.Request(kind: .judge, value: json), within: limit) {
        case .answer(let answer):
            labels = answer.labels ?? []
            return answer.verdict
        case .died(let site) where stopsHangAfter != nil && site.stoppedAsHung:
            let stopped = stopsHangAfter.map { $0 < caseLimit ? "stopped after \($0); " : "" } ?? ""
            let place = site.hangPlace
            return .fail(
                signature: "timeout",
                message:
                    "the case did not finish (\(stopped)the case time limit is \(caseLimit)): the code under test hangs\(place)"
            )
        case .died(let site):
            return .fail(signature: "crash", message: site.crashMessage)
        case .hung:
            let message: String
            if hung {
                message =
                    "the case did not finish within \(limit) (another case of this check already hung for the full \(caseLimit)): the code under test hangs"
                spentOnHangs += clock.now - started
                hangBudgetSpent = spentOnHangs >= caseLimit
            } else {
                message = Self.hangMessage(limit: limit)
                hung = true
            }
            knownHangs[json] = message
            return .fail(signature: "timeout", message: message)
        case .unreachable(let why):
            return .fail(signature: "not isolated", message: why)
        }
    }

    /// What a hang's failure says before its frames are taken.
    static func hangMessage(limit: Duration) -> String {
        "the case did not finish within \(limit): the code under test hangs"
    }

    /// The case `json` encodes step by step, as the check's property describes it, or why it
    /// cannot be told.
    package func description(of json: Data) -> String? {
        // Describing a case runs it: one known to hang would hang again, for the whole limit.
        guard knownHangs[json] == nil else { return nil }
        if case .answer(let answer) = ask(JudgeServer.Request(kind: .describe, value: json), within: currentLimit) {
            return answer.text
        }
        return nil
    }

    /// What the child built for the check, as ``SubjectLook`` reads it, or `nil` when it could
    /// not say (it died or hung building it: the first case then says how).
    package func look() -> SubjectLook? {
        guard case .answer(let answer) = ask(JudgeServer.Request(kind: .look, value: Data()), within: currentLimit),
            let text = answer.text
        else { return nil }
        return try? JSONDecoder().decode(SubjectLook.self, from: Data(text.utf8))
    }

    /// Ends the child and removes the files made for it.
    package func stop() {
        child?.end()
        child = nil
        for file in command.temporaryFiles { try? FileManager.default.removeItem(atPath: file) }
    }

    // MARK: Underneath

    private enum Outcome {
        case answer(JudgeServer.Answer)
        case died(CrashSite)
        case hung
        case unreachable(String)
    }

    private func ask(_ request: JudgeServer.Request, within limit: Duration) -> Outcome {
        if let unreachable { return .unreachable(unreachable) }
        if child == nil {
            switch Child.start(command, reportsCrashSite: reportsCrashSite, stopsHangAfter: stopsHangAfter) {
            case .success(let started): child = started
            case .failure(let why):
                unreachable = why.description
                return .unreachable(why.description)
            }
        }
        guard let child else { return .unreachable("no child process") }
        let clock = ContinuousClock(), started = clock.now
        // A child that stops a hang itself is given the time its backtrace takes on top.
        let outcome = child.ask(request, within: stopsHangAfter.map { $0 + ChildProcess.crashReportLimit } ?? limit)
        if case .hung = outcome, limit >= caseLimit { fullLimitWaits += 1 }
        if case .answer = outcome {
            slowest = max(slowest, clock.now - started)
            return outcome
        }
        child.end()
        self.child = nil
        return outcome
    }

    /// One child process: the test runner, running until it serves the check, then judging.
    private final class Child {
        let process: Process
        let input: FileHandle
        let lines: LineReader
        let errors: PipeReader

        private init(process: Process, input: FileHandle, lines: LineReader, errors: PipeReader) {
            self.process = process
            self.input = input
            self.lines = lines
            self.errors = errors
        }

        struct Unreachable: Error, CustomStringConvertible {
            var description: String
        }

        static func start(
            _ command: Command, reportsCrashSite: Bool, stopsHangAfter: Duration?
        ) -> Result<Child, Unreachable> {
            let errorPipe = Pipe()
            var environment = command.environment
            environment[ChildJudge.variable] = command.check
            if let stopsHangAfter { environment[JudgeServer.hangVariable] = "\(Self.seconds(stopsHangAfter))" }
            let (process, output) = ChildProcess.make(
                command.arguments, standardError: errorPipe, reportsCrashSite: reportsCrashSite,
                executable: command.executable, environment: environment)
            let inputPipe = Pipe()
            process.standardInput = inputPipe
            do {
                try process.run()
            } catch {
                return .failure(Unreachable(description: "the test runner could not be started again: \(error)"))
            }
            let child = Child(
                process: process, input: inputPipe.fileHandleForWriting, lines: LineReader(output),
                errors: PipeReader(errorPipe))
            switch child.next(within: ChildJudge.startLimit) {
            case .line(let line) where line == JudgeServer.ready:
                return .success(child)
            case .line, .ended:
                let said = String(decoding: child.errors.wait(), as: UTF8.self)
                child.end()
                return .failure(
                    Unreachable(
                        description:
                            "the test, run again in a child process to judge cases where a trap cannot end the run, ended before it reached this check (a check before it in the same test failed, or the test depends on something a second run does not have)\(said.isEmpty ? "" : ": " + String(said.suffix(600)))"
                    ))
            case .timedOut:
                child.end()
                return .failure(
                    Unreachable(
                        description:
                            "the test, run again in a child process to judge cases, did not reach this check within \(ChildJudge.startLimit)"
                    ))
            }
        }

        func ask(_ request: JudgeServer.Request, within limit: Duration) -> Outcome {
            let errorsBefore = errors.received.count
            var message = (try? JSONEncoder().encode(request)) ?? Data()
            message.append(0x0A)
            do {
                try input.write(contentsOf: message)
            } catch {
                return died(after: errorsBefore)
            }
            switch next(within: limit) {
            case .line(let line):
                guard let answer = try? JSONDecoder().decode(JudgeServer.Answer.self, from: Data(line.utf8)) else {
                    return .unreachable("the child process answered what cannot be read: \(line.prefix(200))")
                }
                return .answer(answer)
            case .ended:
                return died(after: errorsBefore)
            case .timedOut:
                return .hung
            }
        }

        private func died(after offset: Int) -> Outcome {
            if ChildProcess.crashReportEnded(in: errors.received), ChildProcess.exit(of: process) == nil {
                ChildProcess.kill(process)
            }
            ChildProcess.reap(process, within: ChildProcess.crashReportLimit)
            let said = errors.wait()
            var site = CrashSite(standardError: String(decoding: said.dropFirst(offset), as: UTF8.self))
            site.exit = ChildProcess.exit(of: process)
            return .died(site)
        }

        static func seconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }

        enum Next {
            case line(String)
            case ended
            case timedOut
        }

        /// The child's next answer line, or how it stopped answering.
        func next(within limit: Duration) -> Next {
            let clock = ContinuousClock(), started = clock.now
            while clock.now - started < limit {
                switch lines.next(waiting: .milliseconds(50)) {
                case .line(let line): return .line(line)
                case .ended: return .ended
                case nil:
                    // A child stopped as a hung one may go on after its backtrace: it has said all.
                    if ChildProcess.crashReportEnded(in: errors.received) { return .ended }
                    // An exited child's last words are in the pipe at once.
                    guard ChildProcess.exit(of: process) != nil else { continue }
                    if case .line(let line)? = lines.next(waiting: ChildProcess.exitGrace) { return .line(line) }
                    return .ended
                }
            }
            return .timedOut
        }

        func end() {
            try? input.close()
            if ChildProcess.exit(of: process) == nil {
                // A child that got end of input exits at once; one still judging is ended.
                let clock = ContinuousClock(), started = clock.now
                while ChildProcess.exit(of: process) == nil && clock.now - started < .milliseconds(500) {
                    usleep(2_000)
                }
                if ChildProcess.exit(of: process) == nil { ChildProcess.kill(process) }
            }
            ChildProcess.reap(process)
        }
    }
}
