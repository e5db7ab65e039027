import BatchFuzzCore
import PropertyTesting
import Foundation

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Where `check` was called: where its failure is recorded, where the example database
/// beside the test file lies, and what a replay line names.
struct CallSite {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt
    /// The calling function, `coalescer()`.
    var function: String

    /// The configuration a check runs with: the one given, else the suite's
    /// (``FuzzConfigurationTrait``), else the default; with the example database beside the test
    /// file when none is named.
    func resolve(_ configuration: FuzzConfiguration?) -> FuzzConfiguration {
        var resolved = configuration ?? FuzzConfigurationTrait.current ?? FuzzConfiguration()
        if resolved.corpus == nil, resolved.examplesBesideTest { resolved.corpus = examplesFolder }
        resolved.warn = warning
        return resolved
    }

    /// `__BatchFuzz__` beside the test file, as swift-snapshot-testing keeps `__Snapshots__`.
    var examplesFolder: String {
        let path = "\(filePath)"
        guard let slash = path.lastIndex(of: "/") else { return "__BatchFuzz__" }
        return String(path[..<slash]) + "/__BatchFuzz__"
    }

    /// The running test's name, which `swift test --filter` selects: Swift Testing's current
    /// test, else the calling function (an XCTest method calls `check` itself, as a rule). A
    /// check called from a helper of the test is still replayed by the test's name.
    var testName: String {
        #if canImport(Testing)
            if let test = Test.current { return test.name }
        #endif
        return function
    }

    /// The test target's module, from `MyAppTests/FeedTests.swift`.
    var module: String { String(fileID.prefix { $0 != "/" }) }

    /// The line that runs the failing case again where the test runs: `swift test`, or
    /// `xcodebuild`, which passes `TEST_RUNNER_`-prefixed variables on to the tests. A check
    /// whose configuration reads no `BATCHFUZZ_*` variable is told to take the seed and the
    /// count in its configuration instead: a line of variables would run the same cases again.
    func replayLine(
        seed: UInt64, cases: Int?, environment: [String: String], readsEnvironment: Bool = true
    )
        -> String
    {
        guard readsEnvironment else {
            let count = cases.map { ", cases: \($0)" } ?? ""
            return
                "configuration seed: \(seed)\(count) (this check has readsEnvironment: false, so BATCHFUZZ_SEED and BATCHFUZZ_CASES are not read)"
        }
        let underXcode =
            environment["XCTestConfigurationFilePath"] != nil || environment["XCTestSessionIdentifier"] != nil
        guard underXcode else {
            return FuzzCheck.replayLine(seed: seed, cases: cases, test: String(testName.prefix { $0 != "(" }))
        }
        var variables = ["TEST_RUNNER_BATCHFUZZ_SEED=\(seed)"]
        if let cases { variables.append("TEST_RUNNER_BATCHFUZZ_CASES=\(cases)") }
        return variables.joined(separator: " ")
            + " xcodebuild test -scheme <scheme> -destination <destination> -only-testing:\(module)"
    }

    /// The failure as `check` reports it here: this runner's replay line, the `check` call that
    /// judges the pasted case, details when verbose.
    func finished(_ failure: PropertyFailure, configuration: FuzzConfiguration, pastedCall: String?) -> PropertyFailure
    {
        var failure = failure
        let environment = ProcessInfo.processInfo.environment
        if !failure.replay.isEmpty {
            failure.replay = replayLine(
                seed: failure.seed, cases: failure.caseIndex.map { $0 + 1 }, environment: environment,
                readsEnvironment: configuration.readsEnvironment)
        }
        if let source = failure.swiftSource, let pastedCall { failure.swiftSource = source + "\n" + pastedCall }
        let verbose = (try? configuration.applyingEnvironment(environment))?.verbose ?? configuration.verbose
        failure.description = failure.report(verbose: verbose)
        return failure
    }

    /// Records `message` as a warning at this call: an issue of warning severity in Swift
    /// Testing (it does not fail the test), standard error elsewhere.
    var warning: @Sendable (String) -> Void {
        let (fileID, filePath, line, column) = (fileID, "\(filePath)", Int(line), Int(column))
        return { message in
            #if canImport(Testing) && compiler(>=6.3)
                if Test.current != nil {
                    Issue.record(
                        Comment(rawValue: message), severity: .warning,
                        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
                    return
                }
            #endif
            FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        }
    }

    /// Records `failure` as an issue at this call: in Swift Testing when a test is running, else
    /// through XCTest.
    func record(_ failure: PropertyFailure) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: failure.description),
                    sourceLocation: SourceLocation(
                        fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(failure.description, file: filePath, line: line)
        #else
            print(failure.description)
        #endif
    }

    /// Runs `check`, and records and returns its failure. `isolatesByDefault` is the target's
    /// default for judging cases in a child process; `nil` for a check that cannot (a plain
    /// property, whose cases need not be `Codable`).
    func run(
        _ configuration: FuzzConfiguration?, pastedCall: String? = nil, isolatesByDefault: Bool? = nil,
        _ check: (FuzzConfiguration, String, CaseIsolation) throws(PropertyFailure) -> PassReport
    ) -> PropertyFailure? {
        switch prepare(configuration, isolatesByDefault: isolatesByDefault) {
        case .ended(let failure): return failure
        case .check(let resolved, let key, let caseIsolation):
            do {
                _ = try check(resolved, function, caseIsolation)
                return conclude(nil, resolved, key: key, pastedCall: pastedCall)
            } catch {
                return conclude(error, resolved, key: key, pastedCall: pastedCall)
            }
        }
    }

    /// ``run(_:pastedCall:isolatesByDefault:_:)`` for `await check(…)`, on the main actor.
    @MainActor
    func runAwaiting(
        _ configuration: FuzzConfiguration?, pastedCall: String? = nil, isolatesByDefault: Bool? = nil,
        _ check: @MainActor (FuzzConfiguration, String, CaseIsolation) async throws(PropertyFailure) -> PassReport
    ) async -> PropertyFailure? {
        switch prepare(configuration, isolatesByDefault: isolatesByDefault) {
        case .ended(let failure): return failure
        case .check(let resolved, let key, let caseIsolation):
            do {
                _ = try await check(resolved, function, caseIsolation)
                return conclude(nil, resolved, key: key, pastedCall: pastedCall)
            } catch {
                return conclude(error, resolved, key: key, pastedCall: pastedCall)
            }
        }
    }

    /// What a check does before it runs: its configuration resolved, and where its cases are
    /// judged — or its failure, when the parent's child judged it already.
    private enum Preparation {
        case ended(PropertyFailure?)
        case check(FuzzConfiguration, key: String, CaseIsolation)
    }

    private func prepare(_ configuration: FuzzConfiguration?, isolatesByDefault: Bool?) -> Preparation {
        let resolved = resolve(configuration)
        let key = checkKey()
        let isolates =
            isolatesByDefault.map { byDefault in
                let read = (try? resolved.applyingEnvironment())?.isolatesTraps ?? resolved.isolatesTraps
                return read ?? byDefault
            } ?? false
        switch isolation(key: key, isolates: isolates) {
        case .endedInParent(let failure): return .ended(failure)
        case .serve: return .check(resolved, key: key, .serving)
        case .run(let command):
            let inChild = ProcessInfo.processInfo.environment[ChildJudge.variable] != nil
            if isolates, command == nil, !inChild {
                warning(
                    "the cases are judged in this test's own process, so a trap in the code under test ends the test run: only a Swift Testing test that is not parameterised, run by `swift test`, can be run again alone to judge them in a child process"
                )
            }
            return .check(resolved, key: key, command.map(CaseIsolation.childProcess) ?? .inProcess)
        }
    }

    /// Notes how the check ended and records its failure here.
    private func conclude(
        _ failure: PropertyFailure?, _ resolved: FuzzConfiguration, key: String, pastedCall: String?
    ) -> PropertyFailure? {
        guard let failure else {
            noteEnded(key: key, nil)
            return nil
        }
        let finished = finished(failure, configuration: resolved, pastedCall: pastedCall)
        noteEnded(key: key, finished)
        record(finished)
        return finished
    }
}
