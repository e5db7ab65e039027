import BatchFuzzCore
import BatchModel
import Foundation

/// A crash text BatchFuzz reads and names but builds no batch for: UIKit's texts that carry no
/// numbers or come from elsewhere than a batch's validation (layouts, diffable snapshots, index
/// paths of the wrong shape), older releases' wordings the oracle does not speak, and the
/// assertions of libraries built on UIKit (Texture, RxDataSources). Each says what it is, who
/// raises it, and the causes real threads name, most common first.
package struct CrashFamily: Sendable {
    /// A short name, printed as the text's rule.
    package var name: String
    /// Who prints it: `UIKit`, `UIKit (diffable data source)`, `Texture`, `RxDataSources`.
    package var raisedBy: String
    package var flavors: [ViewFlavor]
    /// What the text means and its usual causes, most common first.
    package var explanation: [String]
    let pattern: String
    /// Where BatchFuzz raises the same text itself, if it does: an emulated view or snapshot.
    package var alsoRaisedIn: String? = nil
    /// A second pattern the text must hold too: for a text that any code can raise (an array's
    /// range error), the frame that shows UIKit raised it.
    var requires: String? = nil
    /// Whether the family is named only when no piece of a known text is found either: a frame
    /// that says which check raised, beside a reason cut too short to read.
    var isLastResort = false

    /// The family whose pattern `text` holds, if any (the first in ``all`` order), among the
    /// last-resort families or the others; `frames` is the whole log the text was read from,
    /// where a family's required frame is looked for.
    package static func matching(
        _ text: String, frames: String? = nil, lastResort: Bool = false
    ) -> (family: CrashFamily, range: Range<String.Index>)? {
        for family in all where family.isLastResort == lastResort {
            if let range = text.range(of: family.pattern, options: [.regularExpression, .caseInsensitive]),
                family.requires.map({ (frames ?? text).range(of: $0, options: .regularExpression) != nil }) ?? true
            {
                return (family, range)
            }
        }
        return nil
    }

    /// Every family, the more specific first.
    package static let all: [CrashFamily] = [
        CrashFamily(
            name: "Texture: invalid update", raisedBy: "Texture (AsyncDisplayKit)", flavors: ViewFlavor.allCases,
            explanation: [
                "Texture's own check of a batch (ASCollectionInvalidUpdateException, _ASHierarchyChangeSet), the counterpart of UIKit's count errors: the counts its data source reports after the update differ from before ± the batch.",
                "Usual causes: the data source changed without telling Texture (or told it twice), or changes made off the main thread while a batch was pending.",
            ],
            pattern:
                #"ASCollectionInvalidUpdateException|_ASHierarchyChangeSet|^(?:[^\s\[]+\[\d+:\d+\] )?Invalid number of (?:sections|items in section \d+)\. The number of"#
        ),
        CrashFamily(
            name: "RxDataSources: duplicate item", raisedBy: "RxDataSources", flavors: ViewFlavor.allCases,
            explanation: [
                "RxDataSources' differ found one identity twice in a section model: identities must be unique across the whole list.",
                "Usual causes: two items with the same identity (an identifier reused, a value type's identity computed from fields that repeat).",
            ],
            pattern: #"Duplicate item \d+|[Ff]atal error: Duplicate item|has already been indexed at \(\d+, \d+\)"#),
        CrashFamily(
            name: "diffable: identifiers not unique", raisedBy: "UIKit (diffable data source)",
            flavors: ViewFlavor.allCases,
            explanation: [
                "A snapshot holds one item identifier twice (or a section snapshot does): every identifier of a snapshot is unique across all its sections.",
                "Usual causes: identifiers made from values that repeat (a title, a date), the same item appended to two sections, or a Hashable conformance that hashes fewer fields than == compares.",
            ],
            pattern:
                #"supplied (?:item|section) identifiers are not unique|Identifiers in a section snapshot must be unique|_UIDiffableDataSourceUpdate initWithIdentifiers|section identifiers? that already exists? in the snapshot"#,
            alsoRaisedIn:
                "the diffable scenario's emulated snapshot (`batchfuzz fuzz --scenario diffable`), with UIKit's words"
        ),
        CrashFamily(
            name: "diffable: section not found", raisedBy: "UIKit (diffable data source)", flavors: ViewFlavor.allCases,
            explanation: [
                "The snapshot was asked about a section identifier it does not hold, or its section count disagrees with its identifiers.",
                "Usual causes: a section identifier never appended to this snapshot, with items appended to it or reloaded in it, or a snapshot built from a stale copy.",
            ],
            pattern:
                #"Section identifier was not found|dataSourceSnapshot\.numberOfSections == sectionIdentifiers\.count|not satisfying: (?:section|insertIndex) != NSNotFound|There are currently no sections in the data source"#,
            alsoRaisedIn:
                "the diffable scenario's emulated snapshot (`batchfuzz fuzz --scenario diffable`), with UIKit's words"),
        CrashFamily(
            name: "diffable: identifier not in the snapshot", raisedBy: "UIKit (diffable data source)",
            flavors: ViewFlavor.allCases,
            explanation: [
                "The snapshot was asked to reload, reconfigure or move an identifier it does not hold (or to move one before an identifier it does not hold).",
                "Usual causes: an identifier taken from an older snapshot or from the model after it changed (the item deleted meanwhile), or a value whose hash changed, so the snapshot no longer finds it.",
            ],
            pattern:
                #"Attempted to (?:reload|reconfigure) (?:item|section) identifier that does not exist|Invalid (?:item|section) identifier specified for reload|not satisfying: (?:fromIndex|toIndex|fromSection|toSection) != NSNotFound"#,
            alsoRaisedIn:
                "the diffable scenario's emulated snapshot (`batchfuzz fuzz --scenario diffable`), with UIKit's words"),
        CrashFamily(
            name: "diffable: an update onto itself", raisedBy: "UIKit (diffable data source)",
            flavors: ViewFlavor.allCases,
            explanation: [
                "A snapshot update names one identifier both as what it moves or inserts and as where it goes: an insertion before an identifier it also inserts, or a move onto itself.",
                "Usual causes: insertItems(_:beforeItem:) or moveItem(_:beforeItem:) given an identifier from the list being inserted or moved — an anchor taken from the new data instead of the snapshot.",
            ],
            pattern:
                #"Invalid update: destination for (?:section operation|insertion operation|(?:item|section) move)"#,
            alsoRaisedIn:
                "the diffable scenario's emulated snapshot (`batchfuzz fuzz --scenario diffable`), with UIKit's words"),
        CrashFamily(
            name: "diffable: the hashing contract", raisedBy: "UIKit (diffable data source)",
            flavors: ViewFlavor.allCases,
            explanation: [
                "An identifier broke Hashable's contract while in a snapshot: two equal identifiers with different hash values, an identifier not equal to itself, or one whose hash changed after it was added.",
                "Usual causes: == and hash(into:) reading different fields (== on an id, the hash on every field, or the reverse); a class identifier whose hashed fields change while it is in a snapshot; an == that compares a NaN or a freshly made value.",
            ],
            pattern:
                #"Diffable data source detected (?:a section|an item) identifier (?:whose hash value changed|that is not equal to itself)|identifiers that are equal but have different hash values"#,
            alsoRaisedIn:
                "the diffable scenario's emulated snapshot (`batchfuzz fuzz --scenario diffable`), with UIKit's words"),
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
            name: "Texture: its element map out of step", raisedBy: "Texture (AsyncDisplayKit)",
            flavors: ViewFlavor.allCases,
            explanation: [
                "Texture's own bookkeeping of the nodes it shows (its data controller's element map) disagreed with the view: a cell or supplementary node asked for is not in the map, or an editing transaction ended twice.",
                "Causes the threads give: two updates at once (a pull to refresh while a load-more runs), a section inserted inside a batch while the view scrolls, updates made faster than Texture applies them; some of these assertions were debug-only and removed or fixed in later releases (editingTransactionQueueBusy, TextureGroup/Texture#924) — update Texture first.",
            ],
            pattern:
                #"Couldn't find '[a-z]+' (?:item|supplementary element)|Cell node should exist|Supplementary node should exist|editingTransactionQueueBusy = YES, but _editingTransactionGroupCount = 0"#
        ),
        CrashFamily(
            name: "Texture: a node touched off the main thread", raisedBy: "Texture (AsyncDisplayKit)",
            flavors: ViewFlavor.allCases,
            explanation: [
                "Texture asserts that a node whose view or layer exists is reached on the main thread only; the text names a property or a removal reached from another thread.",
                "Usual causes: a table or collection node reloaded, or a node's view read, from a background queue (a network callback, a Core Data context's queue) — move the update to the main queue; older releases raised it inside their own reloads, fixed in later versions.",
            ],
            pattern: #"Incorrect display node thread affinity"#),
        CrashFamily(
            name: "IGListKit: duplicate identifier", raisedBy: "IGListKit", flavors: [.collectionView],
            explanation: [
                "IGListKit's diff found two objects with the same diffIdentifier: identifiers must be unique across the adapter's objects (IGListKit removes the later one, and asserts in debug builds).",
                "Usual causes: the same identifiers handed to the adapter twice — a refresh appended to the data instead of replacing it (the same ids again), or a server that returns one item twice; filter duplicates before handing the objects to the adapter.",
            ],
            pattern: #"Duplicate identifier \S+ for object"#),
        CrashFamily(
            name: "IGListKit: unequal objects reload their section", raisedBy: "IGListKit", flavors: [.collectionView],
            explanation: [
                "IGListBindingSectionController was handed an object not equal (isEqualToDiffableObject:) to its previous one with the same identifier, so it would reload its whole section instead of updating its cells; older releases asserted, later ones warn.",
                "Usual causes: a model whose isEqualToDiffableObject: compares fields that change on every fetch, or returns NO for the same data — compare what the cells show.",
            ],
            pattern: #"Unequal objects .{1,200} will cause IGListBindingSectionController to reload the entire section"#
        ),
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
    ]
}

extension CrashFamily {
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
