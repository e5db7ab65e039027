#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Bug zoo `reference-type-replace`: replaces an item by `insertItems(_:beforeItem:)` + `deleteItems`,
/// the value-type recipe. For a class the "new" item is the mutated old object: the destination
/// is in the insertion list, and the snapshot raises.
public struct ReferenceTypeReplace: DiffableContentReplacing {
    public init() {}

    public func replaceContent<Item: DiffableItem>(
        of item: Item, with content: Int, in snapshot: inout NSDiffableDataSourceSnapshot<Int, Item>
    ) {
        let updated = item.changingContent(to: content)
        snapshot.insertItems([updated], beforeItem: item)
        snapshot.deleteItems([item])
    }
}
