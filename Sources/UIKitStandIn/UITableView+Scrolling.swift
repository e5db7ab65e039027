#if !canImport(UIKit)
    import BatchModel
    import Foundation

    extension UITableView {
        // MARK: The rows on screen

        /// The rows on screen with `counts`, counted across sections: those the table's height
        /// shows from its offset, each row as tall as the delegate last said (its `rowHeight`
        /// before it is asked, its `estimatedRowHeight` or 44 points where that is automatic).
        /// Keeps the offset within the
        /// content, as a scroll view does, and sets `contentSize`.
        func window(_ counts: [Int]) -> Range<Int> {
            let seen = ListPaths.window(
                counts: counts, columns: 1, offset: contentOffset.y, viewport: viewportHeight
            ) { path in estimatedHeight(IndexPath(row: path.item, section: path.section)) }
            contentSize = CGSize(width: bounds.width, height: seen.contentHeight)
            if seen.offset != contentOffset.y {
                keepingOffsetInContent = true
                contentOffset.y = seen.offset
                keepingOffsetInContent = false
            }
            return seen.rows
        }

        /// The offset changed: the delegate is told at once, the rows that come on screen get
        /// their cells at the next layout (so `cellForRow(at:)` right after a scroll is still
        /// `nil` for them, as in UIKit).
        func offsetChanged() {
            guard !keepingOffsetInContent else { return }
            scrolledSinceLayout = true
            delegate?.scrollViewDidScroll(self)
        }

        /// The layout of a table already laid out: the rows scrolled onto the screen get their
        /// cells, those scrolled off lose theirs; the delegate is told which rows came on screen.
        func layOutScrolledRows() {
            if scrolledSinceLayout, let counts = cells.counts, !StandInRecord.isDead {
                scrolledSinceLayout = false
                let shown = cells.show(window(counts)) { cell(at: $0) }
                comingOnScreen += shown.compactMap { path in cells[path].map { ($0, path) } }
                willDisplayComingRows()
                prefetchBelowScreen()
            } else {
                willDisplayComingRows()
            }
        }

        /// Tells the delegate the rows at `paths` came on screen.
        func willDisplay(_ paths: [IndexPath]) {
            comingOnScreen += paths.compactMap { path in cells[path].map { ($0, path) } }
            willDisplayComingRows()
        }

        /// `tableView(_:willDisplay:forRowAt:)` for each row that came on screen and still shows
        /// the same cell (the delegate may change the table: a page loaded at its last row).
        func willDisplayComingRows() {
            let coming = comingOnScreen
            comingOnScreen = []
            for (cell, path) in coming where !StandInRecord.isDead && cells[path] === cell {
                delegate?.tableView(self, willDisplay: cell, forRowAt: path)
            }
        }

        /// Tells the prefetch data source of the rows of the screen below the rows shown that it
        /// was not told of, and cancels those left behind. Apple says only that it is given rows
        /// "likely to display in the near future"; one screen ahead is the stand-in's reading.
        func prefetchBelowScreen() {
            guard isPrefetchingEnabled, let prefetchDataSource, !StandInRecord.isDead else { return }
            let (ahead, new, behind) = cells.prefetching(after: prefetched)
            prefetched = prefetched.filter { ahead.contains($0) } + new
            if !behind.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: behind) }
            if !new.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: new) }
        }

        // MARK: Scrolling to a row

        /// `scrollToRow(at:at:animated:)`: the row must be one the table holds (its own counts,
        /// read if it holds none), or UIKit raises `NSRangeException` with the words of
        /// <doc:UIKitBatchUpdateRules#9-Scrolling>.
        func scroll(toRow indexPath: IndexPath, at position: ScrollPosition) {
            guard !StandInRecord.isDead, indexPath.count == 2 else { return }
            let sections = numberOfSections
            guard (0..<sections).contains(indexPath.section) else {
                StandInRecord.raise(
                    signature: "scroll:sectionOutOfBounds",
                    reason:
                        "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: section (\(indexPath.section)) beyond bounds (\(sections)).",
                    name: "NSRangeException")
                return
            }
            let rows = numberOfRows(inSection: indexPath.section)
            guard (0..<rows).contains(indexPath.row) else {
                let address = StandInRecord.current?.oracle.address ?? UIKitValidator.Options().address
                StandInRecord.raise(
                    signature: "scroll:rowOutOfBounds",
                    reason:
                        "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(rows) rows in section \(indexPath.section). Table view: <UITableView: \(address)>",
                    name: "NSRangeException")
                return
            }
            var top: CGFloat = 0
            for section in 0..<indexPath.section {
                for row in 0..<numberOfRows(inSection: section) {
                    top += estimatedHeight(IndexPath(row: row, section: section))
                }
            }
            for row in 0..<indexPath.row { top += estimatedHeight(IndexPath(row: row, section: indexPath.section)) }
            let height = estimatedHeight(indexPath)
            let viewport = viewportHeight
            let target: CGFloat
            switch position {
            case .top: target = top
            case .middle: target = top + height / 2 - viewport / 2
            case .bottom: target = top + height - viewport
            case .none:
                if top < contentOffset.y {
                    target = top
                } else if top + height > contentOffset.y + viewport {
                    target = top + height - viewport
                } else {
                    return
                }
            }
            contentOffset = CGPoint(x: contentOffset.x, y: max(0, target))
        }

        /// How tall the row is taken to be: what the delegate last said, or `rowHeight`, or
        /// where either is automatic `estimatedRowHeight`, or 44 points.
        private func estimatedHeight(_ indexPath: IndexPath) -> CGFloat {
            let height = height(at: indexPath)
            if height >= 0 { return height }
            return estimatedRowHeight >= 0 ? estimatedRowHeight : 44
        }
    }
#endif
