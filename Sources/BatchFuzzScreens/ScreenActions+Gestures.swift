import BatchFuzzCore
#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

extension ScreenActions {
    /// The gestures a user makes on any list screen, as UIKit delivers them (a swipe taps one of
    /// the row's swipe actions, the Delete button where the app gives none): what
    /// `check(.screen { MyViewController() })` draws when given no actions. Each finds what it
    /// acts on in the screen as it is now — its tables and collection views, their refresh
    /// controls, the controller's bar button items — and does nothing where the screen offers
    /// nothing to act on, as a user's finger would. While the screen presents an alert, the
    /// alert is all a finger can touch: each gesture taps one of its buttons instead.
    static func gestures<Screen>() -> [Action<Screen>] {
        #if canImport(UIKit)
            return []
        #else
            let onScreen: [Action<Screen>] = screenGestures()
            return onScreen.map { gesture in
                let body = gesture.body
                return Action(gesture.name) { screen, draw in
                    if let alert = draw.presentedAlert(over: screen) {
                        draw.tapAlertAction(in: alert)
                    } else {
                        try body(screen, draw)
                    }
                }
            }
        #endif
    }

    #if !canImport(UIKit)
        /// The gestures on the screen itself, with nothing presented over it.
        private static func screenGestures<Screen>() -> [Action<Screen>] {
            [
                .init("tap a row") { _, draw in
                    if let table = draw.listView(UITableView.self) { draw.tapRow(in: table) }
                },
                .init("swipe a row") { _, draw in
                    // A table's rows, or a list's: a list-layout collection view's items.
                    let view = draw.listView(UIScrollView.self, named: "table or list") {
                        $0 is UITableView || ($0 as? UICollectionView)?.isList == true
                    }
                    if let table = view as? UITableView {
                        draw.swipeRow(in: table)
                    } else if let collection = view as? UICollectionView {
                        draw.swipeItem(in: collection)
                    }
                },
                .init("long-press a row") { _, draw in
                    if let table = draw.listView(UITableView.self) { draw.longPressRow(in: table) }
                },
                .init("drag a row") { _, draw in
                    if let table = draw.listView(UITableView.self) { draw.dragRow(in: table) }
                },
                .init("tap an item") { _, draw in
                    if let collection = draw.listView(UICollectionView.self) { draw.tapItem(in: collection) }
                },
                .init("long-press an item") { _, draw in
                    if let collection = draw.listView(UICollectionView.self) { draw.longPressItem(in: collection) }
                },
                .init("drag an item") { _, draw in
                    if let collection = draw.listView(UICollectionView.self) { draw.dragItem(in: collection) }
                },
                .init("scroll") { _, draw in
                    if let view = draw.listView(UIScrollView.self) { draw.scroll(in: view) }
                },
                .init("pull to refresh") { _, draw in
                    if let view = draw.refreshableView() { draw.pullToRefresh(in: view) }
                },
                .init("type a search") { screen, draw in
                    guard let controller = draw.frontController(of: screen) else {
                        draw.note("no view controller")
                        return
                    }
                    draw.typeSearch(in: controller.navigationItem)
                },
                .init("tap a segment") { screen, draw in
                    guard let controller = draw.frontController(of: screen) else {
                        draw.note("no view controller")
                        return
                    }
                    draw.tapSegment(of: controller)
                },
                .init("flip a switch") { screen, draw in
                    guard let controller = draw.frontController(of: screen) else {
                        draw.note("no view controller")
                        return
                    }
                    draw.flipSwitch(of: controller)
                },
                .init("tap a bar button item") { screen, draw in
                    guard let controller = draw.frontController(of: screen) else {
                        draw.note("no view controller")
                        return
                    }
                    draw.tapBarButtonItem(of: controller)
                },
            ]
        }
    #endif
}
