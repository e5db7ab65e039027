import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

/// Runs the built `batchfuzz` as a process, as CI and people do.
struct CLI {
    /// The executable to run: `batchfuzz`, or the same command line with the engines that trap,
    /// hang and flip (`Tests/TestEngines`).
    enum Tool: String {
        case batchfuzz = "batchfuzz"
        case testEngines = "batchfuzz-test-engines"
        /// The system's `unshare`, to run a command in namespaces of its own.
        case unshare = "unshare"
    }

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static func executable(_ tool: Tool = .batchfuzz) throws -> URL {
        if tool == .unshare { return URL(fileURLWithPath: "/usr/bin/unshare") }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(tool.rawValue)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(tool.rawValue) near the test bundle"])
    }

    /// Starts `batchfuzz arguments`; the caller waits or signals it.
    static func start(
        _ arguments: [String], environment: [String: String] = [:], input: String? = nil, tool: Tool = .batchfuzz
    ) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = try executable(tool)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        return (process, output, errors)
    }

    /// Runs `batchfuzz arguments` to the end.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], input: String? = nil, tool: Tool = .batchfuzz
    ) throws -> Run {
        let (process, output, errors) = try start(arguments, environment: environment, input: input, tool: tool)
        // Both pipes at once: a tool that fills one while the other is read to its end would wait
        // forever (a full disk's errors on standard error, its JSON lines on standard output).
        let out = PipeText(output), err = PipeText(errors)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: out.wholeText(), errors: err.wholeText())
    }

    /// Runs `batchfuzz arguments` to its end or, past `limit`, kills it: `status` is `nil` when it
    /// had to be killed (a liveness bound, far above what the run needs, so a stall fails the
    /// test instead of holding the suite).
    static func run(
        _ arguments: [String], environment: [String: String] = [:], tool: Tool = .batchfuzz, killedAfter limit: Double,
        signalAfter signalDelay: Double? = nil
    ) throws -> (status: Int32?, output: String, errors: String) {
        let (process, output, errors) = try start(arguments, environment: environment, tool: tool)
        let out = PipeText(output), err = PipeText(errors)
        let started = Date()
        var signalled = false
        while process.isRunning && Date().timeIntervalSince(started) < limit {
            if let signalDelay, !signalled, Date().timeIntervalSince(started) > signalDelay {
                process.interrupt()
                signalled = true
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let killed = process.isRunning
        if killed { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return (killed ? nil : process.terminationStatus, out.text, err.text)
    }

    /// A pipe read on a thread of its own, so that a process writing much never blocks.
    final class PipeText: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        private let ended = DispatchSemaphore(value: 0)
        init(_ pipe: Pipe) {
            let handle = pipe.fileHandleForReading
            Thread {
                while case let chunk = handle.availableData, !chunk.isEmpty {
                    self.lock.withLock { self.data.append(chunk) }
                }
                self.ended.signal()
            }.start()
        }
        /// What was read so far.
        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
        /// Everything, once every writer closed the pipe.
        func wholeText() -> String {
            ended.wait()
            ended.signal()
            return text
        }
    }

    /// A new folder for one test, under this test run's own folder: the folders of earlier runs
    /// whose process is gone are removed when the first is made, so runs leave at most their
    /// own behind.
    static func temporaryFolder() -> String {
        let path = runFolder + "/\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `$TMPDIR/batchfuzz-cli-tests/<pid>`, once the folders of finished runs are gone.
    private static let runFolder: String = {
        let parent = NSTemporaryDirectory() + "batchfuzz-cli-tests"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] {
            guard let pid = pid_t(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: parent + "/" + name)
        }
        return parent + "/\(getpid())"
    }()

    static func files(in folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var result: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".json") { result.append(path) }
        }
        return result.sorted()
    }
}
