import Foundation

/// Reads a pipe to its end on a thread of its own, from the moment it is made.
package final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var data = Data()
    private let handle: FileHandle

    package init(_ pipe: Pipe) {
        handle = pipe.fileHandleForReading
        let descriptor = handle.fileDescriptor
        DispatchQueue.global().async {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(descriptor, &chunk, chunk.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                self.lock.withLock { self.data.append(contentsOf: chunk[..<count]) }
            }
            self.done.signal()
        }
    }

    /// What the pipe has carried so far.
    package var received: Data { lock.withLock { data } }

    /// Everything the pipe carried, once its writer has closed it or, at the latest, after
    /// `limit`: a process the writer started (a crash reporter) may hold the pipe open long
    /// after the writer exited, and no wait of the tool's is unbounded.
    package func wait(upTo limit: Duration = ChildProcess.exitGrace) -> Data {
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        _ = done.wait(timeout: .now() + seconds)
        return received
    }
}
