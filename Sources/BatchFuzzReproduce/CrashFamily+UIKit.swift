import BatchModel

extension CrashFamily {
    /// UIKit's texts beside its batch checks: layouts, index paths of the wrong shape, older
    /// releases' wordings, scrolling, reordering, array errors in its own frames; last, its
    /// bug-named frame when no reason was pasted.
    static let uikitChecks: [CrashFamily] = [
        CrashFamily(
            name: "request for a section that does not exist", raisedBy: "UIKit", flavors: [.collectionView],
            explanation: [
                "Something asked the collection view for the items of a section past its last (9223372036854775807 is NSNotFound: an index that was never found).",
                "Usual causes: a layout or a supplementary view that computes a section from a model changed since the view's last update; a data source whose numberOfSections changed without an update.",
            ],
            pattern: #"request for number of items (?:in|before) section -?\d+ when there are only \d+ sections"#),
        CrashFamily(
            name: "global index out of range", raisedBy: "UIKit", flavors: [.collectionView],
            explanation: [
                "During a batch, UIKit turned an item's index counted across all sections (its global index) into an index path, and the index was past the last item: the collection view's update animations or the layout's prepareForCollectionViewUpdates(_:) worked from counts the batch no longer matches. An index just past the end (`global index 7 when there are only 7 items`) is an off-by-one between the layout's counts and the data source's; an absurd one (9223372036854775802, near NSNotFound) an index that was never found.",
                "Usual causes, most common first: a custom layout that caches its attributes or counts across an update (prepare() not recomputing them after the data changed); a second update begun while the first one's animations run; in some releases a list view's own batch (a SwiftUI List on iOS 16.1) when its counts and its layout's disagree — nothing in the app's batch.",
            ],
            pattern:
                #"request for index path for global index -?\d+ when there are only -?\d+ items in the collection view|indexPathForItemAtGlobalIndex"#
        ),
        CrashFamily(
            name: "layout attributes for an index path that does not exist", raisedBy: "UIKit",
            flavors: [.collectionView],
            explanation: [
                "The layout returned attributes for an index path the data source no longer has (or not yet), or none for one it has.",
                "Usual causes: a custom layout that caches its attributes and did not invalidate the cache when the data changed (prepare() not recomputing after an update), or a reloadData and a batch mixed.",
            ],
            pattern:
                #"rec(?:ei|ie)ved layout attributes for a cell with an index path that does not exist|no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath|were received from the layout .* but are not valid for the data source"#
        ),
        CrashFamily(
            name: "index path of the wrong shape", raisedBy: "UIKit", flavors: [.tableView],
            explanation: [
                "A table view was given an index path without exactly two indices (section and row).",
                "Usual causes: IndexPath(index:) or an index path built for a collection of one level instead of IndexPath(row:section:).",
            ],
            pattern: #"Invalid index path for use with UITableView"#),
        CrashFamily(
            name: "update with an invalid index path", raisedBy: "UIKit", flavors: ViewFlavor.allCases,
            explanation: [
                "A batch named an index path no row has — one whose row is NSNotFound or negative (18446744073709551609 is -7 printed unsigned), or past its section.",
                "Usual causes: an index computed from a model that no longer holds the item (firstIndex(of:) returning nil, forced), or a fetched-results change applied after its section was deleted.",
            ],
            pattern:
                #"Attempted to perform update with invalid index path|(?:^|reason: ')\s*:? *<NSIndexPath: 0x[0-9a-fA-F]+> \{length = 2, path = \d+ - \d{10,}\}|Invalid indexPath|request for rect at invalid index path|Unable to resolve row for index path"#
        ),
        CrashFamily(
            name: "table view section map", raisedBy: "UIKit", flavors: [.tableView],
            explanation: [
                "UITableView could not map its old sections to its new ones: the section counts it was told and the ones the data source reports disagree in a way its count check did not catch.",
                "Usual causes: a batch begun while another was running (nested beginUpdates, or an update from a delegate callback), or reloadData inside performBatchUpdates.",
            ],
            pattern:
                #"unable to generate a new section map with old section count|processing delete for section \(-?\d+\) when there are only"#
        ),
        CrashFamily(
            name: "invalid table view update (iOS 5–6)", raisedBy: "UIKit", flavors: [.tableView],
            explanation: [
                "iOS 5 and 6's text for a batch whose counts do not match the data source: later releases print `Invalid update: invalid number of rows in section …` with the numbers.",
                "Usual causes, most common first: the model was not updated before the batch ended (or was updated on another copy); it was updated twice, or before beginUpdates and read by the view then.",
            ],
            pattern: #"Invalid table view update\. +The application has requested an update to the table view"#),
        CrashFamily(
            name: "invalid count, without its numbers", raisedBy: "UIKit", flavors: [.tableView],
            explanation: [
                "A count error as some releases printed it, with no numbers: the sections (or rows) after the update differ from before ± the batch.",
                "Usual causes, most common first: the model was not updated before the batch ended; it was updated twice, or before the batch began.",
            ],
            pattern:
                #"Invalid update: invalid number of (?:sections|rows in section \d+)\. +The number of (?:sections|rows) contained in (?:the table view|an existing section) after the update must be equal"#
        ),
        CrashFamily(
            name: "collection view animation", raisedBy: "UIKit", flavors: [.collectionView],
            explanation: [
                "UICollectionView's animation of an update found no view for an index path it animates.",
                "Usual causes: a layout whose attributes disagree with the batch (a custom layout not invalidated), or cells dequeued and not returned.",
            ],
            pattern: #"UICollectionViewAnimation initWithView|attempt to create view animation for nil view"#),
        CrashFamily(
            name: "reorder target past the end", raisedBy: "UIKit", flavors: [.tableView],
            explanation: [
                "While a row was dragged, the delegate's tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) returned an index path past the rows of its section (UIKit checks it in -[UITableView _retargetedReorderIndexPathForInitialIndexPath:proposedIndexPath:]).",
                "Usual causes: the target computed from the model (its counts, or another section's) rather than from the proposed index path, or an off-by-one when moving to the end of another section; a model changed during the drag.",
            ],
            pattern:
                #"targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath: returned an invalid target index path"#),
        CrashFamily(
            name: "scroll to an index path past the end", raisedBy: "UIKit", flavors: ViewFlavor.allCases,
            explanation: [
                "scrollToRow(at:at:animated:) (or scrollToItem) was given a row, item or section the view does not have: UIKit raises NSRangeException (older releases: `row (N) beyond bounds (N) for section (S)`; later: `Attempted to scroll the table view to an out-of-bounds row`).",
                "Usual causes: scrolling to the last row as counted by the model before the view knows of the rows just added (the insert not yet performed, a reloadData pending, or scrolling in viewWillAppear before the data loaded), or an empty list scrolled to row 0 — scroll after the batch's completion, to an index path the view reports (numberOfRows(inSection:)).",
            ],
            pattern:
                #"_?(?:contentOffsetForScrollingToRowAtIndexPath|scrollToRowAtIndexPath):atScrollPosition:(?:animated:|usingPresentationValues:)?\]: (?:row|section) \(\d+\) beyond bounds|Attempted to scroll the (?:table|collection) view to an out-of-bounds (?:row|section|item)"#
        ),
        CrashFamily(
            name: "array index out of range inside UIKit", raisedBy: "UIKit (an NSRangeException in its own frames)",
            flavors: ViewFlavor.allCases,
            explanation: [
                "An NSArray index past its end inside UIKit's own update or layout code: the frames name it (-[UITableView _visibleCellForGlobalRow:] during a batch's animations, -[_UIFlowLayoutSection setSize:forItemAtIndexPath:] of a self-sizing flow layout, the flow layout's sizing or frame lookup). UIKit's bookkeeping and the data source disagreed in a way its batch checks did not catch.",
                "Causes the threads give: self-sizing cells whose size is set for an index path from before a batch that deleted items (rdar 41101885, iOS 11), a cell dequeued inside a size query, a batch run while the list is scrolled past its end, a layout asked for an item the data source no longer has — check the index paths a layout or a size callback uses against the data source's counts at that moment.",
            ],
            pattern: #"index \d+ beyond bounds(?: \[\d+ \.\. \d+\]| for empty array)"#,
            requires:
                #"_visibleCellForGlobalRow|_UIFlowLayoutSection setSize:forItemAtIndexPath|_getSizingInfos|_frameForItemAtSection:andRow:usingData|UICollectionViewFlowLayout layoutAttributesForItemAtIndexPath"#
        ),
        CrashFamily(
            name: "an animation that stops before it starts", raisedBy: "UIKit", flavors: [.tableView],
            explanation: [
                "UIKit's animation of a row in a batch (-[UIViewAnimation initWithView:indexPath:…startFraction:endFraction:…], UITableViewSupport.m) got an end before its start: the rows' animations were planned from geometry that changed under them.",
                "No thread states a confirmed cause. What posters describe: a plain table with section footers shrinking below one screen as rows are deleted (the last rows scroll up; grouped tables do not crash), cells partly visible when endUpdates runs, reloadData called right before the rows' inserts and deletes. Workarounds posted: a table footer view of a small height; no reloadData before a batch.",
            ],
            pattern: #"Cell animation stop fraction must be greater than start fraction"#),
        CrashFamily(
            name: "a batch-update error, its reason not pasted", raisedBy: "UIKit", flavors: ViewFlavor.allCases,
            explanation: [
                "The stack shows a method UIKit raises its batch-update errors from, named after the bug (-[UICollectionView _Bug_Detected_In_Client_Of_UICollectionView_Invalid_Batch_Updates:] since iOS 16.4, …_Invalid_Number_Of_Items_In_Section:, -[UITableView _Bug_Detected_In_Client_Of_UITableView_Invalid_Number_Of_Rows_In_Section:]): the counts the data source reports before or after a batch disagree with the batch. The reason itself was not pasted; paste it (`Invalid update: …` or `Invalid batch updates detected: …` with its numbers) to get the smallest batch.",
                "Usual causes, most common first: the model was not updated before the batch ended; it was updated twice, or before the batch began and read by the view then.",
            ],
            pattern:
                #"_Bug_Detected_In_Client_Of_UI(?:CollectionView|TableView)_Invalid_(?:Batch_Updates|Number_Of_(?:Items|Rows)_In_Section|Number_Of_Sections)"#,
            isLastResort: true),
        CrashFamily(
            name: "UIKit's batch assertion, its reason not pasted", raisedBy: "UIKit", flavors: ViewFlavor.allCases,
            explanation: [
                "A batch-update check failed: UIKit's assertion fired as the batch ended (`*** Assertion failure in -[UITableView _endCellAnimationsWithContext:]`, a collection view's `-[UICollectionView _endItemAnimations…]`, or that frame under `-[NSAssertionHandler handleFailureInMethod:…]` in a crash report), in the view named there — a subclass's name is still UIKit's check. The line says that a check failed, not which: the reason UIKit logs right after it does (`*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '…'`; a crash reporter's title or `Application Specific Information`). Paste that line to get the rule, the arithmetic in plain words and the smallest batch that prints it.",
                "Issue titles and reports often quote this line alone (github.com/lxcid/LXReorderableCollectionViewFlowLayout/issues/61, github.com/dzenbot/DZNEmptyDataSet/issues/439, a Crashlytics report with no reason: github.com/wordpress-mobile/WordPress-iOS/issues/1469); where the thread goes on, the reason is one of the batch-update texts BatchFuzz reads.",
            ],
            pattern: #"-\[\w+ _end(?:Cell|Item)Animations\w*"#,
            requires: #"Assertion failure in -\[|NSAssertionHandler handleFailureInMethod"#,
            isLastResort: true),
    ]

    /// iOS 16.4's count-error text cut before the counts it lists.
    package static let batchUpdatesDetectedWithoutCounts = CrashFamily(
        name: "Invalid batch updates detected, cut before its counts", raisedBy: "UIKit",
        flavors: ViewFlavor.allCases,
        explanation: [
            "iOS 16.4's count error: the sections or rows the data source reports before or after the batch disagree with the batch. The text was cut before the counts and the updates it lists (`Data source before updates = …`, `Updates = [ … ]`); paste it whole to get the smallest batch.",
            "Usual causes, most common first: the model was not updated before the batch ended; it was updated twice, or before the batch began and read by the view then.",
        ],
        pattern: "Invalid batch updates detected")
}
