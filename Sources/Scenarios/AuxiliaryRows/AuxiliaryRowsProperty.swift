import BatchModel
import PropertyTesting

/// The invariants of scenario (c), checked after every step. Failure signatures name them:
///
/// - a UIKit rule's name — a batch was rejected by the oracle;
/// - `wrong counts` — rows per section ≠ logical rows + expanded hosts in that section;
/// - `wrong cell` — the table does not show each data row with its auxiliary row right under
///   it when expanded (what the batches did disagrees with the data and the expansion);
/// - `round trip` — logical → actual → logical is not the identity, actual → logical → actual
///   is not for a data row, or an auxiliary row does not map to its host;
/// - `wrong mapping` — a path maps to another row than the data and the expansion say
///   (expansion must follow identity through every edit);
/// - `stale expansion` — after `reloadData` the expansion is neither remapped nor cleared;
/// - `routing` — a tap or swipe reached the wrong delegate, or with the wrong logical path;
/// - `batch for nothing` — expanding an expanded row or collapsing a collapsed one made a batch.
public enum AuxiliaryRowsProperty {
    /// A controller for the case's data and mode.
    public typealias Factory = (_ data: SectionedList<Int, Int>, _ single: Bool) -> any AuxiliaryRowsController

    public static func property(
        name: String, maxSteps: Int = 10, oracle: UIKitValidator.Options = .fuzzing, controller: @escaping Factory
    ) -> Property<AuxiliaryRowsCase> {
        Property("auxiliary rows: \(name)", AuxiliaryRowsCase.generator(maxSteps: maxSteps)) { value, context in
            verdict(for: value, oracle: oracle, controller: controller, context: &context)
        }
    }

    public static func verdict(
        for value: AuxiliaryRowsCase, oracle: UIKitValidator.Options = .fuzzing, controller: Factory
    ) -> Verdict {
        var context = CaseContext()
        return verdict(for: value, oracle: oracle, controller: controller, context: &context)
    }

    /// The app and the assistant: they record what reaches them and act on swipes.
    final class Delegates: AuxiliaryRowsAppDelegate, AssistantDelegate {
        var calls: [String] = []
        let controller: any AuxiliaryRowsController
        let view: AuxiliaryTableView

        init(controller: any AuxiliaryRowsController, view: AuxiliaryTableView) {
            self.controller = controller
            self.view = view
        }

        func didSelectRow(at logical: ItemPath) { calls.append("app: select \(logical)") }
        func commitDelete(at logical: ItemPath) throws {
            calls.append("app: delete \(logical)")
            try controller.perform([.deleteRow(logical)], in: view)
        }
        func didSelectAuxiliaryRow(ofHostAt host: ItemPath) { calls.append("assistant: select under \(host)") }
        func commitDeleteAuxiliaryRow(ofHostAt host: ItemPath) throws {
            calls.append("assistant: close under \(host)")
            try controller.perform([.collapse(host)], in: view)
        }
    }

    static func verdict(
        for value: AuxiliaryRowsCase, oracle: UIKitValidator.Options, controller make: Factory,
        context: inout CaseContext
    ) -> Verdict {
        let controller = make(value.data, value.single)
        let view = AuxiliaryTableView(oracle: oracle, counts: { controller.actualCounts }) {
            controller.cell(atActual: $0)
        }
        let delegates = Delegates(controller: controller, view: view)
        controller.appDelegate = delegates
        controller.assistantDelegate = delegates
        var expected = AuxiliaryRowsLayout(data: value.data, single: value.single)
        context.classify(value.single, "single auxiliary row")
        if let failure = check(view, controller, expected, where: "initial load") { return failure }
        for (index, step) in value.steps.enumerated() {
            // Where a failure happened, written only for one.
            var place: String { "step \(index + 1) (\(step))" }
            let batches = view.batchCount
            delegates.calls = []
            do {
                switch step {
                case .perform(let operations):
                    try controller.perform(operations, in: view)
                    var changes = false
                    for operation in operations {
                        let previous = expected
                        expected.apply(operation)
                        changes = changes || previous != expected
                    }
                    context.classify(
                        operations.count > 1 && operations.contains { $0.isExpansion }
                            && operations.contains { !$0.isExpansion }, "expansion with data edits in one group")
                    context.classify(expected.expanded.count > 1, "several rows expanded")
                    if !changes && operations.allSatisfy({ $0.isExpansion }) && view.batchCount != batches,
                        let batch = view.table.lastBatch, !batch.isEmpty
                    {
                        return .fail(
                            signature: "batch for nothing",
                            message: "\(place): no operation changed anything, yet the table got \(batch)")
                    }
                case .select(let row), .commitDelete(let row):
                    guard let actual = expected.actualRow(counting: row) else { continue }
                    var want: [String]
                    var edit: AuxiliaryRowsOperation?
                    let isSelect = if case .select = step { true } else { false }
                    switch expected.row(atActual: actual)! {
                    case .host(let logical):
                        want = [isSelect ? "app: select \(logical)" : "app: delete \(logical)"]
                        edit = isSelect ? nil : .deleteRow(logical)
                    case .auxiliary(let host):
                        want = [isSelect ? "assistant: select under \(host)" : "assistant: close under \(host)"]
                        edit = isSelect ? nil : .collapse(host)
                    }
                    if isSelect {
                        controller.didSelectRow(atActual: actual)
                    } else {
                        try controller.commitDelete(atActual: actual)
                    }
                    if delegates.calls != want {
                        return .fail(
                            signature: "routing",
                            message:
                                "\(place): the table's row \(actual) reached \(delegates.calls.isEmpty ? "nobody" : delegates.calls.joined(separator: ", ")); expected \(want[0])"
                        )
                    }
                    if let edit { expected.apply(edit) }
                case .reloadData(let reversed):
                    let newData = expected.data.reversingRows(reversed)
                    controller.reloadData(newData, in: view)
                    var kept = expected, cleared = expected
                    kept.reload(with: newData, keepingExpansion: true)
                    cleared.reload(with: newData, keepingExpansion: false)
                    let shown = view.cells.sections.map { $0.map { $0 } }
                    if shown == kept.cells.map({ $0.map { Optional($0) } }) {
                        expected = kept
                    } else if shown == cleared.cells.map({ $0.map { Optional($0) } }) {
                        expected = cleared
                    } else {
                        return .fail(
                            signature: "stale expansion",
                            message:
                                "\(place): the table shows \(render(shown)), neither \(render(kept.cells)) (expansion remapped) nor \(render(cleared.cells)) (cleared)"
                        )
                    }
                }
            } catch let error as UIKitException {
                return .fail(
                    signature: error.signature,
                    message: "\(place): the batch \(view.table.lastBatch.map { "\($0)" } ?? "") was rejected: \(error)")
            } catch {
                return .fail(signature: "unexpected error", message: "\(place): \(error)")
            }
            if let failure = check(view, controller, expected, where: place) { return failure }
        }
        return .pass
    }

    static func render(_ cells: [[AuxiliaryCell?]]) -> String {
        cells.map { "[" + $0.map { $0.map { $0.description } ?? "nil" }.joined(separator: " ") + "]" }.joined(
            separator: " ")
    }

    static func render(_ cells: [[AuxiliaryCell]]) -> String { render(cells.map { $0.map { Optional($0) } }) }

    /// Checks the table and the mapper against the model.
    static func check(
        _ view: AuxiliaryTableView, _ controller: any AuxiliaryRowsController, _ expected: AuxiliaryRowsLayout,
        where place: @autoclosure () -> String
    ) -> Verdict? {
        let cells = expected.cells
        // What the controller told the table, for a person reading the failure (made only for one).
        var told: String { view.table.lastBatch.map { "; the controller's last batch: \($0)" } ?? "" }
        if view.cells.counts != cells.map({ $0.count }) || controller.actualCounts != cells.map({ $0.count }) {
            return .fail(
                signature: "wrong counts",
                message:
                    "\(place()): the table shows \(view.cells.counts) rows per section (the data source says \(controller.actualCounts)); \(expected.data) with \(expected.expanded) expanded makes \(cells.map { $0.count })\(told)"
            )
        }
        if view.cells.sections != cells.map({ $0.map { Optional($0) } }) {
            return .fail(
                signature: "wrong cell",
                message:
                    "\(place()): the table shows \(render(view.cells.sections)), the data and expansion make \(render(cells))\(told)"
            )
        }
        for (s, section) in expected.data.sections.enumerated() {
            for r in section.items.indices {
                let logical = ItemPath(row: r, section: s)
                guard let actual = controller.actualPath(forLogical: logical),
                    controller.row(atActual: actual) == .host(logical)
                else {
                    let actual = controller.actualPath(forLogical: logical)
                    return .fail(
                        signature: "round trip",
                        message:
                            "\(place()): logical \(logical) → actual \(actual.map { "\($0)" } ?? "nil") → \(actual.flatMap { controller.row(atActual: $0) }.map { "\($0)" } ?? "nil")"
                    )
                }
                if actual != expected.actualPath(forLogical: logical) {
                    return .fail(
                        signature: "wrong mapping",
                        message:
                            "\(place()): logical \(logical) (#\(section.items[r])) maps to actual \(actual), but it is at \(expected.actualPath(forLogical: logical)!)"
                    )
                }
            }
        }
        for actual in expected.actualRows {
            let row = controller.row(atActual: actual)
            switch row {
            case .host(let logical)?:
                if controller.actualPath(forLogical: logical) != actual {
                    return .fail(
                        signature: "round trip",
                        message:
                            "\(place()): actual \(actual) → \(logical) → \(controller.actualPath(forLogical: logical).map { "\($0)" } ?? "nil")"
                    )
                }
            case .auxiliary(let host)?:
                guard let hostActual = controller.actualPath(forLogical: host), hostActual.section == actual.section,
                    hostActual.row == actual.row - 1
                else {
                    return .fail(
                        signature: "round trip",
                        message:
                            "\(place()): the auxiliary row at actual \(actual) maps to host \(host), which is at \(controller.actualPath(forLogical: host).map { "\($0)" } ?? "nil"), not right above it"
                    )
                }
            case nil:
                break
            }
            if row != expected.row(atActual: actual) {
                return .fail(
                    signature: "wrong mapping",
                    message:
                        "\(place()): actual \(actual) maps to \(row.map { "\($0)" } ?? "nothing"), but it is the \(expected.row(atActual: actual)!)"
                )
            }
        }
        return nil
    }
}

extension AuxiliaryRowsOperation {
    /// Expand, collapse or toggle.
    var isExpansion: Bool {
        switch self {
        case .expand, .collapse, .toggle: true
        default: false
        }
    }
}
