import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import Foundation
import PropertyTesting

/// A failure after the workers found it: judged again in fresh processes (a verdict that
/// changes with the process is flaky, and is shrunk further where it fails), and a crash or a
/// hang shrunk in processes of its own, since it would take this one down.
extension Supervisor {
    /// How many fresh processes judge a failure's shrunk case again before it is reported.
    static let freshJudgements = 10

    /// `found` judged again in fresh processes: an engine whose output follows `Set` or
    /// `Dictionary` order, seeded anew in every process, fails in some and passes in others.
    /// The counts of the shrunk case are those of the fresh processes; a failure that was steady
    /// in its worker and in all of them is left as it is.
    func judgedAgain(_ found: Found) -> Found {
        var judged = found
        var (failures, judgements, message) = freshVerdicts(found.draws, found.signature)
        guard failures < judgements || found.flakiness != nil else { return found }
        // Flaky: the worker shrank it judging each candidate in its own process, where a verdict
        // that changes with the process (`Set` order) passes by chance. Shrink it further, each
        // candidate judged in fresh processes until one fails.
        let shrinking = FailureShrinking(
            kind: .property, signature: found.signature, engine: engine, flavor: flavor, maxSize: maxEdits,
            caseTimeout: caseTimeout, judgements: Self.freshJudgements, shouldStop: { self.stop.isSet })
        let best = shrinking.shrink(found.draws, evaluations: 400, timeLimit: .seconds(60)).best
        var replay = ChoiceSource(replaying: best)
        if best != found.draws, let value = try? engine.property([flavor], maxEdits).generator.generate(using: &replay)
        {
            judged.draws = best
            judged.value = (try? value.json()) ?? found.value
            judged.text = value.description
            (failures, judgements, message) = freshVerdicts(best, found.signature)
            if let message { judged.message = message }
        }
        judged.flakiness = Flakiness(
            foundFailures: found.flakiness?.foundFailures ?? 5, foundJudgements: found.flakiness?.foundJudgements ?? 5,
            shrunkFailures: failures, shrunkJudgements: judgements)
        return judged
    }

    /// The case `draws` make judged in ``freshJudgements`` fresh processes: how many failed with
    /// `signature`, how many judgements finished, and the message of a failing one.
    func freshVerdicts(_ draws: [UInt64], _ signature: String) -> (Int, Int, String?) {
        var failures = 0, judgements = 0, message: String?
        let request = JudgeProcess.request(
            engine: engine, flavor: flavor, maxSize: maxEdits, draws: draws)
        for _ in 0..<Self.freshJudgements where !stop.isSet {
            guard
                case .finished(let verdict?, _, _)? = JudgeProcess.run(
                    request, timeout: caseTimeout, shouldStop: { self.stop.isSet })
            else { continue }
            judgements += 1
            if case .fail(signature, let text) = verdict {
                failures += 1
                message = message ?? text
            }
        }
        return (failures, judgements, message)
    }

    // MARK: Crashes and hangs, shrunk in processes of their own

    var timeoutMessage: String {
        "the case did not finish within \(caseTimeout) (the engine, the reference model and the oracle together)"
    }

    /// A crash or a hang as its case was drawn, before any shrinking.
    func unshrunk(_ found: Pending) -> Found {
        var source = ChoiceSource(
            seed: CheckConfiguration.caseSeed(seed, found.caseIndex),
            size: CheckConfiguration().size(ofCase: found.caseIndex))
        let value = try? engine.property([flavor], maxEdits).generator.generate(using: &source)
        return Found(
            kind: found.kind, caseIndex: found.caseIndex, signature: found.kind.rawValue, message: found.message,
            draws: source.draws, value: (try? value?.json()) ?? .null, text: value?.description ?? "(no case)")
    }

    /// A crash or a hang shrunk in fresh processes; an interrupt stops the shrinking at once.
    func shrunk(_ found: Pending) -> Found {
        let (index, kind) = (found.caseIndex, found.kind)
        let property = engine.property([flavor], maxEdits)
        var source = ChoiceSource(
            seed: CheckConfiguration.caseSeed(seed, index), size: CheckConfiguration().size(ofCase: index))
        let original = try? property.generator.generate(using: &source)
        // A hang costs a candidate its whole time limit. Candidates get a tenth of it (a case
        // that finishes takes milliseconds), so that the shrinking goes far within its minute,
        // and the smallest is confirmed with the whole limit before it is kept.
        let candidateTimeout = kind == .timeout ? max(.milliseconds(500), caseTimeout / 10) : caseTimeout
        func shrinking(_ timeout: Duration) -> FailureShrinking {
            FailureShrinking(
                kind: kind, signature: kind.rawValue, engine: engine, flavor: flavor, maxSize: maxEdits,
                caseTimeout: timeout, shouldStop: { self.stop.isSet })
        }
        var best = shrinking(candidateTimeout).shrink(
            source.draws, evaluations: kind == .crash ? 150 : 60, timeLimit: .seconds(60)
        ).best
        if kind == .timeout, best != source.draws, shrinking(caseTimeout).failsTheSameWay(best)?.fails != true {
            best = source.draws
        }
        var replay = ChoiceSource(replaying: best)
        let value = (try? property.generator.generate(using: &replay)) ?? original
        return Found(
            kind: kind, caseIndex: index, signature: kind.rawValue, message: found.message, draws: best,
            value: (try? value?.json()) ?? .null, text: value?.description ?? "(no case)")
    }
}
