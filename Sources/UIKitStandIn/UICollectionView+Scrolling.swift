#if !canImport(UIKit)
    import BatchModel
    import Foundation

    extension UICollectionView {
        // MARK: The items on screen

        /// The items on screen with `counts`, counted across sections: those the view's height
        /// shows from its offset, items laid out a line at a time (a vertical flow layout's
        /// `itemSize` across the width, with its spacing; any other layout one 44-point row per
        /// item). A horizontal flow layout shows every item. Keeps the offset within the content,
        /// as a scroll view does, and sets `contentSize`.
        func window(_ counts: [Int]) -> Range<Int> {
            let grid = itemGrid
            guard let grid else { return 0..<counts.reduce(0, +) }
            let seen = ListPaths.window(
                counts: counts, columns: grid.columns, offset: contentOffset.y, viewport: viewportHeight
            ) { _ in grid.lineHeight }
            contentSize = CGSize(width: bounds.width, height: seen.contentHeight)
            if seen.offset != contentOffset.y {
                keepingOffsetInContent = true
                contentOffset.y = seen.offset
                keepingOffsetInContent = false
            }
            return seen.rows
        }

        /// How many items a line holds and how tall it is, or `nil` for a layout that scrolls
        /// sideways.
        private var itemGrid: (columns: Int, lineHeight: CGFloat)? {
            guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return (1, 44) }
            guard flow.scrollDirection == .vertical else { return nil }
            let size = flow.estimatedItemSize == .zero ? flow.itemSize : flow.estimatedItemSize
            let width = bounds.width > 0 ? bounds.width : 390
            let spacing = flow.minimumInteritemSpacing
            let columns = max(1, Int((width + spacing) / max(1, size.width + spacing)))
            return (columns, max(0, size.height) + flow.minimumLineSpacing)
        }

        /// The offset changed: the delegate is told at once, the items that come on screen get
        /// their cells at the next layout.
        func offsetChanged() {
            guard !keepingOffsetInContent else { return }
            scrolledSinceLayout = true
            delegate?.scrollViewDidScroll(self)
        }

        /// The layout of a view already laid out: the items scrolled onto the screen get their
        /// cells, those scrolled off lose theirs; the delegate is told which came on screen.
        func layOutScrolledItems() {
            if scrolledSinceLayout, let counts = cells.counts, !StandInRecord.isDead {
                scrolledSinceLayout = false
                let shown = cells.show(window(counts)) { cell(at: $0) }
                setSelected(true, selected)
                comingOnScreen += shown.compactMap { path in cells[path].map { ($0, path) } }
                willDisplayComingItems()
                prefetchBelowScreen()
            } else {
                willDisplayComingItems()
            }
        }

        /// Tells the delegate the items at `paths` came on screen.
        func willDisplay(_ paths: [IndexPath]) {
            comingOnScreen += paths.compactMap { path in cells[path].map { ($0, path) } }
            willDisplayComingItems()
        }

        /// `collectionView(_:willDisplay:forItemAt:)` for each item that came on screen and still
        /// shows the same cell.
        func willDisplayComingItems() {
            let coming = comingOnScreen
            comingOnScreen = []
            for (cell, path) in coming where !StandInRecord.isDead && cells[path] === cell {
                delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            }
        }

        /// Tells the prefetch data source of the items of the screen below those shown that it
        /// was not told of, and cancels those left behind (one screen ahead: the stand-in's
        /// reading of "likely to display in the near future").
        func prefetchBelowScreen() {
            guard isPrefetchingEnabled, let prefetchDataSource, !StandInRecord.isDead else { return }
            let (ahead, new, behind) = cells.prefetching(after: prefetched)
            prefetched = prefetched.filter { ahead.contains($0) } + new
            if !behind.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: behind) }
            if !new.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: new) }
        }

        // MARK: Scrolling to an item

        /// `scrollToItem(at:at:animated:)`: the item must be one the view holds (its own counts,
        /// read if it holds none), or UIKit raises, in the words of the releases the check's
        /// oracle speaks (<doc:UIKitBatchUpdateRules#9-Scrolling>).
        func scroll(toItem indexPath: IndexPath, at position: ScrollPosition) {
            guard !StandInRecord.isDead, indexPath.count == 2 else { return }
            let oracle = StandInRecord.current?.oracle ?? UIKitValidator.Options()
            let sectionExists = (0..<numberOfSections).contains(indexPath.section)
            let items = sectionExists ? numberOfItems(inSection: indexPath.section) : 0
            guard sectionExists, (0..<items).contains(indexPath.item) else {
                let path = ItemPath(section: indexPath.section, item: indexPath.item)
                let reason =
                    sectionExists && oracle.messageStyle != .classic
                    ? "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are only \(items) items in section \(indexPath.section). Collection view: <UICollectionView: \(oracle.address)>."
                    : "attempt to scroll to invalid index path: \(path.nsIndexPathDescription(address: oracle.address))"
                StandInRecord.raise(
                    signature: "scroll:itemOutOfBounds", reason: reason, name: "NSInvalidArgumentException")
                return
            }
            guard let grid = itemGrid else { return }
            let counts = emulator.displayedCounts
            var top: CGFloat = 0
            for section in 0..<indexPath.section {
                top += CGFloat((counts[section] + grid.columns - 1) / grid.columns) * grid.lineHeight
            }
            top += CGFloat(indexPath.item / grid.columns) * grid.lineHeight
            let height = grid.lineHeight
            let viewport = viewportHeight
            let target: CGFloat
            if position.contains(.top) {
                target = top
            } else if position.contains(.centeredVertically) {
                target = top + height / 2 - viewport / 2
            } else if position.contains(.bottom) {
                target = top + height - viewport
            } else if top < contentOffset.y {
                target = top
            } else if top + height > contentOffset.y + viewport {
                target = top + height - viewport
            } else {
                return
            }
            contentOffset = CGPoint(x: contentOffset.x, y: max(0, target))
        }
    }
#endif
