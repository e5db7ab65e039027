@testable import BatchFuzzCore
import BatchModel
import Testing
@testable import BatchFuzzReproduce

/// The causes a count error's explanation names first follow its shape, in the order the threads
/// of `Benchmarks/RealCrashTexts` give (each test names the thread it stands for); and a count
/// error a reload in a moved section prints is shown with that batch.
struct CrashCauseTests {
    static func countText(
        section: Int = 0, after: Int, before: Int, inserted: Int, deleted: Int, unit: String = "rows"
    ) -> String {
        "Invalid update: invalid number of \(unit) in section \(section).  The number of \(unit) contained in an existing section after the update (\(after)) must be equal to the number of \(unit) contained in that section before the update (\(before)), plus or minus the number of \(unit) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(unit) moved into or out of that section (0 moved in, 0 moved out)."
    }

    /// The causes line of the explanation: the text after "Usual causes, most common first: ".
    static func causes(_ text: String) throws -> String {
        let lines = try CrashReproduction.reproducing(text, searchBudget: .zero).explanation
        let line = try #require(lines.first { $0.hasPrefix("Usual causes, most common first: ") })
        return String(line.dropFirst("Usual causes, most common first: ".count))
    }

    /// https://github.com/Ramotion/folding-cell/issues/183 (60 → 80 rows, a batch of nothing: the
    /// data source changed during the update) and
    /// https://github.com/wordpress-mobile/WordPress-iOS/issues/1552 (8 → 3).
    @Test func aBatchWithNoChangeNamesAnOverlapFirst() throws {
        for (after, before) in [(80, 60), (3, 8)] {
            let causes = try Self.causes(Self.countText(after: after, before: before, inserted: 0, deleted: 0))
            #expect(causes.hasPrefix("two updates overlapped"), "\(causes)")
            #expect(causes.contains("a diff of one section's rows where sections changed too"))
            #expect(causes.contains("reloadData called inside the batch"))
        }
    }

    /// Equal inserted and deleted counts are the mark a reload leaves (UIKit counts a reloaded row
    /// as one of each): a reload is named first — https://github.com/dbukowski/DBDebugToolkit/issues/9
    /// (1 inserted, 1 deleted), rdar 27041784, https://github.com/pia-foss/mobile-ios/pull/407.
    @Test func equalInsertsAndDeletesNameAReloadFirst() throws {
        let causes = try Self.causes(Self.countText(after: 3, before: 2, inserted: 1, deleted: 1))
        #expect(
            causes.hasPrefix("a reload: UIKit counts each reloaded row as one deleted and one inserted"), "\(causes)")
        let unequal = try Self.causes(Self.countText(after: 3, before: 2, inserted: 2, deleted: 0))
        #expect(!unequal.hasPrefix("a reload"), "\(unequal)")
    }

    /// A batch of nothing for a section whose count changed names, after an overlap, the batch
    /// that left the section's change out (https://github.com/tonyarnold/Differ/issues/76: a
    /// row-only diff of a sectioned model) and an update re-entered
    /// (https://github.com/traderepublic/SectionKit/pull/99: reloadData inside performBatchUpdates),
    /// each with its threads.
    @Test func aBatchOfNothingNamesASectionLeftOutAndAnUpdateReentered() throws {
        let causes = try Self.causes(Self.countText(after: 35, before: 36, inserted: 0, deleted: 0))
        let leftOut = try #require(causes.range(of: "the batch left this section's change out"))
        let reentered = try #require(causes.range(of: "or another batch begun inside it"))
        let notUpdated = try #require(causes.range(of: "the data source was not updated"))
        #expect(leftOut.lowerBound < notUpdated.lowerBound && reentered.lowerBound < notUpdated.lowerBound)
        #expect(causes.contains("github.com/tonyarnold/Differ/issues/76"))
        #expect(causes.contains("github.com/traderepublic/SectionKit/pull/99"))
    }

    /// https://github.com/CodeWicky/DWLogger/issues/1 (80 + 1 inserted, 82 reported: a change
    /// from another thread) and the codedump.io thread (154 + 40 inserted, 213 reported:
    /// downloads inserting while other batches ran).
    @Test func moreOfTheBatchsOwnChangeNamesAnOverlapFirst() throws {
        for (after, before, inserted) in [(82, 80, 1), (213, 154, 40)] {
            let causes = try Self.causes(
                Self.countText(after: after, before: before, inserted: inserted, deleted: 0, unit: "items"))
            #expect(causes.hasPrefix("two updates overlapped"), "\(causes)")
        }
    }

    /// http://code.python88.com/l/WbfvD0MjIl (1 − 1 deleted, 5 reported: placeholder rows) and
    /// http://www.itdecent.cn/p/6c67d76d06c0 (9 − 3 deleted, 0 reported: a copy of the array).
    @Test func aCountAgainstTheBatchOrToZeroNamesAModelNotUpdatedFirst() throws {
        for (after, before, deleted) in [(5, 1, 1), (0, 9, 3)] {
            let causes = try Self.causes(Self.countText(after: after, before: before, inserted: 0, deleted: deleted))
            #expect(causes.hasPrefix("the data source was not updated as the batch says"), "\(causes)")
        }
    }

    /// https://github.com/couchbase/couchbase-lite-net/issues/45 (10 before and after, 9
    /// deleted: never updated) before https://github.com/jflinter/Dwifft/issues/23 (5 before
    /// and after, 5 inserted: updated before the batch).
    @Test func equalBeforeAndAfterNamesNeverUpdatedThenTooEarly() throws {
        let lines = try CrashReproduction.reproducing(
            Self.countText(after: 10, before: 10, inserted: 0, deleted: 9), searchBudget: .zero
        ).explanation
        let never = try #require(lines.firstIndex { $0.contains("Most often the data source was never updated") })
        let early = try #require(lines.firstIndex { $0.hasPrefix("Less often it was updated too early") })
        #expect(never < early)
    }

    /// A reload of row 0 of a section that moves prints a count error with one row inserted in
    /// one section (or deleted from the other) and equal before and after: `reproduce` shows
    /// that batch, and the oracle prints the text for it.
    @Test(arguments: [(1, 0, .tableView), (0, 1, .collectionView)] as [(Int, Int, ViewFlavor)])
    func aReloadInAMovedSectionIsShownWhereItPrintsTheText(
        inserted: Int, deleted: Int, flavor: BatchModel.ViewFlavor
    ) throws {
        let unit = flavor == .tableView ? "rows" : "items"
        let text = Self.countText(section: 1, after: 2, before: 2, inserted: inserted, deleted: deleted, unit: unit)
        let reproduction = try CrashReproduction.reproducing(text, searchBudget: .zero)
        let quirk = try #require(reproduction.quirks.first)
        #expect(quirk.quirk == .reloadInMovedSection)
        #expect(quirk.sent.batch.itemReloads.count == 1 && quirk.sent.batch.sectionMoves.count == 1)
        #expect(quirk.sent.oracleText.map { CrashText.sameText($0, text) } == true)
        #expect(reproduction.description.contains("a reload in a section that moves"))
    }

    /// Two rows inserted, or before and after apart, are not what one reload makes.
    @Test func otherCountErrorsShowNoReloadBatch() throws {
        for text in [
            Self.countText(after: 2, before: 2, inserted: 2, deleted: 0),
            Self.countText(after: 3, before: 2, inserted: 1, deleted: 0),
        ] {
            #expect(try CrashReproduction.reproducing(text, searchBudget: .zero).quirks.isEmpty)
        }
    }
}
