#if !canImport(UIKit)
    import Foundation

    /// `NSDiffableDataSourceSnapshotReference`
    /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference):
    /// UIKit's reference-type snapshot, identifiers typed `Any` — the snapshot a fetched-results
    /// controller hands `controller(_:didChangeContentWith:)`. It holds an
    /// ``NSDiffableDataSourceSnapshot`` of its identifiers as `AnyHashable`, so its calls raise
    /// where the value type's do, with UIKit's texts. An identifier that is not `Hashable` is
    /// compared by object identity, as Objective-C's default `isEqual:` does.
    ///
    /// In Swift on Apple platforms an app turns it into the typed snapshot with a bridging cast,
    /// `snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>`. That cast rests on
    /// Objective-C bridging, which Linux does not have, and Swift lets no library declare it;
    /// here the same line is `NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(snapshot)`
    /// (``NSDiffableDataSourceSnapshot/init(_:)``), which carries the reload and reconfigure
    /// marks as the cast does.
    open class NSDiffableDataSourceSnapshotReference: NSObject {
        /// The value-type snapshot behind it.
        var value = NSDiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier>()

        /// `init()` (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()):
        /// an empty snapshot.
        public override init() {
            super.init()
        }

        // MARK: Queries

        /// `numberOfItems` (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/numberofitems).
        open var numberOfItems: Int { value.numberOfItems }
        /// `numberOfSections`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/numberofsections).
        open var numberOfSections: Int { value.numberOfSections }
        /// `sectionIdentifiers`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/sectionidentifiers).
        open var sectionIdentifiers: [Any] { value.sectionIdentifiers.map(\.base) }
        /// `itemIdentifiers`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/itemidentifiers).
        open var itemIdentifiers: [Any] { value.itemIdentifiers.map(\.base) }
        /// `reloadedSectionIdentifiers` (iOS 15)
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/reloadedsectionidentifiers).
        open var reloadedSectionIdentifiers: [Any] { value.reloadedSectionIdentifiers.map(\.base) }
        /// `reloadedItemIdentifiers` (iOS 15)
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/reloadeditemidentifiers).
        open var reloadedItemIdentifiers: [Any] { value.reloadedItemIdentifiers.map(\.base) }
        /// `reconfiguredItemIdentifiers` (iOS 15)
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/reconfigureditemidentifiers).
        open var reconfiguredItemIdentifiers: [Any] { value.reconfiguredItemIdentifiers.map(\.base) }

        /// `numberOfItems(inSection:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/numberofitems(insection:)):
        /// an unknown section raises.
        open func numberOfItems(inSection sectionIdentifier: Any) -> Int {
            value.numberOfItems(inSection: AnyIdentifier(sectionIdentifier))
        }

        /// `itemIdentifiersInSection(withIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/itemidentifiersinsection(withidentifier:)):
        /// an unknown section raises.
        open func itemIdentifiersInSection(withIdentifier sectionIdentifier: Any) -> [Any] {
            value.itemIdentifiers(inSection: AnyIdentifier(sectionIdentifier)).map(\.base)
        }

        /// `sectionIdentifierForSection(containingItemIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/sectionidentifier(forsectioncontainingitemidentifier:)).
        open func sectionIdentifierForSection(containingItemIdentifier itemIdentifier: Any) -> Any? {
            value.sectionIdentifier(containingItem: AnyIdentifier(itemIdentifier))?.base
        }

        /// `index(ofItemIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/index(ofitemidentifier:)):
        /// `NSNotFound` when absent.
        open func index(ofItemIdentifier itemIdentifier: Any) -> Int {
            value.indexOfItem(AnyIdentifier(itemIdentifier)) ?? NSNotFound
        }

        /// `index(ofSectionIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/index(ofsectionidentifier:)):
        /// `NSNotFound` when absent.
        open func index(ofSectionIdentifier sectionIdentifier: Any) -> Int {
            value.indexOfSection(AnyIdentifier(sectionIdentifier)) ?? NSNotFound
        }

        // MARK: Changes

        /// `appendSections(withIdentifiers:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/appendsections(withidentifiers:)).
        open func appendSections(withIdentifiers sectionIdentifiers: [Any]) {
            value.appendSections(sectionIdentifiers.map(AnyIdentifier.init))
        }

        /// `appendItems(withIdentifiers:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/appenditems(withidentifiers:)):
        /// to the last section.
        open func appendItems(withIdentifiers identifiers: [Any]) {
            value.appendItems(identifiers.map(AnyIdentifier.init))
        }

        /// `appendItems(withIdentifiers:intoSectionWithIdentifier:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/appenditems(withidentifiers:intosectionwithidentifier:)).
        open func appendItems(withIdentifiers identifiers: [Any], intoSectionWithIdentifier sectionIdentifier: Any) {
            value.appendItems(identifiers.map(AnyIdentifier.init), toSection: AnyIdentifier(sectionIdentifier))
        }

        /// `deleteItems(withIdentifiers:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/deleteitems(withidentifiers:)).
        open func deleteItems(withIdentifiers identifiers: [Any]) {
            value.deleteItems(identifiers.map(AnyIdentifier.init))
        }

        /// `deleteSections(withIdentifiers:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/deletesections(withidentifiers:)).
        open func deleteSections(withIdentifiers sectionIdentifiers: [Any]) {
            value.deleteSections(sectionIdentifiers.map(AnyIdentifier.init))
        }

        /// `deleteAllItems()`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/deleteallitems()).
        open func deleteAllItems() {
            value.deleteAllItems()
        }

        /// `reloadItems(withIdentifiers:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/reloaditems(withidentifiers:)).
        open func reloadItems(withIdentifiers identifiers: [Any]) {
            value.reloadItems(identifiers.map(AnyIdentifier.init))
        }

        /// `reconfigureItems(withIdentifiers:)` (iOS 15)
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/reconfigureitems(withidentifiers:)).
        open func reconfigureItems(withIdentifiers identifiers: [Any]) {
            value.reconfigureItems(identifiers.map(AnyIdentifier.init))
        }

        /// `reloadSections(withIdentifiers:)`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference/reloadsections(withidentifiers:)).
        open func reloadSections(withIdentifiers sectionIdentifiers: [Any]) {
            value.reloadSections(sectionIdentifiers.map(AnyIdentifier.init))
        }

        /// `description` (https://developer.apple.com/documentation/objectivec/nsobjectprotocol/description):
        /// the snapshot's sections and items.
        open override var description: String {
            "<NSDiffableDataSourceSnapshotReference: \(value.model.list)>"
        }
    }

    /// An identifier of a reference snapshot: the value when it is `Hashable`, the object's
    /// identity otherwise.
    struct AnyIdentifier: Hashable, @unchecked Sendable {
        let key: AnyHashable
        let base: Any

        init(_ base: Any) {
            self.base = base
            key = (base as? AnyHashable) ?? AnyHashable(ObjectIdentifier(base as AnyObject))
        }

        static func == (a: AnyIdentifier, b: AnyIdentifier) -> Bool { a.key == b.key }
        func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }

    extension NSDiffableDataSourceSnapshot {
        /// Not UIKit's API: the typed snapshot of a reference one, with its reload and reconfigure
        /// marks — where Objective-C bridging is not, the spelling of `reference as
        /// NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>`. An identifier
        /// of another type traps, as the bridged snapshot's typed arrays do when read.
        public init(_ reference: NSDiffableDataSourceSnapshotReference) {
            self.init()
            func typed<T>(_ identifier: AnyIdentifier, _: T.Type) -> T {
                guard let value = identifier.base as? T else {
                    fatalError(
                        "NSDiffableDataSourceSnapshotReference: identifier \(identifier.base) is not a \(T.self)")
                }
                return value
            }
            let source = reference.value
            for section in source.sectionIdentifiers {
                let id = typed(section, SectionIdentifierType.self)
                appendSections([id])
                appendItems(
                    source.itemIdentifiers(inSection: section).map { typed($0, ItemIdentifierType.self) }, toSection: id
                )
            }
            let reloadedSections = source.reloadedSectionIdentifiers.map { typed($0, SectionIdentifierType.self) }
            if !reloadedSections.isEmpty { reloadSections(reloadedSections) }
            let reloaded = source.reloadedItemIdentifiers.map { typed($0, ItemIdentifierType.self) }
            if !reloaded.isEmpty { reloadItems(reloaded) }
            let reconfigured = source.reconfiguredItemIdentifiers.map { typed($0, ItemIdentifierType.self) }
            if !reconfigured.isEmpty { reconfigureItems(reconfigured) }
        }
    }
#endif
