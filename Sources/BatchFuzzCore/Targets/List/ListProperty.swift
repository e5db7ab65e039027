import BatchModel
import PropertyTesting

/// The core property for an engine that diffs one array (``ListDiffing``): a random list in one
/// section and random valid edits to it (inserts, deletes, moves, content changes); the engine
/// gets the list before and after, as ``ListItem``s, and its batch must be accepted by the UIKit
/// oracle in each flavour and make the section show the list after, row for row.
///
/// What a correct batch must do is what UIKit shows: a row kept or moved shows the element it
/// showed, an inserted or reloaded row shows the element the list now holds there. With
/// ``Values/repeated``, equal elements are interchangeable: a batch that keeps one copy where
/// the edits kept the other is correct, since the rows show the same values. With
/// ``UIKitValidator/Options/reloadsKeepIdentity``, a reload must also name an element whose
/// identifier stays at the reloaded row.
///
/// Failure signatures: the violated UIKit rule, `strict:<quirk>`, `reloadData fallback`,
/// `content mismatch`, `unplaceable batch`, `engine threw`.
package enum ListProperty {
    /// The elements the lists hold.
    package typealias Values = ListItem.Values

    /// The property for `engine`, judged in `flavors`.
    package static func property(
        _ engine: some ListDiffing, name: String = "list differ", flavors: [ViewFlavor] = ViewFlavor.allCases,
        maxEdits: Int = CaseSize.standard, values: Values = .distinct, oracle: UIKitValidator.Options = .fuzzing
    ) -> Property<EditCase> {
        property(
            name: name, flavors: flavors, maxEdits: maxEdits, values: values, oracle: oracle,
            batch: batchMaker(engine, values: values))
    }

    /// The property for any engine, given how it makes the batch for a case.
    package static func property(
        name: String, flavors: [ViewFlavor], maxEdits: Int = CaseSize.standard, values: Values,
        oracle: UIKitValidator.Options,
        batch: @escaping (EditCase) throws -> BatchUpdate
    ) -> Property<EditCase> {
        property(
            name: name, flavors: flavors, generator: EditCase.listGenerator(maxEdits: maxEdits), values: values,
            oracle: oracle, batch: batch)
    }

    /// The property over the cases of `generator` (a scope's, for an exhaustive check).
    package static func property(
        name: String, flavors: [ViewFlavor], generator: Gen<EditCase>, values: Values,
        oracle: UIKitValidator.Options, batch: @escaping (EditCase) throws -> BatchUpdate
    ) -> Property<EditCase> {
        Property(
            "list property: \(name)", generator,
            describe: { describe($0, values: values, batch) }
        ) { value, context in
            judge(value, flavors: flavors, oracle: oracle, values: values, context: &context, batch)
        }
    }

    /// How the engine makes the batch for a case.
    package static func batchMaker(_ engine: some ListDiffing, values: Values) -> (EditCase) throws -> BatchUpdate {
        { value in
            let (old, new) = try lists(of: value, values: values)
            return try engine.batch(from: old, to: new)
        }
    }

    /// Judges one case (what `replay` runs for a saved case).
    package static func verdict(
        for value: EditCase, flavors: [ViewFlavor], values: Values = .distinct,
        oracle: UIKitValidator.Options = .fuzzing, batch: (EditCase) throws -> BatchUpdate
    ) -> Verdict {
        var context = CaseContext()
        return judge(value, flavors: flavors, oracle: oracle, values: values, context: &context, batch)
    }

    /// The lists a case hands the engine: section 0 before and after the edits, each element's
    /// version counting the content changes the edits made to it.
    package static func lists(
        of value: EditCase, values: Values
    ) throws(InvalidEditError) -> (old: [ListItem], new: [ListItem]) {
        let outcome = try value.outcome()
        var changes: [Int: Int] = [:]
        for id in outcome.reloadedItems { changes[id, default: 0] += 1 }
        func element(_ id: Int, _ version: Int) -> ListItem {
            ListItem(id: values == .repeated ? id % 3 : id, version: version)
        }
        let old = value.initial.sections.first?.items.map { element($0, 0) } ?? []
        let new = outcome.final.sections.first?.items.map { element($0, changes[$0] ?? 0) } ?? []
        return (old, new)
    }

    static func judge(
        _ value: EditCase, flavors: [ViewFlavor], oracle: UIKitValidator.Options, values: Values,
        context: inout CaseContext, _ makeBatch: (EditCase) throws -> BatchUpdate
    ) -> Verdict {
        let old: [ListItem], new: [ListItem], final: SectionedList<Int, Int>
        do {
            (old, new) = try lists(of: value, values: values)
            final = try value.replay().final
        } catch {
            return .discard
        }
        let batch: BatchUpdate
        do { batch = try makeBatch(value) } catch { return .fail(signature: "engine threw", message: "\(error)") }
        CoreProperty.label(value, final, batch, &context)
        context.classify(Set(new).count < new.count || Set(old).count < old.count, "equal elements")

        if let failure = CoreProperty.oracleFailure(
            of: batch, before: [old.count], after: [new.count], flavors: flavors, oracle: oracle)
        {
            return failure
        }
        let before = SectionedList([.init(0, old)]), after = SectionedList([.init(0, new)])
        let shown: SectionedList<Int, ListItem>
        do {
            shown = try ReferenceModel.apply(batch, to: before, final: after)
        } catch {
            return .fail(
                signature: "unplaceable batch", message: "the reference model cannot apply the batch: \(error)")
        }
        guard shown == after else {
            return .fail(
                signature: "content mismatch", message: "the rows show \(row(shown)), the list is \(row(after))")
        }
        if oracle.reloadsKeepIdentity {
            let ids = { (list: SectionedList<Int, ListItem>) in
                SectionedList(list.sections.map { .init(0, $0.items.map(\.id)) })
            }
            let kept = try? ReferenceModel.apply(batch, to: ids(before), final: ids(after), reloadsKeepIdentity: true)
            if kept != ids(after) {
                return .fail(
                    signature: "content mismatch",
                    message:
                        "a reload stands for a replaced element, which reloadsKeepIdentity forbids: reloads \(batch.itemReloads) turn \(row(ids(before))) into \(kept.map(row) ?? "nothing placeable"), the list is \(row(ids(after)))"
                )
            }
        }
        return .pass
    }

    /// `[1 2 3']`: the section's elements.
    static func row<Item>(_ list: SectionedList<Int, Item>) -> String {
        "[" + (list.sections.first?.items.map { "\($0)" } ?? []).joined(separator: " ") + "]"
    }

    /// The lists the engine was given and the batch it made (or what it threw).
    static func describe(_ value: EditCase, values: Values, _ batch: (EditCase) throws -> BatchUpdate) -> String {
        guard let (old, new) = try? lists(of: value, values: values) else { return "\(value)" }
        let made: String
        do { made = "\(try batch(value))" } catch { made = "threw \(error)" }
        let show = { (items: [ListItem]) in "[" + items.map(\.description).joined(separator: " ") + "]" }
        return "\(value)\nold:     \(show(old))\nnew:     \(show(new))\nbatch:   \(made)"
    }

    /// A list case step by step, for a person: the edits, the lists the engine was given, its
    /// batch, the oracle's verdict in each flavour, and the property's.
    static func explanation(
        of value: EditCase, name: String, kind: RegisteredEngine.Kind, summary: String, flavors: [ViewFlavor],
        values: Values, oracle: UIKitValidator.Options, batch makeBatch: (EditCase) throws -> BatchUpdate
    ) -> String {
        var lines: [String] = ["Engine: \(name) (\(kind.rawValue)) — \(summary)", ""]
        guard CaseExplanation.steps(of: value, into: &lines) != nil,
            let (old, new) = try? lists(of: value, values: values)
        else { return lines.joined(separator: "\n") }
        let show = { (items: [ListItem]) in "[" + items.map(\.description).joined(separator: " ") + "]" }
        lines += ["", "The engine is given   old \(show(old))", "                      new \(show(new))", ""]
        do {
            let batch = try makeBatch(value)
            lines.append("Batch: \(batch)")
            lines.append("")
            for flavor in flavors {
                lines.append(
                    CaseExplanation.oracleVerdict(
                        on: batch, before: [old.count], after: [new.count], flavor: flavor, oracle: oracle))
            }
        } catch {
            lines.append("The engine threw: \(error)")
        }
        lines.append("")
        lines.append(
            CaseExplanation.verdictLine(
                verdict(for: value, flavors: flavors, values: values, oracle: oracle, batch: makeBatch)))
        return lines.joined(separator: "\n")
    }
}

extension EditCase {
    /// Random cases for a flat-list engine: one section of up to 8 items (more past 12 edits),
    /// then up to `maxEdits` item inserts, deletes, moves and content changes, never a section edit.
    package static func listGenerator(maxEdits: Int = CaseSize.standard) -> Gen<EditCase> {
        generator(shape: .list(maxEdits: maxEdits), maxEdits: maxEdits)
    }

    /// Throws the first field that makes this case one a flat-list engine cannot run: the case
    /// checks of ``validate()``, then one section and no section edits.
    package func validateAsList() throws(CaseProblem) {
        try validate()
        guard initial.numberOfSections == 1 else {
            throw CaseProblem("initial", "a list case has one section, not \(initial.numberOfSections)")
        }
        for (index, edit) in edits.enumerated() {
            switch edit {
            case .insertSection, .deleteSection, .moveSection, .reloadSection:
                throw CaseProblem("edits[\(index)]", "\(edit): a list case edits items only")
            case .insertItem, .deleteItem, .moveItem, .reloadItem: continue
            }
        }
    }
}
