#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// `NSFetchedResultsControllerDelegate`
    /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate): what a
    /// controller tells its delegate when a save changes its results — will change, each section
    /// change, each object change, did change — with empty default implementations, as its
    /// methods are optional in Core Data.
    ///
    /// On the main actor here, as list code uses it; Core Data's protocol is not isolated, so a
    /// view controller adopting it there in Swift 6 writes `@preconcurrency`.
    ///
    /// A delegate that implements the snapshot callback `controller(_:didChangeContentWith:)` gets
    /// only that, as in Core Data, which asks the delegate whether it responds to the selector.
    /// Linux has no Objective-C runtime to ask, so the protocol's default implementation of that
    /// callback is how the stand-in learns a delegate lacks it: the controller calls the callback
    /// first, and when the default answers (telling the controller, out of the app's sight), it
    /// goes on with the four change callbacks — from then on for that delegate without asking.
    /// The difference callback (`controller(_:didChangeContentWith:)` with a
    /// `CollectionDifference<NSManagedObjectID>`) is not here.
    @MainActor
    public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
        /// `controllerWillChangeContent(_:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controllerwillchangecontent(_:)).
        func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
        /// `controller(_:didChange:at:for:newIndexPath:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controller(_:didchange:at:for:newindexpath:)):
        /// insert → `newIndexPath`; delete → `indexPath`; move → both; update → `indexPath`, and
        /// `newIndexPath` on newer systems.
        func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
            at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
        /// `controller(_:didChange:atSectionIndex:for:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controller(_:didchange:atsectionindex:for:)):
        /// the old index for a delete, the new one for an insert.
        func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
            didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
            for type: NSFetchedResultsChangeType)
        /// `controllerDidChangeContent(_:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controllerdidchangecontent(_:)).
        func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
        /// `controller(_:didChangeContentWith:)` (iOS 13)
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controller(_:didchangecontentwith:)-4kezq):
        /// the results after the change as a snapshot — sections named by their section names,
        /// items the objects' `NSManagedObjectID`s, the objects whose content changed marked
        /// reloaded (as since iOS 15) — also once after `performFetch()` with the fetched results.
        /// Implemented, no other change callback is made.
        func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
            didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference)
        /// `controller(_:sectionIndexTitleForSectionName:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controller(_:sectionindextitleforsectionname:)):
        /// a section's `indexTitle`; by default the controller's capitalized first letter.
        func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
            sectionIndexTitleForSectionName sectionName: String
        ) -> String?
    }

    extension NSFetchedResultsControllerDelegate {
        /// `controllerWillChangeContent(_:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controllerwillchangecontent(_:)):
        /// by default, nothing.
        public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
        /// `controller(_:didChange:at:for:newIndexPath:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controller(_:didchange:at:for:newindexpath:)):
        /// by default, nothing.
        public func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
            at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
        ) {}
        /// `controller(_:didChange:atSectionIndex:for:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controller(_:didchange:atsectionindex:for:)):
        /// by default, nothing.
        public func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
            didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
            for type: NSFetchedResultsChangeType
        ) {}
        /// `controllerDidChangeContent(_:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controllerdidchangecontent(_:)):
        /// by default, nothing.
        public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
        /// `controller(_:didChangeContentWith:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controller(_:didchangecontentwith:)-4kezq):
        /// by default, not implemented — it tells the controller so, which then makes the four
        /// change callbacks.
        public func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
            didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
        ) {
            controller.tracker.delegateLacksSnapshotCallback(self)
        }
        /// `controller(_:sectionIndexTitleForSectionName:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controller(_:sectionindextitleforsectionname:)):
        /// by default, the controller's `sectionIndexTitle(forSectionName:)`.
        public func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
            sectionIndexTitleForSectionName sectionName: String
        ) -> String? {
            controller.sectionIndexTitle(forSectionName: sectionName)
        }
    }
#endif
