import ListEmulation
/// Bug zoo `reference-type-replace`: replaces an item by `insertItems(_:beforeItem:)` + `deleteItems`,
/// the value-type recipe. For a class the "new" item is the mutated old object: the destination
/// is in the insertion list, and the snapshot throws.
public struct ReferenceTypeReplace: DiffableContentReplacing {
    public init() {}

    public func replaceContent<Item: DiffableItem>(
        of item: Item, with content: Int, in snapshot: inout DiffableSnapshot<Int, Item>
    ) throws {
        let updated = item.changingContent(to: content)
        try snapshot.insertItems([updated], beforeItem: item)
        try snapshot.deleteItems([item])
    }
}
