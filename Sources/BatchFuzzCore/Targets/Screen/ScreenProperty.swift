import BatchModel
import PropertyTesting

/// The property of screen code (``ScreenUpdating``): the controller is made with an emulated
/// view whose data source is the controller's own list, and each update of a ``ScreenCase`` is
/// handed to it. Every batch the controller makes is judged by the oracle when it ends, with the
/// counts the view captured when it began; after each update:
/// - the controller's list is the list the reference model gives for the edits so far;
/// - a view that shows counts shows that list: every batch, applied by the reference model to
///   what the view showed, gives what the data source held when the batch ended;
/// - an item the update reloaded got a fresh cell (reloaded, or deleted and inserted);
/// - no update block is left open.
package enum ScreenProperty {
    /// Makes the screen code for a case: its initial list and the view it shows it in (a
    /// `TableViewEmulator` or a `CollectionViewEmulator`, by flavour).
    package typealias Maker<View: EmulatedView> = (SectionedList<Int, Int>, View) -> any ScreenUpdating
    /// Makes the emulated view a screen drives: judged with these options, reading its counts
    /// from the screen's list — `TableViewEmulator.init` or `CollectionViewEmulator.init`.
    package typealias ViewMaker<View: EmulatedView> =
        (UIKitValidator.Options, EmulatedView.CountCapture, @escaping () -> [Int]) -> View

    package static func property<View: EmulatedView>(
        name: String, flavor: ViewFlavor, maxEdits: Int = CaseSize.standard, oracle: UIKitValidator.Options = .fuzzing,
        view: @escaping ViewMaker<View>, make: @escaping Maker<View>
    ) -> Property<ScreenCase> {
        Property("screen property: \(name)", ScreenCase.generator(maxEdits: maxEdits)) { value, context in
            label(value, &context)
            return judge(value, flavor: flavor, oracle: oracle, view: view, make: make, log: nil)
        }
    }

    /// Judges one case; `log`, when given, hears the case step by step (what `explain` prints).
    package static func judge<View: EmulatedView>(
        _ value: ScreenCase, flavor: ViewFlavor, oracle: UIKitValidator.Options = .fuzzing,
        view makeView: ViewMaker<View>, make: Maker<View>, log: ((String) -> Void)?
    ) -> Verdict {
        var screen: (any ScreenUpdating)?
        let counts = { screen?.list.counts ?? value.initial.counts }
        let options = oracle.with(flavor: flavor)
        let capture: EmulatedView.CountCapture = value.offScreen ? .lazy : .eager
        let view = makeView(options, capture, counts)
        let viewAccount = ViewAccount(shown: value.initial, reloadsKeepIdentity: oracle.reloadsKeepIdentity)
        view.onUpdate = { update in viewAccount.note(update, list: screen?.list ?? value.initial, log: log) }
        screen = make(value.initial, view)
        guard let screen else { return .discard }

        var expected = value.initial
        for (index, update) in value.updates.enumerated() {
            let number = index + 1
            log?("Update \(number):")
            var reloaded: [Int] = []
            for edit in update {
                switch edit {
                case .reloadItem(let path) where expected.contains(path): reloaded.append(expected[path])
                case .reloadSection(let s) where expected.sections.indices.contains(s):
                    reloaded += expected.sections[s].items
                default: break
                }
                do { try ReferenceModel.apply(edit, to: &expected) } catch { return .discard }
                log?("  \(edit)  → \(expected)")
            }
            viewAccount.refreshed = []
            do {
                try screen.apply(update)
            } catch let exception as UIKitException {
                if let batch = view.lastBatch { log?("  batch: \(batch)") }
                log?("  \(flavor.className): \(exception)")
                return .fail(signature: exception.signature, message: "update \(number), \(flavor): \(exception)")
            } catch {
                return .fail(signature: "screen threw", message: "update \(number): \(error)")
            }
            if let problem = viewAccount.problem {
                return .fail(signature: problem.signature, message: "update \(number): \(problem.message)")
            }
            guard view.updateDepth == 0 else {
                return .fail(
                    signature: "update block left open",
                    message: "update \(number) ended with \(view.updateDepth) update block(s) open")
            }
            guard screen.list == expected else {
                return .fail(
                    signature: "list mismatch",
                    message: "after update \(number) the screen's list is \(screen.list), the edits give \(expected)")
            }
            guard view.hasLoadedCounts else {
                // Nothing on screen: the view will read the list whole when it is laid out.
                viewAccount.shown = expected
                continue
            }
            guard view.displayedCounts == expected.counts, viewAccount.shown == expected else {
                return .fail(
                    signature: "view out of date",
                    message:
                        "after update \(number) the view shows \(viewAccount.shown) (counts \(view.displayedCounts)), the list holds \(expected): a change the view was not told of"
                )
            }
            if let stale = reloaded.first(where: { id in
                expected.sections.contains { $0.items.contains(id) } && !viewAccount.refreshed.contains(id)
            }) {
                return .fail(
                    signature: "reload missing",
                    message: "update \(number): item \(stale), reloaded by the edits, kept its cell")
            }
        }
        return .pass
    }

    /// The case step by step: each update's edits and the batches the screen made, each judged.
    package static func explanation<View: EmulatedView>(
        of value: ScreenCase, name: String, kind: RegisteredEngine.Kind, summary: String, flavor: ViewFlavor,
        oracle: UIKitValidator.Options = .fuzzing, view: ViewMaker<View>, make: Maker<View>
    ) -> String {
        var lines = ["Engine: \(name) (\(kind.rawValue)) — \(summary)", ""]
        lines.append("Initial list: \(value.initial)   counts \(value.initial.counts)")
        lines.append(
            value.offScreen
                ? "The \(flavor.className) is off screen: it reads its counts when first asked or when a batch begins."
                : "The \(flavor.className) is on screen: it holds the initial counts.")
        let verdict = judge(value, flavor: flavor, oracle: oracle, view: view, make: make) { lines.append($0) }
        lines.append("")
        switch verdict {
        case .pass: lines.append("Verdict: every invariant holds.")
        case .discard: lines.append("Verdict: not a valid case.")
        case .fail(let signature, let message):
            lines.append("Verdict: the first invariant that broke is \(signature): \(message)")
        }
        return lines.joined(separator: "\n")
    }

    static func label(_ value: ScreenCase, _ context: inout CaseContext) {
        context.classify(value.offScreen, "view off screen")
        context.classify(value.updates.count > 1, "more than one update")
        context.classify(value.updates.isEmpty, "no edits")
        for edit in value.updates.joined() {
            switch edit {
            case .insertSection, .deleteSection, .moveSection, .reloadSection: context.label("edit: sections")
            case .insertItem, .deleteItem, .reloadItem, .moveItem: context.label("edit: items")
            }
        }
    }

    /// What the view shows, as the harness accounts it while the screen code drives the view.
    private final class ViewAccount {
        var shown: SectionedList<Int, Int>
        /// Items given a fresh cell during the current update (looked up, never iterated).
        var refreshed: Set<Int> = []
        var problem: (signature: String, message: String)?
        let reloadsKeepIdentity: Bool

        init(shown: SectionedList<Int, Int>, reloadsKeepIdentity: Bool) {
            self.shown = shown
            self.reloadsKeepIdentity = reloadsKeepIdentity
        }

        func note(_ update: EmulatedView.Update, list: SectionedList<Int, Int>, log: ((String) -> Void)?) {
            guard problem == nil else { return }
            switch update {
            case .loadedCounts, .reloadData:
                log?(update.isReload ? "  the view reloads its data" : "  the view reads its counts: \(list.counts)")
                shown = list
                for section in list.sections { refreshed.formUnion(section.items) }
            case .batch(let batch, let plan):
                log?("  batch: \(batch)")
                if case .reloadData(let because) = plan.outcome {
                    problem = ("reloadData fallback", "the view falls back to reloadData: \(because)")
                    return
                }
                if let warning = plan.warnings.first {
                    problem = ("strict:\(warning.name)", "\(warning)" + PropertyFailure.restsOn(warning))
                    return
                }
                do {
                    let layout = try ReferenceModel.layout(of: batch, before: shown.counts, after: list.counts)
                    let applied = try ReferenceModel.apply(
                        batch, to: shown, final: list, reloadsKeepIdentity: reloadsKeepIdentity)
                    guard applied == list else {
                        problem = ("content mismatch", "the batch gives \(applied), the data source holds \(list)")
                        return
                    }
                    for (s, origins) in layout.items.enumerated() {
                        for (i, origin) in origins.enumerated() {
                            if case .old = origin { continue }
                            refreshed.insert(list.sections[s].items[i])
                        }
                    }
                    log?("  accepted  → \(list)")
                    shown = list
                } catch {
                    problem = ("unplaceable batch", "the reference model cannot apply the batch: \(error)")
                }
            }
        }
    }
}

private extension EmulatedView.Update {
    var isReload: Bool { if case .reloadData = self { true } else { false } }
}
