#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Bug zoo `value-type-reload`: replaces an item by `reloadItems` with the new value. A struct
/// hashing its id reloads the *stored* old value (the stale cell); one hashing every field
/// raises, the new value not being in the snapshot.
public struct ValueTypeReload: DiffableContentReplacing {
    public init() {}

    public func replaceContent<Item: DiffableItem>(
        of item: Item, with content: Int, in snapshot: inout NSDiffableDataSourceSnapshot<Int, Item>
    ) {
        snapshot.reloadItems([item.changingContent(to: content)])
    }
}
