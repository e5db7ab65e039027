import Foundation
import PropertyTesting

/// Judges a check's cases in a child process — the test runner started again for the same test,
/// whose check, reached again, judges the cases it is sent instead of running
/// (``JudgeServer``) — so that a trap in the code under test is a verdict like any other and the
/// test run goes on. The child is started at the first case and after each one that ended it.
///
/// A child that dies while judging a case makes the verdict `crash`, with the runtime's message
/// (`Fatal error: Index out of range`) and, for the case a check finally reports, the frame it
/// trapped in; one that does not answer within ``caseLimit`` is ended and makes `timeout`.
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

    /// How long one case may run in the child before it counts as a hang. A case of a screen
    /// takes milliseconds; a debug build on a loaded machine is far below this.
    package static let caseLimit = Duration.seconds(30)
    /// How long the child may take to run the test up to the check: the test's own set-up and the
    /// checks before this one run first.
    package static let startLimit = Duration.seconds(300)

    private let command: Command
    private let reportsCrashSite: Bool
    private var child: Child?
    /// Why the child could not reach the check, once it failed to: every later case says so.
    private var unreachable: String?

    /// A judge for `command`; with `reportsCrashSite`, a trap's report names the frame it
    /// trapped in (the Swift backtracer takes seconds in a debug build, so only the case a
    /// check reports is judged so).
    package init(_ command: Command, reportsCrashSite: Bool = false) {
        self.command = command
        self.reportsCrashSite = reportsCrashSite
    }

    deinit { stop() }

    /// The verdict on the case `json` encodes, and its labels.
    package func verdict(on json: Data, labels: inout [String]) -> Verdict {
        switch ask(JudgeServer.Request(kind: .judge, value: json)) {
        case .answer(let answer):
            labels = answer.labels ?? []
            return answer.verdict
        case .died(let site):
            return .fail(signature: "crash", message: "the code under test trapped\(site)")
        case .hung:
            return .fail(
                signature: "timeout",
                message: "the case did not finish within \(Self.caseLimit): the code under test hangs")
        case .unreachable(let why):
            return .fail(signature: "not isolated", message: why)
        }
    }

    /// The case `json` encodes step by step, as the check's property describes it, or why it
    /// cannot be told.
    package func description(of json: Data) -> String? {
        if case .answer(let answer) = ask(JudgeServer.Request(kind: .describe, value: json)) { return answer.text }
        return nil
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

    private func ask(_ request: JudgeServer.Request) -> Outcome {
        if let unreachable { return .unreachable(unreachable) }
        if child == nil {
            switch Child.start(command, reportsCrashSite: reportsCrashSite) {
            case .success(let started): child = started
            case .failure(let why):
                unreachable = why.description
                return .unreachable(why.description)
            }
        }
        guard let child else { return .unreachable("no child process") }
        let outcome = child.ask(request)
        if case .answer = outcome { return outcome }
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

        static func start(_ command: Command, reportsCrashSite: Bool) -> Result<Child, Unreachable> {
            let errorPipe = Pipe()
            let (process, output) = ChildProcess.make(
                command.arguments, standardError: errorPipe, reportsCrashSite: reportsCrashSite,
                executable: command.executable,
                environment: command.environment.merging([ChildJudge.variable: command.check]) { $1 })
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

        func ask(_ request: JudgeServer.Request) -> Outcome {
            let errorsBefore = errors.received.count
            var message = (try? JSONEncoder().encode(request)) ?? Data()
            message.append(0x0A)
            do {
                try input.write(contentsOf: message)
            } catch {
                return died(after: errorsBefore)
            }
            switch next(within: ChildJudge.caseLimit) {
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
            ChildProcess.reap(process, within: ChildProcess.crashReportLimit)
            let said = errors.wait()
            return .died(CrashSite(standardError: String(decoding: said.dropFirst(offset), as: UTF8.self)))
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
