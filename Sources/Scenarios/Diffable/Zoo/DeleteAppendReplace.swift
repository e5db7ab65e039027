import ListEmulation
/// Bug zoo `delete-append-replace` (ours): deletes the item and appends the new value to its
/// section — the new content shows, but the row jumps to the end of its section, breaking
/// "replacing in place keeps the order of ids".
public struct DeleteAppendReplace: DiffableContentReplacing {
    public init() {}

    public func replaceContent<Item: DiffableItem>(
        of item: Item, with content: Int, in snapshot: inout DiffableSnapshot<Int, Item>
    ) throws {
        guard let section = snapshot.sectionIdentifier(containingItem: item) else { return }
        let updated = item.changingContent(to: content)
        try snapshot.deleteItems([item])
        try snapshot.appendItems([updated], toSection: section)
        try snapshot.reconfigureItems([updated])
    }
}
