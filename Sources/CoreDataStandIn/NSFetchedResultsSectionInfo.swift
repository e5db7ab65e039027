#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation

    /// `NSFetchedResultsSectionInfo`
    /// (https://developer.apple.com/documentation/coredata/nsfetchedresultssectioninfo): one section
    /// of a fetched-results controller's results.
    public protocol NSFetchedResultsSectionInfo {
        /// `name` (https://developer.apple.com/documentation/coredata/nsfetchedresultssectioninfo/name):
        /// the objects' value for the section name key path, as a string (`""` for `nil`).
        var name: String { get }
        /// `indexTitle` (https://developer.apple.com/documentation/coredata/nsfetchedresultssectioninfo/indextitle).
        var indexTitle: String? { get }
        /// `numberOfObjects`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultssectioninfo/numberofobjects).
        var numberOfObjects: Int { get }
        /// `objects` (https://developer.apple.com/documentation/coredata/nsfetchedresultssectioninfo/objects).
        var objects: [Any]? { get }
    }

    /// A section as the stand-in controller gives it.
    struct FetchedSectionInfo: NSFetchedResultsSectionInfo {
        let name: String
        let indexTitle: String?
        let objects: [Any]?
        var numberOfObjects: Int { objects?.count ?? 0 }
    }
#endif
