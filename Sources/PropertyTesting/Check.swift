/// Runs `property` on random cases (after any saved `examples` and known cases) and shrinks the
/// first failure.
///
/// `examples` are cases given as values, with the draws they were saved with: earlier failures
/// kept in an example database, judged first. A failing example is reported as it is (it was
/// shrunk when it was saved).
///
/// Case `i` of a run is generated from `CheckConfiguration.caseSeed(seed, i)` alone, so the seed
/// and the case index reproduce it in any process, whatever ran before it. Sizes grow with the
/// case index up to `maxSize`; they shape random cases only, never replays.
public func check<Value>(
    _ property: Property<Value>, _ configuration: CheckConfiguration = CheckConfiguration(),
    examples: [(value: Value, draws: [UInt64])] = []
) -> CheckResult<Value> {
    var runner = PropertyRunner(property: property, configuration: configuration)
    return runner.run(examples: examples)
}

/// The loop behind ``check(_:_:examples:)`` and ``survey(_:_:onFailure:)``.
struct PropertyRunner<Value> {
    let property: Property<Value>
    let configuration: CheckConfiguration
    let seed: UInt64
    let clock = ContinuousClock()
    /// Set when surveying: a failure is recorded (shrunk the first time its signature is met,
    /// counted after that) and the run goes on.
    var survey: SurveyRecord<Value>?

    var cases = 0
    var discarded = 0
    /// The labels met so far, each with the passing cases that carried it.
    var labels = LabelCounts()
    /// One context for every case, its storage kept.
    var context = CaseContext()
    var slowest: Duration = .zero
    var total: Duration = .zero
    var start: ContinuousClock.Instant
    /// When the case being judged began: the clock is read once a case, so a case's time holds
    /// its generation and its judgement.
    var caseStart: ContinuousClock.Instant

    init(property: Property<Value>, configuration: CheckConfiguration) {
        self.property = property
        self.configuration = configuration
        seed = configuration.seed ?? UInt64.random(in: 0...UInt64.max)
        start = clock.now
        caseStart = start
    }

    mutating func run(examples: [(value: Value, draws: [UInt64])]) -> CheckResult<Value> {
        configuration.log("\(property.name): seed \(seed)")
        start = clock.now
        caseStart = start

        for (index, example) in examples.enumerated() {
            if let result = judge(example.value, example.draws, origin: .example(index: index)) { return result }
        }
        for (index, draws) in configuration.knownCases.enumerated() {
            var source = ChoiceSource(replaying: draws)
            guard let value = try? property.generator.generate(using: &source) else { continue }
            if let result = judge(value, source.draws, origin: .known(index: index)) { return result }
        }

        var source = ChoiceSource(seed: 0, size: 0)
        var step = 0
        while cases < configuration.cases {
            if step & 63 == 0 {
                if configuration.isCancelled() { break }
                if let budget = configuration.timeBudget, clock.now - start >= budget { break }
            }
            let index = configuration.firstCase + step * configuration.caseStride
            if index >= configuration.caseIndexLimit { break }
            // Give up when discards outnumber passes `maxDiscardRatio` to one (after a few tries).
            if discarded / configuration.maxDiscardRatio > max(cases, 10) {
                return .gaveUp(report())
            }
            configuration.willRunCase(index)
            source.restart(seed: CheckConfiguration.caseSeed(seed, index), size: configuration.size(ofCase: index))
            let value: Value
            do {
                value = try property.generator.generate(using: &source)
            } catch {
                return .generatorFailed(error, seed: seed, caseIndex: index)
            }
            if let result = judge(value, source.draws, origin: .random(caseIndex: index)) { return result }
            step += 1
            if step & 1023 == 0 { configuration.progress(cases) }
        }
        configuration.progress(cases)
        return .passed(report())
    }

    /// Judges one case; a failure comes back shrunk.
    mutating func judge(_ value: Value, _ draws: [UInt64], origin: Counterexample<Value>.Origin) -> CheckResult<Value>?
    {
        context.removeAllLabels()
        let verdict = property.body(value, &context)
        let now = clock.now
        let elapsed = now - caseStart
        caseStart = now
        total += elapsed
        if elapsed > slowest { slowest = elapsed }
        switch verdict {
        case .pass:
            cases += 1
            labels.count(context.labels, inCase: cases)
            return nil
        case .discard:
            discarded += 1
            return nil
        case .fail(let signature, let message):
            cases += 1
            let foundAfter = clock.now - start
            if survey != nil,
                let index = survey!.failures.firstIndex(where: { $0.counterexample.signature == signature })
            {
                survey!.failures[index].cases += 1
                survey!.onFailure(SurveyedFailure(signature: signature, origin: origin, counterexample: nil))
                return nil
            }
            let again = configuration.flakinessJudgements
            let repeated = failures(of: value, signature, judgements: again)
            let found = repeated < again ? (failures: repeated + 1, judgements: again + 1) : nil
            let counterexample = shrink(
                value, draws, signature: signature, message: message, origin: origin, flaky: found,
                foundAfter: foundAfter)
            guard survey != nil else { return .failed(counterexample) }
            survey!.failures.append(SurveyResult.Failure(counterexample: counterexample, cases: 1))
            survey!.onFailure(SurveyedFailure(signature: signature, origin: origin, counterexample: counterexample))
            return nil
        }
    }

    /// How many of `judgements` fresh judgements of `value` fail with `signature`.
    func failures(of value: Value, _ signature: String, judgements: Int) -> Int {
        var failures = 0
        for _ in 0..<judgements {
            var context = CaseContext()
            if case .fail(signature, _) = property.body(value, &context) { failures += 1 }
        }
        return failures
    }

    /// Shrinks a failure (not a saved example: it was shrunk when saved). For a flaky failure
    /// (`flaky`: how often the case as found failed) a candidate is judged up to
    /// `flakinessJudgements + 1` times and kept if any judgement fails, and the shrunk case is
    /// judged 20 times for the counts reported.
    func shrink(
        _ value: Value, _ draws: [UInt64], signature: String, message: String, origin: Counterexample<Value>.Origin,
        flaky: (failures: Int, judgements: Int)?, foundAfter: Duration
    ) -> Counterexample<Value> {
        let property = self.property
        let tries = flaky == nil ? 1 : configuration.flakinessJudgements + 1
        let shrinkStart = clock.now
        var shrinker = Shrinker(
            draws: draws, maxEvaluations: configuration.maxShrinkEvaluations, timeLimit: configuration.shrinkTimeLimit
        ) { candidate in
            var source = ChoiceSource(replaying: candidate, recordingSpans: true)
            guard let value = try? property.generator.generate(using: &source) else { return (false, source.draws, []) }
            for _ in 0..<tries {
                var context = CaseContext()
                if case .fail(signature, _) = property.body(value, &context) {
                    return (true, source.draws, source.spans)
                }
            }
            return (false, source.draws, [])
        }
        var shrunk = value
        if case .example = origin {
        } else {
            shrinker.shrink()
            var source = ChoiceSource(replaying: shrinker.best)
            shrunk = (try? property.generator.generate(using: &source)) ?? value
        }
        let shrinkDuration = clock.now - shrinkStart
        var shrunkMessage = message
        for _ in 0..<tries {
            var context = CaseContext()
            if case .fail(signature, let text) = property.body(shrunk, &context) {
                shrunkMessage = text
                break
            }
        }
        var counterexample = Counterexample(
            property: property.name, value: shrunk, caseDescription: property.describe(shrunk),
            originalValue: value, originalCaseDescription: property.describe(value),
            draws: shrinker.best, originalDraws: draws, seed: seed, origin: origin,
            signature: signature, message: shrunkMessage, shrinkEvaluations: shrinker.evaluations,
            shrinkLimitReached: shrinker.isExhausted)
        counterexample.foundAfter = foundAfter
        counterexample.shrinkDuration = shrinkDuration
        if let flaky {
            counterexample.flakiness = Flakiness(
                foundFailures: flaky.failures, foundJudgements: flaky.judgements,
                shrunkFailures: failures(of: shrunk, signature, judgements: 20), shrunkJudgements: 20)
        }
        return counterexample
    }

    func report() -> PassReport {
        let judged = max(1, cases + discarded)
        return PassReport(
            property: property.name, seed: seed, cases: cases, discarded: discarded, labels: labels.sorted,
            elapsed: clock.now - start, slowestCase: slowest, meanCase: total / judged)
    }
}
