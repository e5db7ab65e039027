import Foundation

/// What a controller calls on a collection view during updates, with `UICollectionView`'s own
/// signatures, isolated to the main actor as `UICollectionView` is. See ``TableViewUpdating``.
@MainActor
public protocol CollectionViewUpdating: AnyObject {
    /// `numberOfSections`: the sections the collection view displays.
    var numberOfSections: Int { get }
    /// `numberOfItems(inSection:)`: the items the collection view displays in `section`.
    func numberOfItems(inSection section: Int) -> Int
    /// `reloadData()`.
    func reloadData()
    /// `performBatchUpdates(_:completion:)`: the calls in `updates` as one batch.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    func insertSections(_ sections: IndexSet)
    func deleteSections(_ sections: IndexSet)
    func reloadSections(_ sections: IndexSet)
    func moveSection(_ section: Int, toSection newSection: Int)
    func insertItems(at indexPaths: [IndexPath])
    func deleteItems(at indexPaths: [IndexPath])
    func reloadItems(at indexPaths: [IndexPath])
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
    /// `reconfigureItems(at:)` (iOS 15): fresh content in the same cells, no count change.
    func reconfigureItems(at indexPaths: [IndexPath])
}

extension CollectionViewUpdating {
    /// `performBatchUpdates(_:completion:)` without a completion, as UIKit's default allows.
    public func performBatchUpdates(_ updates: (() -> Void)?) {
        performBatchUpdates(updates, completion: nil)
    }
}
