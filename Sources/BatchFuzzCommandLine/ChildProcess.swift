import Foundation

/// A process running this same executable for a hidden subcommand (`__worker`, `__judge`): the
/// one place children are made, so they all get one line for a fatal error rather than a long
/// backtrace, and their standard output through a pipe.
enum ChildProcess {
    /// This executable, which every child runs.
    static let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])

    /// The Swift backtracer's settings for a child whose crash must say where it trapped: the
    /// crashed thread only, a few frames, in plain text on standard error (``CrashSite`` reads it).
    static let crashSiteBacktrace =
        "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=12,top=0,demangle=yes"

    /// A child for `arguments`, not started yet, and the pipe its standard output goes to. With
    /// `reportsCrashSite`, a crash prints the crashed thread's frames on its standard error.
    static func make(
        _ arguments: [String], standardError: Any, reportsCrashSite: Bool = false
    ) -> (process: Process, output: Pipe) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = reportsCrashSite ? crashSiteBacktrace : "enable=no"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = standardError
        return (process, output)
    }

    /// Ends `process` at once (a trap or a hang of the engine may ignore anything gentler).
    static func kill(_ process: Process) {
        Foundation.kill(process.processIdentifier, SIGKILL)
    }
}
