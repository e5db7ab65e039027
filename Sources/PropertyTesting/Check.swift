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
            labels.count(context, inCase: cases)
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
            if configuration.unrepeatableSignatures.contains(signature) {
                let counterexample = unrepeatable(
                    value, draws, signature: signature, message: message, origin: origin, foundAfter: foundAfter)
                guard survey != nil else { return .failed(counterexample) }
                survey!.failures.append(SurveyResult.Failure(counterexample: counterexample, cases: 1))
                survey!.onFailure(SurveyedFailure(signature: signature, origin: origin, counterexample: counterexample))
                return nil
            }
            let again = configuration.flakinessJudgements
            let repeated = again > 0 ? judgements(of: value, signature, count: again, shiftedFrom: 1).failures : 0
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

    /// A failure of ``CheckConfiguration/unrepeatableSignatures``, as found.
    func unrepeatable(
        _ value: Value, _ draws: [UInt64], signature: String, message: String, origin: Counterexample<Value>.Origin,
        foundAfter: Duration
    ) -> Counterexample<Value> {
        let description = property.describe(value)
        var counterexample = Counterexample(
            property: property.name, value: value, caseDescription: description, originalValue: value,
            originalCaseDescription: description, draws: draws, originalDraws: draws, seed: seed, origin: origin,
            signature: signature, message: message, shrinkEvaluations: 0, shrinkLimitReached: false)
        counterexample.foundAfter = foundAfter
        return counterexample
    }

    /// Shrinks a failure (not a saved example: it was shrunk when saved).
    ///
    /// A failure may not repeat on every judgement (a differ that follows a `Set`'s order):
    /// `flaky` says how often the case as found failed. Shrinking then keeps a candidate that
    /// fails in any of `flakinessJudgements + 1` judgements. Since a candidate turned away by a
    /// pass by chance is never tried again in one round of the shrinker, a failure that looked
    /// steady is shrunk once more from its best case with fresh judgements: if that round finds a
    /// smaller failing case, the property is flaky after all and shrinking goes on as for a flaky
    /// failure. The case reported must fail when judged again: it is judged again (20 times when
    /// flaky), and one that fails less than a quarter as often as the case as found gives way to
    /// the last larger case on the way that does.
    func shrink(
        _ value: Value, _ draws: [UInt64], signature: String, message: String, origin: Counterexample<Value>.Origin,
        flaky: (failures: Int, judgements: Int)?, foundAfter: Duration
    ) -> Counterexample<Value> {
        let shrinkStart = clock.now
        let again = configuration.flakinessJudgements
        var shrunkDraws = draws, evaluations = 0, exhausted = false
        var trail: [[UInt64]] = []
        var seenFlaky = flaky != nil
        if case .example = origin {
        } else {
            // Rounds in a row that found nothing smaller: one ends a steady failure's shrinking,
            // two a flaky one's (each round judges again, in other heap states, what the last
            // turned away).
            var fruitless = 0
            var round = 0
            while !exhausted, fruitless < (seenFlaky ? 2 : 1), round == 0 || again > 0 {
                let remaining = configuration.shrinkTimeLimit - (clock.now - shrinkStart)
                var budget = configuration.maxShrinkEvaluations - evaluations
                // Looking for flakiness in a failure that looked steady costs half a round at most:
                // its first passes, which delete the most.
                if round > 0, !seenFlaky { budget = min(budget, max(100, evaluations / 2)) }
                let tries = seenFlaky ? again + 1 : 1
                var shrinker = Shrinker(
                    draws: shrunkDraws, maxEvaluations: budget, timeLimit: remaining,
                    evaluate: candidateJudge(signature, tries: tries, shiftedFrom: round * tries))
                shrinker.shrink()
                evaluations += shrinker.evaluations
                exhausted =
                    evaluations >= configuration.maxShrinkEvaluations
                    || clock.now - shrinkStart >= configuration.shrinkTimeLimit
                let improved = shrinker.best != shrunkDraws
                fruitless = improved ? 0 : fruitless + 1
                trail += round == 0 ? shrinker.trail : Array(shrinker.trail.dropFirst())
                shrunkDraws = shrinker.best
                // A smaller case found by judging again what an earlier round turned away.
                if round > 0, improved { seenFlaky = true }
                round += 1
            }
        }
        let shrinkDuration = clock.now - shrinkStart

        // Judged again: a steady failure `again` times (any pass makes it flaky), a flaky one 20.
        var shrunk = generated(shrunkDraws) ?? value
        var shrunkMessage = message
        var tally = judgements(of: shrunk, signature, count: seenFlaky ? 20 : again)
        if !seenFlaky, tally.failures < again {
            seenFlaky = true
            tally = judgements(of: shrunk, signature, count: 20)
        }
        if seenFlaky {
            // A quarter of the rate the case as found failed at, over 20 judgements, rounded up.
            let found = flaky ?? (failures: 1, judgements: 1)
            let enough = max(1, (20 * found.failures + 4 * found.judgements - 1) / (4 * found.judgements))
            // Back along the way, to the smallest case that still fails often enough.
            for earlier in trail.dropLast().reversed() where tally.failures < enough {
                guard let candidate = generated(earlier) else { continue }
                let candidateTally = judgements(of: candidate, signature, count: 20)
                if candidateTally.failures > tally.failures {
                    (shrunk, shrunkDraws, tally) = (candidate, earlier, candidateTally)
                }
            }
        }
        if let text = tally.message { shrunkMessage = text }
        var counterexample = Counterexample(
            property: property.name, value: shrunk, caseDescription: property.describe(shrunk),
            originalValue: value, originalCaseDescription: property.describe(value),
            draws: shrunkDraws, originalDraws: draws, seed: seed, origin: origin,
            signature: signature, message: shrunkMessage, shrinkEvaluations: evaluations,
            shrinkLimitReached: exhausted)
        counterexample.foundAfter = foundAfter
        counterexample.shrinkDuration = shrinkDuration
        if seenFlaky {
            let found = flaky ?? (failures: again + 1, judgements: again + 1)
            counterexample.flakiness = Flakiness(
                foundFailures: found.failures, foundJudgements: found.judgements,
                shrunkFailures: tally.failures, shrunkJudgements: tally.judgements)
        }
        return counterexample
    }

    /// The shrinker's judge: replays a candidate's draws and says it fails the same way if any
    /// of `tries` judgements does, each with the heap shifted another way from `shiftedFrom` on.
    private func candidateJudge(_ signature: String, tries: Int, shiftedFrom first: Int) -> Shrinker.Evaluate {
        let property = self.property
        return { candidate in
            var source = ChoiceSource(replaying: candidate, recordingSpans: true)
            guard let value = try? property.generator.generate(using: &source) else { return (false, source.draws, []) }
            for index in 0..<tries {
                var context = CaseContext()
                let verdict = HeapShift(first + index).holding { property.body(value, &context) }
                if case .fail(signature, _) = verdict { return (true, source.draws, source.spans) }
            }
            return (false, source.draws, [])
        }
    }

    /// The value `draws` make, if they make one.
    private func generated(_ draws: [UInt64]) -> Value? {
        var source = ChoiceSource(replaying: draws)
        return try? property.generator.generate(using: &source)
    }

    /// How many of `count` judgements of `value` fail with `signature` (at least one judgement),
    /// and the message of the first that does.
    /// Each judgement is made with the heap shifted another way (``HeapShift``), from
    /// `shiftedFrom` on.
    private func judgements(of value: Value, _ signature: String, count: Int, shiftedFrom first: Int = 0) -> Tally {
        var tally = Tally(failures: 0, judgements: max(1, count))
        for index in 0..<tally.judgements {
            var context = CaseContext()
            let verdict = HeapShift(first + index).holding { property.body(value, &context) }
            if case .fail(signature, let text) = verdict {
                tally.failures += 1
                if tally.message == nil { tally.message = text }
            }
        }
        return tally
    }

    private struct Tally {
        var failures: Int
        var judgements: Int
        var message: String?
    }

    func report() -> PassReport {
        let judged = max(1, cases + discarded)
        return PassReport(
            property: property.name, seed: seed, cases: cases, discarded: discarded, labels: labels.sorted,
            elapsed: clock.now - start, slowestCase: slowest, meanCase: total / judged)
    }
}
