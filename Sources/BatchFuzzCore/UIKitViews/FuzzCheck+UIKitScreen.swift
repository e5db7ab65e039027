import BatchModel
import PropertyTesting

extension FuzzCheck {
    /// Fuzzes screen code written against UIKit's API (``UIKitScreenUpdating`` driving a
    /// ``TableViewUpdating``): random lists and edits handed to it update by update, on an
    /// ``EmulatedTableView`` whose every batch the oracle judges with the counts the view
    /// captured when it began. Main-actor isolated, as the code it runs is:
    ///
    /// ```swift
    /// @Test @MainActor func feed() throws {
    ///     check(tableScreen: { list, tableView in FeedViewController(list: list, tableView: tableView) })
    /// }
    /// ```
    @MainActor
    @discardableResult
    package static func check(
        tableScreen make:
            @escaping @MainActor (SectionedList<Int, Int>, any TableViewUpdating) -> any UIKitScreenUpdating,
        maxEdits: Int = 12,
        configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let property = ScreenProperty.property(
            name: "table screen", flavor: .tableView, maxEdits: maxEdits, oracle: configuration.oracle
        ) { list, view in
            let table = EmulatedTableView(view as! TableViewEmulator)
            return UIKitScreenAdapter(make(list, table)) { table.raisedException }
        }
        return try run(property, configuration, test: test, batches: nil)
    }

    /// Fuzzes screen code written against UIKit's API driving a ``CollectionViewUpdating``; see
    /// `check(tableScreen:)`.
    @MainActor
    @discardableResult
    package static func check(
        collectionScreen make:
            @escaping @MainActor (SectionedList<Int, Int>, any CollectionViewUpdating) -> any UIKitScreenUpdating,
        maxEdits: Int = 12,
        configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let property = ScreenProperty.property(
            name: "collection screen", flavor: .collectionView, maxEdits: maxEdits, oracle: configuration.oracle
        ) { list, view in
            let collection = EmulatedCollectionView(view as! CollectionViewEmulator)
            return UIKitScreenAdapter(make(list, collection)) { collection.raisedException }
        }
        return try run(property, configuration, test: test, batches: nil)
    }
}
