import BatchModel

extension CrashFamily {
    /// The assertions of libraries built on UIKit's views — Texture, RxDataSources, IGListKit —
    /// each raised by the library's own code, with the causes their threads give.
    static let libraryAssertions: [CrashFamily] = [
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
            name: "Texture: an index past the end of its nodes", raisedBy: "Texture (AsyncDisplayKit)",
            flavors: ViewFlavor.allCases,
            explanation: [
                "An NSRangeException inside Texture's data controller (`index 109 beyond bounds [0 .. 108]` in -[ASDataController nodeAtIndexPath:], `removeObjectsAtIndexes:` in its delete of nodes): Texture's arrays of nodes and the index paths it was asked for disagree — the same bookkeeping its element-map assertions check.",
                "What the threads suspect (no maintainer confirmed a cause): reloads or updates issued many times, faster than Texture's data controller applies them (github.com/facebookarchive/AsyncDisplayKit/issues/696), a delete of nodes for paths another update already removed (github.com/facebookarchive/AsyncDisplayKit/issues/3247). Update Texture first; then make every change to the data through one batch at a time.",
            ],
            pattern: #"index \d+(?: in index set)? beyond bounds(?: \[\d+ \.\. \d+\]| for empty array)"#,
            requires: #"ASDataController|ASCollectionView|ASTableView|ASElementMap"#),
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
    ]
}
