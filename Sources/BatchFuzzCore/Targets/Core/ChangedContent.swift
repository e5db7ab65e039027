/// Which items and sections, present in both the old list and the new one, show new content.
///
/// A differ sees identity, not content: that an item kept its identifier but changed its text, or
/// a section its header, has to be told, so the differ can reload it. A section's own content is
/// its header and footer; its items are told one by one.
public struct ChangedContent<SectionID: Hashable, ItemID: Hashable> {
    /// Whether the item with this identifier shows new content.
    public var item: (ItemID) -> Bool
    /// Whether the section with this identifier shows new content.
    public var section: (SectionID) -> Bool

    public init(
        item: @escaping (ItemID) -> Bool = { _ in false }, section: @escaping (SectionID) -> Bool = { _ in false }
    ) {
        self.item = item
        self.section = section
    }

    /// The items and sections named.
    public init(items: Set<ItemID>, sections: Set<SectionID> = []) {
        self.init(item: { items.contains($0) }, section: { sections.contains($0) })
    }

    /// Nothing changed but identity.
    public static var none: ChangedContent { ChangedContent() }
}
