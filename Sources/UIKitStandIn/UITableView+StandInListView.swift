#if !canImport(UIKit)
    import BatchModel
    import Foundation

    /// The table as a check drives it (``StandInListView``): laid out between actions as the run
    /// loop would, then compared with what its data source holds now.
    extension UITableView {
        package var className: String { "UITableView" }

        package var shown: String { cells.shown }

        package var shownContents: [String] { cells.all.map(\._shownContent) }

        package func layOut() {
            guard !StandInRecord.isDead, emulator.updateDepth == 0 else { return }
            if !emulator.hasLoadedCounts { emulator.layoutIfNeeded() }
            guard !cells.isLaidOut else { return layOutScrolledRows() }
            guard !StandInRecord.isDead else { return }
            let counts = emulator.displayedCounts
            let heights = StandInRecord.current?.oracle.tableHeightQueries ?? .afterCells
            if heights == .beforeCells {
                StandInRecord.current?.noteOption(
                    "the table asks row heights before the cells at layout (oracle.tableHeightQueries = .beforeCells; .afterCells is the default)"
                )
                askHeights(counts: counts)
            }
            let shown = cells.layOut(counts: counts, window: window) { cell(at: $0) }
            if heights == .afterCells, !StandInRecord.isDead { askHeights(counts: counts) }
            layOutSectionViews(sections: counts.count)
            willDisplay(shown)
            prefetchBelowScreen()
        }

        package func disagreement() -> (signature: String, message: String)? {
            // A drag is named only by the check that follows the action that made it.
            let drag = lastDrag
            lastDrag = nil
            guard !StandInRecord.isDead, emulator.updateDepth == 0 else { return nil }
            guard let (signature, message) = cells.disagreement(counts: dataSourceCounts(), render: { cell(at: $0) })
            else { return sectionViewDisagreement() }
            guard let drag else { return (signature, message) }
            return (
                signature,
                message
                    + " (the user dragged row [\(drag.from.section), \(drag.from.row)] to [\(drag.to.section), \(drag.to.row)]: the table moved it, and tableView(_:moveRowAt:to:) did not move the item in the data source's model)"
            )
        }

        package var tappablePaths: [IndexPath] { cells.indexPaths.filter { height(at: $0) != 0 } }

        package var heldCounts: [Int] { cells.counts ?? [] }

        /// The operations of the last batch the table ended, whatever its verdict.
        package var lastBatch: BatchUpdate? { emulator.lastBatch }

        /// The rows per section the data source gives now.
        func dataSourceCounts() -> [Int] {
            guard let dataSource else { return [] }
            return (0..<max(0, dataSource.numberOfSections(in: self))).map {
                dataSource.tableView(self, numberOfRowsInSection: $0)
            }
        }
    }
#endif
