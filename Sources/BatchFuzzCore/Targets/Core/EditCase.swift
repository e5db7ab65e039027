import BatchModel
import PropertyTesting

/// One case of the core, list and staged scenarios: an initial list and the edits made to it.
/// A failure prints it as Swift, for a regression test to judge it again:
/// `check(.coalescer(FeedCoalescer()), case: .init(initial: list, edits: edits))`. Its readable
/// form is what a corpus entry stores, so the case re-runs without its generator.
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
    package func replay() throws(InvalidEditError) -> (final: SectionedList<Int, Int>, reloaded: [Int]) {
        let outcome = try self.outcome()
        return (outcome.final, outcome.reloadedItems)
    }

    /// What the edits do: the list after them, and the items and sections whose content they
    /// changed.
    package func outcome() throws(InvalidEditError) -> Outcome {
        var list = initial
        var outcome = Outcome(final: initial)
        for (index, edit) in edits.enumerated() {
            switch edit {
            case .reloadItem(let path) where list.contains(path):
                outcome.reloadedItems.append(list[path])
            case .reloadSection(let s) where list.sections.indices.contains(s):
                outcome.reloadedItems += list.sections[s].items
                outcome.reloadedSections.append(list.sections[s].id)
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
        outcome.final = list
        return outcome
    }

    /// What a case's edits do.
    package struct Outcome: Hashable, Sendable {
        /// The list after the edits.
        package var final: SectionedList<Int, Int>
        /// The items the edits reloaded (directly, or as items of a reloaded section), in the
        /// order they were first reloaded.
        package var reloadedItems: [Int] = []
        /// The sections the edits reloaded, in the order they were reloaded.
        package var reloadedSections: [Int] = []

        /// The reloaded items and sections, as a differ is told of them.
        package var changedContent: ChangedContent<Int, Int> {
            ChangedContent(items: Set(reloadedItems), sections: Set(reloadedSections))
        }
    }
}

extension EditCase {
    /// Throws the first field that makes this case one the core property cannot run: an
    /// identifier given twice, or an edit whose indices do not fit the list it meets.
    package func validate() throws(CaseProblem) {
        var seen = Set<Int>()
        for (s, section) in initial.sections.enumerated() {
            for id in section.items where !seen.insert(id).inserted {
                throw CaseProblem("initial[\(s)]", "item id \(id) is given twice")
            }
        }
        var sectionIDs = Set<Int>()
        if let repeated = initial.sections.first(where: { !sectionIDs.insert($0.id).inserted }) {
            throw CaseProblem("initial", "section id \(repeated.id) is given twice")
        }
        do {
            _ = try replay()
        } catch {
            throw CaseProblem("edits[\(error.index ?? 0)]", "\(error.edit): \(error.problem)")
        }
    }

    /// Random cases: small lists (empty ones and empty sections often), then up to `maxEdits`
    /// valid edits, each drawn from the list as the earlier ones left it — edges (index 0, the
    /// last index, moves to the same place, cross-section moves) come up by design.
    ///
    /// At the default of 12 edits, lists have up to 4 sections of up to 5 items, so the cases a
    /// saved seed names stay as they were. Above it, each case first draws its `EditShape`,
    /// the way swarm testing does: many sections or few, long sections or short, some kinds of
    /// edit left out and one made dominant — so a long nightly run (`--max-size 200`) reaches the
    /// engines' structures past their size boundaries (more than 16 sections, sections longer
    /// than 64 rows, slot trees that split) instead of averaging every case into one shape.
    package static func generator(maxEdits: Int = CaseSize.standard) -> Gen<EditCase> {
        guard maxEdits > CaseSize.standard else { return generator(shape: EditShape(), maxEdits: maxEdits) }
        return EditShape.swarm(maxEdits: maxEdits).flatMap { generator(shape: $0, maxEdits: maxEdits) }
    }

    /// Random cases of one shape, with up to `maxEdits` edits.
    static func generator(shape: EditShape, maxEdits: Int) -> Gen<EditCase> {
        let offers = EditState.Offers(shape)
        return initialGenerator(shape: shape).flatMap { list in
            Gen<[Edit<Int, Int>]>.commands(
                from: EditState(list, offers: offers), length: 0...maxEdits,
                drawing: { state, source in
                    state.drawEdit(using: &source)
                }
            )
            .map { EditCase(initial: list, edits: $0) }
        }
    }
}

extension EditCase {
    /// The initial lists of one shape: the sections' counts drawn, identifiers given in order.
    static func initialGenerator(shape: EditShape) -> Gen<SectionedList<Int, Int>> {
        Gen<[Int]>.array(of: .int(in: shape.rows), length: shape.sections).map { counts in
            var next = 0
            return SectionedList(
                counts.enumerated().map { s, count in
                    defer { next += count }
                    return .init(s, Array(next..<(next + count)))
                })
        }
    }

    /// The draws with which ``generator(maxEdits:)`` makes this case, whatever made it (an
    /// exhaustive walk reads a smaller generator): what a corpus entry stores, so that
    /// `batchfuzz shrink` continues from it. `nil` for a case the generator cannot make
    /// (identifiers out of its order, a list larger than its shape) or above 12 edits.
    package func draws(maxEdits: Int = CaseSize.standard) -> [UInt64]? {
        guard maxEdits <= CaseSize.standard else { return nil }
        return draws(shape: EditShape(), maxEdits: maxEdits)
    }

    /// The draws with which ``generator(shape:maxEdits:)`` makes this case, or `nil`.
    func draws(shape: EditShape, maxEdits: Int) -> [UInt64]? {
        guard edits.count <= maxEdits, shape.sections.contains(initial.numberOfSections),
            initial.sections.allSatisfy({ shape.rows.contains($0.items.count) })
        else { return nil }
        // The counts as `Gen.array` draws them: "one more?" past the least length, then the count.
        var draws: [UInt64] = []
        for (index, section) in initial.sections.enumerated() {
            if index >= shape.sections.lowerBound { draws.append(1) }
            draws.append(UInt64(section.items.count - shape.rows.lowerBound))
        }
        if initial.numberOfSections < shape.sections.upperBound { draws.append(0) }
        var state = EditState(initial, shape: shape)
        for edit in edits {
            guard let drawn = state.draws(for: edit) else { return nil }
            draws += [1] + drawn
        }
        if edits.count < maxEdits { draws.append(0) }
        var source = ChoiceSource(replaying: draws)
        guard (try? EditCase.generator(shape: shape, maxEdits: maxEdits).generate(using: &source)) == self else {
            return nil
        }
        return draws
    }
}

extension EditCase {
    /// `count` edits valid in order on `list`, of every kind, drawn from `source` as the core
    /// generator draws them, with new identifiers above those `list` holds: what a screen's
    /// "an update arrives" action hands it.
    package static func edits(
        on list: SectionedList<Int, Int>, count: ClosedRange<Int>, using source: inout ChoiceSource
    ) -> [Edit<Int, Int>] {
        var state = EditState(list, shape: EditShape())
        state.nextSection = (list.sections.map(\.id).max() ?? -1) + 1
        state.nextItem = (list.sections.flatMap(\.items).max() ?? -1) + 1
        let length = count.lowerBound + Int(source.draw(upTo: UInt64(max(0, count.count - 1))))
        return (0..<max(0, length)).map { _ in state.drawEdit(using: &source) }
    }
}

/// The state edits are generated against: the rows of each section (what an edit's indices are
/// drawn within; the identifiers are the property's to follow), the next fresh identifiers and
/// the shape.
///
/// An edit is drawn as `Gen.frequency` over the kinds that fit — in the order insert section,
/// insert item, delete section, move section, reload section, delete item, reload item, move
/// item, each weighted by the shape — followed by its indices, the item ones as `flatMap`s
/// (section, then row); what it draws and the spans it records are those of that composition
/// of generators, read here without building one per edit.
struct EditState {
    var counts: [Int]
    var nextSection: Int
    var nextItem: Int
    let offers: Offers

    init(_ list: SectionedList<Int, Int>, offers: Offers) {
        counts = list.counts
        nextSection = list.numberOfSections
        nextItem = list.totalItemCount
        self.offers = offers
    }

    init(_ list: SectionedList<Int, Int>, shape: EditShape) {
        self.init(list, offers: Offers(shape))
    }

    /// The kinds of edit a shape offers, with their weights, in the generator's order: with no
    /// section (a section can always be inserted), with sections but no rows, with rows. (A
    /// class: a state is copied at every branch of an exhaustive walk, and its offers, six
    /// arrays, never change.)
    final class Offers: Sendable {
        struct Offer {
            var kinds: [EditShape.Kind]
            var weights: [Int]
            var total: Int
        }
        let noSection: Offer, noRow: Offer, rows: Offer

        init(_ shape: EditShape) {
            func offer(_ kinds: [EditShape.Kind]) -> Offer {
                var offered = kinds.filter { shape.weight($0) > 0 }
                if offered.isEmpty { offered = [.insertSection] }
                let weights = offered.map { max(1, shape.weight($0)) }
                return Offer(kinds: offered, weights: weights, total: weights.reduce(0, +))
            }
            let sectionKinds: [EditShape.Kind] = [
                .insertSection, .insertItem, .deleteSection, .moveSection, .reloadSection,
            ]
            noSection = offer([.insertSection])
            noRow = offer(sectionKinds)
            rows = offer(sectionKinds + [.deleteItem, .reloadItem, .moveItem])
        }
    }

    /// The kinds of edit that fit the state, with their weights.
    var offer: Offers.Offer {
        counts.isEmpty ? offers.noSection : counts.contains(where: { $0 > 0 }) ? offers.rows : offers.noRow
    }

    /// Draws an edit valid in this state (a section can always be inserted) and applies it.
    mutating func drawEdit(using source: inout ChoiceSource) -> Edit<Int, Int> {
        let sections = counts.count
        let filled = counts.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
        let offer = self.offer
        source.beginSpan(.oneOf)
        defer { source.endSpan() }
        let kind = offer.kinds[source.drawWeighted(offer.weights, total: offer.total)]
        let lastSection = UInt64(max(0, sections - 1))  // drawn from only when there are sections
        switch kind {
        case .insertSection:
            let at = Int(source.draw(upTo: UInt64(sections)))
            counts.insert(0, at: at)
            nextSection += 1
            return .insertSection(id: nextSection - 1, at: at)
        case .insertItem:
            source.beginSpan(.flatMap)
            let s = Int(source.draw(upTo: lastSection))
            let item = Int(source.draw(upTo: UInt64(counts[s])))
            source.endSpan()
            counts[s] += 1
            nextItem += 1
            return .insertItem(id: nextItem - 1, at: ItemPath(section: s, item: item))
        case .deleteSection:
            let s = Int(source.draw(upTo: lastSection))
            counts.remove(at: s)
            return .deleteSection(at: s)
        case .moveSection:
            let from = Int(source.draw(upTo: lastSection))
            let to = Int(source.draw(upTo: lastSection))
            counts.insert(counts.remove(at: from), at: to)
            return .moveSection(from: from, to: to)
        case .reloadSection:
            return .reloadSection(at: Int(source.draw(upTo: lastSection)))
        case .deleteItem:
            let path = drawItem(filled: filled, using: &source)
            counts[path.section] -= 1
            return .deleteItem(at: path)
        case .reloadItem:
            return .reloadItem(at: drawItem(filled: filled, using: &source))
        case .moveItem:
            source.beginSpan(.flatMap)
            defer { source.endSpan() }
            let from = drawItem(filled: filled, using: &source)
            source.beginSpan(.flatMap)
            let to = Int(source.draw(upTo: lastSection))
            let room = counts[to] - (to == from.section ? 1 : 0)
            let item = Int(source.draw(upTo: UInt64(room)))
            source.endSpan()
            counts[from.section] -= 1
            counts[to] += 1
            return .moveItem(from: from, to: ItemPath(section: to, item: item))
        }
    }

    /// The draws with which ``drawEdit(using:)`` makes `edit` in this state, the state moved on
    /// as drawing it would; `nil` when it cannot make it here.
    mutating func draws(for edit: Edit<Int, Int>) -> [UInt64]? {
        let kinds = offer.kinds
        let kind: EditShape.Kind
        var indices: [Int]
        /// The rank of `section` among the sections with rows (how ``drawItem`` draws it).
        func rank(_ section: Int) -> Int { counts[..<min(section, counts.count)].filter { $0 > 0 }.count }
        switch edit {
        case .insertSection(_, let at): (kind, indices) = (.insertSection, [at])
        case .insertItem(_, let path): (kind, indices) = (.insertItem, [path.section, path.item])
        case .deleteSection(let s): (kind, indices) = (.deleteSection, [s])
        case .moveSection(let from, let to): (kind, indices) = (.moveSection, [from, to])
        case .reloadSection(let s): (kind, indices) = (.reloadSection, [s])
        case .deleteItem(let path): (kind, indices) = (.deleteItem, [rank(path.section), path.item])
        case .reloadItem(let path): (kind, indices) = (.reloadItem, [rank(path.section), path.item])
        case .moveItem(let from, let to):
            (kind, indices) = (.moveItem, [rank(from.section), from.item, to.section, to.item])
        }
        guard let position = kinds.firstIndex(of: kind), indices.allSatisfy({ $0 >= 0 }) else { return nil }
        let draws = [UInt64(position)] + indices.map(UInt64.init)
        // Drawn again from these draws, it must be the same edit.
        var source = ChoiceSource(replaying: draws)
        guard drawEdit(using: &source) == edit, source.draws == draws else { return nil }
        return draws
    }

    /// An item of a section that has one: the section among those with rows, then the row.
    private func drawItem(filled: Int, using source: inout ChoiceSource) -> ItemPath {
        source.beginSpan(.flatMap)
        defer { source.endSpan() }
        var k = Int(source.draw(upTo: UInt64(filled - 1)))
        var s = 0
        while counts[s] == 0 || k > 0 {
            if counts[s] > 0 { k -= 1 }
            s += 1
        }
        return ItemPath(section: s, item: Int(source.draw(upTo: UInt64(counts[s] - 1))))
    }
}
