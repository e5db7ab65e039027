import BatchModel
import Testing

@testable import BatchFuzzReproduce

/// UIKit's description of the view at the end of a text — short, in full, of an app's subclass,
/// nested three deep, cut anywhere, or shortened by the post — says nothing of the batch: the
/// text is read and reproduced, never refused as one UIKit could not print.
struct ViewDescriptionTests {
    static func reproduced(_ text: String) throws -> CrashReproduction {
        try CrashReproduction.reproducing(text, searchBudget: .zero)
    }

    /// https://github.com/Giphy/giphy-ios-sdk/issues/257, as posted: the Updates listing and the
    /// view's description both shortened with `...`.
    static let giphy = """
        Fatal Exception: NSInternalInconsistencyException
        Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.\u{20}
        Data source before updates = { 1 section with item counts: [25] }\u{20}
        Data source after updates = { 1 section with item counts: [25] }\u{20}
        Updates = [ Insert item (0 - 0), Insert item (0 - 1), Insert item (0 - 2), ... , Insert item (0 - 24) ]
        Collection view: <UICollectionView: 0x1088c1000; frame = (-196.5 -244.333; 393 488.667); ... ; layout: <GiphyUISDK.GPHWaterfallLayout: 0x14730c860>; dataSource: <GiphyUISDK.GiphyGridController: 0x108e1ca00>>
        """

    @Test func aShortenedListingIsFilledInAndReproduced() throws {
        let reproduction = try Self.reproduced(Self.giphy)
        let listed = try #require(reproduction.text.listed)
        #expect(listed.elided)
        #expect(listed.batch.itemInserts == (0...24).map { ItemPath(section: 0, item: $0) })
        #expect(listed.before == [25] && listed.after == [25])
        #expect(!reproduction.batches.isEmpty, "\(reproduction)")
    }

    /// A shortened listing whose ends do not tell the run is said to be so, not guessed.
    @Test func aListingShortenedBetweenUnlikeUpdatesIsIncomplete() {
        let text = Self.giphy.replacingOccurrences(of: "Insert item (0 - 24)", with: "Delete item (0 - 24)")
        #expect(throws: CrashTextError.self) { try Self.reproduced(text) }
    }

    /// The description UIKit prints of an app's subclass (its `baseClass = UICollectionView`, as in
    /// https://github.com/Giphy/giphy-ios-sdk/issues/266) with a description three deep inside
    /// (`topEdge=<… color<<UIDynamicSystemColor: …>>>`), whole and cut at every tenth character.
    static let subclassed =
        "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (7) must be equal to the number of items contained in that section before the update (6), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). Collection view: <SwiftUI.UpdateCoalescingCollectionView: 0x111951c00; baseClass = UICollectionView; frame = (0 0; 428 879); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x11ca03320>; backgroundColor = <UIDynamicSystemColor: 0x11089cf40; name = systemGroupedBackgroundColor>; layer = <CALayer: 0x110a65e00>; contentOffset: {0, -74}; contentSize: {428, 466.83333333333337}; adjustedContentInset: {74, 0, 34, 0} topEdge=<style=automatic backgroundCapture=color<<UIDynamicSystemColor: 0x10472dd80; name = systemBackgroundColor>>>; layout: <UICollectionViewCompositionalLayout: 0x11cb80f00>; dataSource: <_TtGC7SwiftUI31UICollectionViewListCoordinator: 0x600003e7b300>>"

    @Test func aSubclassDescribedInFullOrCutIsReadAndReproduced() throws {
        let head = Self.subclassed.range(of: "Collection view: <")!.upperBound
        let whole = Self.subclassed.distance(from: Self.subclassed.startIndex, to: head)
        for length in stride(from: whole, through: Self.subclassed.count, by: 10) {
            let text = String(Self.subclassed.prefix(length))
            let reproduction = try Self.reproduced(text)
            #expect(
                reproduction.text.violation
                    == .invalidItemCount(
                        section: 0, after: 7, before: 6, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0),
                "cut at \(length)")
            #expect(!reproduction.batches.isEmpty, "cut at \(length): \(reproduction)")
        }
        #expect(try Self.reproduced(Self.subclassed).text.messageStyle == .classicWithViewDescription)
    }

    /// The iOS 16.4 layout ending with a subclass's full description.
    @Test func theListedLayoutWithASubclassDescriptionIsReproduced() throws {
        let text = """
            Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates.
            Data source before updates = { 1 section with item counts: [3] }
            Data source after updates = { 1 section with item counts: [4] }
            Updates = [
            ]
            Collection view: \(Self.subclassed[Self.subclassed.range(of: "<SwiftUI")!.lowerBound...])
            """
        let reproduction = try Self.reproduced(text)
        #expect(!reproduction.batches.isEmpty, "\(reproduction)")
    }
}

/// A post cut before its numbers is not read as counts of 0, which agree and which UIKit never
/// prints: the lost numbers are counted, and the smallest batch breaks the rule.
struct CutPostTests {
    @Test func aPostCutAfterTheSectionIsReproducedWithoutInventedArithmetic() throws {
        let reproduction = try CrashReproduction.reproducing(
            "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0",
            searchBudget: .zero)
        #expect(reproduction.text.missingNumbers == 6)
        #expect(reproduction.text.givenNumbers == [0])
        #expect(!reproduction.batches.isEmpty, "\(reproduction)")
        let report = "\(reproduction)"
        #expect(report.contains("6 cut off"))
        #expect(!report.contains("could not have printed"))
        #expect(!report.contains("reports 0 rows after the update, not 0"))
    }
}
