import BatchFuzzCore
import BatchModel
import PropertyTesting

/// How the command line shrinks a failure it holds as draws — a crash or a hang the supervisor
/// pinned on a case, a libFuzzer crash file, a corpus entry given to `shrink` — the one entry
/// point for all three. (A property failure found by a worker is shrunk by the worker's own
/// run, as `check` shrinks it, before it reaches the supervisor.)
///
/// A candidate is kept when its case fails the same way: with the same signature, judged in
/// this process, or — for a crash or a hang, which would take this process down — crashing or
/// hanging again in a process of its own. A flaky failure (`judgements` above 1) is judged in
/// fresh processes, up to `judgements` times, and a candidate is kept when any judgement fails:
/// its verdict may change with the process (`Set` order is seeded per process) as well as between
/// calls, and one pass by chance must not end the shrinking.
struct FailureShrinking {
    let kind: FailureKind
    /// The signature a property failure must keep.
    let signature: String
    let engine: RegisteredEngine
    let flavor: ViewFlavor
    /// The generator size the draws belong to.
    let maxSize: Int
    /// How long a judge process may take over one candidate.
    let caseTimeout: Duration
    /// How many judgements a candidate gets before it counts as passing (1 unless flaky).
    let judgements: Int
    let shouldStop: () -> Bool
    /// The engine's property in the flavour, made once for every candidate.
    private let property: Property<AnyCase>

    init(
        kind: FailureKind, signature: String, engine: RegisteredEngine, flavor: ViewFlavor, maxSize: Int,
        caseTimeout: Duration, judgements: Int = 1, shouldStop: @escaping () -> Bool
    ) {
        self.judgements = judgements
        self.kind = kind
        self.signature = signature
        self.engine = engine
        self.flavor = flavor
        self.maxSize = maxSize
        self.caseTimeout = caseTimeout
        self.shouldStop = shouldStop
        property = engine.property([flavor], maxSize)
    }

    /// Whether the case `draws` make fails the same way; nil when they make no case.
    func failsTheSameWay(_ draws: [UInt64]) -> (fails: Bool, draws: [UInt64], spans: [Span])? {
        var source = ChoiceSource(replaying: draws, recordingSpans: true)
        guard let value = try? property.generator.generate(using: &source) else { return nil }
        let fails: Bool
        if kind.needsIsolation {
            fails =
                JudgeProcess.failsAgain(
                    kind, engine: engine, flavor: flavor, maxSize: maxSize,
                    draws: source.draws, timeout: caseTimeout, shouldStop: shouldStop
                ).0
        } else if judgements > 1 {
            let request = JudgeProcess.request(
                engine: engine, flavor: flavor, maxSize: maxSize,
                draws: source.draws)
            fails = (0..<judgements).contains { _ in
                guard !shouldStop(),
                    case .finished(.fail(signature, _)?, _, _)? = JudgeProcess.run(
                        request, timeout: caseTimeout, shouldStop: shouldStop)
                else { return false }
                return true
            }
        } else if case .fail(signature, _) = engine.verdict(for: value, flavors: [flavor]) {
            fails = true
        } else {
            fails = false
        }
        return (fails, source.draws, source.spans)
    }

    /// The smallest draws found within `evaluations` judgements and `timeLimit` whose case fails
    /// the same way as `draws`' (which must), and how many judgements it took. A flaky failure
    /// is shrunk again from its best case while that finds a smaller one: a round of the
    /// shrinker never tries again a candidate that passed by chance, a new round does.
    func shrink(_ draws: [UInt64], evaluations: Int, timeLimit: Duration) -> (best: [UInt64], evaluations: Int) {
        let clock = ContinuousClock(), start = clock.now
        var best = draws, spent = 0
        repeat {
            let remaining = timeLimit - (clock.now - start)
            var shrinker = Shrinker(draws: best, maxEvaluations: evaluations - spent, timeLimit: remaining) {
                candidate in
                if shouldStop() { return (false, candidate, []) }
                guard let judged = failsTheSameWay(candidate) else { return (false, candidate, []) }
                return (judged.fails, judged.draws, judged.spans)
            }
            shrinker.shrink()
            spent += shrinker.evaluations
            let improved = shrinker.best != best
            best = shrinker.best
            guard improved, judgements > 1, spent < evaluations, clock.now - start < timeLimit, !shouldStop() else {
                break
            }
        } while true
        return (best, spent)
    }
}
