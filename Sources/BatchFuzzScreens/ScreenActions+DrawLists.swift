import BatchFuzzCore
import BatchModel
import Foundation

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

#if !canImport(UIKit)
    extension ScreenActions.Draw {
        // MARK: Rows and items: what a finger does on a table or a collection view, as UIKit delivers it

        /// A row the table shows (of non-zero height), or `nil` when it shows none.
        public func row(in tableView: UITableView) -> IndexPath? {
            tableView.layOut()
            let rows = tableView.tappablePaths
            guard !rows.isEmpty else {
                notes.append("no row")
                return nil
            }
            let row = rows[choice(below: rows.count)]
            notes.append("row [\(row.section), \(row.row)]")
            return row
        }

        /// A tap on a row the table shows, as UIKit delivers it: the delegate is asked
        /// `willSelectRowAt`, the row is selected (the one selected before deselected), and
        /// the delegate is told `didSelectRowAt`. Nothing happens when the table shows no row.
        public func tapRow(in tableView: UITableView) {
            guard let row = row(in: tableView) else { return }
            tableView.tap(row)
        }

        /// A swipe to delete on a row the table shows, as UIKit delivers it: the data source is
        /// asked `tableView(_:canEditRowAt:)` and, if the row can be edited, told to commit
        /// `.delete` for it (`tableView(_:commit:forRowAt:)`), where the app deletes the row
        /// from its model and from the table. Nothing happens when the table shows no row.
        public func swipeToDeleteRow(in tableView: UITableView) {
            guard let row = row(in: tableView) else { return }
            tableView.swipeToDelete(row)
        }

        /// A swipe on a row the table shows and a tap on one of the actions it reveals, as
        /// UIKit delivers them: the delegate's leading and trailing swipe actions
        /// (`UIContextualAction`, their handler run with the row's cell) or, where it gives
        /// no trailing ones, the Delete button of a row the data source lets the user edit
        /// (``swipeToDeleteRow(in:)``). Nothing happens when the row shows no action.
        public func swipeRow(in tableView: UITableView) {
            guard let row = row(in: tableView) else { return }
            if let action = swipeAction(among: tableView.swipeActions(row)) {
                tableView.tapSwipeAction(action, at: row)
            }
        }

        /// A swipe on an item of a list-layout collection view and a tap on one of the actions
        /// it reveals, as UIKit delivers them: the list configuration's leading and trailing
        /// swipe action providers (`UIContextualAction`, their handler run with the item's
        /// cell). Nothing happens when the item shows no action.
        public func swipeItem(in collectionView: UICollectionView) {
            guard let item = item(in: collectionView) else { return }
            if let action = swipeAction(among: collectionView.swipeActions(item)) {
                collectionView.tapSwipeAction(action, at: item)
            }
        }

        /// The swipe action the finger taps among those a swipe revealed, noted by its title;
        /// `nil`, noted, when there is none.
        private func swipeAction(among actions: [UIContextualAction]) -> UIContextualAction? {
            guard !actions.isEmpty else {
                notes.append("no swipe action")
                return nil
            }
            let action = actions[choice(below: actions.count)]
            notes.append("\"\(action.title ?? "untitled")\"")
            return action
        }

        /// A drag of a row the table shows to another place, as UIKit delivers it in editing
        /// mode: the data source is asked `canMoveRowAt`, the delegate
        /// `targetIndexPathForMoveFromRowAt`; the table moves the row on screen itself, with
        /// no batch, and then tells the data source `tableView(_:moveRowAt:to:)`, where the app
        /// moves the item in its model. Nothing happens when the table is not editing, shows
        /// no row, or its data source offers no reordering.
        public func dragRow(in tableView: UITableView) {
            guard tableView.isEditing else {
                notes.append("not editing")
                return
            }
            guard let from = row(in: tableView) else { return }
            let places = tableView.dropPlaces(from: from)
            guard !places.isEmpty else { return }
            let to = places[choice(below: places.count)]
            notes.append("to [\(to.section), \(to.row)]")
            tableView.dragRow(from: from, to: to)
        }

        /// One of the screen's list views of type `View` (a choice only when it has several), or
        /// `nil` when it has none.
        package func listView<View>(
            _ type: View.Type, named name: String? = nil, where include: (View) -> Bool = { _ in true }
        ) -> View? {
            let all = (StandInRecord.current?.listViews ?? []).compactMap { $0 as? View }.filter(include)
            // A finger touches what is on screen: a pushed controller's list hides the one below.
            let shown = all.filter { ($0 as? UIView)?.window != nil }
            let views = shown.isEmpty ? all : shown
            guard !views.isEmpty else {
                notes.append("no \(name ?? "\(View.self)")")
                return nil
            }
            guard views.count > 1 else { return views[0] }
            let index = choice(below: views.count)
            notes.append("\(View.self) \(index + 1)")
            return views[index]
        }

        /// One of the screen's list views that has a refresh control, or `nil`.
        package func refreshableView() -> UIScrollView? {
            let all = (StandInRecord.current?.listViews ?? []).compactMap { $0 as? UIScrollView }
                .filter { $0.refreshControl != nil }
            let shown = all.filter { $0.window != nil }
            let views = shown.isEmpty ? all : shown
            guard !views.isEmpty else {
                notes.append("no refresh control")
                return nil
            }
            return views.count == 1 ? views[0] : views[choice(below: views.count)]
        }

        /// A pull to refresh on a scroll view (a table, a collection view), as UIKit delivers
        /// it: its refresh control starts refreshing and sends `valueChanged`, whose actions
        /// the app added. Nothing happens without a refresh control, or while it refreshes.
        public func pullToRefresh(in scrollView: UIScrollView) {
            guard let control = scrollView.refreshControl else {
                notes.append("no refresh control")
                return
            }
            guard !control.isRefreshing else {
                notes.append("refreshing already")
                return
            }
            control.pulled()
        }

        /// A long press on a row the table shows and a tap on one of the actions of the context
        /// menu it opens, as UIKit delivers them: the delegate's
        /// `tableView(_:contextMenuConfigurationForRowAt:point:)`, the menu its action provider
        /// makes, the chosen action's handler. Nothing happens when the row shows no menu.
        public func longPressRow(in tableView: UITableView) {
            guard let row = row(in: tableView) else { return }
            chooseFromMenu(tableView.contextMenuActions(row))
        }

        /// A long press on an item the collection view shows and a tap on one of its context
        /// menu's actions: the delegate's `collectionView(_:contextMenuConfigurationForItemsAt:point:)`
        /// (by default the iOS 13 `contextMenuConfigurationForItemAt`), the chosen action's
        /// handler. Nothing happens when the item shows no menu.
        public func longPressItem(in collectionView: UICollectionView) {
            guard let item = item(in: collectionView) else { return }
            chooseFromMenu(collectionView.contextMenuActions(item))
        }

        private func chooseFromMenu(_ actions: [UIAction]) {
            guard !actions.isEmpty else {
                notes.append("no context menu")
                return
            }
            let action = actions[choice(below: actions.count)]
            notes.append("\"\(action.title)\" in the menu")
            action.chosen()
        }

        /// An item the collection view shows, or `nil` when it shows none.
        public func item(in collectionView: UICollectionView) -> IndexPath? {
            collectionView.layOut()
            let items = collectionView.tappablePaths
            guard !items.isEmpty else {
                notes.append("no item")
                return nil
            }
            let item = items[choice(below: items.count)]
            notes.append("item [\(item.section), \(item.item)]")
            return item
        }

        /// A tap on an item the collection view shows, as UIKit delivers it: the delegate is
        /// asked `shouldSelectItemAt`, the item selected before is deselected
        /// (`didDeselectItemAt`), the item is selected, and the delegate is told
        /// `didSelectItemAt`. Nothing happens when the view shows no item.
        public func tapItem(in collectionView: UICollectionView) {
            guard let item = item(in: collectionView) else { return }
            collectionView.tap(item)
        }

        /// A scroll of a table or a collection view, as the user's finger makes one: a row or
        /// item drawn from all the view holds is brought to the top of the screen (as far as
        /// the content goes); the delegate is told `scrollViewDidScroll(_:)`, and at the next
        /// layout the rows that came on screen get their cells and the delegate is told
        /// `willDisplay`. Nothing happens when everything the view holds is on screen.
        public func scroll(in scrollView: UIScrollView) {
            guard let view = scrollView as? StandInListView else { return }
            view.layOut()
            let all = ListPaths.paths(view.heldCounts)
            guard scrollView.contentSize.height > scrollView.bounds.height || all.count > view.tappablePaths.count
            else {
                notes.append("nothing to scroll")
                return
            }
            guard !all.isEmpty else { return }
            let target = all[choice(below: all.count)]
            notes.append("to [\(target[0]), \(target[1])]")
            if let table = scrollView as? UITableView {
                table.scrollToRow(at: target, at: .top, animated: true)
            } else if let collection = scrollView as? UICollectionView {
                collection.scrollToItem(at: target, at: .top, animated: true)
            }
        }

        /// A drag of an item the collection view shows to another place, as UIKit delivers it:
        /// the data source is asked `canMoveItemAt` (a diffable data source, its reordering
        /// handlers' `canReorderItem`), the delegate where the item goes; the view moves the
        /// item itself, with no batch, and then tells the data source
        /// `collectionView(_:moveItemAt:to:)`, where the app moves the item in its model (a
        /// diffable data source moves it in its snapshot and calls `didReorder`). Nothing
        /// happens when the view shows no item or its data source offers no reordering.
        public func dragItem(in collectionView: UICollectionView) {
            guard let from = item(in: collectionView) else { return }
            let places = collectionView.dropPlaces(from: from).filter { $0 != from }
            guard !places.isEmpty else { return }
            let to = places[choice(below: places.count)]
            notes.append("to [\(to.section), \(to.item)]")
            if collectionView.dragItem(from: from, to: to) == nil { notes.append("not movable") }
        }
    }
#endif
