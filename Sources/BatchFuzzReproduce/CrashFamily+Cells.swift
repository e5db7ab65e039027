import BatchModel

extension CrashFamily {
    /// UIKit's internal-inconsistency assertions beside the batch checks that speak of cells and
    /// counts — the visible cells out of step, a cell that was not dequeued or not returned, a
    /// count no view can hold — and Core Data's log of an exception in its change processing:
    /// each with what the threads that met it confirm.
    static let cellChecks: [CrashFamily] = [
        CrashFamily(
            name: "visible cells touched while the table updates them", raisedBy: "UIKit", flavors: [.tableView],
            explanation: [
                "The table found its visible cells out of step with its visible rows (`_visibleRows and _visibleCells must be of same length`), or was asked for them while it was making them (`Attempted to access the table view's visibleCells while they were in the process of being updated`): code that the table calls about a row asked the table for its cells, or updated it, while it was in the middle of asking its data source for the visible rows' cells.",
                "Apple's engineer on the second text: the table \"is in the middle of asking its dataSource to return a cell for each visible row\", and code \"most likely inside a callback from the table view itself about a specific row such as tableView(_:cellForRowAt:), tableView(_:canEditRowAt:)\" asks it for visibleCells (developer.apple.com/forums/thread/117537). Fixes posted for the first: a cell's update moved out of the callback to the next turn of the main queue (github.com/xmartlabs/Eureka/pull/2195, proposed), batch updates made only when the table is not already updating (github.com/doric-pub/Doric/pull/491). Do not reload, update or read visibleCells from inside the table's data source and delegate callbacks.",
            ],
            pattern:
                #"_visibleRows and _visibleCells must be of same length|access the table view's visibleCells while they were in the process of being updated"#
        ),
        CrashFamily(
            name: "the table's own bookkeeping out of step", raisedBy: "UIKit", flavors: [.tableView],
            explanation: [
                "The table found its own records inconsistent — no placeholder for a row it is animating (`missing placeholder context for this index path`, during a swipe to delete), a row prefetched twice (`cell already prefetched for IP(0,2)`): not a check of the app's batch, but a state the app's calls led it into.",
                "No thread collected states a confirmed cause (github.com/TextureGroup/Texture/issues/1560, github.com/mastodon/mastodon-ios/issues/1450). What they share: the table was changed while it was in the middle of an animation or a prefetch it had begun — an update made from inside the table's own callbacks, or several updates in quick succession. Fuzzing the screen's updates with BatchFuzz shows whether the batches themselves are right.",
            ],
            pattern: #"UITableView internal inconsistency: (?:missing placeholder context|cell already prefetched)"#),
        CrashFamily(
            name: "a cell that was not dequeued", raisedBy: "UIKit", flavors: [.collectionView],
            explanation: [
                "collectionView(_:cellForItemAt:) returned a cell the collection view did not hand out: one made with an initializer (`UICollectionViewCell()`) instead of dequeueReusableCell(withReuseIdentifier:for:) or a cell registration.",
                "Confirmed: several cellForItemAt implementations returned a bare UICollectionViewCell() in a fallback branch (github.com/Infomaniak/ios-kDrive/pull/1976). Every branch, the one for a path the model no longer has included, must return a dequeued cell.",
            ],
            pattern:
                #"cellForItemAtIndexPath: does not have a reuseIdentifier|returned a cell without a reuseIdentifier"#),
        CrashFamily(
            name: "a dequeued view not returned", raisedBy: "UIKit (iOS 18 and later)", flavors: [.collectionView],
            explanation: [
                "The data source dequeued a cell or a supplementary view that it did not return to the collection view, or dequeued one when the collection view had not asked for it (from outside collectionView(_:cellForItemAt:), or twice in one call).",
                "UIKit's own text says the fix: \"ensure that a single view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the collection view\" (met in libraries that dequeue to measure or to decorate: github.com/Instabug/Instabug-iOS/issues/503, github.com/Juanpe/SkeletonView/issues/580).",
            ],
            pattern: #"Expected dequeued view to be returned to the collection view in preparation for display"#),
        CrashFamily(
            name: "a data source that returned no cell", raisedBy: "UIKit", flavors: ViewFlavor.allCases,
            explanation: [
                "The data source returned no cell for a row or item the view asked for: nil from an Objective-C tableView:cellForRowAtIndexPath: or collectionView:cellForItemAtIndexPath:, or a dequeue that found no cell for its identifier.",
                "What posters name: a path that falls through every branch (a section or row the model no longer has, so the code returns nil), a dequeue with an identifier never registered, a data source asked while its controller is deallocated (github.com/Augustyniak/RATreeView/issues/220: \"It occurs on deinit of view controller\"). The view asks for the rows its counts say exist: counts and cells must read the same model.",
            ],
            pattern:
                #"failed to obtain a cell from its dataSource|did not return a valid cell from -collectionView:cellForItemAtIndexPath:"#
        ),
        CrashFamily(
            name: "rows asked for a section out of bounds", raisedBy: "UIKit", flavors: [.tableView],
            explanation: [
                "Something asked the table for the rows of a section it does not have (`Requested the number of rows for section (4) which is out of bounds`; -1 is a section that was never found).",
                "Usual causes: code that asks numberOfRows(inSection:) or scrolls, selects or reads a cell with a section taken from the model after it changed but before the table learnt of it (reloadData or a batch still to come); a section index computed from an empty model (github.com/wordpress-mobile/WordPress-iOS/issues/13891: \"the table view is empty and we should add a check\"); a diffable data source's apply while the table is being updated.",
            ],
            pattern: #"Requested the number of rows for section \(-?\d+\) which is out of bounds"#),
        CrashFamily(
            name: "a row count no view can hold", raisedBy: "UIKit", flavors: [.tableView],
            explanation: [
                "tableView(_:numberOfRowsInSection:) returned an absurd count (`Failed to allocate data stores for 2147483647 rows in section 0`): a value that overflowed or wrapped, not the model's count.",
                "Confirmed: `ceil(count / (float)columns)` returned 2147483647 rows when the column count was 0 (github.com/B-Sides/ELCImagePickerController/issues/52; \"due to return illegal value from the data source\", github.com/kishikawakatsumi/PEPhotoCropEditor/issues/18). Look for a division by zero, an unsigned subtraction that wrapped, or NSNotFound returned as a count.",
            ],
            pattern: #"Failed to allocate data stores for \d+ rows in section \d+"#),
        CrashFamily(
            name: "an exception in Core Data's change processing", raisedBy: "Core Data (logged)",
            flavors: ViewFlavor.allCases,
            explanation: [
                "Core Data caught an exception raised by an observer of its changes (`Exception was caught during Core Data change processing.  This is usually a bug within an observer of NSManagedObjectContextObjectsDidChangeNotification`) and logged it instead of crashing; the observer's own reason follows the log's head. When that reason is a batch-update text, paste it alone to get its rule and smallest batch.",
                "A fetched-results controller's delegate, which updates its view from inside that processing, is the usual observer: a batch it begins there works from the counts the view read before the change (github.com/crspybits/SharedImages/issues/61). Other reasons there (a collection mutated while it was enumerated, github.com/woocommerce/woocommerce-ios/issues/1978) are the observer's own code, changing what it iterates.",
            ],
            pattern: #"Exception was caught during Core Data change processing"#),
    ]
}
