import Foundation

/// Ends a child process (a worker, a judge) when the process that started it is gone, so a
/// supervisor killed outright (SIGKILL, an out-of-memory kill) leaves no worker spinning on a
/// hung case behind it. Portable: the child looks for its parent every tenth of a second,
/// on a thread of its own, which a hung engine does not block.
enum ParentWatch {
    static func start() {
        let parent = getppid()
        let thread = Thread {
            while true {
                Thread.sleep(forTimeInterval: 0.1)
                if getppid() != parent { _exit(3) }
            }
        }
        thread.start()
    }
}
