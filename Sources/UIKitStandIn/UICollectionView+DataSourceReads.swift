#if !canImport(UIKit)
    import BatchModel
    import Foundation
    import ListEmulation

    // Underneath the view's API: the data source asked for counts and cells, and each update
    // the emulator makes followed in the cells on screen, the selection and the supplementary
    // views.
    extension UICollectionView {
        func dataSourceCounts() -> [Int] {
            guard let dataSource else { return [] }
            return (0..<max(0, dataSource.numberOfSections(in: self))).map {
                dataSource.collectionView(self, numberOfItemsInSection: $0)
            }
        }

        func cell(at path: ItemPath) -> UICollectionViewCell {
            guard let dataSource else { return UICollectionViewCell(frame: .zero) }
            return dataSource.collectionView(self, cellForItemAt: ListPaths.indexPath(path))
        }

        func note(_ update: EmulatedView.Update) {
            let before = cells.counts
            if case .batch(let batch, let plan) = update, let before {
                selected = ListPaths.survivors(
                    of: selected, after: batch, validated: plan, before: before, after: emulator.displayedCounts)
            }
            let shown = cells.note(update, after: { emulator.displayedCounts }, window: window) { cell(at: $0) }
            comingOnScreen += shown.compactMap { path in cells[path].map { ($0, path) } }
            if case .batch = update { prefetched = [] }
            setSelected(true, selected)
            noteSupplementaryViews(update, before: before)
        }

        /// Keeps the cells' `isSelected` as the selection says.
        func setSelected(_ isSelected: Bool, _ paths: [IndexPath]) {
            for path in paths { cells[path]?.isSelected = isSelected }
        }

        func forgetData() {
            guard !StandInRecord.isDead else { return }
            emulator.reloadData()
            cells.forget()
            supplementaryViews = nil
            selected = []
        }
    }
#endif
