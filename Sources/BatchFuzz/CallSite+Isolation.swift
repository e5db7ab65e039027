import BatchFuzzCore
import Foundation

#if canImport(Testing)
    import Testing
#endif

extension CallSite {
    /// What a check call does about child processes, decided before it runs.
    enum Isolation {
        /// Run here; with a command, the target's cases are judged in a child started with it.
        case run(ChildJudge.Command?)
        /// This process is a child started for a later check of the same test: this check ended
        /// so in the parent, and returns the same without running.
        case endedInParent(PropertyFailure?)
        /// This process is the child started for this check: it judges what it is sent.
        case serve
    }

    /// Where this call's cases are judged: in a child process when `isolates` (the
    /// configuration's ``FuzzConfiguration/isolatesTraps``, else the target's default) and the
    /// test can be run again on its own — a Swift Testing test that is not parameterised, outside
    /// Xcode; in this process otherwise.
    func isolation(key: String, isolates: Bool) -> Isolation {
        if let served = ProcessInfo.processInfo.environment[ChildJudge.variable] {
            // A child judge: from its first check on, it ends when the test run that started it is gone.
            ParentWatch.start()
            if served == key { return .serve }
            if let ended = Self.endedInParent[key] { return .endedInParent(ended) }
            return .run(nil)
        }
        guard isolates else { return .run(nil) }
        return .run(Self.testRunner(check: key))
    }

    /// Names this call among every check the running test makes: the test, the call's place, and
    /// how many times the test reached it before (a check in a loop).
    func checkKey() -> String {
        let place = "\(Self.testID ?? "no test") \(fileID):\(line):\(column)"
        let reached = Self.results.reached(place)
        return "\(place) #\(reached)"
    }

    /// Keeps how a check ended, for a child started later in the same test to return it.
    func noteEnded(key: String, _ failure: PropertyFailure?) {
        Self.results.note(key, failure)
    }

    // MARK: Underneath

    private static let results = CheckResults()

    /// The variable naming the file that holds how the test's earlier checks ended.
    private static let earlierVariable = "BATCHFUZZ_JUDGE_EARLIER"

    private static var testID: String? {
        #if canImport(Testing)
            Test.current.map { "\($0.id)" }
        #else
            nil
        #endif
    }

    /// Where this test run hands its children the earlier checks' results:
    /// `$TMPDIR/batchfuzz-earlier/<pid>`, made once the folders of runs whose process is gone (a
    /// run killed before it removed its files) are removed.
    private static let earlierFolder: String = {
        let temporary = FileManager.default.temporaryDirectory.path
        let parent = temporary + "/batchfuzz-earlier"
        try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: false)
        // Only a real folder of this user's (never a link, nor another user's folder): else the
        // temporary folder itself, as files of their own names.
        var status = stat()
        guard lstat(parent, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid() else {
            return temporary
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] {
            guard let pid = pid_t(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: parent + "/" + name)
        }
        let own = parent + "/\(getpid())"
        try? FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
        return own
    }()

    /// How the checks before the one a child serves ended in the parent, read once.
    private static let endedInParent: [String: PropertyFailure?] = {
        guard let path = ProcessInfo.processInfo.environment[earlierVariable],
            let data = FileManager.default.contents(atPath: path),
            let entries = try? JSONDecoder().decode([CheckResults.Entry].self, from: data)
        else { return [:] }
        return Dictionary(entries.map { ($0.check, $0.failure) }) { first, _ in first }
    }()

    /// The runner's own arguments (SwiftPM's helper on macOS names the bundle it loads), without
    /// what would make the child run other tests, run them again, or write the parent's reports.
    private static func runnerArguments(_ given: ArraySlice<String>) -> [String] {
        let dropped: Set = [
            "--filter", "--skip", "--repetitions", "--repeat-until", "--xunit-output", "--event-stream-output-path",
            "--experimental-event-stream-output", "--event-stream-version", "--experimental-event-stream-version",
            "--configuration-path", "--attachments-path", "--experimental-attachments-path",
        ]
        var kept: [String] = []
        var skipsValue = false
        for argument in given {
            if skipsValue {
                skipsValue = false
            } else if dropped.contains(argument) {
                skipsValue = true
            } else if !dropped.contains(where: { argument.hasPrefix($0 + "=") }) {
                kept.append(argument)
            }
        }
        return kept
    }

    /// The command that runs the current test again, alone — Swift Testing's runner with a filter
    /// for the test's id — with how the test's checks before `check` ended.
    private static func testRunner(check: String) -> ChildJudge.Command? {
        #if canImport(Testing)
            let environment = ProcessInfo.processInfo.environment
            // Xcode's runner cannot be started again from inside the test.
            let underXcode =
                environment["XCTestConfigurationFilePath"] != nil || environment["XCTestSessionIdentifier"] != nil
            guard let test = Test.current, !test.isParameterized, !underXcode else { return nil }
            var arguments = runnerArguments(CommandLine.arguments.dropFirst())
            if !arguments.contains("--testing-library") { arguments += ["--testing-library", "swift-testing"] }
            arguments += ["--filter", NSRegularExpression.escapedPattern(for: "\(test.id)")]
            var command = ChildJudge.Command(executable: ChildProcess.executable, arguments: arguments, check: check)
            let earlier = results.entries(ofTest: "\(test.id)")
            if !earlier.isEmpty {
                let path = earlierFolder + "/\(UUID().uuidString).json"
                // A new file of its own name (never through a link or over a device someone put there).
                guard let data = try? JSONEncoder().encode(earlier),
                    (try? data.write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)) != nil
                else { return nil }
                command.environment[earlierVariable] = path
                command.temporaryFiles.append(path)
            }
            return command
        #else
            return nil
        #endif
    }
}

/// How many times each check was reached and how it ended, behind a lock: tests run in parallel.
private final class CheckResults: @unchecked Sendable {
    struct Entry: Codable {
        var check: String
        var failure: PropertyFailure?
    }

    private let lock = NSLock()
    private var reachedCounts: [String: Int] = [:]
    private var ended: [Entry] = []

    func reached(_ place: String) -> Int {
        lock.withLock {
            reachedCounts[place, default: 0] += 1
            return reachedCounts[place]!
        }
    }

    func note(_ check: String, _ failure: PropertyFailure?) {
        lock.withLock { ended.append(Entry(check: check, failure: failure)) }
    }

    func entries(ofTest test: String) -> [Entry] {
        lock.withLock { ended.filter { $0.check.hasPrefix(test + " ") } }
    }
}
