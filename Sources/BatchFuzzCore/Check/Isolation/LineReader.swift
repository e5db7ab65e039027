import Foundation

/// Reads a child's standard output on a thread of its own and hands over, one by one, the lines
/// it marked as answers (``JudgeServer/marker``): the rest — the test runner's own output, what
/// the code under test prints — is passed over.
package final class LineReader: @unchecked Sendable {
    /// What the next call finds.
    package enum Event: Equatable {
        /// An answer line, without its mark.
        case line(String)
        /// The pipe ended and every answer was handed over.
        case ended
    }

    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)
    private var answers: [String] = []
    private var ended = false

    package init(_ pipe: Pipe) {
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        DispatchQueue.global().async {
            var pending: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(descriptor, &chunk, chunk.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                pending.append(contentsOf: chunk[..<count])
                while let newline = pending.firstIndex(of: 0x0A) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    if line.hasPrefix(JudgeServer.marker) {
                        self.hand(String(line.dropFirst(JudgeServer.marker.count)))
                    }
                }
            }
            self.lock.withLock { self.ended = true }
            self.arrived.signal()
        }
    }

    /// The next answer, `.ended` once the pipe ended and none is left, or `nil` when none came
    /// within `limit`.
    package func next(waiting limit: Duration) -> Event? {
        let clock = ContinuousClock(), deadline = clock.now + limit
        while true {
            let taken: Event? = lock.withLock {
                if !answers.isEmpty { return .line(answers.removeFirst()) }
                return ended ? .ended : nil
            }
            if let taken {
                if taken == .ended { arrived.signal() }  // every later call sees it too
                return taken
            }
            let left = deadline - clock.now
            guard left > .zero else { return nil }
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
            _ = arrived.wait(timeout: .now() + seconds)
        }
    }

    private func hand(_ line: String) {
        lock.withLock { answers.append(line) }
        arrived.signal()
    }
}
