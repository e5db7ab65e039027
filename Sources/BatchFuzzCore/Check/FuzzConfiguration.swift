import BatchModel
import Foundation
import ListEmulation
import PropertyTesting

/// How every `check` runs: the run itself (seed, cases, time budget, shrink limits, progress,
/// known cases, flakiness judgements), the oracle's options, whether a differ must make the
/// fewest moves, and the example database.
///
/// ```swift
/// check(.differ(MyDiffer()), configuration: .init(
///     cases: 20_000, oracle: .init(deploymentTarget: IOSVersion(16))))
/// ```
///
/// A CI job changes a run without editing code through the environment, read when the check
/// starts: `BATCHFUZZ_SEED` (decimal or `0x…`), `BATCHFUZZ_CASES`, `BATCHFUZZ_DURATION` (a time
/// budget such as `90s`, `10m`, `1h`; alone, the run goes on until it ends), `BATCHFUZZ_CORPUS`
/// (the example database's folder), `BATCHFUZZ_VERBOSE=1` (the failure's details under its
/// report), `BATCHFUZZ_ISOLATE=1` or `0` (cases judged in a child process, or not) and
/// `BATCHFUZZ_CASE_TIME_LIMIT` (how long a case judged in a child may run, such as `5s`). Under `xcodebuild`, prefix each with `TEST_RUNNER_`.
public struct FuzzConfiguration: Sendable {
    /// The run: seed, cases, time budget, sizes, shrink limits, progress, known cases.
    public var check: CheckConfiguration
    /// The oracle's options (its flavour is set for each flavour judged). Default:
    /// `UIKitValidator.Options.fuzzing`, the strict checks on for every release; give a
    /// `UIKitValidator.Options.deploymentTarget` to leave out quirks your app never meets.
    public var oracle: UIKitValidator.Options
    /// For `check(.differ(…))`: whether more item moves than the minimum fail a case (`true`) or
    /// are only counted in the report's labels (`false`, the default).
    public var minimumMoves: Bool
    /// The example database: a folder (such as your `Corpus/`) under whose `examples/` every
    /// failure is saved, and whose saved failures for the same property run first next time.
    /// `nil`: a `__BatchFuzz__` folder beside the test file that calls `check`, created when the
    /// first failure is saved (or none, with ``examplesBesideTest`` off).
    public var corpus: String?
    /// Whether a failure is saved beside the test file when ``corpus`` is `nil`. Default: on.
    public var examplesBesideTest: Bool
    /// Whether a failure's report ends with its ``PropertyFailure/details``. Default: off.
    public var verbose: Bool
    /// Whether the `BATCHFUZZ_*` environment variables override the settings above. Default: on.
    public var readsEnvironment: Bool
    /// Every case of this scope instead of random cases, each judged once; the first failure in
    /// size order is reported as found, minimal by construction. For a property of your own, its
    /// generator's bounds are the scope and only the budget is read. Default: `nil`, random
    /// cases.
    public var exhaustive: ExhaustiveScope?
    /// Whether random cases are judged in a child process — the test run again up to this
    /// check, under Swift Testing — so that a trap in the code under test (an index out of
    /// range in `cellForRowAt`) is reported, shrunk and saved like any failure and the test run
    /// goes on. `nil`, the default: screens driven by their actions are, engines are not (a
    /// case judged in a child costs a round trip between processes; an engine's case is judged
    /// in microseconds).
    public var isolatesTraps: Bool?
    /// How long one case judged in a child process (``isolatesTraps``) may run before it is a
    /// hang, reported as `timeout` with the frame it hung in. Default: 30 seconds. A hang costs
    /// this once: while its case is shrunk, a case that runs far longer than the cases that
    /// answered counts as the same hang. A time budget (`check.timeBudget`) shorter than this
    /// bounds it too.
    public var caseTimeLimit: Duration = .seconds(30)
    /// The quirks a fetched-results controller's reports show in a screen's check, where the
    /// stand-in controller stands for Core Data's (`FetchedResultsQuirk`: how real systems have
    /// reported changes beyond Apple's conventions, from developers' reports). Default: every
    /// one, as a delegate must survive them all; fewer ask what a given system does. A failure
    /// after a report that a quirk shaped names the quirk.
    public var fetchedResultsQuirks: FetchedResultsQuirks = .all
    /// When a background task a screen asks of the stand-in Core Data
    /// (`performBackgroundTask(_:)`) runs under `await check`: at the main queue's next turn —
    /// the default, an import that takes no time — or when a step delivers it, as a reply
    /// ("a reply arrives"), so that the user may act while it runs — a long import. No source
    /// settles how long an app's import takes; a failure found with `.whenDelivered` says so.
    public var backgroundTasks: BackgroundTasks = .atTheNextTurn
    /// When a screen's background tasks run (``backgroundTasks``).
    public enum BackgroundTasks: Sendable, Hashable {
        /// At the main queue's next turn after the task is asked for.
        case atTheNextTurn
        /// When a step delivers it, as it delivers a reply.
        case whenDelivered
    }
    /// The quirks a fetched-results controller's reports may show (``fetchedResultsQuirks``).
    public typealias FetchedResultsQuirks = ListEmulation.FetchedResultsQuirks
    /// One of them: how a real system reported a change beyond Apple's conventions.
    public typealias FetchedResultsQuirk = ListEmulation.FetchedResultsQuirk
    /// Where a check says what it passed over without failing (an example file it cannot read
    /// that is not its own): a warning at the `check` call in a test, standard error elsewhere.
    package var warn: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    /// The case time limit a run uses: ``caseTimeLimit``, or the time budget when that is shorter.
    package var effectiveCaseTimeLimit: Duration {
        check.timeBudget.map { min($0, caseTimeLimit) } ?? caseTimeLimit
    }

    /// A configuration: `cases` cases from `seed` (random and printed in the failure when
    /// `nil`), stopping early after `timeBudget`.
    public init(
        cases: Int = 1_000, seed: UInt64? = nil, timeBudget: Duration? = nil, oracle: UIKitValidator.Options = .fuzzing,
        minimumMoves: Bool = false, corpus: String? = nil, examplesBesideTest: Bool = true, verbose: Bool = false,
        readsEnvironment: Bool = true, exhaustive: ExhaustiveScope? = nil
    ) {
        self.init(
            CheckConfiguration(seed: seed, cases: cases, timeBudget: timeBudget, log: { _ in }), oracle: oracle,
            minimumMoves: minimumMoves, corpus: corpus, examplesBesideTest: examplesBesideTest, verbose: verbose,
            readsEnvironment: readsEnvironment)
        self.exhaustive = exhaustive
    }

    /// A configuration with every setting of the run given as a `CheckConfiguration`.
    public init(
        _ check: CheckConfiguration, oracle: UIKitValidator.Options = .fuzzing, minimumMoves: Bool = false,
        corpus: String? = nil, examplesBesideTest: Bool = true, verbose: Bool = false, readsEnvironment: Bool = true
    ) {
        self.check = check
        self.oracle = oracle
        self.minimumMoves = minimumMoves
        self.corpus = corpus
        self.examplesBesideTest = examplesBesideTest
        self.verbose = verbose
        self.readsEnvironment = readsEnvironment
    }

    /// A setting from the environment that cannot be read.
    public struct EnvironmentError: Error, CustomStringConvertible, Sendable {
        /// The variable, e.g. `BATCHFUZZ_CASES`.
        public var variable: String
        /// Its value.
        public var value: String
        /// What it should be.
        public var expected: String

        public var description: String { "\(variable)='\(value)' is not \(expected)" }
    }

    /// The configuration after the `BATCHFUZZ_*` variables of `environment` (when
    /// ``readsEnvironment`` is on).
    public func applyingEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(EnvironmentError) -> FuzzConfiguration {
        guard readsEnvironment else { return self }
        var configuration = self
        func read<T>(_ variable: String, _ expected: String, _ parse: (String) -> T?) throws(EnvironmentError) -> T? {
            guard let text = environment[variable] else { return nil }
            guard let value = parse(text) else {
                throw EnvironmentError(variable: variable, value: text, expected: expected)
            }
            return value
        }
        if let seed = try read("BATCHFUZZ_SEED", "a seed (decimal or 0x-prefixed hexadecimal)", parseSeed) {
            configuration.check.seed = seed
        }
        if let cases = try read(
            "BATCHFUZZ_CASES", "a case count (a whole number, 1 or more)", { Int($0).flatMap { $0 > 0 ? $0 : nil } })
        {
            configuration.check.cases = cases
        }
        if let budget = try read("BATCHFUZZ_DURATION", "a duration such as 90s, 10m or 1h, up to 720h", parseDuration) {
            configuration.check.timeBudget = budget
            // A budget alone runs until it ends.
            if environment["BATCHFUZZ_CASES"] == nil { configuration.check.cases = .max }
        }
        if let corpus = try read(
            "BATCHFUZZ_CORPUS", "a folder",
            { path -> String? in
                var isFolder: ObjCBool = false
                let isFile = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
                return path.isEmpty || isFile ? nil : path
            })
        {
            configuration.corpus = corpus
        }
        if let verbose = try read("BATCHFUZZ_VERBOSE", "1 or 0", { ["1": true, "0": false][$0] }) {
            configuration.verbose = verbose
        }
        if let isolates = try read("BATCHFUZZ_ISOLATE", "1 or 0", { ["1": true, "0": false][$0] }) {
            configuration.isolatesTraps = isolates
        }
        if let limit = try read(
            "BATCHFUZZ_CASE_TIME_LIMIT", "a duration such as 500ms, 5s or 1m, up to 720h", parseDuration)
        {
            configuration.caseTimeLimit = limit
        }
        return configuration
    }
}

extension FuzzConfiguration: CustomStringConvertible {
    /// `200 cases, seed 7, iOS 16+`: what sets one run apart from another, as a parameterised
    /// test names its argument.
    public var description: String {
        if let exhaustive { return exhaustive.description }
        var parts = [check.cases == .max ? "no case limit" : "\(check.cases) cases"]
        parts.append(check.seed.map { "seed \($0)" } ?? "random seed")
        if let budget = check.timeBudget { parts.append("at most \(budget)") }
        if let target = oracle.deploymentTarget { parts.append("\(target)+") }
        if minimumMoves { parts.append("minimum moves") }
        if let corpus {
            parts.append("examples in \(corpus)")
        } else if !examplesBesideTest {
            parts.append("not saved")
        }
        return parts.joined(separator: ", ")
    }
}
