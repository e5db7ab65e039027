#if !canImport(CoreData) && !canImport(UIKit)
    /// `NSFetchedResultsChangeType`
    /// (https://developer.apple.com/documentation/coredata/nsfetchedresultschangetype), with Apple's
    /// raw values.
    public enum NSFetchedResultsChangeType: UInt, Sendable {
        /// `insert` (https://developer.apple.com/documentation/coredata/nsfetchedresultschangetype/insert).
        case insert = 1
        /// `delete` (https://developer.apple.com/documentation/coredata/nsfetchedresultschangetype/delete).
        case delete = 2
        /// `move` (https://developer.apple.com/documentation/coredata/nsfetchedresultschangetype/move).
        case move = 3
        /// `update` (https://developer.apple.com/documentation/coredata/nsfetchedresultschangetype/update).
        case update = 4
    }
#endif
