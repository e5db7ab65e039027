/// An emulated `UICollectionView` for batch updates: `performBatchUpdates(_:)` (nested calls
/// validate only at the outermost end), the item and section operations, `reloadData()`, and
/// the count queries, judged by the oracle in the collection flavour.
public final class CollectionViewEmulator: EmulatedView {
    /// A collection view whose data source reports `counts()`.
    public init(
        options: UIKitValidator.Options = UIKitValidator.Options(flavor: .collectionView),
        countCapture: CountCapture = .eager,
        counts: @escaping () -> [Int]
    ) {
        var options = options
        options.flavor = .collectionView
        super.init(judgedBy: options, countCapture: countCapture, counts: counts)
    }

    /// `numberOfItems(inSection:)`: the count the collection view displays.
    public func numberOfItems(inSection section: Int) -> Int { displayedCounts[section] }

    /// Runs `updates` as one batch and validates it.
    ///
    /// - Throws: the batch's ``UIKitException``, or whatever `updates` throws.
    @discardableResult
    public func performBatchUpdates(_ updates: () throws -> Void) throws -> ValidatedBatch? {
        try perform(updates)
    }

    public func insertItems(at paths: [ItemPath]) throws(UIKitException) { try record { $0.insertItems(at: paths) } }
    public func deleteItems(at paths: [ItemPath]) throws(UIKitException) { try record { $0.deleteItems(at: paths) } }
    public func reloadItems(at paths: [ItemPath]) throws(UIKitException) { try record { $0.reloadItems(at: paths) } }
    public func reconfigureItems(at paths: [ItemPath]) throws(UIKitException) {
        try record { $0.reconfigureItems(at: paths) }
    }
    public func moveItem(at path: ItemPath, to newPath: ItemPath) throws(UIKitException) {
        try record { $0.moveItem(at: path, to: newPath) }
    }
}
