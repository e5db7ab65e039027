import Foundation

/// Ends a child process (a worker, a judge, a test runner started again to judge a check's
/// cases) when the process that started it is gone, so a parent killed outright (SIGKILL, an
/// out-of-memory kill, a Ctrl-C that reaches only the terminal's process group) leaves no child
/// spinning on a hung case behind it. Portable: the child looks for its parent every tenth of a
/// second, on a thread of its own, which a hung engine or screen does not block.
package enum ParentWatch {
    /// The variable by which a parent names itself to a child that reaches its watch late (a test
    /// runner started again runs the test up to the check first): a child whose parent died
    /// before the watch started ends at once instead of watching its new parent.
    package static let variable = "BATCHFUZZ_PARENT_PID"

    /// Starts watching the parent, once per process: the one named by ``variable`` when set, else
    /// the one this process has now.
    package static func start() {
        _ = started
    }

    private static let started: Bool = {
        let named = ProcessInfo.processInfo.environment[variable].flatMap { pid_t($0) }
        let parent = named ?? getppid()
        let thread = Thread {
            while true {
                if getppid() != parent { _exit(3) }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        thread.start()
        return true
    }()
}
