import BatchModel
import PropertyTesting

extension FuzzCheck {
    /// Fuzzes screen code that drives a table view: random lists and edits, handed to it update
    /// by update, its batches judged by the oracle with the counts the view captured when each
    /// batch began (``ScreenProperty``). Throws a ``PropertyFailure`` with the shrunk case and
    /// UIKit's text.
    ///
    /// ```swift
    /// @Test func feedScreen() throws {
    ///     check(tableScreen: { list, table in FeedScreen(list: list, table: table) })
    /// }
    /// ```
    @discardableResult
    package static func check(
        tableScreen make: @escaping (SectionedList<Int, Int>, TableViewEmulator) -> any ScreenUpdating,
        maxEdits: Int = 12,
        configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let property = ScreenProperty.property(
            name: "table screen", flavor: .tableView, maxEdits: maxEdits, oracle: configuration.oracle
        ) {
            make($0, $1 as! TableViewEmulator)
        }
        return try run(property, configuration, test: test, batches: nil)
    }

    /// Fuzzes screen code that drives a collection view; see `check(tableScreen:)`.
    @discardableResult
    package static func check(
        collectionScreen make: @escaping (SectionedList<Int, Int>, CollectionViewEmulator) -> any ScreenUpdating,
        maxEdits: Int = 12,
        configuration: FuzzConfiguration = FuzzConfiguration(), test: String = #function
    ) throws(PropertyFailure) -> PassReport {
        let property = ScreenProperty.property(
            name: "collection screen", flavor: .collectionView, maxEdits: maxEdits, oracle: configuration.oracle
        ) { make($0, $1 as! CollectionViewEmulator) }
        return try run(property, configuration, test: test, batches: nil)
    }
}
