#if !canImport(UIKit)
    import Foundation

    /// `UICollectionViewDataSource` (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource):
    /// the counts and the cells. The optional requirement has UIKit's default (one section).
    @MainActor
    public protocol UICollectionViewDataSource: AnyObject {
        /// `collectionView(_:numberOfItemsInSection:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)).
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
        /// `collectionView(_:cellForItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)).
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        )
            -> UICollectionViewCell
        /// `numberOfSections(in:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)):
        /// 1 unless given.
        func numberOfSections(in collectionView: UICollectionView) -> Int
        /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)):
        /// asked for each supplementary view the layout shows (a section's header or footer) when
        /// the section is laid out, inserted or reloaded.
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView
    }

    extension UICollectionViewDataSource {
        public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
        /// A data source that shows supplementary views must implement it; the stand-in's default
        /// is a blank view.
        public func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            UICollectionReusableView(frame: .zero)
        }
    }

    /// `UICollectionViewDelegate` (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate):
    /// selection. Every requirement is optional, with UIKit's default.
    @MainActor
    public protocol UICollectionViewDelegate: AnyObject {
        /// `collectionView(_:shouldSelectItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)):
        /// `true` unless given.
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
        /// `collectionView(_:didSelectItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)).
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
        /// `collectionView(_:didDeselectItemAt:)`
        /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)).
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    }

    extension UICollectionViewDelegate {
        public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
        {
            true
        }
        public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
        public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    }
#endif
