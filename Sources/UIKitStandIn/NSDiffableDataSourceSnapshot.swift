#if !canImport(UIKit)
    import BatchModel
    import Foundation
    import ListEmulation

    /// `NSDiffableDataSourceSnapshot` (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct):
    /// the sections and items a diffable data source shows, with UIKit's non-throwing signatures,
    /// backed by the snapshot emulation `DiffableSnapshot` (<doc:DiffableSnapshotRules>).
    ///
    /// Where UIKit raises `NSInternalInconsistencyException` — duplicates in one call, no sections
    /// yet, an unknown section or destination, an insertion destination among the inserted
    /// identifiers, a reload of an identifier that is not there, a broken hashing contract — the
    /// call does nothing and the exception is recorded for the check running (its signature
    /// `snapshot:` and the rule's name, its text UIKit's), or ends the process with UIKit's text when
    /// none runs. Once the app died, mutations are ignored. The reload texts are those of the
    /// releases whose words the check's oracle speaks: the classic style's (iOS 14 and earlier)
    /// `Invalid item identifier specified for reload: …`, later ones' `Attempted to reload item
    /// identifier that does not exist in the snapshot: …`.
    public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    where
        SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
    {
        /// The emulation behind it.
        package private(set) var model = DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>()

        /// `init()` (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()).
        public init() {}

        package init(model: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>) {
            self.model = model
        }

        // MARK: Queries

        /// `numberOfItems` (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/numberofitems).
        public var numberOfItems: Int { model.numberOfItems }
        /// `numberOfSections`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/numberofsections).
        public var numberOfSections: Int { model.numberOfSections }
        /// `sectionIdentifiers`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/sectionidentifiers).
        public var sectionIdentifiers: [SectionIdentifierType] { model.sectionIdentifiers }
        /// `itemIdentifiers`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers).
        public var itemIdentifiers: [ItemIdentifierType] { model.itemIdentifiers }
        /// `reloadedSectionIdentifiers`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloadedsectionidentifiers).
        public var reloadedSectionIdentifiers: [SectionIdentifierType] { model.reloadedSectionIdentifiers }
        /// `reloadedItemIdentifiers`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloadeditemidentifiers).
        public var reloadedItemIdentifiers: [ItemIdentifierType] { model.reloadedItemIdentifiers }
        /// `reconfiguredItemIdentifiers`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureditemidentifiers).
        public var reconfiguredItemIdentifiers: [ItemIdentifierType] { model.reconfiguredItemIdentifiers }

        /// `numberOfItems(inSection:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/numberofitems(insection:)):
        /// an unknown section raises.
        public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
            asking(0) { () throws(SnapshotError) in try model.numberOfItems(inSection: identifier) }
        }

        /// `itemIdentifiers(inSection:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers(insection:)):
        /// an unknown section raises.
        public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
            asking([]) { () throws(SnapshotError) in try model.itemIdentifiers(inSection: identifier) }
        }

        /// `sectionIdentifier(containingItem:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/sectionidentifier(containingitem:)).
        public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
            model.sectionIdentifier(containingItem: identifier)
        }

        /// `indexOfItem(_:)` (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/indexofitem(_:)):
        /// the index across every section.
        public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { model.indexOfItem(identifier) }

        /// `indexOfSection(_:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/indexofsection(_:)).
        public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { model.indexOfSection(identifier) }

        // MARK: Items

        /// `appendItems(_:toSection:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)).
        public mutating func appendItems(
            _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
        ) {
            mutate { (model) throws(SnapshotError) in try model.appendItems(identifiers, toSection: sectionIdentifier) }
        }

        /// `insertItems(_:beforeItem:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/insertitems(_:beforeitem:)).
        public mutating func insertItems(
            _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
        ) {
            mutate { (model) throws(SnapshotError) in try model.insertItems(identifiers, beforeItem: beforeIdentifier) }
        }

        /// `insertItems(_:afterItem:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/insertitems(_:afteritem:)).
        public mutating func insertItems(
            _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
        ) {
            mutate { (model) throws(SnapshotError) in try model.insertItems(identifiers, afterItem: afterIdentifier) }
        }

        /// `deleteItems(_:)` (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/deleteitems(_:)):
        /// unknown identifiers are ignored.
        public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
            mutate { (model) throws(SnapshotError) in try model.deleteItems(identifiers) }
        }

        /// `deleteAllItems()`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/deleteallitems()):
        /// every item and every section.
        public mutating func deleteAllItems() {
            mutate { model in model.deleteAllItems() }
        }

        /// `moveItem(_:beforeItem:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/moveitem(_:beforeitem:)).
        public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
            mutate { (model) throws(SnapshotError) in try model.moveItem(identifier, beforeItem: toIdentifier) }
        }

        /// `moveItem(_:afterItem:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/moveitem(_:afteritem:)).
        public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
            mutate { (model) throws(SnapshotError) in try model.moveItem(identifier, afterItem: toIdentifier) }
        }

        /// `reloadItems(_:)` (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloaditems(_:)):
        /// marks the items, which must be in the snapshot now; the stored identifiers stay.
        public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
            mutate { (model) throws(SnapshotError) in try model.reloadItems(identifiers) }
        }

        /// `reconfigureItems(_:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)):
        /// marks the items, which must be in the snapshot now.
        public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
            mutate { (model) throws(SnapshotError) in try model.reconfigureItems(identifiers) }
        }

        // MARK: Sections

        /// `appendSections(_:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)).
        public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
            mutate { (model) throws(SnapshotError) in try model.appendSections(identifiers) }
        }

        /// `insertSections(_:beforeSection:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/insertsections(_:beforesection:)).
        public mutating func insertSections(
            _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
        ) {
            mutate { (model) throws(SnapshotError) in try model.insertSections(identifiers, beforeSection: toIdentifier)
            }
        }

        /// `insertSections(_:afterSection:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/insertsections(_:aftersection:)).
        public mutating func insertSections(
            _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
        ) {
            mutate { (model) throws(SnapshotError) in try model.insertSections(identifiers, afterSection: toIdentifier)
            }
        }

        /// `deleteSections(_:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/deletesections(_:)):
        /// with their items; unknown identifiers are ignored.
        public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
            mutate { (model) throws(SnapshotError) in try model.deleteSections(identifiers) }
        }

        /// `moveSection(_:beforeSection:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/movesection(_:beforesection:)).
        public mutating func moveSection(
            _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
        ) {
            mutate { (model) throws(SnapshotError) in try model.moveSection(identifier, beforeSection: toIdentifier) }
        }

        /// `moveSection(_:afterSection:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/movesection(_:aftersection:)).
        public mutating func moveSection(
            _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
        ) {
            mutate { (model) throws(SnapshotError) in try model.moveSection(identifier, afterSection: toIdentifier) }
        }

        /// `reloadSections(_:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloadsections(_:)):
        /// marks the sections, which must be in the snapshot now.
        public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
            mutate { (model) throws(SnapshotError) in try model.reloadSections(identifiers) }
        }

        // MARK: Raising

        /// Runs a mutation on a copy and keeps it if UIKit would not raise; otherwise raises and
        /// keeps the snapshot as it was. Ignored once the app died.
        private mutating func mutate(
            _ change: (inout DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>) throws(SnapshotError) -> Void
        ) {
            guard !SnapshotRaising.appIsDead else { return }
            var copy = model
            copy.textStyle = SnapshotRaising.textStyle
            copy.detectsChangedHashes = SnapshotRaising.detectsChangedHashes
            do {
                try change(&copy)
                copy.textStyle = model.textStyle
                copy.detectsChangedHashes = model.detectsChangedHashes
                let logged = copy.log.dropFirst(model.log.count)
                model = copy
                for text in logged { SnapshotRaising.log(text) }
            } catch {
                SnapshotRaising.raise(error)
            }
        }

        /// A query that raises on an unknown section, answering `fallback` then.
        private func asking<Answer>(_ fallback: Answer, _ query: () throws(SnapshotError) -> Answer) -> Answer {
            do {
                return try query()
            } catch {
                SnapshotRaising.raise(error)
                return fallback
            }
        }
    }

    /// A snapshot holds values of `Sendable` identifiers only.
    extension NSDiffableDataSourceSnapshot: @unchecked Sendable {}

    /// How a snapshot, which any thread may build, reaches the check's record: on the main actor
    /// it reads and writes it; elsewhere nothing listens, and an exception ends the process with
    /// UIKit's text as it ends the app.
    enum SnapshotRaising {
        static var appIsDead: Bool { onMain { StandInRecord.isDead } ?? false }

        /// Legacy words where the check's oracle speaks the classic style (iOS 14 and earlier).
        static var textStyle: SnapshotTextStyle {
            let classic = onMain { (StandInRecord.current?.oracle.messageStyle ?? .classic) == .classic } ?? true
            return classic ? .legacy : .current
        }

        /// Whether the check's oracle asks for an identifier whose hash changed to be reported.
        static var detectsChangedHashes: Bool {
            onMain { StandInRecord.current?.oracle.detectsChangedIdentifierHashes ?? false } ?? false
        }

        static func raise(_ error: SnapshotError) {
            let raised: Bool? = onMain {
                if error.kind == .hashChangedAfterInsertion {
                    StandInRecord.current?.noteOption(
                        "a diffable snapshot reports an identifier whose hash changed, a text no public report quotes (configuration.oracle.detectsChangedIdentifierHashes = false, the default, finds it by equality)"
                    )
                }
                StandInRecord.raise(signature: "snapshot:\(error.kind.rawValue)", reason: error.reason)
                return true
            }
            if raised == nil { fatalError(error.description) }
        }

        /// What UIKit logs and carries on from (an item appended that the snapshot already holds).
        static func log(_ text: String) {
            _ = onMain { StandInRecord.log(signature: "logged:snapshot:itemAlreadyExists", text: text) }
        }

        /// Runs `body` on the main actor when the caller runs there — on the main thread, or on the
        /// main queue drained by another thread (as Swift Testing does on Linux) — or answers `nil`.
        private static func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T? {
            guard MainThreadChecker.isOnMainQueue else { return nil }
            return MainActor.assumeIsolated { body() }
        }
    }
#endif
