import Foundation

/// A process running this same executable: the command line's children (`__child`: workers,
/// judges, walks) and the test runner judging a check's cases. The one place children are made, so
/// they all get one line for a fatal error rather than a long backtrace, and their standard
/// output through a pipe.
package enum ChildProcess {
    /// This executable, which every child runs.
    package static let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])

    /// The Swift backtracer's settings for a child whose crash must say where it trapped: the
    /// crashed thread only, a few frames, in plain text on standard error (``CrashSite`` reads it).
    package static let crashSiteBacktrace =
        "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=12,top=0,demangle=yes"

    /// A child for `arguments`, not started yet, and the pipe its standard output goes to. With
    /// `reportsCrashSite`, a crash prints the crashed thread's frames on its standard error.
    package static func make(
        _ arguments: [String], standardError: Any, reportsCrashSite: Bool = false, executable: URL = executable,
        environment added: [String: String] = [:]
    ) -> (process: Process, output: Pipe) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.merging(added) { $1 }
        environment[ParentWatch.variable] = "\(getpid())"
        environment["SWIFT_BACKTRACE"] =
            reportsCrashSite
            ? crashSiteBacktrace + backtracerSetting(environment["SWIFT_BACKTRACE"]) : "enable=no"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = standardError
        return (process, output)
    }

    /// The backtracer named in the environment's `SWIFT_BACKTRACE` (`swift-backtrace=PATH`, for a
    /// toolchain installed where the runtime does not look), as a setting to append; empty when
    /// none is named.
    package static func backtracerSetting(_ inherited: String?) -> String {
        guard let inherited else { return "" }
        let settings = inherited.split(separator: ",").filter { $0.hasPrefix("swift-backtrace=") }
        return settings.last.map { "," + $0 } ?? ""
    }

    /// Whether a child's standard error shows that it trapped: the runtime's fatal-error line or
    /// the line the Swift backtracer's signal handler prints before it starts
    /// (`*** Signal 4: Backtracing from 0x…`). From then on the child is writing its crash
    /// report, not running the engine.
    package static func crashReportBegan(in standardError: String) -> Bool {
        standardError.contains("Fatal error:") || standardError.contains("*** Signal ")
    }

    /// Whether the Swift backtracer finished its report (`Backtrace took 0.52s`): a process
    /// stopped by a signal it does not end on (SIGQUIT, sent to a hung thread) has said all it
    /// will and may be ended.
    package static func crashReportEnded(in standardError: Data) -> Bool {
        String(decoding: standardError.suffix(4_096), as: UTF8.self).contains("\nBacktrace took ")
    }

    /// The signal the backtracer's first line names (`*** Signal 4: …`), `nil` when it printed none.
    package static func trapSignal(in standardError: String) -> Int32? {
        guard let marker = standardError.range(of: "*** Signal ") else { return nil }
        return Int32(standardError[marker.upperBound...].prefix { $0.isNumber })
    }

    /// How long a child that trapped may take to write its backtrace before it is ended: a
    /// debug build's backtrace on a loaded machine takes seconds; a crash reporter that takes
    /// longer must not hold the run.
    package static let crashReportLimit = Duration.seconds(20)

    /// How long the pipes of a child that has exited are still read: what it wrote is in them at
    /// once, unless something it started (a crash reporter) holds them open.
    package static let exitGrace = Duration.seconds(1)

    /// Ends `process` at once (a trap or a hang of the engine may ignore anything gentler).
    package static func kill(_ process: Process) {
        Foundation.kill(process.processIdentifier, SIGKILL)
    }

    /// Waits for `process` to be gone, for at most `limit`: a process killed with SIGKILL is gone
    /// at once, and no wait of the tool's is ever unbounded.
    package static func reap(_ process: Process, within limit: Duration = .seconds(5)) {
        let clock = ContinuousClock(), started = clock.now
        while exit(of: process) == nil && clock.now - started < limit { usleep(2_000) }
    }

    /// How a child ended.
    package enum Exit: Equatable, CustomStringConvertible {
        case status(Int32)
        case signal(Int32)

        package var description: String {
            switch self {
            case .status(let status): "exit status \(status)"
            case .signal(let signal): "signal \(signal)"
            }
        }
    }

    /// How `process` ended, `nil` while it runs. Asked of the system, without reaping it:
    /// Foundation learns of a child's end only when every process holding a socket the child
    /// inherited has closed it — and a crash reporter or anything else the engine started may
    /// hold it long after the child died.
    package static func exit(of process: Process) -> Exit? {
        if !process.isRunning {
            return process.terminationReason == .uncaughtSignal
                ? .signal(process.terminationStatus) : .status(process.terminationStatus)
        }
        var info = siginfo_t()
        guard waitid(P_PID, id_t(process.processIdentifier), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else {
            // No such child any more: Foundation reaped it between the two looks, and is about to
            // say how it ended. (Answering "running" here would lose a crash seen a moment ago.)
            // Its word is waited for a few seconds at most, so that nothing here can hang.
            guard errno == ECHILD else { return nil }
            let clock = ContinuousClock(), asked = clock.now
            while process.isRunning, clock.now - asked < .seconds(5) { usleep(1_000) }
            guard !process.isRunning else { return nil }
            return process.terminationReason == .uncaughtSignal
                ? .signal(process.terminationStatus) : .status(process.terminationStatus)
        }
        #if canImport(Glibc)
            let (pid, status) = (info._sifields._sigchld.si_pid, info._sifields._sigchld.si_status)
        #else
            let (pid, status) = (info.si_pid, info.si_status)
        #endif
        guard pid != 0 else { return nil }
        return info.si_code == Int32(CLD_EXITED) ? .status(status) : .signal(status)
    }

    /// Marks every descriptor this child inherited beyond its standard three close-on-exec, so
    /// that a process it starts (the crash reporter, or the engine's own) does not hold the
    /// socket by which its parent learns that it ended.
    package static func keepInheritedDescriptorsFromGrandchildren() {
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd")) ?? []
        for descriptor in listed.compactMap({ Int32($0) }) where descriptor > 2 {
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
    }
}
