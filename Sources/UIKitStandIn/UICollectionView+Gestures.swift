#if !canImport(UIKit)
    import BatchModel
    import Foundation

    extension UICollectionView {
        // MARK: What a user's finger does, as UIKit delivers it

        /// UIKit's tap: with selection allowed, a tap on a selected item of a multiple-selection
        /// view deselects it (`didDeselectItemAt`); otherwise the delegate is asked
        /// `shouldSelectItemAt`, the item selected before is deselected (`didDeselectItemAt`), the
        /// item is selected and the delegate told `didSelectItemAt`.
        package func tap(_ path: IndexPath) {
            guard !StandInRecord.isDead, allowsSelection else { return }
            if allowsMultipleSelection, selected.contains(path) {
                deselectItem(at: path, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: path)
                return
            }
            guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
            if !allowsMultipleSelection {
                for old in selected where old != path {
                    deselectItem(at: old, animated: true)
                    delegate?.collectionView(self, didDeselectItemAt: old)
                }
            }
            selectItem(at: path, animated: true, scrollPosition: [])
            delegate?.collectionView(self, didSelectItemAt: path)
        }

        /// Whether the view lays its items out as a list somewhere (a compositional list layout,
        /// or a section made with `NSCollectionLayoutSection.list`): what a swipe on a row reaches.
        package var isList: Bool {
            (0..<max(1, numberOfSections)).contains { collectionViewLayout.listConfiguration(inSection: $0) != nil }
        }

        /// The actions a swipe on the item at `path` shows, leading edge first: what its list
        /// section's swipe action providers give; none outside a list, and no default Delete.
        package func swipeActions(_ path: IndexPath) -> [UIContextualAction] {
            guard !StandInRecord.isDead, let list = collectionViewLayout.listConfiguration(inSection: path.section)
            else { return [] }
            return (list.leadingSwipeActionsConfigurationProvider?(path)?.actions ?? [])
                + (list.trailingSwipeActionsConfigurationProvider?(path)?.actions ?? [])
        }

        /// The user taps `action`, revealed by a swipe on the item at `path`: its handler runs with
        /// the item's cell.
        package func tapSwipeAction(_ action: UIContextualAction, at path: IndexPath) {
            guard !StandInRecord.isDead else { return }
            action.handler(action, cellForItem(at: path) ?? self) { _ in }
        }

        /// The actions a long press on the item at `path` offers: the menu of the delegate's
        /// context menu configuration for that one item, its hidden and disabled actions left out.
        package func contextMenuActions(_ path: IndexPath) -> [UIAction] {
            guard !StandInRecord.isDead else { return [] }
            return delegate?.collectionView(self, contextMenuConfigurationForItemsAt: [path], point: .zero)?
                ._choosableActions ?? []
        }

        /// Where the item at `from` may be dragged to: any place in any section, counted once the
        /// item is taken out of its own.
        package func dropPlaces(from: IndexPath) -> [IndexPath] { cells.dropPlaces(from: from) }

        /// What UIKit does when the user drags the item at `from` and drops it at `proposed`
        /// (the controller's standard long press, or the app's own gesture driving the
        /// interactive movement): the data source is asked `canMoveItemAt`, the delegate
        /// `targetIndexPathForMoveOfItemFromOriginalIndexPath`; the view moves the item itself —
        /// its cell and its counts, with no batch judged — and, the item in another place, tells
        /// the data source `moveItemAt`, which must move the item in its model. Nothing happens
        /// when the item cannot move or the data source does not implement `moveItemAt`. Returns
        /// where the item went, or `nil`.
        @discardableResult
        package func dragItem(from: IndexPath, to proposed: IndexPath) -> IndexPath? {
            guard !StandInRecord.isDead, let dataSource, emulator.updateDepth == 0,
                dataSource.collectionView(self, canMoveItemAt: from)
            else { return nil }
            let target =
                delegate?.collectionView(
                    self, targetIndexPathForMoveOfItemFromOriginalIndexPath: from, atCurrentIndexPath: from,
                    toProposedIndexPath: proposed) ?? proposed
            guard target != from, dropPlaces(from: from).contains(target) else { return nil }
            cells.move(from: from, to: target)
            emulator.moveRowInteractively(fromSection: from.section, toSection: target.section)
            dataSourceLacksMoveItem = false
            dataSource.collectionView(self, moveItemAt: from, to: target)
            guard !dataSourceLacksMoveItem else {
                // Reordering was never offered: the drag never happened.
                cells.move(from: target, to: from)
                emulator.moveRowInteractively(fromSection: target.section, toSection: from.section)
                return nil
            }
            lastDrag = (from, target)
            return target
        }
    }
#endif
