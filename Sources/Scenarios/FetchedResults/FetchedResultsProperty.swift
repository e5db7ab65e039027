import BatchModel
import ListEmulation
import PropertyTesting

/// The invariants of scenario (d), checked after the initial load and after every save.
/// Failure signatures name the invariant:
///
/// - a UIKit rule's name — the batch was rejected by the oracle (the message wraps UIKit's text
///   the way Core Data logs an exception thrown from a fetched-results delegate);
/// - `no object at index path` — the adapter asked the controller for an object that is not there;
/// - `table call outside will/did` — a row or section call outside the update block;
/// - `update block left open` — will-change began a block that did-change never ended;
/// - `wrong counts` — the view's sections and rows per section ≠ the results';
/// - `wrong cell` — a visible row shows another object, or stale content;
/// - `equal-path moveRow` — a reported move with equal paths and no section change around it
///   (an update) became `moveRow(p, p)`;
/// - `move pairing` — a `moveRow` whose source and destination hold different objects.
///
/// A batch the table gives up on (`reloadData` fallback: a move out of a deleted or into an
/// inserted section) is not a crash; it is counted under the label `reloadData fallback`.
public enum FetchedResultsProperty {
    /// A delegate for a table view and a controller (the adapter under test).
    public typealias Factory = (_ tableView: FetchedTableView, _ controller: FetchedResultsController) ->
        any FetchedResultsDelegate

    public static func property(
        name: String, maxSaves: Int = 6, oracle: UIKitValidator.Options = .fuzzing, adapter: @escaping Factory
    ) -> Property<FetchedResultsCase> {
        Property("fetched results: \(name)", FetchedResultsCase.generator(maxSaves: maxSaves)) { value, context in
            verdict(for: value, oracle: oracle, adapter: adapter, context: &context)
        }
    }

    public static func verdict(
        for value: FetchedResultsCase, oracle: UIKitValidator.Options = .fuzzing, adapter: Factory
    ) -> Verdict {
        var context = CaseContext()
        return verdict(for: value, oracle: oracle, adapter: adapter, context: &context)
    }

    static func verdict(
        for value: FetchedResultsCase, oracle: UIKitValidator.Options, adapter make: Factory, context: inout CaseContext
    ) -> Verdict {
        let controller = FetchedResultsController(objects: value.objects, quirks: value.quirks)
        let view = FetchedTableView(
            visibleRows: value.visibleRows, oracle: oracle, counts: { controller.results.counts }
        ) { path in
            controller.results.object(at: path).map(FetchedCell.init(showing:))
        }
        let delegate = make(view, controller)
        controller.delegate = delegate
        for quirk in value.quirks.modes { context.label("quirk \(quirk)") }
        context.classify(value.quirks == .all, "every quirk on")
        if let failure = check(view, controller, before: nil, where: "initial load") { return failure }
        for (index, save) in value.saves.enumerated() {
            let place = "save \(index + 1)"
            let before = controller.results
            let fallbacks = view.table.reloadDataCount, batches = view.batchCount
            do {
                try controller.save(save)
            } catch let error as UIKitException {
                let batch = view.table.lastBatch.map { " The batch: \($0)." } ?? ""
                return .fail(
                    signature: error.signature,
                    message: "\(place): \(coreDataLog(controller, error.reason))\(batch)\n\(error)")
            } catch let error as FetchedResultsError {
                return .fail(
                    signature: error.signature, message: "\(place): \(coreDataLog(controller, error.reason))\n\(error)")
            } catch {
                return .fail(signature: "unexpected error", message: "\(place): \(error)")
            }
            if let report = controller.lastReport {
                context.classify(report.sectionChanges.contains { $0.type == .insert }, "section inserted")
                context.classify(report.sectionChanges.contains { $0.type == .delete }, "section deleted")
                context.classify(report.objectChanges.contains { $0.type == .move }, "move reported")
                context.classify(report.objectChanges.contains { $0.type == .update }, "update reported")
            }
            context.classify(view.table.reloadDataCount > fallbacks, "reloadData fallback")
            if let failure = check(view, controller, before: view.batchCount > batches ? before : nil, where: place) {
                return failure
            }
        }
        return .pass
    }

    /// What Core Data logs when a fetched-results delegate raises.
    static func coreDataLog(_ controller: FetchedResultsController, _ reason: String) -> String {
        "CoreData: error: Serious application error.  An exception was caught from the delegate of NSFetchedResultsController during a call to \(controller.currentCallback ?? "-controllerDidChangeContent:").  \(reason) with userInfo (null)"
    }

    /// Checks the screen against the results; with `before` (when the save made a batch), also that batch.
    static func check(
        _ view: FetchedTableView, _ controller: FetchedResultsController, before: FetchedResults?, where place: String
    ) -> Verdict? {
        let results = controller.results
        if let call = view.callsOutsideUpdates.first {
            return .fail(
                signature: "table call outside will/did",
                message: "\(place): \(call) was called outside beginUpdates()/endUpdates()")
        }
        if view.table.updateDepth != 0 {
            return .fail(
                signature: "update block left open",
                message: "\(place): did-change left \(view.table.updateDepth) update block(s) open")
        }
        if view.cells.counts != results.counts {
            return .fail(
                signature: "wrong counts",
                message:
                    "\(place): the table shows \(view.cells.counts) rows per section, the results hold \(results.counts) (\(results))"
            )
        }
        for (s, section) in results.sections.enumerated() {
            for (r, object) in section.objects.enumerated() {
                let path = ItemPath(row: r, section: s)
                guard let cell = view.cellForRow(at: path) else { continue }
                if cell.objectID != object.id || cell.content != object.content {
                    return .fail(
                        signature: "wrong cell",
                        message: "\(place): the visible row \(path) shows \(cell), the results hold \(object) there")
                }
            }
        }
        guard let before, let report = controller.lastReport, !report.isEmpty, let batch = view.table.lastBatch else {
            return nil
        }
        // Only a delegate that got the object calls is held to their conventions.
        let updatesAsMoves =
            controller.delegate?.wantsSnapshots == true
            ? []
            : report.objectChanges.filter { change in
                change.type == .move && change.indexPath == change.newIndexPath
                    && change.indexPath.map { report.newIndex(ofOldSection: $0.section) == $0.section } == true
            }
        for move in batch.itemMoves {
            if move.from == move.to, let change = updatesAsMoves.first(where: { $0.indexPath == move.from }) {
                return .fail(
                    signature: "equal-path moveRow",
                    message:
                        "\(place): the report's \(change) has equal paths and no section change around it, so it is an update, but the batch holds moveRow(at: \(move.from), to: \(move.to))"
                )
            }
            if let from = before.object(at: move.from), let to = results.object(at: move.to), from.id != to.id {
                return .fail(
                    signature: "move pairing",
                    message: "\(place): moveRow(at: \(move.from), to: \(move.to)) moves \(from) but \(to) ends up there"
                )
            }
        }
        return nil
    }
}
