import Testing

@testable import BatchFuzzReproduce

/// The texts beside UIKit's batch checks, each named with who raises it: the collected texts
/// (`Benchmarks/RealCrashTexts`, one per family, with their threads) are read by
/// `RealCrashTextTests`; here, what tells one family from another text.
struct NeighbouringFamilyTests {
    /// An array's range error is any code's: it is UIKit's only where UIKit's frames raised it
    /// (https://github.com/jessesquires/JSQMessagesViewController/issues/419, its first frames).
    @Test func anArrayRangeErrorIsUIKitsOnlyInUIKitsFrames() throws {
        let reason = "*** -[__NSArrayM objectAtIndex:]: index 520 beyond bounds [0 .. 519]"
        #expect(throws: CrashTextError.self) { try CrashText(parsing: reason) }
        let withFrames =
            reason + "\n"
            + "3    UIKit               0x33c58c77 -[UICollectionViewFlowLayout(Internal) _frameForItemAtSection:andRow:usingData:] + 132"
        let read = try CrashText(parsing: withFrames)
        #expect(read.family?.name == "array index out of range inside UIKit")
        #expect(read.reason == "index 520 beyond bounds [0 .. 519]")
    }

    /// Scrolling past the end, in the older and the later wording
    /// (https://github.com/photokandyStudios/gbible/issues/37,
    /// https://github.com/Provenance-Emu/Provenance/issues/1876).
    @Test(arguments: [
        "-[UITableView scrollToRowAtIndexPath:atScrollPosition:animated:]: row (20) beyond bounds (0) for section (0).",
        "Attempted to scroll the table view to an out-of-bounds row (0) when there are only 0 rows in section 3.",
    ])
    func scrollingPastTheEndIsNamed(_ text: String) throws {
        let read = try CrashText(parsing: text)
        #expect(read.family?.name == "scroll to an index path past the end")
        #expect(read.family?.raisedBy == "UIKit")
    }

    /// UIKit's bug-named frame names the check when the reason was not pasted, but a piece of
    /// the reason, when there is one, is read first: it has numbers.
    @Test func aBugNamedFrameIsTheLastResort() throws {
        let frame =
            "4   UIKitCore   0x323d2f83c   -[UITableView _Bug_Detected_In_Client_Of_UITableView_Invalid_Number_Of_Rows_In_Section:]"
        let alone = try CrashText(parsing: frame)
        #expect(alone.family?.name == "a batch-update error, its reason not pasted")
        let withPiece = try CrashText(
            parsing:
                "The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5)\n"
                + frame)
        #expect(withPiece.family == nil)
        #expect(withPiece.fragment != nil)
    }

    /// Xcode's debug navigator shows the reason in quotes with its line breaks as `\n`.
    @Test func theDebuggersEscapesAreUndone() throws {
        let label =
            #"Thread 1: "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\nData source before updates = { 1 section with row counts: [3] }\nData source after updates = { 1 section with row counts: [2] }\nUpdates = [\n\n]\nTable view: <UITableView: 0x125850a00;"#
        let reproduction = try CrashReproduction.reproducing(label, searchBudget: .zero)
        #expect(reproduction.text.listed?.before == [3])
        #expect(reproduction.text.listed?.batch.isEmpty == true)
        #expect(!reproduction.batches.isEmpty)
    }

    /// A library's assertion is not offered as the closest text to one that does not name it.
    @Test func aLibrarysFamilyIsNotClosestUnnamed() {
        #expect(
            CrashTextError.closest(to: "my snapshot has the same id twice")?.name == "diffable: identifiers not unique")
    }
}
