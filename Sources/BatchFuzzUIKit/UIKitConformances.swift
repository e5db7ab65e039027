#if canImport(UIKit)
    import BatchFuzzCore
    import BatchModel
    import UIKit

    // UIKit's views have the update API BatchFuzz's protocols describe, signature for signature:
    // code written against the protocols drives them with no code of the user's.

    extension UITableView: TableViewUpdating {}

    extension UICollectionView: CollectionViewUpdating {}
#endif
