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
        // MARK: The controller in front: its alert, its bar buttons, its search and its controls

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
    }
#endif
