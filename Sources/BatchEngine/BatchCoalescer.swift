import BatchModel

/// Turns a sequence of edits, each valid at the moment it is applied, into the final list and
/// **one** batch that UIKit accepts in both flavours — strict quirk checks included — and that,
/// applied to the initial list, gives the final list.
///
/// It follows every item and section by identity through the edits (inserted then deleted:
/// nothing emitted; moved several times: one move; moved into a section inserted on the way:
/// an insert), then plans the batch like the differ does. Sections and their items live in
/// implicit treaps, so each edit costs O(log n) — no array shifting — and the whole run
/// O((n + k) log(n + k)) for n items and k edits.
public struct BatchCoalescer: Sendable {
    public init() {}

    /// The final list and the one batch for `edits` applied to `initial`.
    ///
    /// - Throws: ``BatchModel/InvalidEditError`` for the first edit whose indices do not fit,
    ///   naming it, its position and the list it met.
    public func coalesce<SectionID, ItemID>(
        _ edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws(InvalidEditError) -> (final: SectionedList<SectionID, ItemID>, batch: BatchUpdate) {
        var state = CoalescerState(initial)
        for (index, edit) in edits.enumerated() {
            if let problem = state.apply(edit) {
                throw InvalidEditError(edit: edit.description, index: index, list: state.list().description, problem: problem)
            }
        }
        return state.finish()
    }
}

/// The edits' effect so far: sections and items by identity token.
private struct CoalescerState<SectionID: Hashable, ItemID: Hashable> {
    let oldItemCount: Int
    let oldSizes: [Int]
    var items: ImplicitTreap
    var sections = ImplicitTreap()
    var sectionsRoot: ImplicitTreap.Root = -1
    // Per section handle.
    var itemsRoot: [ImplicitTreap.Root] = []
    var oldSection: [Int] = []
    var sectionID: [SectionID] = []
    var sectionReloaded: [Bool] = []
    // Per item token.
    var itemID: [ItemID] = []
    var itemReloaded: [Bool] = []

    init(_ initial: SectionedList<SectionID, ItemID>) {
        oldSizes = initial.counts
        oldItemCount = initial.totalItemCount
        items = ImplicitTreap(capacity: oldItemCount)
        itemID.reserveCapacity(oldItemCount)
        var token = 0
        for (s, section) in initial.sections.enumerated() {
            itemsRoot.append(items.build(Array(token..<(token + section.items.count))))
            token += section.items.count
            itemID += section.items
            oldSection.append(s)
            sectionID.append(section.id)
            sectionReloaded.append(false)
        }
        itemReloaded = [Bool](repeating: false, count: oldItemCount)
        sectionsRoot = sections.build(Array(initial.sections.indices))
    }

    var sectionCount: Int { sections.count(sectionsRoot) }

    func handle(_ section: Int) -> Int { sections.element(at: section, in: sectionsRoot) }

    /// Applies `edit`, or says what does not fit.
    mutating func apply(_ edit: Edit<SectionID, ItemID>) -> String? {
        func checkSection(_ s: Int, end: Bool = false) -> String? {
            s >= 0 && s < sectionCount + (end ? 1 : 0) ? nil : "section \(s) is out of range: the list has \(sectionCount) sections"
        }
        func checkItem(_ p: ItemPath, end: Bool = false) -> String? {
            if let problem = checkSection(p.section) { return problem }
            let count = items.count(itemsRoot[handle(p.section)])
            return p.item >= 0 && p.item < count + (end ? 1 : 0) ? nil : "item \(p.item) is out of range: section \(p.section) has \(count) items"
        }
        switch edit {
        case .insertSection(let id, let index):
            if let problem = checkSection(index, end: true) { return problem }
            itemsRoot.append(-1)
            oldSection.append(-1)
            sectionID.append(id)
            sectionReloaded.append(false)
            sections.insert(itemsRoot.count - 1, at: index, into: &sectionsRoot)
        case .deleteSection(let index):
            if let problem = checkSection(index) { return problem }
            _ = sections.remove(at: index, from: &sectionsRoot)
        case .moveSection(let from, let to):
            if let problem = checkSection(from) { return problem }
            guard to >= 0, to < sectionCount else {
                return "destination section \(to) is out of range: after removing section \(from) the list has \(sectionCount - 1) sections"
            }
            let h = sections.remove(at: from, from: &sectionsRoot)
            sections.insert(h, at: to, into: &sectionsRoot)
        case .reloadSection(let index):
            if let problem = checkSection(index) { return problem }
            sectionReloaded[handle(index)] = true
        case .insertItem(let id, let path):
            if let problem = checkItem(path, end: true) { return problem }
            itemID.append(id)
            itemReloaded.append(false)
            items.insert(itemID.count - 1, at: path.item, into: &itemsRoot[handle(path.section)])
        case .deleteItem(let path):
            if let problem = checkItem(path) { return problem }
            _ = items.remove(at: path.item, from: &itemsRoot[handle(path.section)])
        case .moveItem(let from, let to):
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
        case .reloadItem(let path):
            if let problem = checkItem(path) { return problem }
            itemReloaded[items.element(at: path.item, in: itemsRoot[handle(path.section)])] = true
        }
        return nil
    }

    /// The list as the edits left it.
    func list() -> SectionedList<SectionID, ItemID> {
        var result: [SectionedList<SectionID, ItemID>.Section] = []
        sections.forEach(in: sectionsRoot) { h in
            var ids: [ItemID] = []
            ids.reserveCapacity(items.count(itemsRoot[h]))
            items.forEach(in: itemsRoot[h]) { ids.append(itemID[$0]) }
            result.append(.init(sectionID[h], ids))
        }
        return SectionedList(result)
    }

    func finish() -> (final: SectionedList<SectionID, ItemID>, batch: BatchUpdate) {
        var finalSections: [SectionedList<SectionID, ItemID>.Section] = []
        var planned: [BatchPlanner.NewSection] = []
        sections.forEach(in: sectionsRoot) { h in
            var ids: [ItemID] = [], tokens: [Int] = []
            let count = items.count(itemsRoot[h])
            ids.reserveCapacity(count)
            tokens.reserveCapacity(count)
            items.forEach(in: itemsRoot[h]) { token in
                ids.append(itemID[token])
                tokens.append(token < oldItemCount ? token : -1)
            }
            finalSections.append(.init(sectionID[h], ids))
            planned.append(.init(old: oldSection[h], reloaded: sectionReloaded[h], items: tokens))
        }
        let reloaded = Array(itemReloaded.prefix(oldItemCount))
        let batch = BatchPlanner(oldSizes: oldSizes, newSections: planned, reloadedItems: reloaded).plan()
        return (SectionedList(finalSections), batch)
    }
}
