/// Runs `property` on every case of the run, going on after failures: the first case of each
/// failure signature is shrunk (and judged again for flakiness, as ``check(_:_:examples:)``
/// does), later cases with a signature already met are only counted.
///
/// A nightly job that stops at its first failure finds one bug a night; a survey finds every
/// bug its cases reach, each once, with how often it struck. `onFailure` hears of each failing
/// case as it is judged (a process that may die on a later case reports them as they come).
///
/// The cases are those `check` would run with the same configuration, so a survey's first
/// failure is `check`'s failure.
public func survey<Value>(
    _ property: Property<Value>, _ configuration: CheckConfiguration = CheckConfiguration(),
    onFailure: @escaping (SurveyedFailure<Value>) -> Void = { _ in }
) -> SurveyResult<Value> {
    var runner = PropertyRunner(property: property, configuration: configuration)
    runner.survey = SurveyRecord(onFailure: onFailure)
    let ending = runner.run(examples: [])
    var result = SurveyResult<Value>(report: runner.report(), failures: runner.survey?.failures ?? [])
    switch ending {
    case .gaveUp: result.gaveUp = true
    case .generatorFailed(let error, _, let index): result.generatorFailure = (error, index)
    case .passed, .failed: break
    }
    return result
}

/// What a survey found.
public struct SurveyResult<Value> {
    /// The failures of one signature: the first case that failed that way, shrunk, and how many
    /// cases of the run failed that way.
    public struct Failure {
        public var counterexample: Counterexample<Value>
        public var cases: Int
    }

    /// The cases run (failing ones included), the labels of the passing ones, the times.
    public var report: PassReport
    /// One per failure signature, in the order they were first met.
    public var failures: [Failure]
    /// Too many cases were discarded to trust the cases that passed.
    public var gaveUp = false
    /// The generator could not produce case `caseIndex`: the survey stopped there.
    public var generatorFailure: (error: GenerationError, caseIndex: Int)?
}

/// One failing case of a survey, as it is judged.
public struct SurveyedFailure<Value> {
    public var signature: String
    /// Where the case came from (its case index, for a random case).
    public var origin: Counterexample<Value>.Origin
    /// The case shrunk, when it is the first of its signature; `nil` for one only counted.
    public var counterexample: Counterexample<Value>?
}

/// A survey's failures so far, kept by the runner.
struct SurveyRecord<Value> {
    var failures: [SurveyResult<Value>.Failure] = []
    let onFailure: (SurveyedFailure<Value>) -> Void
}
