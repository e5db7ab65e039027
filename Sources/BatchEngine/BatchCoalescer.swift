import BatchModel

/// Turns a sequence of edits, each valid at the moment it is applied, into the final list and
/// **one** batch that UIKit accepts in both flavours — strict quirk checks included — and that,
/// applied to the initial list, gives the final list.
///
/// It follows every item and section by identity through the edits (inserted then deleted:
/// nothing emitted; moved several times: one move; moved into a section inserted on the way:
/// an insert), then plans the batch like the differ does. Old rows keep fixed slots (they never
/// reorder among themselves), inserted and moved items live in small trees between them, and a
/// Fenwick tree over blocks of slots finds an index path: each edit costs O(log n) — no array
/// shifting — and the whole run O(n + k log(n + k)) for n items and k edits, the O(n) part
/// being bit-mask scans. The identifier-handling shell is `@inlinable`, so it is specialized
/// for your identifier types in your module.
public struct BatchCoalescer: Sendable {
    public init() {}

    /// The final list and the one batch for `edits` applied to `initial`.
    ///
    /// - Throws: ``BatchModel/InvalidEditError`` for the first edit whose indices do not fit,
    ///   naming it, its position and the list it met.
    @inlinable
    public func coalesce<SectionID, ItemID>(
        _ edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
    ) throws(InvalidEditError) -> (final: SectionedList<SectionID, ItemID>, batch: BatchUpdate) {
        var insertedSections = 0
        for case .insertSection in edits { insertedSections += 1 }
        var editor = TokenEditor(sizes: initial.counts, insertedSections: insertedSections)
        // Identifiers by section handle and by inserted token, in the editor's numbering (old
        // items are read from `initial`, through the first token of each old section).
        var sectionIDs = initial.sections.map(\.id)
        var insertedIDs: [ItemID] = []
        var oldStart = [0]
        for section in initial.sections { oldStart.append(oldStart[oldStart.count - 1] + section.items.count) }
        let oldItemCount = oldStart[oldStart.count - 1]

        func items(of runs: [TokenRun]) -> [ItemID] {
            var items: [ItemID] = []
            items.reserveCapacity(runs.reduce(0) { $0 + $1.count })
            var s = 0
            for run in runs {
                if run.start >= oldItemCount {
                    items += insertedIDs[(run.start - oldItemCount)..<(run.end - oldItemCount)]
                    continue
                }
                if run.start < oldStart[s] || run.start >= oldStart[s + 1] {
                    s = TokenRunBuilder.section(of: run.start, in: oldStart)
                }
                items += initial.sections[s].items[(run.start - oldStart[s])..<(run.end - oldStart[s])]
            }
            return items
        }
        func list() -> SectionedList<SectionID, ItemID> {
            SectionedList(editor.layout().map { .init(sectionIDs[$0.handle], items(of: $0.runs)) })
        }
        for (index, edit) in edits.enumerated() {
            let problem: String?
            switch edit {
            case .insertSection(let id, let at):
                problem = editor.insertSection(at: at)
                if problem == nil { sectionIDs.append(id) }
            case .deleteSection(let at): problem = editor.deleteSection(at: at)
            case .moveSection(let from, let to): problem = editor.moveSection(from: from, to: to)
            case .reloadSection(let at): problem = editor.reloadSection(at: at)
            case .insertItem(let id, let at):
                problem = editor.insertItem(at: at)
                if problem == nil { insertedIDs.append(id) }
            case .deleteItem(let at): problem = editor.deleteItem(at: at)
            case .moveItem(let from, let to): problem = editor.moveItem(from: from, to: to)
            case .reloadItem(let at): problem = editor.reloadItem(at: at)
            }
            if let problem {
                throw InvalidEditError(edit: edit.description, index: index, list: list().description, problem: problem)
            }
        }
        let layout = editor.layout()
        let final = SectionedList(layout.map { section in
            SectionedList<SectionID, ItemID>.Section(sectionIDs[section.handle], items(of: section.runs))
        })
        return (final, editor.batch(for: layout))
    }
}
