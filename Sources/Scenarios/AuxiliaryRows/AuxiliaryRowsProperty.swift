import BatchFuzzCore
import BatchFuzzScreens
import BatchModel
import PropertyTesting
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// The invariants of the auxiliary-rows scenario. The screen is shown in a window tall enough
/// for every row, then each step runs — operations handed to the screen, a tap or a swipe on a
/// row (as a user's finger, through the table's delegate and data source), a `reloadData` — and
/// after each the screen is judged as every screen is (UIKit's exceptions and its rules on each
/// batch, the rows shown against the data source), then against the scenario's model:
///
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
enum AuxiliaryRowsProperty {
    /// A screen for the case's data and mode.
    typealias Make = @MainActor (_ data: SectionedList<Int, Int>, _ single: Bool) -> any AuxiliaryRowsScreen

    static func property(
        name: String, maxSteps: Int, oracle: UIKitValidator.Options, make: @escaping Make
    ) -> Property<AuxiliaryRowsCase> {
        Property("auxiliary rows: \(name)", AuxiliaryRowsCase.generator(maxSteps: maxSteps)) { value, context in
            let (verdict, labels) = verdict(for: value, oracle: oracle, make: make, log: nil)
            for label in labels { context.label(label) }
            return verdict
        }
    }

    /// Runs one case; `log` hears each step. Also gives the case's labels.
    static func verdict(
        for value: AuxiliaryRowsCase, oracle: UIKitValidator.Options, make: Make, log: ((String) -> Void)?
    ) -> (Verdict, labels: [String]) {
        // The screen's code is UIKit code: it runs on the main actor, waited for from elsewhere
        // (a registered engine's property is run on any thread).
        nonisolated(unsafe) let log = log
        #if canImport(UIKit)
            return (
                .fail(
                    signature: "unsupported",
                    message: "screen checks run on the stand-in views (Linux, macOS), not on UIKit's yet"),
                []
            )
        #else
            let result = ActionsProperty.onMainActor {
                var run = AuxiliaryRowsRun(value: value)
                let verdict = run.run(oracle: oracle, make: make, log: log)
                return Result(verdict: verdict, labels: run.labels)
            }
            return (result.verdict, result.labels)
        #endif
    }

    struct Result: Sendable {
        var verdict: Verdict
        var labels: [String]
    }
}

#if !canImport(UIKit)
    /// The app and the assistant: they record what reaches them and act on swipes.
    @MainActor
    final class AuxiliaryRowsDelegates: AuxiliaryRowsAppDelegate, AssistantDelegate {
        var calls: [String] = []
        unowned let screen: any AuxiliaryRowsScreen

        init(screen: any AuxiliaryRowsScreen) {
            self.screen = screen
        }

        func didSelectRow(at logical: ItemPath) { calls.append("app: select \(logical)") }
        func commitDelete(at logical: ItemPath) {
            calls.append("app: delete \(logical)")
            screen.perform([.deleteRow(logical)])
        }
        func didSelectAuxiliaryRow(ofHostAt host: ItemPath) { calls.append("assistant: select under \(host)") }
        func commitDeleteAuxiliaryRow(ofHostAt host: ItemPath) {
            calls.append("assistant: close under \(host)")
            screen.perform([.collapse(host)])
        }
    }

    /// One case played on an auxiliary-rows screen.
    @MainActor
    struct AuxiliaryRowsRun {
        let value: AuxiliaryRowsCase
        /// The case's labels, for the run's statistics.
        private(set) var labels: [String] = []

        init(value: AuxiliaryRowsCase) {
            self.value = value
        }

        mutating func run(
            oracle: UIKitValidator.Options, make: AuxiliaryRowsProperty.Make, log: ((String) -> Void)?
        )
            -> Verdict
        {
            let value = value
            var labels: [String] = []
            if value.single { labels.append("single auxiliary row") }
            var delegates: AuxiliaryRowsDelegates?
            let verdict = ActionsProperty.onShownScreen(
                make: { () -> any AuxiliaryRowsScreen in
                    let screen = make(value.data, value.single)
                    let made = AuxiliaryRowsDelegates(screen: screen)
                    screen.appDelegate = made
                    screen.assistantDelegate = made
                    delegates = made
                    return screen
                }, oracle: oracle, quirks: .none, rowsOnScreen: 200, log: log
            ) { screen, settle in
                guard let delegates else { return .pass }
                var expected = AuxiliaryRowsLayout(data: value.data, single: value.single)
                if let failure = Self.check(screen, expected, where: "showing the screen") { return failure }
                for (index, step) in value.steps.enumerated() {
                    let place = "step \(index + 1) (\(step))"
                    let ended = screen.tableView.batchesEnded
                    delegates.calls = []
                    switch step {
                    case .perform(let operations):
                        screen.perform(operations)
                        var changes = false
                        for operation in operations {
                            let previous = expected
                            expected.apply(operation)
                            changes = changes || previous != expected
                        }
                        if operations.count > 1 && operations.contains(where: \.isExpansion)
                            && operations.contains(where: { !$0.isExpansion })
                        {
                            labels.append("expansion with data edits in one group")
                        }
                        if expected.expanded.count > 1 { labels.append("several rows expanded") }
                        if !changes && operations.allSatisfy(\.isExpansion) && screen.tableView.batchesEnded != ended,
                            let batch = screen.tableView.lastBatch, !batch.isEmpty
                        {
                            return .fail(
                                signature: "batch for nothing",
                                message: "\(place): no operation changed anything, yet the table got \(batch)")
                        }
                        log?(place)
                        if let failure = settle(place) { return failure }
                    case .select(let row), .commitDelete(let row):
                        guard let actual = expected.actualRow(counting: row) else { continue }
                        let isSelect = if case .select = step { true } else { false }
                        let want: String
                        var edit: AuxiliaryRowsOperation?
                        switch expected.row(atActual: actual)! {
                        case .host(let logical):
                            want = isSelect ? "app: select \(logical)" : "app: delete \(logical)"
                            edit = isSelect ? nil : .deleteRow(logical)
                        case .auxiliary(let host):
                            want = isSelect ? "assistant: select under \(host)" : "assistant: close under \(host)"
                            edit = isSelect ? nil : .collapse(host)
                        }
                        let indexPath = IndexPath(row: actual.item, section: actual.section)
                        if isSelect {
                            screen.tableView.tap(indexPath)
                        } else {
                            screen.tableView.swipeToDelete(indexPath)
                        }
                        log?(place)
                        if let failure = settle(place) { return failure }
                        if delegates.calls != [want] {
                            let reached = delegates.calls.isEmpty ? "nobody" : delegates.calls.joined(separator: ", ")
                            return .fail(
                                signature: "routing",
                                message: "\(place): the table's row \(actual) reached \(reached); expected \(want)")
                        }
                        if let edit { expected.apply(edit) }
                    case .reloadData(let reversed):
                        let newData = expected.data.reversingRows(reversed)
                        screen.reloadData(newData)
                        log?(place)
                        if let failure = settle(place) { return failure }
                        var kept = expected, cleared = expected
                        kept.reload(with: newData, keepingExpansion: true)
                        cleared.reload(with: newData, keepingExpansion: false)
                        let shown = Self.shown(screen.tableView)
                        if shown == kept.cells.map({ $0.map(\.description) }) {
                            expected = kept
                        } else if shown == cleared.cells.map({ $0.map(\.description) }) {
                            expected = cleared
                        } else {
                            return .fail(
                                signature: "stale expansion",
                                message:
                                    "\(place): the table shows \(Self.render(shown)), neither \(Self.render(kept.cells)) (expansion remapped) nor \(Self.render(cleared.cells)) (cleared)"
                            )
                        }
                    }
                    if let failure = Self.check(screen, expected, where: place) { return failure }
                }
                return .pass
            }
            self.labels = labels
            return verdict
        }

        /// What each row of the table shows, section by section (`nil` for a row with no cell).
        static func shown(_ table: UITableView) -> [[String?]] {
            (0..<table.numberOfSections).map { s in
                (0..<table.numberOfRows(inSection: s)).map {
                    table.cellForRow(at: IndexPath(row: $0, section: s))?.textLabel?.text
                }
            }
        }

        static func render(_ rows: [[String?]]) -> String {
            rows.map { "[" + $0.map { $0 ?? "nil" }.joined(separator: " ") + "]" }.joined(separator: " ")
        }

        static func render(_ cells: [[AuxiliaryCell]]) -> String { render(cells.map { $0.map(\.description) }) }

        /// Checks the table and the mapper against the model.
        static func check(
            _ screen: any AuxiliaryRowsScreen, _ expected: AuxiliaryRowsLayout, where place: @autoclosure () -> String
        ) -> Verdict? {
            let controller = screen
            let cells = expected.cells
            let table = screen.tableView!
            // What the screen told the table, for a person reading the failure (made only for one).
            var told: String { table.lastBatch.map { "; the screen's last batch: \($0)" } ?? "" }
            let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
            if counts != cells.map(\.count) || screen.actualCounts != cells.map(\.count) {
                return .fail(
                    signature: "wrong counts",
                    message:
                        "\(place()): the table shows \(counts) rows per section (the screen says \(screen.actualCounts)); \(expected.data) with \(expected.expanded) expanded makes \(cells.map(\.count))\(told)"
                )
            }
            let shown = shown(table)
            if shown != cells.map({ $0.map(\.description) }) {
                return .fail(
                    signature: "wrong cell",
                    message:
                        "\(place()): the table shows \(render(shown)), the data and expansion make \(render(cells))\(told)"
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
                    guard let hostActual = controller.actualPath(forLogical: host),
                        hostActual.section == actual.section,
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
#endif
