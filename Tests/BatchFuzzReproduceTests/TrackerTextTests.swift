@testable import BatchFuzzCore
import BatchModel
import Testing
@testable import BatchFuzzReproduce

/// Crash texts as crash trackers and issue titles print them: Sentry's titles cut with `...` and
/// followed by its frames, UIKit's assertion line posted without its reason, a reason starting in
/// the middle of a word, a log whose process is named after a library. Each text is a real one,
/// from the thread its URL names (the collection in `Benchmarks/RealCrashTexts`).
struct TrackerTextTests {
    static func collected(_ url: String) throws -> String {
        try #require(RealCrashTextTests.collected.first { $0.url == url }?.text, "\(url) is not in the collection")
    }

    static func reproduced(_ text: String) throws -> CrashReproduction {
        try CrashReproduction.reproducing(text, searchBudget: .zero)
    }

    /// A Sentry issue: the reason cut with `...`, then Sentry's `File "X.swift", line 77, in Y`
    /// frames. The frames are the stack, not part of the reason; the piece is read.
    @Test func aSentryTitleCutShortAndFollowedByItsFramesIsRead() throws {
        let text = try Self.collected("https://github.com/wordpress-mobile/WordPress-iOS/issues/14174")
        #expect(text.contains("File \"AbstractPostListViewController.swift\", line 77"))
        let reproduction = try Self.reproduced(text)
        #expect(reproduction.text.rule == "invalidItemCount")
        #expect(reproduction.text.fragment != nil)
        #expect(!reproduction.batches.isEmpty)
    }

    /// Sentry's frame of an Objective-C method names the cause as any frame does: here a
    /// fetched-results controller's delegate.
    @Test func aSentryFrameNamesTheCause() throws {
        let reproduction = try Self.reproduced(
            try Self.collected("https://github.com/wordpress-mobile/WordPress-iOS/issues/15367"))
        #expect(reproduction.text.rule == "invalidItemCount")
        #expect(reproduction.text.stack.fetchedResultsDelegate == "-[WPTableViewHandler controllerDidChangeContent:]")
    }

    /// UIKit's assertion line alone — an issue's title, a line in backticks, a Crashlytics stack
    /// with no reason — is a batch-update check that failed, and the answer asks for the reason.
    @Test(arguments: [
        "https://github.com/lxcid/LXReorderableCollectionViewFlowLayout/issues/61",
        "https://github.com/alekseyn/EasyTableView/issues/24",
        "https://github.com/escoz/QuickDialog/issues/583",
        "https://github.com/dzenbot/DZNEmptyDataSet/issues/439",
        "https://github.com/wordpress-mobile/WordPress-iOS/issues/1469",
        "https://github.com/RxSwiftCommunity/RxDataSources/issues/315",
    ])
    func theAssertionLineAloneAsksForItsReason(_ url: String) throws {
        let reproduction = try Self.reproduced(try Self.collected(url))
        let family = try #require(reproduction.text.family, "\(url)")
        #expect(family.name == "UIKit's batch assertion, its reason not pasted")
        #expect(reproduction.explanation.joined(separator: "\n").contains("Paste that line"), "\(url)")
    }

    /// The line that only says an assertion fired does not hide the reason after it: with the
    /// reason, the reason is read (a Core Data log here).
    @Test func theAssertionLineBesideItsReasonIsReadAsTheReason() throws {
        let reproduction = try Self.reproduced(
            """
            2016-04-25 09:11:29.978 iOS Development[2277:52401] *** Assertion failure in -[UICollectionView _endItemAnimationsWithInvalidationContext:tentativelyForReordering:], /BuildRoot/Library/Caches/com.apple.xbs/Sources/UIKit_Sim/UIKit-3512.60.7/UICollectionView.m:4422

            2016-04-25 09:19:24.460 iOS Development[2277:52401] CoreData: error: Serious application error.  An exception was caught from the delegate of NSFetchedResultsController during a call to -controllerDidChangeContent:.  attempt to delete item 24 from section 0 which only contains 22 items before the update with userInfo (null)
            """)  // https://github.com/3lvis/DATASource/issues/61
        #expect(reproduction.text.family == nil)
        #expect(reproduction.text.rule == "itemDeletePastEnd")
    }

    /// A reason quoted from the middle of a word on, with Core Data's ` with userInfo (null)`
    /// after it: the piece is read, and the count it lost is chosen beside the ones it gives
    /// (1 row and 602 inserted leave 602 or 604 rows, never 0 to 2).
    @Test func aReasonStartingMidWordIsReadAndReproduced() throws {
        let reproduction = try Self.reproduced(try Self.collected("https://github.com/onmyway133/notes/issues/266"))
        #expect(reproduction.text.rule == "invalidItemCount")
        #expect(reproduction.text.givenNumbers == [1, 602, 0, 0, 0])
        #expect(!reproduction.batches.isEmpty)
    }

    /// A reason wrapped over lines without its head lacks only the section: the answer says so,
    /// not that the numbers it lacks are 0. https://github.com/couchbase/couchbase-lite-net/issues/45
    @Test func aWrappedReasonWithoutItsHeadLacksOnlyTheSection() throws {
        let reproduction = try Self.reproduced(
            """
            The number of rows contained in an existing section after the update (10) must
            be equal to the number of rows contained in that section before the update (10),
            plus or minus the number of rows inserted or deleted from that section
            (0 inserted, 9 deleted) and plus or minus the number of rows moved into or out 
            of that section (0 moved in, 0 moved out).
            """)
        #expect(reproduction.text.missingNames == ["section"])
        #expect(
            reproduction.explanation.joined(separator: "\n").contains("it lacks the number for section, taken as 0"),
            "\(reproduction.explanation)")
        #expect(
            reproduction.text.violation
                == .invalidItemCount(
                    section: 0, after: 10, before: 10, inserted: 0, deleted: 9, movedIn: 0, movedOut: 0))
    }

    /// A log from a library's example app (`EurekaPlayground[13888:942079]`): the process's name is
    /// not the library's, so neither UIKit's assertion nor the app's own frame is called the
    /// library's update method; the app's frame is named as the batch's caller.
    @Test func aProcessNamedAfterALibraryIsNotTheLibrary() throws {
        let reproduction = try Self.reproduced(try Self.collected("https://github.com/xmartlabs/Eureka/issues/980"))
        #expect(reproduction.text.rule == "itemDeletePastEnd")
        #expect(reproduction.text.stack.library == nil)
        #expect(reproduction.text.stack.batchCaller?.contains("EurekaPlayground14ViewController") == true)
    }
}
