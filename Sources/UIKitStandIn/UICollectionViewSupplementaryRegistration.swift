#if !canImport(UIKit)
    import Foundation

    extension UICollectionView {
        /// `UICollectionView.elementKindSectionHeader`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader).
        public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
        /// `UICollectionView.elementKindSectionFooter`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter).
        public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

        /// `UICollectionView.SupplementaryRegistration`
        /// (https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration):
        /// a supplementary view class of one element kind and the handler that configures a view
        /// of it, handed to `dequeueConfiguredReusableSupplementary(using:for:)`.
        @MainActor
        public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
            /// `UICollectionView.SupplementaryRegistration.Handler`
            /// (https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/handler).
            public typealias Handler = (Supplementary, String, IndexPath) -> Void

            let elementKind: String
            let handler: Handler

            /// `init(elementKind:handler:)`
            /// (https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/init(elementkind:handler:)).
            public init(elementKind: String, handler: @escaping Handler) {
                self.elementKind = elementKind
                self.handler = handler
            }
        }
    }
#endif
