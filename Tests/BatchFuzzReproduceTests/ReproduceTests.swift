@testable import BatchFuzzCore
import BatchEngine
import BatchModel
import ListEmulation
import PropertyTesting
import Scenarios
import Testing
@testable import BatchFuzzReproduce

/// From a crash text back to the rule, its numbers, the arithmetic and a batch that prints it.
@Suite struct ReproduceTests {
    static let staleCount =
        "Invalid update: invalid number of rows in section 1.  The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (2 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."

    /// Every rule in every flavour and message style the oracle prints it in: read back with its
    /// numbers, and reproduced by a batch the oracle gives the same text for.
    @Test(arguments: CrashTextSamples.rules)
    func everyTextIsReadAndReproduced(rule: String) throws {
        var random = SplitMix64(seed: 7)
        for flavor in ViewFlavor.allCases where CrashTextSamples.exists(rule, in: flavor) {
            for style in UIKitValidator.MessageStyle.allCases {
                for _ in 0..<10 {
                    let violation = try #require(CrashTextSamples.violation(rule, using: &random))
                    let printed = try #require(CrashTextSamples.text(violation, flavor: flavor, style: style))
                    let text = try CrashText(parsing: printed)
                    #expect(text.rule == rule, "\(printed)")
                    if text.listed == nil { #expect(text.violation == violation, "\(printed)") }
                    #expect(text.flavors.contains(flavor))
                    let batch = try #require(BatchReproduction.reproducing(text, in: flavor), "\(printed)")
                    #expect(CrashText.sameText(try #require(batch.oracleText), printed))
                }
            }
        }
    }

    @Test func theWrappersAreToldApart() throws {
        let reason = "attempt to delete row 3 from section 0 which only contains 2 rows before the update"
        #expect(try CrashText(parsing: reason).wrapper == .reason)
        let line =
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
        #expect(try CrashText(parsing: line).wrapper == .terminatingLine)
        let report =
            "Exception type: NSInternalInconsistencyException\nReason: \(reason)\nCall stack:\n0 CoreFoundation 0x00000001a22529a4 __exceptionPreprocess"
        #expect(try CrashText(parsing: report).wrapper == .crashReport)
        let coreData =
            "CoreData: error: Serious application error.  An exception was caught from the delegate of NSFetchedResultsController during a call to -controllerDidChangeContent:.  \(reason) with userInfo (null)"
        let text = try CrashText(parsing: coreData)
        #expect(text.wrapper == .coreData(callback: "-controllerDidChangeContent:"))
        #expect(text.reason == reason)
        #expect(text.numbers.map(\.value) == [3, 0, 2])
        #expect(text.flavors == [.tableView])
    }

    @Test func theIOS164ListingIsReadAsCountsAndABatch() throws {
        let printed = """
            Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates.
            Data source before updates = { 2 sections with item counts: [3, 1] }
            Data source after updates = { 2 sections with item counts: [3, 1] }
            Updates = [
            \tInsert item (0 - 0)
            ]
            Collection view: <UICollectionView: 0x7fe1a8823400>
            """
        let text = try CrashText(parsing: printed)
        #expect(
            text.listed
                == .init(
                    before: [3, 1], after: [3, 1], batch: BatchUpdate(itemInserts: [ItemPath(section: 0, item: 0)])))
        #expect(
            text.rule == "invalidItemCount" && text.flavors == [.collectionView]
                && text.messageStyle == .batchUpdatesDetected)
        #expect(BatchReproduction.reproducing(text, in: .collectionView) != nil)
    }

    @Test func aLoggedCountErrorIsReproducedAsLogged() throws {
        let printed = CrashTextSamples.text(
            .invalidSectionCount(after: 3, before: 2, inserted: 0, deleted: 0), flavor: .collectionView,
            style: .classicWithViewDescription)!
        let text = try CrashText(parsing: printed + " - will perform reloadData")
        #expect(text.loggedAndReloaded && text.messageStyle == .classicWithViewDescription)
        let batch = try #require(BatchReproduction.reproducing(text, in: .collectionView))
        #expect(batch.logsCountErrors)
    }

    @Test func theArithmeticSaysWhichNumbersDisagreeAndWhatWouldFixIt() throws {
        let lines = CrashExplanation.lines(for: try CrashText(parsing: Self.staleCount))
        #expect(
            lines.contains {
                $0.contains(
                    "20 before + 2 inserted − 1 deleted = 21; the data source reports 20 after the update: 1 fewer")
            })
        #expect(lines.contains { $0.hasPrefix("Before and after are equal") })
        #expect(lines.contains("  - the data source reports 21 rows after the update, not 20"))
        #expect(lines.contains("  - the batch deletes 1 more (2 deleted)"))
        #expect(lines.contains("  - the batch inserts 1 fewer (1 inserted)"))
        let range = CrashExplanation.lines(
            for: try CrashText(parsing: "attempt to insert section 4 but there are only 3 sections after the update"))
        #expect(range.count == 1 && range[0].contains("insert indices count in the list after the update"))
    }

    /// The bug-zoo engines the searches are handed: the two whose mistakes these texts need.
    static var zoo: [RegisteredEngine] {
        [
            .init(
                "list-first-screen", kind: .zoo, summary: "changes its list before the batch",
                .emulatedTableScreen { CoalescingScreen(list: $0, view: $1, changesListFirst: true) }),
            .init("naive-coalescer", kind: .zoo, summary: "edits concatenated", .coalescer(NaiveCoalescer())),
        ]
    }

    @Test func aStaleCountTextIsMadeByTheListFirstScreen() throws {
        let text = try CrashText(parsing: Self.staleCount)
        let found = MistakeSearch.staleCounts(
            for: text, flavors: [.tableView], zoo: Self.zoo, target: CrashText.normalized(text.reason))
        #expect(found.map(\.engine) == ["list-first-screen"])
        #expect(found.first?.message.contains("(2 inserted, 1 deleted)") == true)
    }

    @Test func theSearchClimbsToAZooMistakeThatPrintsTheNumbers() throws {
        let text = try CrashText(
            parsing: "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
        let found = MistakeSearch.run(
            for: text, flavors: [.tableView], zoo: Self.zoo, budget: .seconds(600), cases: 1_200)
        let mistake = try #require(found.first { $0.engine == "naive-coalescer" })
        #expect(mistake.message.contains(text.reason))
        // Shrunk: three rows and three inserts before the delete at 5.
        #expect(mistake.caseDescription.split(separator: "\n").count == 5)
    }

    /// A count error of one section: the mistake whose view shows one section comes first; one
    /// that needs more sections comes after it, said to need them, as does the quirk's batch.
    @Test func anAccountThatNeedsMoreSectionsThanTheTextComesLastAndSaysSo() throws {
        let reason =
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        let text = try CrashText(parsing: reason)
        let found = MistakeSearch.run(
            for: text, flavors: [.tableView], zoo: Self.zoo, budget: .seconds(600), cases: 12_000)
        #expect(found.first?.engine == "list-first-screen")
        #expect(found.first?.sections == 1)
        let later = try #require(found.first { $0.engine == "naive-coalescer" })
        #expect((later.sections ?? 0) > 1)
        var reproduction = try CrashReproduction.reproducing(reason, searchBudget: .zero)
        #expect(reproduction.sectionsNeeded == 1)
        reproduction.mistakes = found
        let description = reproduction.description
        #expect(
            description.contains(
                "Its view shows 2 sections at some point; the text needs only 1: if yours never shows more than 1, this is not the cause."
            ))
        #expect(description.contains("Its view shows \(later.sections ?? 0) sections at some point"))
    }

    /// The most sections a case's view shows, before, between and after its edits.
    @Test func aCaseCountsTheMostSectionsItsViewShows() {
        let list = SectionedList<Int, Int>([.init(0, [0, 1])])
        #expect(
            EditCase(initial: list, edits: [.insertSection(id: 1, at: 0), .deleteSection(at: 0)]).mostSections == 2)
        #expect(EditCase(initial: list, edits: [.deleteItem(at: ItemPath(section: 0, item: 0))]).mostSections == 1)
        let fetched = FetchedResultsCase(
            objects: [FetchedObject(id: 0, sectionKey: 0, sortKey: 0)], quirks: .none,
            visibleRows: 4,
            saves: [[.insert(FetchedObject(id: 1, sectionKey: 2, sortKey: 0))], [.delete(id: 1)]])
        #expect(fetched.mostSections == 2)
    }

    @Test func aTextThatIsNoUIKitTextNamesTheClosestAndTheKnownOnes() {
        #expect {
            _ = try CrashText(parsing: "attempt to delete row 3 from the section which only holds 2 rows")
        } throws: { error in
            let text = "\(error)"
            return text.contains("the closest known text, by what it speaks of, is itemDeletePastEnd")
                && text.contains("known texts: deleteAndReloadSameIndexPath")
        }
    }

    @Test func numbersImpossibleTogetherHaveNoBatch() throws {
        // More rows deleted than the section had: UIKit stops at the delete before counting.
        let printed = CrashTextSamples.text(
            .invalidItemCount(section: 0, after: 0, before: 1, inserted: 0, deleted: 3, movedIn: 0, movedOut: 0),
            flavor: .tableView, style: .classic)!
        let reproduction = try CrashReproduction.reproducing(printed, searchBudget: .zero)
        #expect(reproduction.batches.isEmpty && reproduction.flavorsWithoutBatch == [.tableView])
        #expect(reproduction.description.contains("could not have printed them together"))
    }

    /// Digits of another script — full-width, Arabic-Indic, as a translator or an input method
    /// leaves them — read as the numbers they write, not as numbers past the largest.
    @Test func digitsOfAnotherScriptReadAsTheirNumbers() throws {
        let ascii = try CrashReproduction.reproducing(
            "attempt to delete section 3, but there are only 2 sections before the update", searchBudget: .zero)
        for digit in ["３", "٣"] {
            let text = "attempt to delete section \(digit), but there are only 2 sections before the update"
            let reproduction = try CrashReproduction.reproducing(text, searchBudget: .zero)
            #expect(reproduction.batches == ascii.batches, "\(digit): \(reproduction.description)")
        }
    }

    /// Numbers no batch can be built from are refused, named, rather than overflowing, exhausting
    /// memory, or being dropped so that the next number takes their place.
    @Test(arguments: [
        (
            "attempt to delete section 9223372036854775807, but there are only 0 sections before the update",
            "it holds the number 9223372036854775807, past the largest BatchFuzz builds a batch from (100000)"
        ),
        (
            "attempt to delete section 99999999999999999999, but there are only 3 sections before the update",
            "it holds the number 99999999999999999999, past the largest BatchFuzz builds a batch from (100000)"
        ),
        (
            "attempt to move index path (<NSIndexPath: 0x1> {length = 2, path = 4294967295 - 4294967295}) that does not exist - there are only 0 rows in section 4294967295 before the update",
            "it holds the number 4294967295, past the largest BatchFuzz builds a batch from (100000)"
        ),
        (
            "attempt to delete section 1000000000, but there are only 0 sections before the update",
            "it holds the number 1000000000, past the largest BatchFuzz builds a batch from (100000)"
        ),
        (
            "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (-3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
            "it holds a negative count (-3), which UIKit prints unsigned: the text was edited"
        ),
        (
            "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\nData source before updates = { 1 section with row counts: [30000000000] }\nData source after updates = { 1 section with row counts: [29] }\nUpdates = [\n\tDelete row (0 - 0)\n]",
            "it holds the number 30000000000, past the largest BatchFuzz builds a batch from (100000)"
        ),
    ])
    func numbersNoBatchCanHoldAreRefused(text: String, problem: String) {
        #expect {
            _ = try CrashReproduction.reproducing(text, searchBudget: .zero)
        } throws: { error in
            "\(error)" == "the text is a UIKit batch-update exception, but \(problem)"
        }
    }
}
