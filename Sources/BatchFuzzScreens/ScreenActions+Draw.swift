import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

extension ScreenActions {
    /// What an action draws its arguments from: numbers, the app's own values, and what the
    /// screen shows now (a row of a table, a tap on it). Each draw reads the step's next choice,
    /// so a failing sequence shrinks to the first row and the smallest value, and each is noted,
    /// for the failure to say what the action did.
    @MainActor
    public final class Draw {
        private let choices: [Int]
        private var next = 0
        /// What was drawn, in words, in order.
        package private(set) var notes: [String] = []

        package init(choices: [Int]) {
            self.choices = choices
        }

        func choice(below count: Int) -> Int {
            defer { next += 1 }
            guard count > 0 else { return 0 }
            return (next < choices.count ? choices[next] : 0) % count
        }

        /// Says what an action did where it drew nothing.
        package func note(_ words: String) {
            notes.append(words)
        }

        /// A whole number in `range`.
        public func int(in range: ClosedRange<Int>) -> Int {
            let value = range.lowerBound + choice(below: range.count)
            notes.append("\(value)")
            return value
        }

        /// `true` or `false`.
        public func bool() -> Bool {
            let value = choice(below: 2) == 1
            notes.append("\(value)")
            return value
        }

        /// One of `elements`, or `nil` when there are none.
        public func element<C: Collection>(of elements: C) -> C.Element? {
            guard !elements.isEmpty else {
                notes.append("none")
                return nil
            }
            let value = elements[elements.index(elements.startIndex, offsetBy: choice(below: elements.count))]
            notes.append("\(value)")
            return value
        }

        /// A value of the app's own, from a generator of its values: the step's next choice seeds it.
        public func value<Value>(_ generator: Gen<Value>) -> Value? {
            var source = ChoiceSource(seed: UInt64(choice(below: 1 << 30)))
            let value = try? generator.generate(using: &source)
            notes.append(value.map { "\($0)" } ?? "none")
            return value
        }

        /// Edits that arrive together, valid in order on `list` — what a server's reply, a
        /// sync or a differ hands a screen that updates its own list: `count` of them, of every
        /// kind (sections and rows inserted, deleted, moved and reloaded), new identifiers above
        /// those `list` holds. The step's next choice seeds them, so a failing sequence shrinks
        /// toward fewer and simpler edits.
        ///
        /// ```swift
        /// .init("an update arrives") { screen, draw in screen.apply(draw.edits(on: screen.list)) }
        /// ```
        public func edits(on list: SectionedList<Int, Int>, count: ClosedRange<Int> = 1...3) -> [Edit<Int, Int>] {
            var source = ChoiceSource(seed: UInt64(choice(below: 1 << 30)))
            let edits = EditCase.edits(on: list, count: count, using: &source)
            notes.append(edits.isEmpty ? "no edits" : edits.map { "\($0)" }.joined(separator: ", "))
            return edits
        }

        #if !canImport(UIKit)
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
                let actions = tableView.swipeActions(row)
                guard !actions.isEmpty else {
                    notes.append("no swipe action")
                    return
                }
                let action = actions[choice(below: actions.count)]
                notes.append("\"\(action.title ?? "untitled")\"")
                tableView.tapSwipeAction(action, at: row)
            }

            /// A swipe on an item of a list-layout collection view and a tap on one of the actions
            /// it reveals, as UIKit delivers them: the list configuration's leading and trailing
            /// swipe action providers (`UIContextualAction`, their handler run with the item's
            /// cell). Nothing happens when the item shows no action.
            public func swipeItem(in collectionView: UICollectionView) {
                guard let item = item(in: collectionView) else { return }
                let actions = collectionView.swipeActions(item)
                guard !actions.isEmpty else {
                    notes.append("no swipe action")
                    return
                }
                let action = actions[choice(below: actions.count)]
                notes.append("\"\(action.title ?? "untitled")\"")
                collectionView.tapSwipeAction(action, at: item)
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

            /// The controller in front on `screen`: the last one presented, the top of a
            /// navigation controller's stack — what a finger touches.
            package func frontController(of screen: Any) -> UIViewController? {
                guard var controller = screen as? UIViewController else { return nil }
                while true {
                    if let presented = controller.presentedViewController {
                        controller = presented
                    } else if let navigation = controller as? UINavigationController,
                        let top = navigation.topViewController
                    {
                        controller = top
                    } else {
                        return controller
                    }
                }
            }

            /// The alert in front on `screen` now (an alert or an action sheet), or `nil`.
            package func presentedAlert(over screen: Any) -> UIAlertController? {
                frontController(of: screen) as? UIAlertController
            }

            /// A tap on one of `alert`'s enabled buttons, as UIKit delivers it: the alert is
            /// dismissed, then the button's handler runs. Nothing happens when no button is
            /// enabled.
            public func tapAlertAction(in alert: UIAlertController) {
                let enabled = alert.actions.filter(\.isEnabled)
                guard !enabled.isEmpty else {
                    notes.append("no enabled button in the alert")
                    return
                }
                let action = enabled[choice(below: enabled.count)]
                notes.append("\"\(action.title ?? "untitled")\" in the alert")
                alert._tap(action)
            }

            /// A tap on one of the bar button items `navigationItem` shows (left ones first), as
            /// UIKit delivers it: the item's primary action (the Edit button toggles editing).
            /// Nothing happens when it shows none, or the item is disabled.
            public func tapBarButtonItem(in navigationItem: UINavigationItem) {
                let items = navigationItem.allItems
                guard !items.isEmpty else {
                    notes.append("no bar button item")
                    return
                }
                let item = items[choice(below: items.count)]
                notes.append(item.name)
                item.tapped()
            }

            /// A tap on one of the bar button items `controller`'s navigation bar shows: its
            /// navigation item's, and — for a controller pushed on a navigation controller whose
            /// navigation item has no left items — the back button, which pops it. Nothing
            /// happens where the bar shows none.
            package func tapBarButtonItem(of controller: UIViewController) {
                let items = controller.navigationItem.allItems
                let navigation = controller.navigationController
                let hasBack =
                    navigation.map { $0.viewControllers.first !== controller } == true
                    && (controller.navigationItem.leftBarButtonItems ?? []).isEmpty
                guard hasBack else { return tapBarButtonItem(in: controller.navigationItem) }
                let index = choice(below: items.count + 1)
                guard index > 0 else {
                    notes.append("the back button")
                    navigation?.popViewController(animated: true)
                    return
                }
                let item = items[index - 1]
                notes.append(item.name)
                item.tapped()
            }

            /// The user types in the navigation item's search bar, as UIKit delivers it: the
            /// search becomes active, the search bar's delegate is told `textDidChange` and the
            /// results updater `updateSearchResults(for:)`. What is typed is drawn from what the
            /// screen's lists show now — the start of a row's text, a whole row's text, text no
            /// row holds — or the search is cancelled. Nothing happens where the screen offers no
            /// search.
            public func typeSearch(in navigationItem: UINavigationItem) {
                guard let search = navigationItem.searchController else {
                    notes.append("no search")
                    return
                }
                let shown = (StandInRecord.current?.listViews ?? []).flatMap(\.shownContents).filter { !$0.isEmpty }
                var queries: [String?] = [nil, "zzz"]
                for text in shown.prefix(8) {
                    queries.append(String(text.prefix(1)))
                    queries.append(text)
                }
                let query = queries[choice(below: queries.count)]
                notes.append(query.map { "\"\($0)\"" } ?? "cancel")
                search.userTypes(query)
            }

            /// A tap on one of `control`'s segments other than the one selected, as UIKit
            /// delivers it: the segment is selected and the control sends `valueChanged`.
            /// Nothing happens when it has no other segment.
            public func tapSegment(in control: UISegmentedControl) {
                let others = (0..<control.numberOfSegments).filter { $0 != control.selectedSegmentIndex }
                guard control.isEnabled, !others.isEmpty else {
                    notes.append("no other segment")
                    return
                }
                let segment = others[choice(below: others.count)]
                notes.append(control.titleForSegment(at: segment).map { "\"\($0)\"" } ?? "segment \(segment)")
                control.userTaps(segment)
            }

            /// A tap on a segment of one of the segmented controls `controller` shows — in its
            /// view, its navigation item's title view — as ``tapSegment(in:)``.
            package func tapSegment(of controller: UIViewController) {
                var found: [UISegmentedControl] = []
                func walk(_ view: UIView) {
                    if let control = view as? UISegmentedControl { found.append(control) }
                    for subview in view.subviews { walk(subview) }
                }
                if let view = controller.view { walk(view) }
                if let titleView = controller.navigationItem.titleView { walk(titleView) }
                guard !found.isEmpty else {
                    notes.append("no segmented control")
                    return
                }
                let index = choice(below: found.count)
                if found.count > 1 { notes.append("control \(index + 1) of \(found.count)") }
                tapSegment(in: found[index])
            }

            /// A flip of `control`, as UIKit delivers the user's: it turns on or off and sends
            /// `valueChanged`. Nothing happens when it is disabled.
            public func flipSwitch(_ control: UISwitch) {
                guard control.isEnabled else {
                    notes.append("switch disabled")
                    return
                }
                notes.append(control.isOn ? "off" : "on")
                control.setOn(!control.isOn, animated: true)
                control.sendActions(for: .valueChanged)
            }

            /// A flip of one of the switches `controller` shows — in its view, in the cells its
            /// lists show (their content views and accessory views), in its navigation item's
            /// title view — as ``flipSwitch(_:)``.
            package func flipSwitch(of controller: UIViewController) {
                var found: [UISwitch] = []
                func walk(_ view: UIView) {
                    guard !view.isHidden else { return }
                    if let control = view as? UISwitch { found.append(control) }
                    for subview in view.subviews { walk(subview) }
                    if let cell = view as? UITableViewCell, let accessory = cell.accessoryView { walk(accessory) }
                }
                if let view = controller.view { walk(view) }
                for list in StandInRecord.current?.listViews ?? [] {
                    list.layOut()
                    if let table = list as? UITableView { table.visibleCells.forEach(walk) }
                    if let collection = list as? UICollectionView { collection.visibleCells.forEach(walk) }
                }
                if let titleView = controller.navigationItem.titleView { walk(titleView) }
                guard !found.isEmpty else {
                    notes.append("no switch")
                    return
                }
                let index = choice(below: found.count)
                if found.count > 1 { notes.append("switch \(index + 1) of \(found.count)") }
                flipSwitch(found[index])
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
        #endif
    }

    /// One thing the user or the app does to the screen: a name and the code that does it,
    /// calling the app's own methods with what it draws.
    public struct Action<Screen> {
        /// The name a failure and a saved case show.
        public var name: String
        /// The code: the screen, and what to draw its arguments from.
        public var body: @MainActor (Screen, Draw) throws -> Void

        public init(_ name: String, _ body: @escaping @MainActor (Screen, Draw) throws -> Void) {
            self.name = name
            self.body = body
        }
    }
}
