#if !canImport(UIKit)
    import Foundation

    /// `NSCollectionLayoutDimension`
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension): one side of a
    /// size in a compositional layout, kept and not used (the stand-in shows every item). The
    /// factories return `NSCollectionLayoutDimension` where UIKit's return `Self`: the same at
    /// every call site.
    @MainActor
    open class NSCollectionLayoutDimension: NSObject {
        /// The kind and the value, for equality.
        package let kind: String, value: CGFloat

        init(kind: String, value: CGFloat) {
            self.kind = kind
            self.value = value
        }

        /// `fractionalWidth(_:)`.
        open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
            NSCollectionLayoutDimension(kind: "fractionalWidth", value: fractionalWidth)
        }
        /// `fractionalHeight(_:)`.
        open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
            NSCollectionLayoutDimension(kind: "fractionalHeight", value: fractionalHeight)
        }
        /// `absolute(_:)`.
        open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
            NSCollectionLayoutDimension(kind: "absolute", value: absoluteDimension)
        }
        /// `estimated(_:)`.
        open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
            NSCollectionLayoutDimension(kind: "estimated", value: estimatedDimension)
        }
    }

    /// `NSCollectionLayoutSize` (https://developer.apple.com/documentation/uikit/nscollectionlayoutsize).
    @MainActor
    open class NSCollectionLayoutSize: NSObject {
        /// `widthDimension`.
        public let widthDimension: NSCollectionLayoutDimension
        /// `heightDimension`.
        public let heightDimension: NSCollectionLayoutDimension

        /// `init(widthDimension:heightDimension:)`.
        public init(
            widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
        ) {
            widthDimension = width
            heightDimension = height
        }
    }

    /// `NSCollectionLayoutItem` (https://developer.apple.com/documentation/uikit/nscollectionlayoutitem).
    @MainActor
    open class NSCollectionLayoutItem: NSObject {
        /// `layoutSize`.
        public let layoutSize: NSCollectionLayoutSize
        /// `contentInsets`.
        open var contentInsets = NSDirectionalEdgeInsets()

        /// `init(layoutSize:)`.
        public init(layoutSize: NSCollectionLayoutSize) {
            self.layoutSize = layoutSize
        }
    }

    /// `NSCollectionLayoutGroup` (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup).
    @MainActor
    open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
        /// `subitems`.
        public let subitems: [NSCollectionLayoutItem]
        /// `interItemSpacing`, kept as its points.
        open var interItemSpacing: NSCollectionLayoutSpacing?

        init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) {
            self.subitems = subitems
            super.init(layoutSize: layoutSize)
        }

        /// `horizontal(layoutSize:subitems:)`.
        open class func horizontal(
            layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
        )
            -> NSCollectionLayoutGroup
        {
            NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
        }

        /// `vertical(layoutSize:subitems:)`.
        open class func vertical(
            layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
        )
            -> NSCollectionLayoutGroup
        {
            NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
        }
    }

    /// `NSCollectionLayoutSpacing` (https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing).
    @MainActor
    open class NSCollectionLayoutSpacing: NSObject {
        /// The points, kept and not used.
        package let points: CGFloat

        init(points: CGFloat) { self.points = points }

        /// `fixed(_:)`.
        open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
            NSCollectionLayoutSpacing(points: fixedSpacing)
        }
        /// `flexible(_:)`.
        open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
            NSCollectionLayoutSpacing(points: flexibleSpacing)
        }
    }

    /// `NSDirectionalEdgeInsets` (https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets).
    public struct NSDirectionalEdgeInsets: Hashable, Sendable {
        public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

        /// `init(top:leading:bottom:trailing:)`.
        public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }
    }

    /// `NSRectAlignment` (https://developer.apple.com/documentation/uikit/nsrectalignment).
    public enum NSRectAlignment: Int, Sendable {
        case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
    }

    /// `NSCollectionLayoutBoundarySupplementaryItem`
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem):
    /// a header or footer of a section, of an element kind the data source is asked for.
    @MainActor
    open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
        /// `elementKind`.
        public let elementKind: String
        /// `alignment`.
        public let alignment: NSRectAlignment
        /// `pinToVisibleBounds`.
        open var pinToVisibleBounds = false

        /// `init(layoutSize:elementKind:alignment:)`.
        public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
            self.elementKind = elementKind
            self.alignment = alignment
            super.init(layoutSize: layoutSize)
        }
    }
#endif
