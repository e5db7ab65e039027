import BatchModel
import PropertyTesting

/// The core property of the design, made precise: for a random initial list and a random valid
/// edit sequence, the engine's batch must be accepted by the UIKit oracle (before = the initial
/// counts, after = the final counts) in each flavour — strict quirk checks on — must turn the
/// initial identifiers into the final ones, must redraw every item the edits reloaded, and, for a
/// differ that promises it, must move no more items than the minimum.
///
/// The oracle judges with the options given (`UIKitValidator.Options.fuzzing` unless told
/// otherwise: the strict checks on, for every release), in each flavour asked for.
///
/// Failure signatures: the violated UIKit rule (`invalidItemCount`, …), `strict:<quirk>`,
/// `reloadData fallback`, `content mismatch`, `unplaceable batch`, `reload missing`,
/// `too many moves`, `engine threw`.
package enum CoreProperty {
    /// What the property does with an engine's item moves.
    package enum MoveCheck: String, Sendable {
        /// Not looked at: a coalescer's moves follow the edits, not a minimum.
        case ignored
        /// Counted against the minimum (``MinimumMoves``), and a case with more carries the
        /// label `moves: more than the minimum`, so the run's report gives their share.
        case measured
        /// More moves than the minimum fail the case (`too many moves`): for a differ that
        /// promises the fewest moves.
        case minimal
    }

    /// The property for a coalescer.
    package static func coalescer(
        _ engine: some BatchCoalescing, name: String = "coalescer", flavors: [ViewFlavor] = ViewFlavor.allCases,
        maxEdits: Int = CaseSize.standard, oracle: UIKitValidator.Options = .fuzzing
    ) -> Property<EditCase> {
        property(
            name: name, flavors: flavors, maxEdits: maxEdits, moves: .ignored, oracle: oracle,
            batch: batchMaker(coalescer: engine))
    }

    /// The property for a differ, given the initial and final lists and the reloaded items;
    /// `moves` says whether more moves than the minimum fail a case or are only counted.
    package static func differ(
        _ engine: some BatchDiffing, name: String = "differ", flavors: [ViewFlavor] = ViewFlavor.allCases,
        maxEdits: Int = CaseSize.standard, moves: MoveCheck = .minimal, oracle: UIKitValidator.Options = .fuzzing
    ) -> Property<EditCase> {
        property(
            name: name, flavors: flavors, maxEdits: maxEdits, moves: moves, oracle: oracle,
            batch: batchMaker(differ: engine))
    }

    /// How a coalescer makes the batch for a case.
    package static func batchMaker(coalescer engine: some BatchCoalescing) -> (EditCase) throws -> BatchUpdate {
        { try engine.batch(for: $0.edits, from: $0.initial) }
    }

    /// How a differ makes the batch for a case: from the initial and final lists, with the items
    /// and sections the edits reloaded as the changed content.
    package static func batchMaker(differ engine: some BatchDiffing) -> (EditCase) throws -> BatchUpdate {
        { value in
            let outcome = try value.outcome()
            return try engine.batch(from: value.initial, to: outcome.final, changed: outcome.changedContent)
        }
    }

    /// The property for any engine, given how it makes a batch.
    package static func property(
        name: String, flavors: [ViewFlavor], maxEdits: Int = CaseSize.standard, moves: MoveCheck,
        oracle: UIKitValidator.Options = .fuzzing,
        batch: @escaping (EditCase) throws -> BatchUpdate
    ) -> Property<EditCase> {
        property(
            name: name, flavors: flavors, generator: EditCase.generator(maxEdits: maxEdits), moves: moves,
            oracle: oracle, batch: batch)
    }

    /// The property over the cases of `generator` (a scope's, for an exhaustive check).
    package static func property(
        name: String, flavors: [ViewFlavor], generator: Gen<EditCase>, moves: MoveCheck,
        oracle: UIKitValidator.Options = .fuzzing,
        batch: @escaping (EditCase) throws -> BatchUpdate
    ) -> Property<EditCase> {
        let conditions = FastCoreJudge.Conditions(oracle: oracle, flavors: flavors)
        return Property("core property: \(name)", generator, describe: { describe($0, batch) }) { value, context in
            judge(value, flavors: flavors, oracle: oracle, conditions: conditions, context: &context, moves: moves) {
                try batch(value)
            }
        }
    }

    /// Judges one case (what `replay` runs for a saved case).
    package static func verdict(
        for value: EditCase, flavors: [ViewFlavor], moves: MoveCheck, oracle: UIKitValidator.Options = .fuzzing,
        batch: (EditCase) throws -> BatchUpdate
    ) -> Verdict {
        var context = CaseContext()
        return judge(
            value, flavors: flavors, oracle: oracle,
            conditions: FastCoreJudge.Conditions(oracle: oracle, flavors: flavors),
            context: &context, moves: moves
        ) { try batch(value) }
    }

    /// The case, then the batch the engine made for it (or what it threw).
    static func describe(_ value: EditCase, _ batch: (EditCase) throws -> BatchUpdate) -> String {
        let made: String
        do { made = "\(try batch(value))" } catch { made = "threw \(error)" }
        let final = (try? value.replay().final).map { "\($0)" } ?? "?"
        return "\(value)\nfinal:   \(final)\nbatch:   \(made)"
    }

    /// Judges one case; `conditions` are the fast judge's, made from `oracle` and `flavors`.
    static func judge(
        _ value: EditCase, flavors: [ViewFlavor], oracle: UIKitValidator.Options, conditions: FastCoreJudge.Conditions,
        context: inout CaseContext, moves: MoveCheck, _ makeBatch: () throws -> BatchUpdate
    ) -> Verdict {
        let final: SectionedList<Int, Int>, reloaded: [Int]
        do { (final, reloaded) = try value.replay() } catch { return .discard }
        let batch: BatchUpdate
        do { batch = try makeBatch() } catch { return .fail(signature: "engine threw", message: "\(error)") }
        label(value, final, batch, &context)

        // The fast judge decides the plain passing cases; the naive one every other case and a
        // sampled share of those, where it must agree.
        let fastPasses = FastCoreJudge.passes(
            initial: value.initial, final: final, reloaded: reloaded, batch: batch, conditions: conditions)
        if !fastPasses || FastCoreJudge.isConfirmed(value),
            let failure = naiveFailure(
                of: batch, value, final: final, reloaded: reloaded, flavors: flavors, oracle: oracle)
        {
            guard fastPasses, case .fail(let signature, let message) = failure else { return failure }
            return .fail(
                signature: signature,
                message: message
                    + " (BatchFuzz's fast judge passed this case: a fault of BatchFuzz's own as well — please report it)"
            )
        }
        // A batch without moves never has more than the minimum: the count is made only for one with moves.
        if moves != .ignored, !batch.itemMoves.isEmpty,
            case let minimumMoves = MinimumMoves.count(from: value.initial, to: final),
            batch.itemMoves.count > minimumMoves
        {
            if moves == .minimal {
                return .fail(
                    signature: "too many moves",
                    message: "\(batch.itemMoves.count) item moves, the minimum is \(minimumMoves)")
            }
            context.label("moves: more than the minimum")
        }
        return .pass
    }

    /// The naive judge: the oracle in each flavour, the reference layout, the content, the
    /// reloads; `nil` when the case passes them all.
    static func naiveFailure(
        of batch: BatchUpdate, _ value: EditCase, final: SectionedList<Int, Int>, reloaded: [Int],
        flavors: [ViewFlavor], oracle: UIKitValidator.Options
    ) -> Verdict? {
        if let failure = oracleFailure(
            of: batch, before: value.initial.counts, after: final.counts, flavors: flavors, oracle: oracle)
        {
            return failure
        }

        let layout: BatchLayout, applied: SectionedList<Int, Int>
        do {
            layout = try ReferenceModel.layout(of: batch, before: value.initial.counts, after: final.counts)
            applied = try ReferenceModel.apply(
                layout, to: value.initial, final: final, reloadsKeepIdentity: oracle.reloadsKeepIdentity)
        } catch {
            return .fail(
                signature: "unplaceable batch", message: "the reference model cannot apply the batch: \(error)")
        }
        guard applied == final else {
            let shown = try? ReferenceModel.apply(batch, to: value.initial, final: final)
            let why =
                shown == final
                ? " (the rows would show right: a reload stands for a replaced item, which reloadsKeepIdentity forbids)"
                : ""
            return .fail(
                signature: "content mismatch",
                message: "the batch gives \(applied), the data source holds \(final)\(why)")
        }
        guard !reloaded.isEmpty else { return nil }
        var where_: [Int: ItemPath] = [:]
        for (s, section) in final.sections.enumerated() {
            for (i, id) in section.items.enumerated() { where_[id] = ItemPath(section: s, item: i) }
        }
        for id in reloaded {
            guard let path = where_[id] else { continue }
            if case .old = layout.items[path.section][path.item] {
                return .fail(
                    signature: "reload missing",
                    message: "item \(id), reloaded by the edits, is kept at \(path) without a reload")
            }
        }
        return nil
    }

    /// The oracle's verdict on `batch` in each flavour: UIKit's exception, a quirk the options
    /// report, or a `reloadData` fallback, as a failure; `nil` when every flavour animates it.
    static func oracleFailure(
        of batch: BatchUpdate, before: [Int], after: [Int], flavors: [ViewFlavor], oracle: UIKitValidator.Options
    ) -> Verdict? {
        for flavor in flavors {
            let validator = UIKitValidator(options: oracle.with(flavor: flavor))
            do {
                let plan = try validator.validate(batch, before: before, after: after)
                if case .reloadData(let because) = plan.outcome {
                    return .fail(
                        signature: "reloadData fallback", message: "\(flavor) falls back to reloadData: \(because)")
                }
                if let warning = plan.warnings.first {
                    return .fail(
                        signature: "strict:\(warning.name)",
                        message: "\(flavor): \(warning)" + PropertyFailure.restsOn(warning))
                }
            } catch {
                return .fail(signature: error.signature, message: "\(flavor): \(error)")
            }
        }
        return nil
    }

    /// What the case exercised, for the run's statistics: the kinds of edit, the kinds of batch
    /// operation the oracle validated, the edges, and the sizes past the engines' boundaries —
    /// given as one label set, each fact a bit of its key (``Label``).
    static func label(
        _ value: EditCase, _ final: SectionedList<Int, Int>, _ batch: BatchUpdate, _ context: inout CaseContext
    ) {
        var facts = 0
        func note(_ holds: Bool, _ label: Label) {
            if holds { facts |= 1 << label.rawValue }
        }
        note(value.initial.sections.isEmpty, .emptyList)
        note(value.initial.sections.contains { $0.items.isEmpty }, .emptySection)
        note(max(value.initial.numberOfSections, final.numberOfSections) > 16, .manySections)
        let long = { (list: SectionedList<Int, Int>) in list.sections.contains { $0.items.count > 64 } }
        note(long(value.initial) || long(final), .longSection)
        note(value.edits.isEmpty, .noEdits)
        for edit in value.edits {
            switch edit {
            case .insertSection: note(true, .insertSection)
            case .deleteSection: note(true, .deleteSection)
            case .moveSection: note(true, .moveSection)
            case .reloadSection: note(true, .reloadSection)
            case .insertItem: note(true, .insertItem)
            case .deleteItem: note(true, .deleteItem)
            case .reloadItem: note(true, .reloadItem)
            case .moveItem(let from, let to):
                note(true, .moveItem)
                note(from.section != to.section, .crossSectionMove)
                note(from == to, .moveInPlace)
            }
        }
        note(!batch.sectionDeletes.isEmpty, .sectionDeletes)
        note(!batch.sectionInserts.isEmpty, .sectionInserts)
        note(!batch.sectionReloads.isEmpty, .sectionReloads)
        note(!batch.sectionMoves.isEmpty, .sectionMoves)
        note(!batch.itemDeletes.isEmpty, .itemDeletes)
        note(!batch.itemInserts.isEmpty, .itemInserts)
        note(!batch.itemReloads.isEmpty, .itemReloads)
        note(!batch.itemMoves.isEmpty, .itemMoves)
        note(!batch.sectionDeletes.isEmpty && !batch.sectionInserts.isEmpty, .sectionsDeletedAndInserted)
        context.label(set: facts, labels(of:))
    }

    /// The labels of the facts in `key`, in ``Label``'s order.
    static func labels(of key: Int) -> [String] {
        Label.allCases.filter { key & (1 << $0.rawValue) != 0 }.map(\.name)
    }

    /// A fact ``label(_:_:_:_:)`` notes, each a bit of a label set's key.
    enum Label: Int, CaseIterable {
        case emptyList, emptySection, manySections, longSection, noEdits
        case insertSection, deleteSection, moveSection, reloadSection
        case insertItem, deleteItem, reloadItem, moveItem, crossSectionMove, moveInPlace
        case sectionDeletes, sectionInserts, sectionReloads, sectionMoves
        case itemDeletes, itemInserts, itemReloads, itemMoves, sectionsDeletedAndInserted

        /// The label as a run's statistics show it.
        var name: String {
            switch self {
            case .emptyList: "empty list"
            case .emptySection: "empty section"
            case .manySections: "size: more than 16 sections"
            case .longSection: "size: a section longer than 64 rows"
            case .noEdits: "no edits"
            case .insertSection: "edit: insert section"
            case .deleteSection: "edit: delete section"
            case .moveSection: "edit: move section"
            case .reloadSection: "edit: reload section"
            case .insertItem: "edit: insert item"
            case .deleteItem: "edit: delete item"
            case .reloadItem: "edit: reload item"
            case .moveItem: "edit: move item"
            case .crossSectionMove: "edit: cross-section move"
            case .moveInPlace: "edit: move to the same place"
            case .sectionDeletes: "batch: section deletes"
            case .sectionInserts: "batch: section inserts"
            case .sectionReloads: "batch: section reloads"
            case .sectionMoves: "batch: section moves"
            case .itemDeletes: "batch: item deletes"
            case .itemInserts: "batch: item inserts"
            case .itemReloads: "batch: item reloads"
            case .itemMoves: "batch: item moves"
            case .sectionsDeletedAndInserted: "batch: sections deleted and inserted"
            }
        }
    }
}
