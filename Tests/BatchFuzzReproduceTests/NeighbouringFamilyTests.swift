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

    /// UIKit's other internal-inconsistency assertions are named for what they are, each with a
    /// cause a thread confirms where one does, and never read as a batch's rule.
    @Test(arguments: [
        (
            "UITableView internal inconsistency: _visibleRows and _visibleCells must be of same length. _visibleRows: {0, 10}; _visibleCells.count: 20",
            "visible cells touched while the table updates them", "forums/thread/117537"
        ),  // https://github.com/doric-pub/Doric/pull/491
        (
            "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:",
            "a cell that was not dequeued", "ios-kDrive/pull/1976"
        ),  // https://github.com/pujiaxin33/JXSegmentedView/issues/218
        (
            "NSInternalInconsistencyException: Requested the number of rows for section (0) which is out of bounds.",
            "rows asked for a section out of bounds", "WordPress-iOS/issues/13891"
        ),  // https://github.com/wordpress-mobile/WordPress-iOS/issues/13891
        (
            "reason: 'Failed to allocate data stores for 2147483647 rows in section 0. Consider using fewer rows'",
            "a row count no view can hold", "ELCImagePickerController/issues/52"
        ),  // https://github.com/B-Sides/ELCImagePickerController/issues/52
        (
            "crash logs  reason: 'the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path <NSIndexPath: 0xc000000000000016> {length = 2, path = 0 - 0}'",
            "a data source that returned no cell", "RATreeView/issues/220"
        ),  // https://github.com/ipraba/EPCalendarPicker/issues/39
    ])
    func aNeighbouringAssertionIsNamedWithItsCause(_ text: String, _ family: String, _ thread: String) throws {
        let reproduction = try CrashReproduction.reproducing(text, searchBudget: .zero)
        #expect(reproduction.text.family?.name == family)
        #expect(reproduction.text.violation == nil)
        #expect(reproduction.explanation.joined().contains(thread))
    }

    /// A closest known text is offered only when it shares what tells texts apart (a delete, a
    /// move, an identifier, a layout), not only rows and counts — and never from a frame's name.
    @Test func noClosestTextIsOfferedThatIsNotClose() {
        // https://github.com/badoo/Chatto/issues/526: a stack whose reason was not copied.
        let stackOnly = """
            > Fatal Exception: NSInternalInconsistencyException
            > 3  Foundation                     0x1d2c2f3e0 -[NSAssertionHandler handleFailureInMethod:object:file:lineNumber:description:]
            > 4  UIKitCore                      0x1fe8977a4 -[UICollectionView _createPreparedCellForItemAtIndexPath:withLayoutAttributes:applyAttributes:isFocused:notify:]
            > 6  UIKitCore                      0x1fe8a088c -[UICollectionView layoutSubviews]
            """
        #expect(CrashTextError.closest(to: stackOnly) == nil)
        // https://github.com/modo-studio/SugarRecord/issues/332: another exception inside a batch.
        #expect(
            CrashTextError.closest(
                to:
                    "CoreData: error: Serious application error.  An exception was caught from the delegate of NSFetchedResultsController during a call to -controllerDidChangeContent:.  -[UICollectionViewUpdateItem _isCell]: unrecognized selector sent to instance 0x600000226a80 with userInfo (null)"
            ) == nil)
        #expect(CrashTextError.closest(to: "the table has the wrong number of rows")?.name == nil)
        #expect(
            CrashTextError.closest(to: "attempt to delete row 3 from the section which only holds 2 rows")?.name
                == "itemDeletePastEnd")
    }
}
