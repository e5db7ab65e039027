#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation

    /// `NSFetchRequestResult` (https://developer.apple.com/documentation/coredata/nsfetchrequestresult):
    /// what a fetch returns. Here only managed objects adopt it (no dictionary or count results).
    public protocol NSFetchRequestResult: NSObjectProtocol {}
#endif
