#if !canImport(UIKit)
    import Foundation

    extension UICollectionView {
        /// `UICollectionView.CellRegistration`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration): a
        /// cell class and the handler that configures a cell of it for an item, handed to
        /// `dequeueConfiguredReusableCell(using:for:item:)`.
        @MainActor
        public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
            /// `UICollectionView.CellRegistration.Handler`
            /// (https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler).
            public typealias Handler = (Cell, IndexPath, Item) -> Void

            let handler: Handler
            /// The identifier the registration's cells are dequeued under.
            let reuseIdentifier: String

            /// `init(handler:)`
            /// (https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)).
            public init(handler: @escaping Handler) {
                self.handler = handler
                reuseIdentifier = "\(Cell.self)-registration"
            }
        }
    }
#endif
