@testable import BatchFuzzCore
import BatchModel
import Testing
@testable import BatchFuzzReproduce

/// A crash text read as users paste it: what a forum, a chat, Crashlytics or a log viewer does to
/// UIKit's one line, undone; a text cut short at either end read as the piece it is; and the
/// texts BatchFuzz names without a batch.
struct PastedTextTests {
    /// https://github.com/tonyarnold/Differ/issues/76, as posted.
    static let posted =
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (35) must be equal to the number of rows contained in that section before the update (36), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    static let violation = UIKitViolation.invalidItemCount(
        section: 0, after: 35, before: 36, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)

    static func reproduced(_ text: String) throws -> CrashReproduction {
        try CrashReproduction.reproducing(text, searchBudget: .zero)
    }

    /// Wrapped every 60 columns as a forum or Crashlytics shows it, with CRLF, with non-breaking
    /// spaces, with a log prefix on each line, without its final period, quoted in Markdown.
    @Test(arguments: [
        "wrapped", "crlf", "non-breaking spaces", "log prefix on every line", "no final period", "markdown quote",
    ])
    func aPastedTextIsReadAsTheOriginal(_ damage: String) throws {
        var text = Self.posted
        switch damage {
        case "wrapped", "crlf", "log prefix on every line":
            var lines: [String] = [], line = ""
            for word in text.split(separator: " ") {
                if line.count + word.count > 60 {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line)
            if damage == "log prefix on every line" {
                lines = lines.map { "2024-03-01 10:22:13.123456+0100 Feed[1234:56789] " + $0 }
            }
            text = lines.joined(separator: damage == "crlf" ? "\r\n" : "\n")
        case "non-breaking spaces": text = text.replacingOccurrences(of: " ", with: "\u{00A0}")
        case "no final period": text.removeLast()
        default:
            text =
                "> `*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(text)'`"
        }
        let reproduction = try Self.reproduced(text)
        #expect(reproduction.text.violation == Self.violation)
        #expect(!reproduction.batches.isEmpty)
    }

    /// https://github.com/jamonholmgren/ProMotion/issues/110: the text without its head (the
    /// section) or its tail (the moves). The piece is found in the whole; what it lacks is 0.
    @Test func aTextCutAtBothEndsIsReadAsThePieceItIs() throws {
        let reproduction = try Self.reproduced(
            "`The number of rows contained in an existing section after the update (77) must be equal to the number of rows contained in that section before the update (77), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)`"
        )
        #expect(reproduction.text.fragment != nil)
        #expect(
            reproduction.text.violation
                == .invalidItemCount(
                    section: 0, after: 77, before: 77, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))
        #expect(!reproduction.batches.isEmpty)
        #expect(reproduction.explanation.first?.hasPrefix("The text was cut short") == true)
    }

    /// https://github.com/SwipeCellKit/SwipeCellKit/issues/452: iOS 15–16.3's collection text
    /// with the view described in full, after iOS 14's "Performing reloadData as a fallback —".
    @Test func aCollectionViewDescribedInFullIsIOS15To16_3() throws {
        let reproduction = try Self.reproduced(
            "Performing reloadData as a fallback — Invalid update: invalid number of items in section 2. The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). Collection view: <UICollectionView: 0x158849600; frame = (0 0; 393 567.333); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x281ad83f0>; layer = <CALayer: 0x2814b0aa0>; contentOffset: {0, 0}; contentSize: {393, 2364}; adjustedContentInset: {0, 0, 0, 0}; layout: <UICollectionViewFlowLayout: 0x155fd3d50>; dataSource: <IGListAdapter: 0x282f323c0>>"
        )
        #expect(reproduction.text.messageStyle == .classicWithViewDescription)
        #expect(reproduction.batches.map(\.flavor) == [.collectionView])
    }

    /// https://forums.developer.apple.com/forums/thread/728797: iOS 16.4's text on one line,
    /// without the view's description, is reproduced as it lists.
    @Test func anIOS16_4TextWithoutItsViewIsReproduced() throws {
        let reproduction = try Self.reproduced(
            "Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with item counts: [3] } Data source after updates = { 1 section with item counts: [2] } Updates = [ Delete item (0 - 1), Insert item (0 - 1) ]"
        )
        #expect(reproduction.text.listed?.before == [3])
        #expect(reproduction.batches.map(\.flavor) == [.collectionView])
    }

    /// https://github.com/myell0w/MTStatusBarOverlay/issues/41: iOS 5–6's wording, named with
    /// its usual causes; no batch, since it carries no numbers.
    @Test func iOS5And6WordingIsNamed() throws {
        let reproduction = try Self.reproduced(
            "**Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid table view update.  The application has requested an update to the table view that is inconsistent with the state provided by the data source.**"
        )
        #expect(reproduction.text.family?.name == "invalid table view update (iOS 5–6)")
        #expect(reproduction.batches.isEmpty)
        #expect(reproduction.explanation.contains { $0.contains("model was not updated") })
    }

    /// https://github.com/CatchChat/Yep/issues/673: a "delete row" text says a reload past the end
    /// reads the same; and a count error with equal counts names a model never updated first.
    @Test func theExplanationNamesTheCausesRealThreadsName() throws {
        let delete = try Self.reproduced(
            "attempt to delete row 1 from section 0 which only contains 1 rows before the update")
        #expect(delete.explanation.first?.contains("a reload past the end reads the same") == true)
        // https://github.com/5calls/ios/issues/57: the insert half of a reload, after the update.
        let insert = try Self.reproduced(
            "attempt to insert row 8 into section 0, but there are only 8 rows in section 0 after the update")
        #expect(insert.explanation.first?.contains("a reload past the end of the new list reads the same") == true)
        let count = try Self.reproduced(
            "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (82) must be equal to the number of rows contained in that section before the update (82), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        )
        let never = try #require(count.explanation.firstIndex { $0.contains("never updated") })
        let early = try #require(count.explanation.firstIndex { $0.contains("updated too early") })
        #expect(never < early)
    }

    /// A text in a user's own words is answered with the known text that speaks of the same
    /// things — identifiers, layouts, counts — whatever words it shares.
    @Test(arguments: [
        ("my snapshot has the same id twice and the app dies", "diffable: identifiers not unique"),
        (
            "crash in my custom flow layout: attributes for a cell that is gone",
            "layout attributes for an index path that does not exist"
        ),
    ])
    func anUnreadableTextGetsTheClosestFamilyByMeaning(_ text: String, _ closest: String) {
        #expect(CrashTextError.closest(to: text)?.name == closest)
    }
}

/// Log lines of a refused batch: not crashes, said so, and iOS 13's listing read.
struct FallbackLogTests {
    /// The layout of github.com/JoniVR/VerticalCardSwiper/issues/62 (iOS 13), other numbers.
    @Test func iOS13sLogLineIsNotACrashAndListsTheRefusedUpdate() throws {
        let reproduction = try CrashReproduction.reproducing(
            """
            [UICollectionView] Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). - will perform reloadData. UICollectionView instance: <Feed.FeedView: 0x7f966c912000; baseClass = UICollectionView; frame = (0 0; 414 482.333); layer = <CALayer: 0x600001888ac0>>; currentUpdate: [UICollectionViewUpdate - 0x7f966c48e5c0: old:<UICollectionViewData: 0x6000021a5880> new<UICollectionViewData: 0x6000021216c0> items:<(
                     "D(0,3)"
                 )>]
            """, searchBudget: .zero)
        #expect(reproduction.text.isFallbackLog)
        #expect(reproduction.text.refusedUpdates == ["D(0,3)"])
        #expect(reproduction.explanation.first?.hasPrefix("This is a log line, not a crash") == true)
        #expect(reproduction.explanation.first?.contains("D(0,3)") == true)
        #expect(!reproduction.batches.isEmpty)
    }

    /// github.com/SwipeCellKit/SwipeCellKit/issues/452 (iOS 14 and later): the prefix form.
    @Test func iOS14sFallbackLineIsNotACrash() throws {
        let reproduction = try CrashReproduction.reproducing(
            "Performing reloadData as a fallback — Invalid update: invalid number of items in section 2. The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
            searchBudget: .zero)
        #expect(reproduction.text.isFallbackLog)
        #expect(reproduction.explanation.first?.hasPrefix("This is a log line, not a crash") == true)
    }
}
