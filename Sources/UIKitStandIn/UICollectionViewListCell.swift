#if !canImport(UIKit)
    import Foundation

    /// `UICollectionViewListCell` (https://developer.apple.com/documentation/uikit/uicollectionviewlistcell):
    /// the cell of a list-style collection view, configured with a list content configuration.
    /// Its accessories are not kept.
    @MainActor
    open class UICollectionViewListCell: UICollectionViewCell {
        /// `defaultContentConfiguration()`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()).
        open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    }
#endif
