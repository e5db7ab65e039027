import BatchModel

/// The coalescer's engine room, free of identifier types: sections and items as integer tokens
/// in implicit treaps, so each edit is O(log n). Old items are tokens `0..<oldItemCount`; each
/// inserted item or section gets the next token or handle, in order, so the generic shell can
/// keep identifiers in plain arrays beside it.
@usableFromInline
struct TokenEditor {
    let oldItemCount: Int
    let oldSizes: [Int]
    var items: ImplicitTreap
    var sections = ImplicitTreap()
    var sectionsRoot: ImplicitTreap.Root = -1
    // Per section handle.
    var itemsRoot: [ImplicitTreap.Root] = []
    var oldSection: [Int] = []
    var sectionReloaded: [Bool] = []
    // Per item token.
    var itemReloaded: [Bool]
    var nextToken: Int

    /// An editor over sections of these sizes.
    @usableFromInline
    init(sizes: [Int]) {
        oldSizes = sizes
        oldItemCount = sizes.reduce(0, +)
        items = ImplicitTreap(capacity: oldItemCount)
        var token = 0
        for (s, size) in sizes.enumerated() {
            itemsRoot.append(items.build(Array(token..<(token + size))))
            token += size
            oldSection.append(s)
            sectionReloaded.append(false)
        }
        itemReloaded = [Bool](repeating: false, count: oldItemCount)
        nextToken = oldItemCount
        sectionsRoot = sections.build(Array(sizes.indices))
    }

    var sectionCount: Int { sections.count(sectionsRoot) }

    func handle(_ section: Int) -> Int { sections.element(at: section, in: sectionsRoot) }

    func checkSection(_ s: Int, end: Bool = false) -> String? {
        s >= 0 && s < sectionCount + (end ? 1 : 0) ? nil : "section \(s) is out of range: the list has \(sectionCount) sections"
    }

    func checkItem(_ p: ItemPath, end: Bool = false) -> String? {
        if let problem = checkSection(p.section) { return problem }
        let count = items.count(itemsRoot[handle(p.section)])
        return p.item >= 0 && p.item < count + (end ? 1 : 0) ? nil : "item \(p.item) is out of range: section \(p.section) has \(count) items"
    }

    // Each edit returns what does not fit, or nil when applied.

    @usableFromInline
    mutating func insertSection(at index: Int) -> String? {
        if let problem = checkSection(index, end: true) { return problem }
        itemsRoot.append(-1)
        oldSection.append(-1)
        sectionReloaded.append(false)
        sections.insert(itemsRoot.count - 1, at: index, into: &sectionsRoot)
        return nil
    }

    @usableFromInline
    mutating func deleteSection(at index: Int) -> String? {
        if let problem = checkSection(index) { return problem }
        _ = sections.remove(at: index, from: &sectionsRoot)
        return nil
    }

    @usableFromInline
    mutating func moveSection(from: Int, to: Int) -> String? {
        if let problem = checkSection(from) { return problem }
        guard to >= 0, to < sectionCount else {
            return "destination section \(to) is out of range: after removing section \(from) the list has \(sectionCount - 1) sections"
        }
        let h = sections.remove(at: from, from: &sectionsRoot)
        sections.insert(h, at: to, into: &sectionsRoot)
        return nil
    }

    @usableFromInline
    mutating func reloadSection(at index: Int) -> String? {
        if let problem = checkSection(index) { return problem }
        sectionReloaded[handle(index)] = true
        return nil
    }

    @usableFromInline
    mutating func insertItem(at path: ItemPath) -> String? {
        if let problem = checkItem(path, end: true) { return problem }
        itemReloaded.append(false)
        items.insert(nextToken, at: path.item, into: &itemsRoot[handle(path.section)])
        nextToken += 1
        return nil
    }

    @usableFromInline
    mutating func deleteItem(at path: ItemPath) -> String? {
        if let problem = checkItem(path) { return problem }
        _ = items.remove(at: path.item, from: &itemsRoot[handle(path.section)])
        return nil
    }

    @usableFromInline
    mutating func moveItem(from: ItemPath, to: ItemPath) -> String? {
        if let problem = checkItem(from) { return problem }
        let source = handle(from.section)
        let sourceCountAfter = items.count(itemsRoot[source]) - 1
        guard to.section >= 0, to.section < sectionCount else {
            return "destination \(to) is out of range: the list has \(sectionCount) sections"
        }
        let destination = handle(to.section)
        let destinationCount = destination == source ? sourceCountAfter : items.count(itemsRoot[destination])
        guard to.item >= 0, to.item <= destinationCount else {
            return "destination \(to) is out of range: section \(to.section) has \(destinationCount) items once the item is lifted out"
        }
        let token = items.remove(at: from.item, from: &itemsRoot[source])
        // Leaving a section that was reloaded: its content counts as changed wherever it goes.
        if sectionReloaded[source] { itemReloaded[token] = true }
        items.insert(token, at: to.item, into: &itemsRoot[destination])
        return nil
    }

    @usableFromInline
    mutating func reloadItem(at path: ItemPath) -> String? {
        if let problem = checkItem(path) { return problem }
        itemReloaded[items.element(at: path.item, in: itemsRoot[handle(path.section)])] = true
        return nil
    }

    /// The sections in order, each as its handle and its item tokens.
    @usableFromInline
    func layout() -> [(handle: Int, tokens: [Int])] {
        var result: [(handle: Int, tokens: [Int])] = []
        sections.forEach(in: sectionsRoot) { h in
            var tokens: [Int] = []
            tokens.reserveCapacity(items.count(itemsRoot[h]))
            items.forEach(in: itemsRoot[h]) { tokens.append($0) }
            result.append((h, tokens))
        }
        return result
    }

    /// The batch from the initial sections to `layout`.
    @usableFromInline
    func batch(for layout: [(handle: Int, tokens: [Int])]) -> BatchUpdate {
        let planned = layout.map { section in
            BatchPlanner.NewSection(
                old: oldSection[section.handle], reloaded: sectionReloaded[section.handle],
                items: section.tokens.map { $0 < oldItemCount ? $0 : -1 })
        }
        let reloaded = itemReloaded.prefix(oldItemCount).contains(true) ? Array(itemReloaded.prefix(oldItemCount)) : []
        return BatchPlanner(oldSizes: oldSizes, newSections: planned, reloadedItems: reloaded).plan()
    }
}
