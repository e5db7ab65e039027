import Testing

@testable import BatchFuzzReproduce

/// A whole crash log's frames name the cause first: who performed the batch, a reload, a
/// fetched-results delegate, a library's update method, a thread that is not the main one.
struct StackCueTests {
    /// https://github.com/Giphy/giphy-ios-sdk/issues/145, as posted (Crashlytics' layout): the
    /// batch performed by the library's own code.
    static let giphy = """
        Fatal Exception: NSInternalInconsistencyException
        attempt to delete item 49 from section 0 which only contains 0 items before the update

        Fatal Exception: NSInternalInconsistencyException
        0  CoreFoundation                 0x2356cf180 __exceptionPreprocess
        1  libobjc.A.dylib                0x2348a79f8 objc_exception_throw
        2  CoreFoundation                 0x2355e888c +[_CFXNotificationTokenRegistration keyCallbacks]
        3  Foundation                     0x2360acb38 -[NSAssertionHandler handleFailureInMethod:object:file:lineNumber:description:]
        4  UIKitCore                      0x2619a9084 -[UICollectionView _endItemAnimationsWithInvalidationContext:tentativelyForReordering:animator:]
        5  UIKitCore                      0x2619b21b8 -[UICollectionView _endUpdatesWithInvalidationContext:tentativelyForReordering:animator:]
        6  UIKitCore                      0x2619b24ec -[UICollectionView _performBatchUpdates:completion:invalidationContext:tentativelyForReordering:animator:]
        7  UIKitCore                      0x2619b234c -[UICollectionView _performBatchUpdates:completion:invalidationContext:tentativelyForReordering:]
        8  UIKitCore                      0x2619b22d0 -[UICollectionView _performBatchUpdates:completion:invalidationContext:]
        9  UIKitCore                      0x2619b220c -[UICollectionView performBatchUpdates:completion:]
        10 GiphyUISDK
        """

    @Test func theCodeThatPerformedTheBatchIsNamedFirst() throws {
        let reproduction = try CrashReproduction.reproducing(Self.giphy, searchBudget: .zero)
        #expect(reproduction.text.rule == "itemDeletePastEnd")
        #expect(reproduction.text.stack.batchCaller == "GiphyUISDK")
        #expect(
            reproduction.explanation.first?.hasPrefix("The stack shows who performed the batch: GiphyUISDK") == true)
    }

    /// Apple's crash-report layout (`Last Exception Backtrace:`, frames with `+ offset`, as in
    /// https://github.com/nek023/QBImagePicker/issues/88), here with a reload, a fetched-results
    /// delegate and a crashed thread that is not the main one: each named, the thread first.
    @Test func aReloadADelegateAndABackgroundThreadAreNamed() throws {
        let log = """
            Crashed Thread:  3

            Application Specific Information:
            *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete and reload the same index path (<NSIndexPath: 0x18a62f00> {length = 2, path = 0 - 94})'

            Last Exception Backtrace:
            0   CoreFoundation                       0x22973fef __exceptionPreprocess + 127
            1   libobjc.A.dylib                      0x31031c8b objc_exception_throw + 36
            4   UIKit                                0x265f0711 -[UICollectionView _endItemAnimationsWithInvalidationContext:tentativelyForReordering:] + 1342
            5   UIKit                                0x265f492f -[UICollectionView performBatchUpdates:completion:] + 40
            6   MyApp                                0x000f1a2b -[FeedViewController controllerDidChangeContent:] + 300
            7   CoreData                             0x24a1b2c3 -[NSFetchedResultsController _managedObjectContextDidSave:] + 1000
            8   UIKit                                0x265f0000 -[UICollectionView reloadItemsAtIndexPaths:] + 20

            Thread 3 Crashed:
            0   libsystem_kernel.dylib               0x31a8fdf0 __pthread_kill + 8
            """
        let cues = StackCues(log: log)
        #expect(cues.backgroundThread == "Thread 3 Crashed:")
        #expect(cues.reload == "-[UICollectionView reloadItemsAtIndexPaths:]")
        #expect(cues.fetchedResultsDelegate == "-[FeedViewController controllerDidChangeContent:]")
        #expect(cues.batchCaller == "-[FeedViewController controllerDidChangeContent:]")
        let lines = cues.causeLines
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first?.contains("off the main thread") == true)
    }

    /// The reason alone names nothing: no cue, the explanation as before.
    @Test func aReasonAloneHasNoCues() throws {
        let reproduction = try CrashReproduction.reproducing(
            "attempt to delete item 49 from section 0 which only contains 0 items before the update",
            searchBudget: .zero)
        #expect(reproduction.text.stack.isEmpty)
        #expect(reproduction.explanation.first?.hasPrefix("The stack") == false)
    }
}

/// The global-index text, read and named with who raises it, from real posts.
struct GlobalIndexTests {
    @Test(arguments: [
        // https://github.com/Dimillian/IceCubesApp/issues/1275 (a SwiftUI List, iOS 16.1)
        "2023-03-18 23:18:00.213384+1100 IceCubesApp[41413:11230738] *** Assertion failure in -[UICollectionViewData indexPathForItemAtGlobalIndex:], UICollectionViewData.mm:835\n2023-03-18 23:18:00.213675+1100 IceCubesApp[41413:11230738] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'request for index path for global index 7 when there are only 7 items in the collection view'",
        // https://github.com/QuickBlox/quickblox-ios-sdk/issues/441
        "request for index path for global index 9223372036854775802 when there are only 5 items in the collection view",
    ])
    func theGlobalIndexTextIsNamed(_ text: String) throws {
        let read = try CrashText(parsing: text)
        #expect(read.family?.name == "global index out of range")
        #expect(read.family?.raisedBy == "UIKit")
    }
}

/// What the stack shows orders the usual causes of a count error: the numbers alone give one
/// order, a frame puts its own cause ahead of it.
struct StackOrderedCauseTests {
    /// https://github.com/facebookarchive/AsyncDisplayKit/issues/654, as posted: the assertion
    /// names Texture's collection view, so the batch Texture computed comes first.
    static let textureSections = """
        2015-09-16 12:03:54.627 Channels[1375:677242] *** Assertion failure in -[ASCollectionView _endItemAnimationsWithInvalidationContext:tentativelyForReordering:], /BuildRoot/Library/Caches/com.apple.xbs/Sources/UIKit/UIKit-3505.4/UICollectionView.m:3994
        2015-09-16 12:03:54.627 Channels[1375:677242] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (2 inserted, 0 deleted).'
        """

    @Test func anAssertionInALibrarysViewNamesTheLibrary() throws {
        let reproduction = try CrashReproduction.reproducing(Self.textureSections, searchBudget: .zero)
        #expect(reproduction.text.stack.library?.name == "Texture (AsyncDisplayKit)")
        #expect(
            reproduction.text.stack.library?.frame
                == "-[ASCollectionView _endItemAnimationsWithInvalidationContext:tentativelyForReordering:]")
        #expect(reproduction.explanation.first?.hasPrefix("The stack shows Texture (AsyncDisplayKit)'s") == true)
        // Before and after are equal: the numbers' own causes follow the stack's.
        let causes = try #require(reproduction.explanation.first { $0.hasPrefix("Before and after are equal") })
        #expect(causes.contains("Beyond what the stack shows, most often the data source was never updated"))
    }

    /// https://github.com/facebookarchive/AsyncDisplayKit/issues/378: the same for a delete.
    @Test func theAssertingClassOfADeleteIsRead() {
        let cues = StackCues(
            log: """
                2015-07-28 18:44:49.437 Mako[6436:371482] *** Assertion failure in -[ASCollectionView _endItemAnimationsWithInvalidationContext:tentativelyForReordering:], /SourceCache/UIKit_Sim/UIKit-3347.44.2/UICollectionView.m:3870
                2015-07-28 18:44:49.448 Mako[6436:371482] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete item 44 from section 0 which only contains 0 items before the update'
                """)
        #expect(cues.library?.name == "Texture (AsyncDisplayKit)")
    }

    /// UIKit's own view asserting names no library.
    @Test func anAssertionInUIKitsViewNamesNothing() {
        let cues = StackCues(
            log:
                "*** Assertion failure in -[UICollectionView _endItemAnimationsWithInvalidationContext:tentativelyForReordering:], /BuildRoot/Library/Caches/com.apple.xbs/Sources/UIKit/UIKit-3505.4/UICollectionView.m:3994"
        )
        #expect(cues.isEmpty)
    }

    /// The same numbers put the overlap first alone, the reload first beside a reload frame
    /// (which adds the reload: a reload keeps a count), the overlap first off the main thread.
    @Test func aFrameReordersTheCausesTheNumbersGive() {
        let alone = CrashExplanation.usualCauses(after: 3, change: 1, difference: 1, batchIsEmpty: false)
        #expect(alone.hasPrefix("two updates overlapped"))
        #expect(!alone.contains("reloaded"))
        let reload = StackCues(
            log: "8   UIKit   0x265f0000 -[UICollectionView reloadItemsAtIndexPaths:] + 20")
        let withReload = CrashExplanation.usualCauses(
            after: 3, change: 0, difference: 1, batchIsEmpty: true, stack: reload)
        #expect(withReload.hasPrefix("rows reloaded where the model added or removed some"), "\(withReload)")
        let background = StackCues(log: "Thread 5 Crashed:\n0   libsystem_kernel.dylib   0x31a8fdf0 __pthread_kill + 8")
        let offMain = CrashExplanation.usualCauses(
            after: 0, change: -1, difference: 1, batchIsEmpty: false, stack: background)
        #expect(offMain.hasPrefix("two updates overlapped"), "\(offMain)")
        let notUpdated = CrashExplanation.usualCauses(after: 0, change: -1, difference: 1, batchIsEmpty: false)
        #expect(notUpdated.hasPrefix("the data source was not updated"))
    }
}
