import BatchModel
import PropertyTesting

/// The core property of the design, made precise: for a random initial list and a random valid
/// edit sequence, the engine's batch must be accepted by the UIKit oracle (before = the initial
/// counts, after = the final counts) in each flavour — strict quirk checks on — must turn the
/// initial identifiers into the final ones, must redraw every item the edits reloaded, and, for a
/// differ, must move no more items than the minimum.
///
/// Failure signatures: the violated UIKit rule (`invalidItemCount`, …), `strict:<quirk>`,
/// `reloadData fallback`, `content mismatch`, `unplaceable batch`, `reload missing`,
/// `too many moves`, `engine threw`.
public enum CoreProperty {
    /// The property for a coalescer.
    public static func coalescer(
        _ engine: some BatchCoalescing, name: String = "coalescer", flavors: [ViewFlavor] = ViewFlavor.allCases,
        maxEdits: Int = 12
    ) -> Property<EditCase> {
        property(name: name, flavors: flavors, maxEdits: maxEdits, checksMoves: false, batch: batchMaker(coalescer: engine))
    }

    /// The property for a differ, given the initial and final lists and the reloaded items.
    public static func differ(
        _ engine: some BatchDiffing, name: String = "differ", flavors: [ViewFlavor] = ViewFlavor.allCases,
        maxEdits: Int = 12
    ) -> Property<EditCase> {
        property(name: name, flavors: flavors, maxEdits: maxEdits, checksMoves: true, batch: batchMaker(differ: engine))
    }

    /// How a coalescer makes the batch for a case.
    public static func batchMaker(coalescer engine: some BatchCoalescing) -> (EditCase) throws -> BatchUpdate {
        { try engine.batch(for: $0.edits, from: $0.initial) }
    }

    /// How a differ makes the batch for a case: from the initial and final lists, with the items
    /// the edits reloaded as the changed content.
    public static func batchMaker(differ engine: some BatchDiffing) -> (EditCase) throws -> BatchUpdate {
        { value in
            let (final, reloaded) = try value.replay()
            let changed = Set(reloaded)
            return try engine.batch(from: value.initial, to: final, contentChanged: { changed.contains($0) })
        }
    }

    /// The property for any engine, given how it makes a batch; `checksMoves` adds the
    /// minimum-moves check (for differs).
    public static func property(
        name: String, flavors: [ViewFlavor], maxEdits: Int = 12, checksMoves: Bool,
        batch: @escaping (EditCase) throws -> BatchUpdate
    ) -> Property<EditCase> {
        Property("core property: \(name)", EditCase.generator(maxEdits: maxEdits), describe: { describe($0, batch) }) { value, context in
            verdict(for: value, flavors: flavors, checksMoves: checksMoves, context: &context, batch: batch)
        }
    }

    /// Judges one case (what `replay` runs for a saved case).
    public static func verdict(
        for value: EditCase, flavors: [ViewFlavor], checksMoves: Bool, batch: (EditCase) throws -> BatchUpdate
    ) -> Verdict {
        var context = CaseContext()
        return verdict(for: value, flavors: flavors, checksMoves: checksMoves, context: &context, batch: batch)
    }

    static func verdict(
        for value: EditCase, flavors: [ViewFlavor], checksMoves: Bool, context: inout CaseContext,
        batch: (EditCase) throws -> BatchUpdate
    ) -> Verdict {
        judge(value, flavors: flavors, context: &context, checksMoves: checksMoves) { try batch(value) }
    }

    /// The case, then the batch the engine made for it (or what it threw).
    static func describe(_ value: EditCase, _ batch: (EditCase) throws -> BatchUpdate) -> String {
        let made: String
        do { made = "\(try batch(value))" } catch { made = "threw \(error)" }
        let final = (try? value.replay().final).map { "\($0)" } ?? "?"
        return "\(value)\nfinal:   \(final)\nbatch:   \(made)"
    }

    /// Judges one case.
    static func judge(
        _ value: EditCase, flavors: [ViewFlavor], context: inout CaseContext, checksMoves: Bool,
        _ makeBatch: () throws -> BatchUpdate
    ) -> Verdict {
        let final: SectionedList<Int, Int>, reloaded: [Int]
        do { (final, reloaded) = try value.replay() } catch { return .discard }
        let batch: BatchUpdate
        do { batch = try makeBatch() } catch { return .fail(signature: "engine threw", message: "\(error)") }
        label(value, final, batch, &context)

        for flavor in flavors {
            let validator = UIKitValidator(options: .init(flavor: flavor, strict: true))
            do {
                let plan = try validator.validate(batch, before: value.initial.counts, after: final.counts)
                if case .reloadData(let because) = plan.outcome {
                    return .fail(signature: "reloadData fallback", message: "\(flavor) falls back to reloadData: \(because)")
                }
                if let warning = plan.warnings.first {
                    return .fail(signature: "strict:\(warning.name)", message: "\(flavor): \(warning)")
                }
            } catch {
                return .fail(signature: error.signature, message: "\(flavor): \(error)")
            }
        }

        let layout: BatchLayout, applied: SectionedList<Int, Int>
        do {
            layout = try ReferenceModel.layout(of: batch, before: value.initial.counts, after: final.counts)
            applied = try ReferenceModel.apply(batch, to: value.initial, final: final)
        } catch {
            return .fail(signature: "unplaceable batch", message: "the reference model cannot apply the batch: \(error)")
        }
        guard applied == final else {
            return .fail(signature: "content mismatch", message: "the batch gives \(applied), the data source holds \(final)")
        }
        var where_: [Int: ItemPath] = [:]
        for (s, section) in final.sections.enumerated() {
            for (i, id) in section.items.enumerated() { where_[id] = ItemPath(section: s, item: i) }
        }
        for id in reloaded {
            guard let path = where_[id] else { continue }
            if case .old = layout.items[path.section][path.item] {
                return .fail(signature: "reload missing", message: "item \(id), reloaded by the edits, is kept at \(path) without a reload")
            }
        }
        if checksMoves, case let minimumMoves = MinimumMoves.count(from: value.initial, to: final),
           batch.itemMoves.count > minimumMoves {
            return .fail(signature: "too many moves", message: "\(batch.itemMoves.count) item moves, the minimum is \(minimumMoves)")
        }
        return .pass
    }

    /// What the case exercised, for the run's statistics: the kinds of edit, the kinds of batch
    /// operation the oracle validated, the edges, and the sizes past the engines' boundaries.
    static func label(_ value: EditCase, _ final: SectionedList<Int, Int>, _ batch: BatchUpdate, _ context: inout CaseContext) {
        context.classify(value.initial.sections.isEmpty, "empty list")
        context.classify(value.initial.counts.contains(0), "empty section")
        context.classify(max(value.initial.numberOfSections, final.numberOfSections) > 16, "size: more than 16 sections")
        let long = { (list: SectionedList<Int, Int>) in list.sections.contains { $0.items.count > 64 } }
        context.classify(long(value.initial) || long(final), "size: a section longer than 64 rows")
        context.classify(value.edits.isEmpty, "no edits")
        for edit in value.edits {
            switch edit {
            case .insertSection: context.label("edit: insert section")
            case .deleteSection: context.label("edit: delete section")
            case .moveSection: context.label("edit: move section")
            case .reloadSection: context.label("edit: reload section")
            case .insertItem: context.label("edit: insert item")
            case .deleteItem: context.label("edit: delete item")
            case .reloadItem: context.label("edit: reload item")
            case .moveItem(let from, let to):
                context.label("edit: move item")
                context.classify(from.section != to.section, "edit: cross-section move")
                context.classify(from == to, "edit: move to the same place")
            }
        }
        context.classify(!batch.sectionDeletes.isEmpty, "batch: section deletes")
        context.classify(!batch.sectionInserts.isEmpty, "batch: section inserts")
        context.classify(!batch.sectionReloads.isEmpty, "batch: section reloads")
        context.classify(!batch.sectionMoves.isEmpty, "batch: section moves")
        context.classify(!batch.itemDeletes.isEmpty, "batch: item deletes")
        context.classify(!batch.itemInserts.isEmpty, "batch: item inserts")
        context.classify(!batch.itemReloads.isEmpty, "batch: item reloads")
        context.classify(!batch.itemMoves.isEmpty, "batch: item moves")
        context.classify(!batch.sectionDeletes.isEmpty && !batch.sectionInserts.isEmpty, "batch: sections deleted and inserted")
    }
}
