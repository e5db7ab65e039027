#if !canImport(UIKit)
    import BatchModel
    import Foundation
    import ListEmulation

    /// What a stand-in list view (`UITableView`, `UICollectionView`) shows: the cell of each row or
    /// item on screen, kept through batches as UIKit keeps them, and compared with what the data
    /// source gives now. Both views hold one and share its index-path helpers and words.
    ///
    /// - The view says which rows are on screen (its ``window``, counted across sections from the
    ///   first row): at layout those rows are asked for their cells; the others have none, as
    ///   UIKit makes cells only for the rows it shows.
    /// - After a batch the oracle accepted, the cells of kept and moved rows stay; inserted and
    ///   reloaded rows on screen are asked again; reconfigured rows keep their cell and are
    ///   configured again at their new place; a batch UIKit gives up on (`reloadData`) asks
    ///   every row on screen.
    /// - A row that scrolls onto the screen is asked for its cell; one that scrolls off loses it.
    @MainActor
    package final class ShownCells<Cell: UIView> {
        /// `row` or `item`: what the view calls one entry.
        package let noun: String
        /// `table` or `collection view`: what the messages call the view.
        package let viewName: String
        /// The cells, `nil` where a row is off screen; `nil` before the first layout and after
        /// `reloadData()`.
        package private(set) var cells: DisplayedCells<Cell?>?

        package init(noun: String, viewName: String) {
            self.noun = noun
            self.viewName = viewName
        }

        /// Whether the view laid its rows out since it last forgot them.
        package var isLaidOut: Bool { cells != nil }

        /// The per-section counts shown, or `nil` when not laid out.
        package var counts: [Int]? { cells?.counts }

        /// Every cell on screen, in order.
        package var all: [Cell] { cells?.sections.joined().compactMap { $0 } ?? [] }

        /// The index path of every row on screen, in order.
        package var indexPaths: [IndexPath] {
            guard let cells else { return [] }
            return ListPaths.paths(cells.counts).filter { cells[ListPaths.path($0)] != nil }
        }

        /// The cell shown at `indexPath`, or `nil` for a row off screen or not laid out.
        package subscript(indexPath: IndexPath) -> Cell? {
            get {
                guard let cells, ListPaths.contains(cells.counts, indexPath) else { return nil }
                return cells[ListPaths.path(indexPath)]
            }
            set {
                guard let counts = cells?.counts, ListPaths.contains(counts, indexPath) else { return }
                cells?[ListPaths.path(indexPath)] = newValue
            }
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

        /// Where the row at `from` may be dragged to: any place in any section, counted once the
        /// row is taken out of its own.
        package func dropPlaces(from: IndexPath) -> [IndexPath] {
            guard let counts else { return [] }
            return counts.enumerated().flatMap { section, count in
                (0...(section == from.section ? count - 1 : count)).map { IndexPath(indexes: [section, $0]) }
            }
        }

        /// What a view tells its prefetch data source after it laid out or scrolled, given the
        /// rows it told before: the rows of the screen below those shown (one screen ahead), those
        /// of them it was not told of (`new`), and those it was told of that are now behind.
        package func prefetching(after told: [IndexPath]) -> (ahead: [IndexPath], new: [IndexPath], behind: [IndexPath])
        {
            guard let counts else { return ([], [], []) }
            let onScreen = indexPaths
            let all = ListPaths.paths(counts)
            guard let last = onScreen.last, let lastIndex = all.firstIndex(of: last) else { return ([], [], []) }
            let ahead = Array(all[(lastIndex + 1)..<min(all.count, lastIndex + 1 + max(1, onScreen.count))])
            return (
                ahead, ahead.filter { !told.contains($0) },
                told.filter { !ahead.contains($0) && !onScreen.contains($0) }
            )
        }

        /// Forgets every cell: they are asked again at the next layout.
        package func forget() { cells = nil }

        /// Lays the rows of `counts` out, unless laid out already: the rows `window` puts on screen
        /// are asked for their cells. Returns those rows.
        @discardableResult
        package func layOut(
            counts: [Int], window: ([Int]) -> Range<Int>, render: (ItemPath) -> Cell
        ) -> [IndexPath] {
            guard cells == nil else { return [] }
            cells = DisplayedCells(counts: counts) { _ in nil }
            return show(window(counts), render: render)
        }

        /// Puts a cell on every row of `window` that has none, asking `render`, and takes the
        /// cells off the rows outside it. Returns the rows that came on screen.
        @discardableResult
        package func show(_ window: Range<Int>, render: (ItemPath) -> Cell) -> [IndexPath] {
            guard let counts = cells?.counts else { return [] }
            var shown: [IndexPath] = []
            var flat = 0
            for (section, count) in counts.enumerated() {
                for item in 0..<count {
                    let path = ItemPath(section: section, item: item)
                    // The data source asked for a cell may change what the view holds.
                    guard let current = cells, current.sections.count == counts.count,
                        current.sections[section].count == count
                    else { return shown }
                    if window.contains(flat) {
                        if current[path] == nil {
                            let cell = render(path)
                            cells?[path] = cell
                            shown.append(ListPaths.indexPath(path))
                        }
                    } else if current[path] != nil {
                        cells?[path] = nil
                    }
                    flat += 1
                }
            }
            return shown
        }

        /// Follows what the view did with its data: `counts` gives the counts the view holds after
        /// a batch (read only then: a view that forgot its counts must not read them early), and
        /// `window` the rows on screen with them. Returns the rows that came on screen.
        @discardableResult
        package func note(
            _ update: EmulatedView.Update, after counts: () -> [Int], window: ([Int]) -> Range<Int>,
            render: (ItemPath) -> Cell
        ) -> [IndexPath] {
            switch update {
            case .reloadData:
                cells = nil
                return []
            case .loadedCounts:
                return []
            case .batch(let batch, let plan):
                let after = counts()
                // Updated on a copy: the data source asked for a cell may ask the view for its cells.
                guard var updated = cells else { return [] }
                let before = updated.counts
                let onScreen = window(after)
                let starts = ListPaths.sectionStarts(after)
                var shown: [IndexPath] = []
                updated.update(after: batch, validated: plan, newCounts: after) { path in
                    guard onScreen.contains(starts[path.section] + path.item) else { return nil }
                    shown.append(ListPaths.indexPath(path))
                    return render(path)
                }
                cells = updated
                // A reconfigured row keeps its cell and is configured again, at its new place.
                if !batch.itemReconfigures.isEmpty, case .animated = plan.outcome,
                    let layout = try? ReferenceModel.layout(of: batch, before: before, after: after)
                {
                    for (section, origins) in layout.items.enumerated() {
                        for (item, origin) in origins.enumerated() {
                            let path = ItemPath(section: section, item: item)
                            if case .old(let old) = origin, batch.itemReconfigures.contains(old),
                                cells?.counts == after, cells?[path] != nil
                            {
                                let cell = render(path)
                                cells?[path] = cell
                            }
                        }
                    }
                }
                return shown + show(onScreen, render: render)
            }
        }

        /// Why what the view shows is not what its data source holds now (`counts`, and the cell
        /// `render` gives for each row on screen), or `nil`.
        package func disagreement(counts: [Int], render: (ItemPath) -> Cell) -> (signature: String, message: String)? {
            guard let cells else { return nil }
            guard counts == cells.counts else {
                return (
                    "view out of date",
                    "the \(viewName) shows \(words(cells.counts)), its data source reports \(words(counts)): a change the \(viewName) was not told of"
                )
            }
            for (section, count) in counts.enumerated() {
                for item in 0..<count {
                    let path = ItemPath(section: section, item: item)
                    guard let cell = cells[path] else { continue }
                    let shown = cell._shownContent
                    let now = render(path)._shownContent
                    guard shown == now || StandInRecord.isDead else {
                        return (
                            "stale cell",
                            "\(noun) \(ListPaths.words(ListPaths.indexPath(path))) shows \"\(shown)\", its data source gives \"\(now)\" for it now: the \(noun) was not reloaded after its data changed"
                        )
                    }
                }
            }
            return nil
        }

        /// What the view shows, in words: `3 rows in section 0: "Alpha", "Bravo", "Charlie"`, the
        /// rows off screen counted, or `not laid out`.
        package var shown: String {
            guard let cells else { return "not laid out" }
            let contents = all.map { "\"\($0._shownContent)\"" }
            let offScreen = cells.counts.reduce(0, +) - contents.count
            return words(cells.counts) + (contents.isEmpty ? "" : ": " + contents.joined(separator: ", "))
                + (offScreen == 0 ? "" : " (\(offScreen) off screen)")
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

        /// The rows on screen, counted across sections from the first, and where the view's
        /// content starts showing: rows stacked a line at a time (`columns` to a line, each
        /// section on a line of its own, a line as tall as its tallest row at `height`), seen from
        /// `offset` down `viewport` points — the offset kept within the content, as a scroll view
        /// keeps it — and how tall the content is. A row of no height at the top edge or below is
        /// on screen.
        package static func window(
            counts: [Int], columns: Int, offset: CGFloat, viewport: CGFloat, height: (ItemPath) -> CGFloat
        ) -> (rows: Range<Int>, offset: CGFloat, contentHeight: CGFloat) {
            var lines: [(first: Int, count: Int, height: CGFloat)] = []
            var flat = 0
            for (section, count) in counts.enumerated() {
                var item = 0
                while item < count {
                    let inLine = min(max(1, columns), count - item)
                    let tallest = (item..<item + inLine).map { height(ItemPath(section: section, item: $0)) }.max() ?? 0
                    lines.append((flat, inLine, max(0, tallest)))
                    flat += inLine
                    item += inLine
                }
            }
            let content = lines.reduce(0) { $0 + $1.height }
            let top = min(max(0, offset), max(0, content - viewport))
            var first: Int?
            var end = 0
            var y: CGFloat = 0
            for line in lines {
                let seen = y < top + viewport && (y + line.height > top || (line.height == 0 && y >= top))
                if seen {
                    if first == nil { first = line.first }
                    end = line.first + line.count
                }
                y += line.height
            }
            guard let first else { return (0..<0, top, content) }
            return (first..<end, top, content)
        }

        /// Where each section's rows start, counted across sections from the first row.
        package static func sectionStarts(_ counts: [Int]) -> [Int] {
            var starts: [Int] = []
            var total = 0
            for count in counts {
                starts.append(total)
                total += count
            }
            return starts
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
