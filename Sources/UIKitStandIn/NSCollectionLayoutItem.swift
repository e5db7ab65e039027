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

        /// `fractionalWidth(_:)`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)).
        open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
            NSCollectionLayoutDimension(kind: "fractionalWidth", value: fractionalWidth)
        }
        /// `fractionalHeight(_:)`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalheight(_:)).
        open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
            NSCollectionLayoutDimension(kind: "fractionalHeight", value: fractionalHeight)
        }
        /// `absolute(_:)` (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)).
        open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
            NSCollectionLayoutDimension(kind: "absolute", value: absoluteDimension)
        }
        /// `estimated(_:)` (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)).
        open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
            NSCollectionLayoutDimension(kind: "estimated", value: estimatedDimension)
        }
    }

    /// `NSCollectionLayoutSize` (https://developer.apple.com/documentation/uikit/nscollectionlayoutsize).
    @MainActor
    open class NSCollectionLayoutSize: NSObject {
        /// `widthDimension` (https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/widthdimension).
        public let widthDimension: NSCollectionLayoutDimension
        /// `heightDimension` (https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/heightdimension).
        public let heightDimension: NSCollectionLayoutDimension

        /// `init(widthDimension:heightDimension:)`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)).
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
        /// `layoutSize` (https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/layoutsize).
        public let layoutSize: NSCollectionLayoutSize
        /// `contentInsets` (https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets).
        open var contentInsets = NSDirectionalEdgeInsets()

        /// `init(layoutSize:)`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)).
        public init(layoutSize: NSCollectionLayoutSize) {
            self.layoutSize = layoutSize
        }
    }

    /// `NSCollectionLayoutGroup` (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup).
    @MainActor
    open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
        /// `subitems` (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/subitems).
        public let subitems: [NSCollectionLayoutItem]
        /// `interItemSpacing`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/interitemspacing),
        /// kept as its points.
        open var interItemSpacing: NSCollectionLayoutSpacing?

        init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) {
            self.subitems = subitems
            super.init(layoutSize: layoutSize)
        }

        /// `horizontal(layoutSize:subitems:)`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)).
        open class func horizontal(
            layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
        )
            -> NSCollectionLayoutGroup
        {
            NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
        }

        /// `vertical(layoutSize:subitems:)`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitems:)).
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

        /// `fixed(_:)` (https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/fixed(_:)).
        open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
            NSCollectionLayoutSpacing(points: fixedSpacing)
        }
        /// `flexible(_:)` (https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/flexible(_:)).
        open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
            NSCollectionLayoutSpacing(points: flexibleSpacing)
        }
    }

    /// `NSDirectionalEdgeInsets` (https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets).
    public struct NSDirectionalEdgeInsets: Hashable, Sendable {
        /// `top` (https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/top),
        /// `leading` (https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/leading),
        /// `bottom` (https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/bottom) and
        /// `trailing` (https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/trailing).
        public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

        /// `init(top:leading:bottom:trailing:)`
        /// (https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)-6wnda).
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
        /// `elementKind`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/elementkind),
        /// which UIKit declares on the superclass `NSCollectionLayoutSupplementaryItem` (not stood
        /// in).
        public let elementKind: String
        /// `alignment`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/alignment).
        public let alignment: NSRectAlignment
        /// `pinToVisibleBounds`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds).
        open var pinToVisibleBounds = false

        /// `init(layoutSize:elementKind:alignment:)`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:)).
        public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
            self.elementKind = elementKind
            self.alignment = alignment
            super.init(layoutSize: layoutSize)
        }
    }
#endif
