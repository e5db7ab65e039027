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
        // Batches that move whole sections are among those it decides.
        #expect(report.fastPassesWithSectionMoves > 100, "\(report)")
    }

    /// With the quirk of a move inside a moving section reported, the same agreement: a batch
    /// with such a move goes to the naive judge, which reports the quirk.
    @Test func theFastJudgeAgreesWhenMovesInMovingSectionsAreReported() {
        var oracle = UIKitValidator.Options.fuzzing
        oracle.quirks.insert(.moveInMovedSection)
        let report = FastJudgeCheck.run(cases: 1000, seed: 12, oracle: oracle)
        #expect(report.disagreements.isEmpty, "\(report.disagreements.joined(separator: "\n\n"))")
        #expect(report.fastPassesWithSectionMoves > 0, "\(report)")
    }

    /// A section moved whole, beside row changes in other sections, is decided by the fast
    /// judge; a move among its rows too, unless that move's quirk is reported; a row inserted
    /// into it is left to the naive judge.
    @Test func aSectionMovedWholeIsDecided() throws {
        let initial = SectionedList([.init(0, [10, 11]), .init(1, [12]), .init(2, [13, 14])])
        func judged(
            _ edits: [Edit<Int, Int>], batch given: BatchUpdate? = nil,
            quirks: Set<UIKitQuirk.Kind> = UIKitQuirk.Kind.checkedByDefault
        ) throws -> (fast: Bool, naive: Verdict?) {
            let value = EditCase(initial: initial, edits: edits)
            let outcome = try value.outcome()
            let batch = try given ?? BatchCoalescer().batch(for: value.edits, from: value.initial)
            #expect(!batch.sectionMoves.isEmpty, "\(batch)")
            var oracle = UIKitValidator.Options.fuzzing
            oracle.quirks = quirks
            let fast = FastCoreJudge.passes(
                initial: initial, final: outcome.final, reloaded: outcome.reloadedItems, batch: batch,
                flavors: ViewFlavor.allCases, oracle: oracle)
            let naive = CoreProperty.naiveFailure(
                of: batch, value, final: outcome.final, reloaded: outcome.reloadedItems, flavors: ViewFlavor.allCases,
                oracle: oracle)
            return (fast, naive)
        }
        let moveSection = Edit<Int, Int>.moveSection(from: 0, to: 2)
        let whole = try judged([moveSection, .deleteItem(at: ItemPath(section: 0, item: 0))])
        #expect(whole.fast && whole.naive == nil)
        let moveInside = Edit<Int, Int>.moveItem(from: ItemPath(section: 2, item: 0), to: ItemPath(section: 2, item: 1))
        let inside = try judged([moveSection, moveInside])
        #expect(inside.fast && inside.naive == nil)
        let reported = try judged([moveSection, moveInside], quirks: [.moveInMovedSection])
        #expect(!reported.fast && reported.naive != nil)
        // (The coalescer deletes and inserts such a section whole; this batch moves it.)
        var insertIntoMoved = BatchUpdate()
        insertIntoMoved.sectionMoves = [.init(from: 0, to: 2)]
        insertIntoMoved.itemInserts = [ItemPath(section: 2, item: 0)]
        let inserted = try judged(
            [moveSection, .insertItem(id: 20, at: ItemPath(section: 2, item: 0))], batch: insertIntoMoved)
        #expect(!inserted.fast && inserted.naive != nil)
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

    /// The sampled share is about one case in ``FastCoreJudge/confirmationShare``, and a case is
    /// sampled or not whatever the run.
    @Test func aboutOneCaseInTheShareIsConfirmed() throws {
        var source = ChoiceSource(seed: 0, size: 0)
        var confirmed = 0
        let cases = 200 * FastCoreJudge.confirmationShare
        for index in 0..<cases {
            source.restart(seed: CheckConfiguration.caseSeed(3, index), size: index % 101)
            let value = try EditCase.generator().generate(using: &source)
            if FastCoreJudge.isConfirmed(value) { confirmed += 1 }
            #expect(FastCoreJudge.isConfirmed(value) == FastCoreJudge.isConfirmed(value))
        }
        #expect(confirmed > 100 && confirmed < 400)
    }
}
