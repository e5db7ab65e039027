#if !canImport(UIKit)
    import BatchModel
    import Foundation

    /// The collection view as a check drives it (``StandInListView``): laid out between actions as
    /// the run loop would, then compared with what its data source holds now.
    extension UICollectionView {
        package var className: String { "UICollectionView" }

        package var shown: String { cells.shown }

        package var shownContents: [String] { cells.all.map(\._shownContent) }

        package func layOut() {
            guard !StandInRecord.isDead, emulator.updateDepth == 0 else { return }
            if !emulator.hasLoadedCounts { emulator.layoutIfNeeded() }
            guard !cells.isLaidOut else { return layOutScrolledItems() }
            guard !StandInRecord.isDead else { return }
            let shown = cells.layOut(counts: emulator.displayedCounts, window: window) { cell(at: $0) }
            setSelected(true, selected)
            if supplementaryViews == nil, !StandInRecord.isDead {
                supplementaryViews = (0..<emulator.displayedCounts.count).map(askSupplementaryViews)
            }
            willDisplay(shown)
            prefetchBelowScreen()
        }

        package func disagreement() -> (signature: String, message: String)? {
            // A drag is named only by the check that follows the action that made it.
            let drag = lastDrag
            lastDrag = nil
            guard !StandInRecord.isDead, emulator.updateDepth == 0 else { return nil }
            guard let (signature, message) = cells.disagreement(counts: dataSourceCounts(), render: { cell(at: $0) })
            else { return supplementaryViewDisagreement() }
            guard let drag else { return (signature, message) }
            return (
                signature,
                message
                    + " (the user dragged item \(ListPaths.words(drag.from)) to \(ListPaths.words(drag.to)): the collection view moved it, and collectionView(_:moveItemAt:to:) did not move the item in the data source's model)"
            )
        }

        package var tappablePaths: [IndexPath] { cells.indexPaths }

        package var heldCounts: [Int] { cells.counts ?? [] }
    }
#endif
