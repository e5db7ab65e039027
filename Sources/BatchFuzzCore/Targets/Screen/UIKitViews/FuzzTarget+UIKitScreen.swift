import BatchModel
import PropertyTesting

extension FuzzTarget where Case == ScreenCase {
    /// Screen code written against UIKit's API (``UIKitScreenUpdating`` driving a
    /// ``TableViewUpdating``), run on an `EmulatedTableView` on the main actor, as the code it
    /// runs is:
    ///
    /// ```swift
    /// @Test @MainActor func feed() {
    ///     check(.tableScreen { list, tableView in FeedViewController(list: list, tableView: tableView) })
    /// }
    /// ```
    public static func tableScreen(
        maxEdits: Int = CaseSize.standard,
        _ make: @escaping @MainActor (SectionedList<Int, Int>, any TableViewUpdating) -> any UIKitScreenUpdating
    ) -> FuzzTarget {
        var target = screen(
            name: "table screen", flavor: .tableView, maxEdits: maxEdits, view: TableViewEmulator.init
        ) { list, view in
            // The check runs this target on the main actor, and the view lives there meanwhile.
            nonisolated(unsafe) let emulator = view
            return onMainActor {
                let table = EmulatedTableView(emulator)
                return UIKitScreenAdapter(make(list, table)) { table.raisedException }
            }
        }
        target.isMainActor = true
        return target
    }

    /// Screen code written against UIKit's API on an `EmulatedCollectionView`; see the table
    /// view's.
    public static func collectionScreen(
        maxEdits: Int = CaseSize.standard,
        _ make: @escaping @MainActor (SectionedList<Int, Int>, any CollectionViewUpdating) -> any UIKitScreenUpdating
    ) -> FuzzTarget {
        var target = screen(
            name: "collection screen", flavor: .collectionView, maxEdits: maxEdits, view: CollectionViewEmulator.init
        ) { list, view in
            nonisolated(unsafe) let emulator = view
            return onMainActor {
                let collection = EmulatedCollectionView(emulator)
                return UIKitScreenAdapter(make(list, collection)) { collection.raisedException }
            }
        }
        target.isMainActor = true
        return target
    }
}

/// Makes a screen on the main actor, where ``FuzzCheck`` runs a target whose code must run there.
private func onMainActor(_ make: @MainActor () -> any ScreenUpdating) -> any ScreenUpdating {
    nonisolated(unsafe) var made: (any ScreenUpdating)?
    MainActor.assumeIsolated { made = make() }
    return made!
}
