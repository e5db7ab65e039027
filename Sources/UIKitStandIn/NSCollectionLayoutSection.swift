#if !canImport(UIKit)
    import Foundation

    /// `NSCollectionLayoutEnvironment`
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment): what a
    /// section provider is handed.
    @MainActor
    public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
        /// `container` (https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment/container),
        /// here its content size only.
        var container: any NSCollectionLayoutContainer { get }
    }

    /// `NSCollectionLayoutContainer` (https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer).
    @MainActor
    public protocol NSCollectionLayoutContainer: NSObjectProtocol {
        /// `contentSize` (https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/contentsize).
        var contentSize: CGSize { get }
    }

    /// The environment the stand-in hands a section provider: the view's size.
    @MainActor
    final class StandInLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
        let contentSize: CGSize
        var container: any NSCollectionLayoutContainer { self }
        init(contentSize: CGSize) { self.contentSize = contentSize }
    }

    /// `NSCollectionLayoutSection` (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection):
    /// a section of a compositional layout. The stand-in reads its boundary supplementary items —
    /// the headers and footers the data source is asked for — and keeps the rest.
    @MainActor
    open class NSCollectionLayoutSection: NSObject {
        /// Not UIKit's API — UIKit's section does not hand its group back: the group the section
        /// was made with, or `nil` for a list section.
        package let group: NSCollectionLayoutGroup?
        /// The list configuration of a list section.
        package let listConfiguration: UICollectionLayoutListConfiguration?
        /// `boundarySupplementaryItems`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/boundarysupplementaryitems).
        open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
        /// `contentInsets` (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsets).
        open var contentInsets = NSDirectionalEdgeInsets()
        /// `interGroupSpacing`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing).
        open var interGroupSpacing: CGFloat = 0

        /// `init(group:)` (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)).
        public init(group: NSCollectionLayoutGroup) {
            self.group = group
            listConfiguration = nil
        }

        init(listConfiguration: UICollectionLayoutListConfiguration) {
            group = nil
            self.listConfiguration = listConfiguration
        }

        /// `list(using:layoutEnvironment:)`
        /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)).
        open class func list(
            using configuration: UICollectionLayoutListConfiguration,
            layoutEnvironment: any NSCollectionLayoutEnvironment
        ) -> NSCollectionLayoutSection {
            NSCollectionLayoutSection(listConfiguration: configuration)
        }

        /// The element kinds of the supplementary views the section shows: its boundary items',
        /// and a list section's header and footer when its configuration asks for them.
        package var supplementaryKinds: [String] {
            var kinds = listConfiguration?.supplementaryKinds ?? []
            for item in boundarySupplementaryItems where !kinds.contains(item.elementKind) {
                kinds.append(item.elementKind)
            }
            return kinds
        }
    }
#endif
