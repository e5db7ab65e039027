#if !canImport(UIKit)
    import BatchModel
    import Foundation

    extension UITableView {
        // MARK: What a user's finger does, as UIKit delivers it

        package func tap(_ path: IndexPath) {
            guard !StandInRecord.isDead else { return }
            let asked: IndexPath? = delegate == nil ? path : delegate?.tableView(self, willSelectRowAt: path)
            guard let target = asked else { return }
            if !allowsMultipleSelection, let old = selected.first, old != target {
                selected = []
                delegate?.tableView(self, didDeselectRowAt: old)
            }
            selectRow(at: target, animated: false, scrollPosition: .none)
            delegate?.tableView(self, didSelectRowAt: target)
        }

        /// The actions a long press on the row at `path` offers: the menu of the delegate's
        /// context menu configuration, its hidden and disabled actions left out.
        package func contextMenuActions(_ path: IndexPath) -> [UIAction] {
            guard !StandInRecord.isDead else { return [] }
            let point = CGPoint(x: rectForRow(at: path).midX, y: rectForRow(at: path).midY)
            return delegate?.tableView(self, contextMenuConfigurationForRowAt: path, point: point)?._choosableActions
                ?? []
        }

        /// What UIKit does when the user swipes the row at `path` and taps Delete: the data
        /// source is asked `canEditRowAt`, then told to commit `.delete` for the row. The app
        /// deletes it from its model and from the table; the table deletes nothing itself.
        package func swipeToDelete(_ path: IndexPath) {
            guard !StandInRecord.isDead, let dataSource, dataSource.tableView(self, canEditRowAt: path) else { return }
            dataSource.tableView(self, commit: .delete, forRowAt: path)
        }

        /// The actions a swipe on the row at `path` shows, leading edge first: the delegate's, or
        /// on the trailing edge, when it gives none, UIKit's default — a Delete button that commits
        /// the `.delete` editing style, for a row the data source lets the user edit.
        package func swipeActions(_ path: IndexPath) -> [UIContextualAction] {
            guard !StandInRecord.isDead else { return [] }
            var actions = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)?.actions ?? []
            if let trailing = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) {
                actions += trailing.actions
            } else if let dataSource, dataSource.tableView(self, canEditRowAt: path) {
                actions.append(
                    UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
                        self.swipeToDelete(path)
                        completion(true)
                    })
            }
            return actions
        }

        /// Taps `action`, shown on the row at `path`: its handler runs with the row's cell.
        package func tapSwipeAction(_ action: UIContextualAction, at path: IndexPath) {
            guard !StandInRecord.isDead else { return }
            action.handler(action, cellForRow(at: path) ?? self) { _ in }
        }

        /// Where the row at `from` may be dragged to: any place in any section, counted once the
        /// row is taken out of its own.
        package func dropPlaces(from: IndexPath) -> [IndexPath] { cells.dropPlaces(from: from) }

        /// What UIKit does when the user drags the row at `from` with its reorder control and
        /// drops it at `proposed`, in editing mode: the data source is asked `canMoveRowAt`, the
        /// delegate `targetIndexPathForMoveFromRowAt`; the table moves the row itself — its cell
        /// and its counts, with no batch judged — and then tells the data source `moveRowAt`,
        /// which must move the item in its model. Nothing happens when the table is not editing,
        /// the row cannot move, or the data source does not implement `moveRowAt` (no reorder
        /// control). Returns where the row went, or `nil`.
        @discardableResult
        package func dragRow(from: IndexPath, to proposed: IndexPath) -> IndexPath? {
            guard !StandInRecord.isDead, isEditing, let dataSource, emulator.updateDepth == 0,
                dataSource.tableView(self, canMoveRowAt: from)
            else { return nil }
            let target =
                delegate?.tableView(self, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: proposed)
                ?? proposed
            guard dropPlaces(from: from).contains(target) else { return nil }
            cells.move(from: from, to: target)
            emulator.moveRowInteractively(fromSection: from.section, toSection: target.section)
            dataSourceLacksMoveRow = false
            dataSource.tableView(self, moveRowAt: from, to: target)
            guard !dataSourceLacksMoveRow else {
                // No reorder control was shown: the drag never happened.
                cells.move(from: target, to: from)
                emulator.moveRowInteractively(fromSection: target.section, toSection: from.section)
                return nil
            }
            lastDrag = (from, target)
            return target
        }
    }
#endif
