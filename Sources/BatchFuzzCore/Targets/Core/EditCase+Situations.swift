import BatchModel
import PropertyTesting

extension EditCase {
    /// How an exhaustive walk of `shape`'s cases judges each situation once: after each prefix
    /// of the edits, the situation the reference model reaches — the number of edits, the
    /// initial list, the list now and the content reloaded so far, with the
    /// identifiers the edits made renamed in the order they stand in the list (which new item is
    /// which is not the case's). Two prefixes that reach the same situation leave the same final
    /// lists and reloads after any later edits, so a differ is handed the same lists; a coalescer
    /// is handed other edits, and the exhaustive tests compare the reduced walk's failures with
    /// the full walk's on the bug zoo.
    ///
    /// `countsReloads` when the property reads how many times an item was reloaded (a list's
    /// element counts its versions); otherwise reloading an item again changes nothing: the
    /// core property and a differ read the reloaded identifiers as a set. `namesEditKinds` when
    /// the engine is handed the edits themselves (a coalescer): the kinds of the edits, in order,
    /// are then part of the situation, since such an engine may break on one order of two
    /// commuting edits and not the other (the rare-conjunction coalescer does).
    static func reduction(
        shape: EditShape, maxEdits: Int, countsReloads: Bool, namesEditKinds: Bool
    )
        -> ExhaustiveReduction<EditCase>
    {
        ExhaustiveReduction { value, after in
            value.situations(
                shape: shape, maxEdits: maxEdits, countsReloads: countsReloads, namesEditKinds: namesEditKinds,
                after: after)
        }
    }

    /// The situation after no edit, then after each edit, where each prefix's draws end; those
    /// that end within the first `after` draws are left out.
    func situations(
        shape: EditShape, maxEdits: Int, countsReloads: Bool, namesEditKinds: Bool, after: Int = -1
    )
        -> [ExhaustiveReduction<EditCase>.Situation]
    {
        var situation = Situation(initial: initial, countsReloads: countsReloads, namesEditKinds: namesEditKinds)
        var end = Self.drawCount(ofInitial: initial, shape: shape)
        var situations: [ExhaustiveReduction<EditCase>.Situation] = []
        if end > after { situations.append(.init(end: end, key: situation.key, stepsLeft: maxEdits)) }
        for (index, edit) in edits.enumerated() {
            guard situation.apply(edit) else { break }
            // The "one more?" draw, then the edit's own.
            end += 1 + Self.drawCount(of: edit)
            if end > after {
                situations.append(.init(end: end, key: situation.key, stepsLeft: maxEdits - index - 1))
            }
        }
        return situations
    }

    /// The draws with which the generator of `shape` makes `initial`: "one more?" past the
    /// least length, then each section's count, and a last "no more" below the most sections.
    static func drawCount(ofInitial initial: SectionedList<Int, Int>, shape: EditShape) -> Int {
        let sections = initial.numberOfSections
        return sections + max(0, sections - shape.sections.lowerBound)
            + (sections < shape.sections.upperBound ? 1 : 0)
    }

    /// The draws with which ``EditState/drawEdit(using:)`` makes `edit`: its kind, then its indices.
    static func drawCount(of edit: Edit<Int, Int>) -> Int {
        switch edit {
        case .insertSection, .deleteSection, .reloadSection: 2
        case .insertItem, .moveSection, .deleteItem, .reloadItem: 3
        case .moveItem: 5
        }
    }
}
