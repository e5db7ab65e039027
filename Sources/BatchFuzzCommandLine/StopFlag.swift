import Foundation

/// Set when SIGINT or SIGTERM arrives: the run stops its workers, prints its summary and exits,
/// leaving nothing half-written.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var sources: [DispatchSourceSignal] = []

    var isSet: Bool { lock.withLock { stopped } }

    func set() { lock.withLock { stopped = true } }

    /// Catches SIGINT and SIGTERM from now on.
    static func installed() -> StopFlag {
        let flag = StopFlag()
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { flag.set() }
            source.resume()
            flag.sources.append(source)
        }
        return flag
    }
}
