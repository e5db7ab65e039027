import BatchModel
import ListEmulation
import PropertyTesting

/// What BatchFuzz fuzzes: your engine, or your screen, and the scenario whose property judges
/// it. Made by a factory per kind of engine — ``coalescer(_:flavor:maxEdits:)``,
/// ``differ(_:flavor:maxEdits:minimumMoves:)``, ``listDiffer(_:flavor:maxEdits:values:)``,
/// ``staged(_:flavor:maxEdits:options:)``, `screen` (your view controller, driven by a user's
/// gestures), `property`, and the scenarios' `contentReplacer`, `staticRows`, `auxiliaryRows` and
/// `fetchedResultsScreen` (`import Scenarios`) — and handed to `check` in a test, or registered under a name in a
/// fuzz executable. The same value serves both, so a test and the nightly job cannot drift apart.
///
/// ```swift
/// @Test func feed() { check(.coalescer(FeedCoalescer())) }
///
/// BatchFuzzCommandLine.main(engines: [
///     .init("feed", summary: "the feed's coalescer", .coalescer(FeedCoalescer())),
/// ])
/// ```
///
/// `Case` is the scenario's case: what a failure prints as Swift and what `check(_:case:)`
/// judges again.
public struct FuzzTarget<Case: Codable & Sendable & CustomStringConvertible> {
    /// The scenario whose property judges the engine: `core`, `list`, `staged`, `screen`,
    /// `diffable`, `static-rows`, `auxiliary-rows`, `fetched-results`, or a property's own.
    public let scenario: String
    /// The engine's name in reports: its type's name unless given.
    public var name: String
    /// The view flavours it is judged in.
    package var flavors: [ViewFlavor]
    /// Whether its cases are judged in a view flavour (a plain property's are not).
    package var usesViewFlavor = true
    /// How large its cases grow (edits, steps or saves).
    package var maxSize: Int
    /// Its property for a run.
    package let property: (Run) -> Property<Case>
    /// The case step by step, the engine's output and the verdict, for `explain`.
    package let explain: (Case, Run) -> String
    /// Throws when a saved case is one the scenario cannot run.
    package let validate: (Case) throws -> Void
    /// The batch the engine makes for a case, for the failure report (engines that make one).
    package var batch: ((Case) throws -> BatchUpdate)?
    /// Its exhaustive form, for a scenario whose cases can be enumerated.
    package var exhaustive: Exhaustive?
    /// Adds what only this kind of engine can say to a failure (a staged engine's stages).
    package var annotate: ((inout PropertyFailure, Run) -> Void)?
    /// The call a pasted regression test makes, after the case's Swift.
    package var pastedCall: String?
    /// What a build of the thing judged looks like (a screen's state once shown), for a check
    /// whose cases are judged in a child process to make sure the child built the same.
    package var look: ((Run) -> SubjectLook)?
    /// Whether the engine's code must run on the main actor (code written against UIKit's API).
    package var isMainActor = false
    /// Whether its cases are judged in a child process unless the configuration says otherwise
    /// (``FuzzConfiguration/isolatesTraps``): the app's own code, which may trap.
    package var isolatesTrapsByDefault = false
    /// How `await check(_:)` judges it, for a target whose code waits for the main queue (a
    /// screen); `nil` for one judged only as `check(_:)` judges it.
    package var awaiting: ((Run) -> AwaitingJudge<Case>)?

    /// What a run decides beyond the engine: where it is judged and how.
    package struct Run {
        /// The name it is registered under, or its type's name in a test.
        package var name: String
        package var kind: RegisteredEngine.Kind = .correct
        package var summary: String = ""
        package var flavors: [ViewFlavor]
        package var maxSize: Int
        package var oracle: UIKitValidator.Options = .fuzzing
        /// The quirks a stand-in fetched-results controller shows.
        package var fetchedResultsQuirks: FetchedResultsQuirks = .all
        /// When a screen's background tasks run under `await check`.
        package var backgroundTasks: FuzzConfiguration.BackgroundTasks = .atTheNextTurn
        /// Whether a differ's moves must be the fewest.
        package var minimumMoves = false
        /// The engine's batch maker as the run calls it (a check records the last batch made).
        package var batch: ((Case) throws -> BatchUpdate)?
    }

    /// The exhaustive form: the property over every case of a scope, the draws with which the
    /// random generator makes a case, and the scope in the scenario's words.
    package struct Exhaustive {
        package var check:
            (Run, ExhaustiveScope, FuzzConfiguration, String, BatchRecorder<Case>?) throws(PropertyFailure) ->
                PassReport
        package var walk: (Run, ExhaustiveScope, ExhaustiveConfiguration) -> ExhaustiveResult<Case>
        package var scopedCase: (Run, ExhaustiveScope, [UInt64]) -> (value: Case, draws: [UInt64])?
        package var words: @Sendable (ExhaustiveScope) -> String
    }

    package init(
        scenario: String, name: String, flavors: [ViewFlavor] = ViewFlavor.allCases, maxSize: Int = CaseSize.standard,
        property: @escaping (Run) -> Property<Case>, explain: @escaping (Case, Run) -> String,
        validate: @escaping (Case) throws -> Void = { _ in }
    ) {
        self.scenario = scenario
        self.name = name
        self.flavors = flavors
        self.maxSize = maxSize
        self.property = property
        self.explain = explain
        self.validate = validate
    }

    /// The run a test's check makes: this target's flavours and size, the configuration's oracle.
    package func run(_ configuration: FuzzConfiguration) -> Run {
        var run = Run(
            name: name, flavors: flavors, maxSize: maxSize, oracle: configuration.oracle,
            minimumMoves: configuration.minimumMoves)
        run.fetchedResultsQuirks = configuration.fetchedResultsQuirks
        run.backgroundTasks = configuration.backgroundTasks
        return run
    }

    /// The same target under another name in reports.
    public func named(_ name: String) -> FuzzTarget {
        var renamed = self
        renamed.name = name
        return renamed
    }
}

extension FuzzTarget where Case: Hashable {
    /// Gives the target its exhaustive form: `scoped(run, scope)` is its property over every
    /// case of `scope`, `draws(value)` the draws with which the random generator makes a case;
    /// `distinctSequences` when each choice sequence of the scope's generator makes a different
    /// case (the walk then holds no table of the cases met).
    package func exhaustive(
        scoped: @escaping (Run, ExhaustiveScope) -> Property<Case>, draws: @escaping (Case) -> [UInt64]?,
        distinctSequences: Bool = false, words: @escaping @Sendable (ExhaustiveScope) -> String = { $0.description }
    ) -> FuzzTarget {
        var target = self
        target.exhaustive = Exhaustive(
            check: { run, scope, configuration, test, batches throws(PropertyFailure) in
                try FuzzCheck.runExhaustive(
                    scoped(run, scope), scope: scope, configuration, test: test, batches: batches, draws: draws,
                    distinctSequences: distinctSequences)
            },
            walk: { run, scope, configuration in
                var configuration = configuration
                configuration.sequencesAreDistinct = distinctSequences
                configuration.reduces = configuration.reduces && scope.reduces
                switch PropertyTesting.checkExhaustively(scoped(run, scope), configuration) {
                case .passed(let report): return .passed(report)
                case .failed(var counterexample, let report):
                    counterexample.draws = draws(counterexample.value) ?? []
                    counterexample.originalDraws = counterexample.draws
                    return .failed(counterexample, report)
                case .tooLarge(let refusal): return .tooLarge(refusal)
                }
            },
            scopedCase: { run, scope, scopeDraws in
                var source = ChoiceSource(replaying: scopeDraws)
                guard let value = try? scoped(run, scope).generator.generate(using: &source) else { return nil }
                return (value, draws(value) ?? [])
            },
            words: words)
        return target
    }
}
