#if !canImport(UIKit)
    import BatchModel
    import Foundation
    import ListEmulation

    // Underneath the table's API: the data source asked for cells and the delegate for heights,
    // and each update the emulator makes followed in the cells on screen and the section views.
    extension UITableView {
        func cell(at path: ItemPath) -> UITableViewCell {
            guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
            return dataSource.tableView(self, cellForRowAt: IndexPath(row: path.item, section: path.section))
        }

        func height(at path: IndexPath) -> CGFloat {
            heights.indices.contains(path.section) && heights[path.section].indices.contains(path.row)
                ? heights[path.section][path.row] : rowHeight
        }

        func askHeights() {
            if let counts = cells.counts { askHeights(counts: counts) }
        }

        func askHeights(counts: [Int]) {
            askingHeights = true
            defer { askingHeights = false }
            heights = counts.enumerated().map { section, count in
                (0..<count).map { row in
                    delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                }
            }
        }

        func note(_ update: EmulatedView.Update) {
            let before = cells.counts
            let shown = cells.note(update, after: { emulator.displayedCounts }, window: window) { cell(at: $0) }
            comingOnScreen += shown.compactMap { path in cells[path].map { ($0, path) } }
            if case .batch = update {
                prefetched = []
                batchesEnded += 1
            }
            noteSectionViews(update, before: before, after: cells.counts)
        }

        func forgetData() {
            guard !StandInRecord.isDead else { return }
            emulator.reloadData()
            cells.forget()
            sectionViews = nil
        }
    }
#endif
