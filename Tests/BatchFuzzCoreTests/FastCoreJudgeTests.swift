@testable import BatchFuzzCore
import BatchEngine
import BatchModel
import PropertyTesting
import Testing

/// The core property's fast judge passes only what the naive judge passes, decides most of the
/// cases a correct engine makes, and leaves the sampled share to the naive judge.
struct FastCoreJudgeTests {
    /// Right batches and nearly-right ones — the engines', and small mistakes made to them —
    /// judged by both: no case the fast judge passes fails the naive judge.
    @Test func theFastJudgePassesOnlyWhatTheNaiveOnePasses() {
        let report = FastJudgeCheck.run(cases: 3000, seed: 11)
        #expect(report.disagreements.isEmpty, "\(report.disagreements.joined(separator: "\n\n"))")
        #expect(report.judgements > 40_000)
        // The mistakes make failures, so both verdicts come up.
        #expect(report.naivePasses < report.judgements * 3 / 4)
        #expect(report.fastPasses > report.naivePasses / 2, "\(report)")
    }

    /// Under options it does not model (a collection view that only logs count errors, reloads
    /// that must keep their item, the iOS 6–7 quirks reported), it decides nothing.
    @Test(arguments: [
        UIKitValidator.Options(collectionViewCountErrors: .logAndReloadData),
        UIKitValidator.Options(reloadsKeepIdentity: true),
        UIKitValidator.Options(flavor: .collectionView, strict: true, deploymentTarget: nil),
    ])
    func optionsItDoesNotModelLeaveEveryCaseToTheNaiveJudge(_ options: UIKitValidator.Options) throws {
        let value = EditCase(
            initial: SectionedList([.init(0, [1, 2])]), edits: [.insertItem(id: 3, at: ItemPath(section: 0, item: 0))])
        let outcome = try value.outcome()
        let batch = try BatchCoalescer().batch(for: value.edits, from: value.initial)
        let plain = FastCoreJudge.passes(
            initial: value.initial, final: outcome.final, reloaded: [], batch: batch, flavors: [.collectionView],
            oracle: .fuzzing)
        #expect(plain)
        #expect(
            !FastCoreJudge.passes(
                initial: value.initial, final: outcome.final, reloaded: [], batch: batch, flavors: [.collectionView],
                oracle: options))
    }

    /// The sampled share is about one case in sixteen, and a case is sampled or not whatever
    /// the run.
    @Test func aboutOneCaseInSixteenIsConfirmed() throws {
        var source = ChoiceSource(seed: 0, size: 0)
        var confirmed = 0
        for index in 0..<4000 {
            source.restart(seed: CheckConfiguration.caseSeed(3, index), size: index % 101)
            let value = try EditCase.generator().generate(using: &source)
            if FastCoreJudge.isConfirmed(value) { confirmed += 1 }
            #expect(FastCoreJudge.isConfirmed(value) == FastCoreJudge.isConfirmed(value))
        }
        #expect(confirmed > 4000 / 32 && confirmed < 4000 / 8)
    }
}
