import BatchModel
import PropertyTesting

/// One case of the core property: an initial list and the edits made to it. Its readable form
/// is what a corpus entry stores, so the case re-runs without its generator.
public struct EditCase: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The data source before the edits (section and item identifiers are integers).
    public var initial: SectionedList<Int, Int>
    /// The edits, each valid when applied.
    public var edits: [Edit<Int, Int>]

    public init(initial: SectionedList<Int, Int>, edits: [Edit<Int, Int>]) {
        self.initial = initial
        self.edits = edits
    }

    public var description: String {
        var lines = ["initial: \(initial)"]
        lines += edits.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return lines.joined(separator: "\n")
    }

    /// The list after the edits, and the identifiers the edits reloaded (directly, or as items of
    /// a reloaded section), in the order they were first reloaded.
    public func replay() throws(InvalidEditError) -> (final: SectionedList<Int, Int>, reloaded: [Int]) {
        var list = initial
        var reloaded: [Int] = []
        for (index, edit) in edits.enumerated() {
            switch edit {
            case .reloadItem(let path) where list.contains(path):
                reloaded.append(list[path])
            case .reloadSection(let s) where list.sections.indices.contains(s):
                reloaded += list.sections[s].items
            default: break
            }
            do {
                try ReferenceModel.apply(edit, to: &list)
            } catch {
                var located = error
                located.index = index
                throw located
            }
        }
        return (list, reloaded)
    }
}

extension EditCase {
    /// Random cases: small lists (empty ones and empty sections often), then up to `maxEdits`
    /// valid edits, each drawn from the list as the earlier ones left it — edges (index 0, the
    /// last index, moves to the same place, cross-section moves) come up by design.
    ///
    /// Sections hold up to 5 items, or up to 5 × `maxEdits` above the default of 12 edits: a
    /// long nightly run (`--max-size 200`) then reaches the engines' structures for long
    /// sections (the coalescer's run trees split their nodes 16 runs at a time), while the
    /// default cases — and the cases a saved seed names — stay as they were.
    public static func generator(maxEdits: Int = 12) -> Gen<EditCase> {
        let rows = maxEdits <= 12 ? 5 : 5 * maxEdits
        let initial = Gen<[Int]>.array(of: .int(in: 0...rows), length: 0...4).map { counts -> SectionedList<Int, Int> in
            var next = 0
            return SectionedList(counts.enumerated().map { s, count in
                defer { next += count }
                return .init(s, Array(next..<(next + count)))
            })
        }
        return initial.flatMap { list in
            let start = EditState(list: list, nextSection: list.numberOfSections, nextItem: list.totalItemCount)
            return Gen<[Edit<Int, Int>]>.commands(from: start, length: 0...maxEdits, EditState.edit, apply: EditState.applying)
                .map { EditCase(initial: list, edits: $0) }
        }
    }
}

/// The state edits are generated against: the list and the next fresh identifiers.
struct EditState {
    var list: SectionedList<Int, Int>
    var nextSection: Int
    var nextItem: Int

    static func applying(_ state: EditState, _ edit: Edit<Int, Int>) -> EditState {
        var next = state
        try? ReferenceModel.apply(edit, to: &next.list)
        if case .insertSection = edit { next.nextSection += 1 }
        if case .insertItem = edit { next.nextItem += 1 }
        return next
    }

    /// A generator of edits valid in `state` (never `nil`: a section can always be inserted).
    static func edit(_ state: EditState) -> Gen<Edit<Int, Int>>? {
        let counts = state.list.counts
        let sections = counts.count
        let filled = counts.indices.filter { counts[$0] > 0 }
        var options: [(Int, Gen<Edit<Int, Int>>)] = []
        options.append((2, Gen<Int>.int(in: 0...sections).map { .insertSection(id: state.nextSection, at: $0) }))
        if sections > 0 {
            let section = Gen<Int>.int(in: 0...(sections - 1))
            options.append((5, section.flatMap { s in
                Gen<Int>.int(in: 0...counts[s]).map { .insertItem(id: state.nextItem, at: ItemPath(section: s, item: $0)) }
            }))
            options.append((1, section.map { .deleteSection(at: $0) }))
            options.append((1, Gen.zip(section, section).map { .moveSection(from: $0.0, to: $0.1) }))
            options.append((1, section.map { .reloadSection(at: $0) }))
        }
        if !filled.isEmpty {
            let item = Gen.element(of: filled).flatMap { s in
                Gen<Int>.int(in: 0...(counts[s] - 1)).map { ItemPath(section: s, item: $0) }
            }
            options.append((3, item.map { .deleteItem(at: $0) }))
            options.append((2, item.map { .reloadItem(at: $0) }))
            options.append((4, item.flatMap { from in
                Gen<Int>.int(in: 0...(sections - 1)).flatMap { to in
                    let room = counts[to] - (to == from.section ? 1 : 0)
                    return Gen<Int>.int(in: 0...room).map { .moveItem(from: from, to: ItemPath(section: to, item: $0)) }
                }
            }))
        }
        return .frequency(options)
    }
}
