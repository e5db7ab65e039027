import BatchModel
import PropertyTesting

/// The invariants of scenario (a), checked after every commit and layout (a last commit always
/// ends the case). Failure signatures name the invariant:
///
/// - `recursion hazard` — a cell was requested from inside `heightForRow`;
/// - a UIKit rule's name — the commit's batch was rejected by the oracle;
/// - `wrong counts` — visible rows per section ≠ all rows − hidden (strategy 2) or all rows (1);
/// - `wrong cell` — visible row k does not show original(k)'s static cell at its current content;
/// - `wrong height` — not 0 iff hidden (strategy 1), not the row's own height otherwise;
/// - `non-empty batch` — strategy 1 must commit with an empty update block;
/// - `wrong deletes` / `wrong inserts` / `wrong reloads` — strategy 2's batch must delete the newly
///   hidden rows (old space), insert the newly shown (new space), reload changed rows visible
///   before and after (old space) — so toggling a row an even number of times yields nothing.
public enum StaticRowsProperty {
    /// A controller for a table: its rows and the rows hidden at first.
    public typealias Factory = (_ sections: [[StaticRow]], _ hidden: [Int]) -> any StaticRowsController

    public static func property(
        name: String, strategy: StaticRowsStrategy, maxSteps: Int = CaseSize.standard,
        oracle: UIKitValidator.Options = .fuzzing,
        controller: @escaping Factory
    ) -> Property<StaticRowsCase> {
        Property("static rows: \(name)", StaticRowsCase.generator(maxSteps: maxSteps)) { value, context in
            verdict(for: value, strategy: strategy, oracle: oracle, controller: controller, context: &context)
        }
    }

    public static func verdict(
        for value: StaticRowsCase, strategy: StaticRowsStrategy, oracle: UIKitValidator.Options = .fuzzing,
        controller: Factory
    ) -> Verdict {
        var context = CaseContext()
        return verdict(for: value, strategy: strategy, oracle: oracle, controller: controller, context: &context)
    }

    static func verdict(
        for value: StaticRowsCase, strategy: StaticRowsStrategy, oracle: UIKitValidator.Options,
        controller make: Factory,
        context: inout CaseContext
    ) -> Verdict {
        let controller = make(value.sections, value.hidden)
        let view = StaticTableView(dataSource: controller, oracle: oracle)
        var expected = StaticRowsState(sections: value.sections, hidden: value.hidden)
        if let failure = check(view, expected, strategy, batch: nil, where: "initial load") { return failure }
        for (index, step) in (value.steps + [.commit(animated: false)]).enumerated() {
            let where_ = index < value.steps.count ? "step \(index + 1) (\(step))" : "final commit"
            switch step {
            case .hide(let row):
                controller.setHidden(true, row: row)
                expected.setHidden(true, row: row)
            case .show(let row):
                controller.setHidden(false, row: row)
                expected.setHidden(false, row: row)
            case .toggle(let row):
                controller.toggle(row: row)
                expected.toggle(row: row)
            case .change(let row):
                controller.contentChanged(row: row)
                expected.contentChanged(row: row)
            case .layout:
                view.requeryHeights()
                if let failure = check(view, expected, strategy, batch: nil, where: where_) { return failure }
            case .commit(let animated):
                let before = expected
                expected.markCommitted()
                do {
                    try controller.commit(animated: animated, in: view)
                } catch let error as UIKitException {
                    return .fail(
                        signature: error.signature,
                        message:
                            "\(where_): the commit's batch \(view.table.lastBatch.map { "\($0)" } ?? "") was rejected: \(error)"
                    )
                } catch {
                    return .fail(signature: "unexpected error", message: "\(where_): \(error)")
                }
                if let batch = view.table.lastBatch, !batch.isEmpty { context.label("non-empty batch") }
                if let failure = check(
                    view, expected, strategy, batch: (before, view.table.lastBatch ?? BatchUpdate()), where: where_)
                {
                    return failure
                }
            }
        }
        return .pass
    }

    /// Checks the screen against the expected state; with `batch`, also the commit's batch
    /// against the state before it.
    static func check(
        _ view: StaticTableView, _ expected: StaticRowsState, _ strategy: StaticRowsStrategy,
        batch: (before: StaticRowsState, batch: BatchUpdate)?, where place: String
    ) -> Verdict? {
        if let hazard = view.hazards.first {
            return .fail(signature: "recursion hazard", message: "\(place): \(hazard)")
        }
        let shown = strategy == .zeroHeight ? expected.sections : expected.visible(hiding: expected.committedHidden)
        if view.cells.counts != shown.map({ $0.count }) {
            return .fail(
                signature: "wrong counts",
                message:
                    "\(place): the view shows \(view.cells.counts) rows per section, expected \(shown.map { $0.count })"
            )
        }
        for (s, rows) in shown.enumerated() {
            for (k, row) in rows.enumerated() {
                let path = ItemPath(section: s, item: k)
                let cell = StaticCell(row: row.id, version: expected.committedVersions[row.id] ?? 0)
                if view.cells[path] != cell {
                    return .fail(
                        signature: "wrong cell",
                        message: "\(place): visible row \(path) shows \(view.cells[path]), expected \(cell)")
                }
                let height = strategy == .zeroHeight && expected.committedHidden.contains(row.id) ? 0 : row.height
                if view.heights[s][k] != height {
                    return .fail(
                        signature: "wrong height",
                        message:
                            "\(place): row \(row.id) at \(path) is \(view.heights[s][k]) points high, expected \(height)"
                    )
                }
            }
        }
        guard let (before, batch) = batch else { return nil }
        if strategy == .zeroHeight {
            return batch.isEmpty
                ? nil
                : .fail(
                    signature: "non-empty batch",
                    message: "\(place): the zero-height strategy must commit with an empty update block, not \(batch)")
        }
        let old = before.visible(hiding: before.committedHidden), new = shown
        var deletes: [ItemPath] = [], inserts: [ItemPath] = [], reloads: [ItemPath] = []
        for s in old.indices {
            let oldIDs = old[s].map { $0.id }, newIDs = new[s].map { $0.id }
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
        for (name, want, got) in [
            ("deletes", deletes, batch.itemDeletes), ("inserts", inserts, batch.itemInserts),
            ("reloads", reloads, batch.itemReloads),
        ]
        where want.sorted() != got.sorted() {
            return .fail(
                signature: "wrong \(name)",
                message:
                    "\(place): the batch \(batch) has \(name) \(got.sorted()), expected \(want.sorted()) (\(name == "reloads" ? "changed rows visible before and after, old space" : name == "deletes" ? "newly hidden rows, old space" : "newly shown rows, new space"))"
            )
        }
        return nil
    }
}
