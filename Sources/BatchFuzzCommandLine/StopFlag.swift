import Foundation

/// Set when SIGINT or SIGTERM arrives: the run stops its workers, prints its summary and exits,
/// leaving nothing half-written.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var sources: [DispatchSourceSignal] = []
    /// What the process is reading, while it reads something that takes long and writes nothing.
    private var reading: String?

    var isSet: Bool { lock.withLock { stopped } }

    func set() { lock.withLock { stopped = true } }

    /// Runs `body`, which reads `what` and writes nothing, as work a signal need not wait for:
    /// decoding a large entry takes seconds and cannot stop half-way, so a signal that arrives
    /// while it runs ends the process a second later, saying so, with exit status 130.
    func reading<Result>(_ what: String, _ body: () -> Result) -> Result {
        lock.withLock { reading = what }
        defer { lock.withLock { reading = nil } }
        return body()
    }

    /// Marks the end of the reading part of the work under way, if it goes on past it.
    func doneReading() { lock.withLock { reading = nil } }

    private func endIfStillReading() {
        guard let what = lock.withLock({ reading }) else { return }
        FileHandle.standardOutput.write(
            Data("\nINTERRUPTED: stopped by a signal while reading \(what), which writes nothing; ended at once\n".utf8)
        )
        exit(130)
    }

    /// Catches SIGINT and SIGTERM from now on.
    static func installed() -> StopFlag {
        let flag = StopFlag()
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                flag.set()
                DispatchQueue.global().asyncAfter(deadline: .now() + 1) { flag.endIfStillReading() }
            }
            source.resume()
            flag.sources.append(source)
        }
        return flag
    }
}
