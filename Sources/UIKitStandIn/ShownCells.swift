#if !canImport(UIKit)
    import BatchModel
    import Foundation
    import ListEmulation

    /// What a stand-in list view (`UITableView`, `UICollectionView`) shows: the cell of each row or
    /// item once laid out, kept through batches as UIKit keeps them, and compared with what the
    /// data source gives now. Both views hold one and share its index-path helpers and words.
    ///
    /// - At layout every row is asked for its cell (the view is tall enough to show them all).
    /// - After a batch the oracle accepted, the cells of kept and moved rows stay; inserted and
    ///   reloaded rows are asked again; reconfigured rows keep their cell and are configured
    ///   again at their new place; a batch UIKit gives up on (`reloadData`) asks every row.
    @MainActor
    package final class ShownCells<Cell: UIView> {
        /// `row` or `item`: what the view calls one entry.
        package let noun: String
        /// `table` or `collection view`: what the messages call the view.
        package let viewName: String
        /// The cells, or `nil` before the first layout and after `reloadData()`.
        package private(set) var cells: DisplayedCells<Cell>?

        package init(noun: String, viewName: String) {
            self.noun = noun
            self.viewName = viewName
        }

        /// Whether the view laid its rows out since it last forgot them.
        package var isLaidOut: Bool { cells != nil }

        /// The per-section counts shown, or `nil` when not laid out.
        package var counts: [Int]? { cells?.counts }

        /// Every cell shown, in order.
        package var all: [Cell] { cells?.sections.flatMap { $0 } ?? [] }

        /// The index path of every row shown.
        package var indexPaths: [IndexPath] { cells.map { ListPaths.paths($0.counts) } ?? [] }

        /// The cell shown at `indexPath`, or `nil` for a row not laid out.
        package subscript(indexPath: IndexPath) -> Cell? {
            guard let cells, ListPaths.contains(cells.counts, indexPath) else { return nil }
            return cells[ListPaths.path(indexPath)]
        }

        /// Where `cell` is shown, if it is.
        package func indexPath(of cell: Cell) -> IndexPath? {
            guard let cells else { return nil }
            return ListPaths.paths(cells.counts).first { cells[ListPaths.path($0)] === cell }
        }

        /// Moves the cell at `from` to `to`, as the view does when the user drags a row there.
        package func move(from: IndexPath, to: IndexPath) {
            cells?.moveItem(from: ListPaths.path(from), to: ListPaths.path(to))
        }

        /// Forgets every cell: they are asked again at the next layout.
        package func forget() { cells = nil }

        /// Asks a cell for every row of `counts`, unless laid out already.
        package func layOut(counts: [Int], render: (ItemPath) -> Cell) {
            guard cells == nil else { return }
            cells = DisplayedCells(counts: counts, render: render)
        }

        /// Follows what the view did with its data: `counts` gives the counts the view holds after
        /// a batch (read only then: a view that forgot its counts must not read them early).
        package func note(_ update: EmulatedView.Update, after counts: () -> [Int], render: (ItemPath) -> Cell) {
            switch update {
            case .reloadData: cells = nil
            case .loadedCounts: break
            case .batch(let batch, let plan):
                let after = counts()
                // Updated on a copy: the data source asked for a cell may ask the view for its cells.
                guard var updated = cells else { return }
                let before = updated.counts
                updated.update(after: batch, validated: plan, newCounts: after, render: render)
                cells = updated
                // A reconfigured row keeps its cell and is configured again, at its new place.
                guard !batch.itemReconfigures.isEmpty, case .animated = plan.outcome,
                    let layout = try? ReferenceModel.layout(of: batch, before: before, after: after)
                else { return }
                for (section, origins) in layout.items.enumerated() {
                    for (item, origin) in origins.enumerated() {
                        if case .old(let old) = origin, batch.itemReconfigures.contains(old) {
                            let path = ItemPath(section: section, item: item)
                            let cell = render(path)
                            cells?[path] = cell
                        }
                    }
                }
            }
        }

        /// Why what the view shows is not what its data source holds now (`counts`, and the cell
        /// `render` gives for each row), or `nil`.
        package func disagreement(counts: [Int], render: (ItemPath) -> Cell) -> (signature: String, message: String)? {
            guard let cells else { return nil }
            guard counts == cells.counts else {
                return (
                    "view out of date",
                    "the \(viewName) shows \(words(cells.counts)), its data source reports \(words(counts)): a change the \(viewName) was not told of"
                )
            }
            for path in ListPaths.paths(counts) {
                let shown = cells[ListPaths.path(path)]._shownContent
                let now = render(ListPaths.path(path))._shownContent
                guard shown == now || StandInRecord.isDead else {
                    return (
                        "stale cell",
                        "\(noun) \(ListPaths.words(path)) shows \"\(shown)\", its data source gives \"\(now)\" for it now: the \(noun) was not reloaded after its data changed"
                    )
                }
            }
            return nil
        }

        /// What the view shows, in words: `3 rows in section 0: "Alpha", "Bravo", "Charlie"`, or
        /// `not laid out`.
        package var shown: String {
            guard let cells else { return "not laid out" }
            let contents = ListPaths.paths(cells.counts).map { "\"\(cells[ListPaths.path($0)]._shownContent)\"" }
            return words(cells.counts) + (contents.isEmpty ? "" : ": " + contents.joined(separator: ", "))
        }

        /// `3 rows in section 0, 1 row in section 1`, or `no sections`.
        package func words(_ counts: [Int]) -> String {
            counts.isEmpty
                ? "no sections"
                : counts.enumerated().map {
                    "\($0.element) \(noun)\($0.element == 1 ? "" : "s") in section \($0.offset)"
                }
                .joined(separator: ", ")
        }
    }

    /// The index-path helpers of the stand-in list views: a table's rows and a collection view's
    /// items are both `[section, index]`.
    package enum ListPaths {
        /// The model's path of an index path (section, then row or item).
        package static func path(_ indexPath: IndexPath) -> ItemPath {
            ItemPath(section: indexPath[0], item: indexPath[1])
        }

        /// The index path of a model path.
        package static func indexPath(_ path: ItemPath) -> IndexPath {
            IndexPath(indexes: [path.section, path.item])
        }

        /// Every index path of `counts`, in order.
        package static func paths(_ counts: [Int]) -> [IndexPath] {
            counts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(indexes: [section, $0]) } }
        }

        /// Whether `indexPath` names a row of `counts`.
        package static func contains(_ counts: [Int], _ indexPath: IndexPath) -> Bool {
            indexPath.count == 2 && counts.indices.contains(indexPath[0])
                && (0..<counts[indexPath[0]]).contains(indexPath[1])
        }

        /// Where the rows at `paths` are after a batch the oracle accepted: kept and moved rows
        /// at their new paths; deleted and reloaded rows, and every row when UIKit gave up and
        /// reloaded its data, are gone.
        package static func survivors(
            of paths: [IndexPath], after batch: BatchUpdate, validated: ValidatedBatch, before: [Int],
            after counts: [Int]
        ) -> [IndexPath] {
            guard case .animated = validated.outcome,
                let layout = try? ReferenceModel.layout(of: batch, before: before, after: counts)
            else { return [] }
            var moved: [ItemPath: ItemPath] = [:]
            for (section, origins) in layout.items.enumerated() {
                for (item, origin) in origins.enumerated() {
                    if case .old(let old) = origin { moved[old] = ItemPath(section: section, item: item) }
                }
            }
            return paths.compactMap { moved[path($0)].map(indexPath) }
        }

        /// `[0, 2]`.
        package static func words(_ indexPath: IndexPath) -> String { "[\(indexPath[0]), \(indexPath[1])]" }
    }

    extension BatchUpdate {
        /// Whether the batch inserts, deletes, moves and reloads no section: every section stays
        /// where it was, with what a view shows beside its rows.
        var touchesNoSection: Bool {
            sectionInserts.isEmpty && sectionDeletes.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
        }
    }
#endif
