extension UIKitValidator {
    /// How the oracle judges and words a batch. Every behaviour the spec marks uncertain is one
    /// of these switches, with the documented default.
    public struct Options: Hashable, Sendable {
        /// Table or collection view. Default: table view.
        public var flavor: ViewFlavor
        /// Which system's words the count errors use. Default: ``MessageStyle/classic``.
        public var messageStyle: MessageStyle
        /// What a collection view does with the same item deleted twice (<doc:UIKitBatchUpdateRules#3.3-Deletes> [?]).
        /// Default: ``DuplicateDeletes/countedTwice``. Table views always drop duplicates. It
        /// concerns the deletes the batch names: an item reloaded twice is reloaded once, in
        /// both flavours, since counting its delete half twice and its insert half once would
        /// ask the data source for one item fewer after a reload.
        public var duplicateItemDeletes: DuplicateDeletes
        /// What a collection view does on a count error (<doc:UIKitBatchUpdateRules#4-Flavours>: some
        /// iOS 13–16.3 collection views only logged and reloaded). Default:
        /// ``CountErrorHandling/exception``.
        public var collectionViewCountErrors: CountErrorHandling
        /// What a table view does with a row moved into a section the same batch inserts
        /// (<doc:UIKitBatchUpdateRules#3.4-Inserts>): current releases reload their data; older
        /// ones raised `cannot move a row into a newly inserted section (%ld)`, and which release
        /// changed is not documented. Default: ``TableMoveIntoInsertedSection/reloadData``.
        public var tableMoveIntoInsertedSection: TableMoveIntoInsertedSection
        /// Also report the device quirks of <doc:UIKitBatchUpdateRules#6-Quirks> as warnings
        /// (`UIKitQuirk`): those in ``quirks``, in the flavours they concern
        /// (``UIKitQuirk/Kind/flavors``), on the releases from ``deploymentTarget`` on. Default: off.
        public var strict: Bool
        /// Which quirks ``strict`` reports, each its own switch. Default:
        /// ``UIKitQuirk/Kind/checkedByDefault``, the quirks documented to crash or corrupt the
        /// view; a quirk that only animates wrong is reported when named here.
        public var quirks: Set<UIKitQuirk.Kind>
        /// The oldest iOS release the app supports: with ``strict`` on, a quirk fixed in an
        /// earlier release (``UIKitQuirk/Kind/fixedIn``) is not reported. Default:
        /// `IOSVersion.oldestDeploymentTarget`, the oldest release current Xcode deploys to;
        /// `nil` means every release, as far back as iOS 6.
        public var deploymentTarget: IOSVersion?
        /// Whether a reload must name an item that stays (an engine that promises it, such as a
        /// differ that reloads by identifier, is judged by it). Default: off — as UIKit does, a
        /// reloaded row shows whatever the data source holds at its new index path, so a reload
        /// that stands for a replaced item (row 0 was A, is now B) is a correct batch. Not a
        /// rule of UIKit's: what the scenarios' content checks expect of a reload
        /// (<doc:UIKitBatchUpdateRules#3.2-Reloads>).
        public var reloadsKeepIdentity: Bool
        /// The pointer text printed inside `<NSIndexPath: …>` and `<UITableView: …>`, where
        /// UIKit prints a real address. Default: `0x600000c8e0a0`.
        public var address: String
        /// Whether a diffable snapshot reports an identifier whose hash changed since it was
        /// added (`Diffable data source detected an item identifier whose hash value changed …`)
        /// instead of finding it by equality. Default: off — no public report quotes that text,
        /// and the superheroes post reports a reference type hashing the field it changes working
        /// (<doc:DiffableSnapshotRules>).
        public var detectsChangedIdentifierHashes: Bool
        /// When a table view reads its counts again after `reloadData()`, for the views of a
        /// screen's check (<doc:UIKitBatchUpdateRules#8-When-the-views-ask-their-data-source>).
        /// Default: ``TableReloadDataCounts/beforeReturning``, what the one public log of a
        /// table's calls shows; a collection view reads them at its next layout, as Apple
        /// documents.
        public var tableCountsAfterReloadData: TableReloadDataCounts
        /// When a table view's layout asks its delegate for row heights, for the views of a
        /// screen's check (<doc:UIKitBatchUpdateRules#8-When-the-views-ask-their-data-source>).
        /// Default: ``TableHeightQueries/afterCells``; Apple's documentation does not give the
        /// order.
        public var tableHeightQueries: TableHeightQueries
        /// Whether a screen's check reports what UIKit only logs and carries on from — an item
        /// identifier appended to a diffable snapshot that already holds it, which UIKit moves out
        /// of the section it was in (<doc:DiffableSnapshotRules>) — as a failure of its own kind
        /// (signature `logged:` and the rule). Default: on, since the screen then shows something
        /// other than what its code built (a "Favourites" item gone from "All"); off, the check
        /// carries on as UIKit does, and the log is not looked at.
        public var reportsUIKitLogs: Bool

        public init(
            flavor: ViewFlavor = .tableView,
            messageStyle: MessageStyle = .classic,
            duplicateItemDeletes: DuplicateDeletes = .countedTwice,
            collectionViewCountErrors: CountErrorHandling = .exception,
            tableMoveIntoInsertedSection: TableMoveIntoInsertedSection = .reloadData,
            strict: Bool = false,
            quirks: Set<UIKitQuirk.Kind> = UIKitQuirk.Kind.checkedByDefault,
            deploymentTarget: IOSVersion? = .oldestDeploymentTarget,
            reloadsKeepIdentity: Bool = false,
            address: String = "0x600000c8e0a0",
            detectsChangedIdentifierHashes: Bool = false,
            tableCountsAfterReloadData: TableReloadDataCounts = .beforeReturning,
            tableHeightQueries: TableHeightQueries = .afterCells,
            reportsUIKitLogs: Bool = true
        ) {
            self.flavor = flavor
            self.messageStyle = messageStyle
            self.duplicateItemDeletes = duplicateItemDeletes
            self.collectionViewCountErrors = collectionViewCountErrors
            self.tableMoveIntoInsertedSection = tableMoveIntoInsertedSection
            self.strict = strict
            self.quirks = quirks
            self.deploymentTarget = deploymentTarget
            self.reloadsKeepIdentity = reloadsKeepIdentity
            self.address = address
            self.detectsChangedIdentifierHashes = detectsChangedIdentifierHashes
            self.tableCountsAfterReloadData = tableCountsAfterReloadData
            self.tableHeightQueries = tableHeightQueries
            self.reportsUIKitLogs = reportsUIKitLogs
        }
    }

    /// When a table view's layout asks the row heights, beside the cells. Apple's documentation
    /// does not say: `estimatedRowHeight` says only that estimates "defer some of the cost of
    /// geometry calculation from load time to scrolling time", and that `0` makes the table
    /// "request the actual height for each cell". Developers' accounts (not Apple's) say that
    /// with estimates — the default since iOS 11 — a row's actual height is asked when its cell
    /// is about to show, and without them every height when the table loads (sources in
    /// *Checking your screen as you wrote it*). After a batch, heights are asked after its cells
    /// in both orders.
    public enum TableHeightQueries: String, Hashable, Sendable, Codable, CaseIterable {
        /// Every row's cell, then every row's height (a table with estimated heights; the default).
        case afterCells
        /// Every row's height, then the cells (a table without estimated heights, at load): for
        /// code that must not depend on the order.
        case beforeCells
    }

    /// When a table view reads its counts again after `reloadData()`. Apple's documentation says
    /// it for collection views only (a reload may occur at `performBatchUpdates` when the layout
    /// is not up to date; radar 28167779); for tables no source says, and the one public log of a
    /// table's calls shows `reloadData()` asking the counts before it returns.
    public enum TableReloadDataCounts: String, Hashable, Sendable, Codable, CaseIterable {
        /// `reloadData()` reads the counts before it returns (the default).
        case beforeReturning
        /// The counts are read at the next layout, or at the start of a batch that comes first,
        /// as a collection view reads them: for code that must not depend on the difference.
        case atNextLayoutOrBatch
    }

    /// The wording of count errors, by system release.
    public enum MessageStyle: String, Hashable, Sendable, Codable, CaseIterable {
        /// `Invalid update: invalid number of rows in section 0.  The number of rows …` (iOS ≤ 14).
        case classic
        /// Classic, with ` Collection view: <UICollectionView: …>` appended to a collection
        /// view's count errors (iOS 15–16.3).
        case classicWithViewDescription
        /// `Invalid batch updates detected: … before and/or after …` with the counts and the
        /// `Updates = [...]` listing (iOS 16.4).
        case batchUpdatesDetected
        /// As ``batchUpdatesDetected`` but worded `before and after`, as later releases are
        /// reported to say (<doc:UIKitBatchUpdateRules#4-Flavours> [?]).
        case batchUpdatesDetectedBeforeAndAfter
    }

    /// What a collection view does with duplicate item deletes (<doc:UIKitBatchUpdateRules#3.3-Deletes> [?]).
    public enum DuplicateDeletes: String, Hashable, Sendable, Codable, CaseIterable {
        /// Each copy counts as a delete, so the count check fails.
        case countedTwice
        /// Duplicates are dropped, as in a table view.
        case dropped
    }

    /// What a collection view does on a count error (<doc:UIKitBatchUpdateRules#4-Flavours>).
    public enum CountErrorHandling: String, Hashable, Sendable, Codable, CaseIterable {
        /// Throw `NSInternalInconsistencyException` (iOS 16.4 and later; the default).
        case exception
        /// Log the message, add ` - will perform reloadData`, and reload (some iOS 13–16.3 views).
        case logAndReloadData
    }

    /// What a table view does with a row moved into an inserted section (<doc:UIKitBatchUpdateRules#3.4-Inserts>).
    public enum TableMoveIntoInsertedSection: String, Hashable, Sendable, Codable, CaseIterable {
        /// Reload its data, with no exception (current releases; the default).
        case reloadData
        /// Throw `cannot move a row into a newly inserted section (%ld)` (older releases).
        case exception
    }
}

extension UIKitValidator.Options {
    /// What the fuzzer judges with unless told otherwise: the strict checks on (the quirks
    /// that crash or corrupt, on the releases current Xcode deploys to), every other option at
    /// its default.
    public static var fuzzing: Self { Self(strict: true) }

    /// These options for `flavor`.
    public func with(flavor: ViewFlavor) -> Self {
        var options = self
        options.flavor = flavor
        return options
    }
}
