#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Bug zoo `delete-append-replace` (ours): deletes the item and appends the new value to its
/// section — the new content shows, but the row jumps to the end of its section, breaking
/// "replacing in place keeps the order of ids".
public struct DeleteAppendReplace: DiffableContentReplacing {
    public init() {}

    public func replaceContent<Item: DiffableItem>(
        of item: Item, with content: Int, in snapshot: inout NSDiffableDataSourceSnapshot<Int, Item>
    ) {
        guard let section = snapshot.sectionIdentifier(containingItem: item) else { return }
        let updated = item.changingContent(to: content)
        snapshot.deleteItems([item])
        snapshot.appendItems([updated], toSection: section)
        snapshot.reconfigureItems([updated])
    }
}
