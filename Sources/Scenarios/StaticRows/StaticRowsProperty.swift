import BatchFuzzCore
import BatchFuzzScreens
import BatchModel
import ListEmulation
import PropertyTesting
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// The invariants of the static-rows scenario. The screen is shown in a window tall enough for
/// every row, then each step of the case runs and a last commit ends it; after each, the screen
/// is judged as every screen is — UIKit's exceptions and rules on each batch (a rule's name is
/// the signature), the rows shown against the data source (`stale cell`), `recursion hazard`
/// for a cell asked inside `tableView(_:heightForRowAt:)` — and then against the scenario's
/// model:
///
/// - `wrong counts` — rows per section ≠ all rows (zero height) or the rows not hidden (delete
///   and insert);
/// - `wrong cell` — a row's cell does not show its row's title at the content committed last;
/// - `wrong height` — a row is not 0 points tall when hidden (zero height) or its own height
///   otherwise;
/// - `non-empty batch` — the zero-height strategy must commit with an empty update block;
/// - `wrong deletes` / `wrong inserts` / `wrong reloads` — the delete-and-insert strategy's
///   batch must delete the newly hidden rows (paths before the update), insert the newly shown
///   ones (paths after it), reload the changed rows shown before and after (paths before it) —
///   so toggling a row an even number of times makes nothing.
enum StaticRowsProperty {
    /// A screen for a table: its rows and the rows hidden at first.
    typealias Make = @MainActor (_ sections: [[StaticRow]], _ hidden: [Int]) -> any StaticRowsScreen

    static func property(
        name: String, strategy: StaticRowsStrategy, maxSteps: Int, oracle: UIKitValidator.Options,
        make: @escaping Make
    ) -> Property<StaticRowsCase> {
        Property("static rows: \(name)", StaticRowsCase.generator(maxSteps: maxSteps)) { value, context in
            let (verdict, committed) = verdict(for: value, strategy: strategy, oracle: oracle, make: make, log: nil)
            if committed { context.label("non-empty batch") }
            return verdict
        }
    }

    /// Runs one case; `log` hears each step. Also says whether a commit made a non-empty batch.
    static func verdict(
        for value: StaticRowsCase, strategy: StaticRowsStrategy, oracle: UIKitValidator.Options, make: Make,
        log: ((String) -> Void)?
    ) -> (Verdict, nonEmptyBatch: Bool) {
        // The screen's code is UIKit code: it runs on the main actor, waited for from elsewhere
        // (a registered engine's property is run on any thread).
        nonisolated(unsafe) let log = log
        #if canImport(UIKit)
            return (
                .fail(
                    signature: "unsupported",
                    message: "screen checks run on the stand-in views (Linux, macOS), not on UIKit's yet"),
                false
            )
        #else
            let result = ActionsProperty.onMainActor {
                let verdict = StaticRowsRun(value: value, strategy: strategy).run(oracle: oracle, make: make, log: log)
                return Result(verdict: verdict.0, nonEmptyBatch: verdict.1)
            }
            return (result.verdict, result.nonEmptyBatch)
        #endif
    }

    struct Result: Sendable {
        var verdict: Verdict
        var nonEmptyBatch: Bool
    }
}

#if !canImport(UIKit)
    /// One case played on a static-rows screen.
    @MainActor
    struct StaticRowsRun {
        let value: StaticRowsCase
        let strategy: StaticRowsStrategy

        func run(
            oracle: UIKitValidator.Options, make: StaticRowsProperty.Make, log: ((String) -> Void)?
        ) -> (Verdict, Bool) {
            var expected = StaticRowsState(sections: value.sections, hidden: value.hidden)
            var nonEmptyBatch = false
            let rows = value.sections.joined().count
            // Tall enough for every row at its tallest (88 points), so every row has its cell.
            let verdict = ActionsProperty.onShownScreen(
                make: { make(value.sections, value.hidden) }, oracle: oracle, quirks: .none,
                rowsOnScreen: 2 * rows + 1, log: log
            ) { screen, settle in
                if let failure = check(screen.tableView, expected, batch: nil, where: "showing the screen") {
                    return failure
                }
                for (index, step) in (value.steps + [.commit(animated: false)]).enumerated() {
                    let place = index < value.steps.count ? "step \(index + 1) (\(step))" : "the last commit"
                    var batch: (before: StaticRowsState, batch: BatchUpdate)?
                    switch step {
                    case .hide(let row):
                        screen.setHidden(true, row: row)
                        expected.setHidden(true, row: row)
                    case .show(let row):
                        screen.setHidden(false, row: row)
                        expected.setHidden(false, row: row)
                    case .toggle(let row):
                        screen.toggle(row: row)
                        expected.toggle(row: row)
                    case .change(let row):
                        screen.contentChanged(row: row)
                        expected.contentChanged(row: row)
                    case .layout:
                        screen.tableView.layoutIfNeeded()
                    case .commit(let animated):
                        let before = expected
                        expected.markCommitted()
                        let ended = screen.tableView.batchesEnded
                        screen.commit(animated: animated)
                        let made =
                            screen.tableView.batchesEnded > ended
                            ? screen.tableView.lastBatch ?? BatchUpdate() : BatchUpdate()
                        if !made.isEmpty { nonEmptyBatch = true }
                        batch = (before, made)
                    }
                    log?(place)
                    if let failure = settle(place) { return failure }
                    if let failure = check(screen.tableView, expected, batch: batch, where: place) { return failure }
                }
                return .pass
            }
            return (verdict, nonEmptyBatch)
        }

        /// Checks the table against the expected state; with `batch`, also the commit's batch
        /// against the state before it.
        func check(
            _ table: UITableView, _ expected: StaticRowsState, batch: (before: StaticRowsState, batch: BatchUpdate)?,
            where place: String
        ) -> Verdict? {
            let shown = strategy == .zeroHeight ? expected.sections : expected.visible(hiding: expected.committedHidden)
            let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
            if counts != shown.map(\.count) {
                return .fail(
                    signature: "wrong counts",
                    message: "\(place): the table shows \(counts) rows per section, expected \(shown.map(\.count))")
            }
            for (s, rows) in shown.enumerated() {
                for (r, row) in rows.enumerated() {
                    let path = IndexPath(row: r, section: s)
                    let title = row.title(version: expected.committedVersion(of: row.id))
                    let text = table.cellForRow(at: path)?.textLabel?.text
                    if text != title {
                        return .fail(
                            signature: "wrong cell",
                            message:
                                "\(place): row [\(s), \(r)] shows \(text.map { "\"\($0)\"" } ?? "no cell"), expected \"\(title)\""
                        )
                    }
                    let height = strategy == .zeroHeight && expected.committedHidden.contains(row.id) ? 0 : row.height
                    let laidOut = table.rectForRow(at: path).height
                    if laidOut != CGFloat(height) {
                        return .fail(
                            signature: "wrong height",
                            message:
                                "\(place): row \(row.id) at [\(s), \(r)] is \(Int(laidOut)) points tall, expected \(height)"
                        )
                    }
                }
            }
            guard let (before, batch) = batch else { return nil }
            return batchShape(batch, before: before, after: shown, where: place)
        }

        /// The commit's batch against the one the strategy must make.
        func batchShape(
            _ batch: BatchUpdate, before: StaticRowsState, after new: [[StaticRow]], where place: String
        ) -> Verdict? {
            if strategy == .zeroHeight {
                return batch.isEmpty
                    ? nil
                    : .fail(
                        signature: "non-empty batch",
                        message:
                            "\(place): the zero-height strategy must commit with an empty update block, not \(batch)")
            }
            let old = before.visible(hiding: before.committedHidden)
            var deletes: [ItemPath] = [], inserts: [ItemPath] = [], reloads: [ItemPath] = []
            for s in old.indices {
                let oldIDs = old[s].map(\.id), newIDs = new[s].map(\.id)
                for (r, id) in oldIDs.enumerated() where !newIDs.contains(id) {
                    deletes.append(ItemPath(section: s, item: r))
                }
                for (r, id) in newIDs.enumerated() where !oldIDs.contains(id) {
                    inserts.append(ItemPath(section: s, item: r))
                }
                for (r, id) in oldIDs.enumerated() where newIDs.contains(id) && before.changed.contains(id) {
                    reloads.append(ItemPath(section: s, item: r))
                }
            }
            for (name, want, got, space) in [
                ("deletes", deletes, batch.itemDeletes, "newly hidden rows, paths before the update"),
                ("inserts", inserts, batch.itemInserts, "newly shown rows, paths after the update"),
                ("reloads", reloads, batch.itemReloads, "changed rows shown before and after, paths before the update"),
            ]
            where want.sorted() != got.sorted() {
                return .fail(
                    signature: "wrong \(name)",
                    message:
                        "\(place): the batch \(batch) has \(name) \(got.sorted()), expected \(want.sorted()) (\(space))"
                )
            }
            return nil
        }
    }
#endif
