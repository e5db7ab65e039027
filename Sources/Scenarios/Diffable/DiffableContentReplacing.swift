#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// The app code under test in the diffable scenario: "this row now shows new content", written
/// against UIKit's `NSDiffableDataSourceSnapshot`. Conform your own helper and fuzz it with
/// `check(.contentReplacer(…))`.
public protocol DiffableContentReplacing {
    /// Changes `snapshot` so that, once applied, the row of `item` (the identifier as stored in
    /// the snapshot) shows `content` — in the same place. A snapshot call UIKit refuses raises its
    /// exception, as on a device.
    func replaceContent<Item: DiffableItem>(
        of item: Item, with content: Int, in snapshot: inout NSDiffableDataSourceSnapshot<Int, Item>
    )
}

/// The correct helper, one recipe per identity strategy — the code to copy:
///
/// - **struct hashing every field**: the new value is a new identifier: insert it before the old
///   one, delete the old one (the cell is replaced).
/// - **struct hashing its id** (and the broken type): the new value *equals* the old one, so
///   reloading would redraw the stored old value; delete the old value, insert the new one in
///   its place, then reconfigure it.
/// - **class** (by id or by object): mutate the shared object, then reconfigure it.
public struct ContentReplacement: DiffableContentReplacing {
    public init() {}

    public func replaceContent<Item: DiffableItem>(
        of item: Item, with content: Int, in snapshot: inout NSDiffableDataSourceSnapshot<Int, Item>
    ) {
        switch Item.strategy {
        case .valueHashingAllFields:
            let updated = item.changingContent(to: content)
            guard updated != item else { return }
            snapshot.insertItems([updated], beforeItem: item)
            snapshot.deleteItems([item])
        case .valueHashingID, .brokenHash:
            let updated = item.changingContent(to: content)
            guard let section = snapshot.sectionIdentifier(containingItem: item) else { return }
            let items = snapshot.itemIdentifiers(inSection: section)
            let index = items.firstIndex(of: item)!
            snapshot.deleteItems([item])
            if index + 1 < items.count {
                snapshot.insertItems([updated], beforeItem: items[index + 1])
            } else {
                snapshot.appendItems([updated], toSection: section)
            }
            snapshot.reconfigureItems([updated])
        case .classHashingID, .classObjectIdentity:
            let updated = item.changingContent(to: content)
            snapshot.reconfigureItems([updated])
        }
    }
}
