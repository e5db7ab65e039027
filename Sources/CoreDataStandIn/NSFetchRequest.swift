#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation

    /// `NSFetchRequest` (https://developer.apple.com/documentation/coredata/nsfetchrequest): which
    /// entity's objects, filtered how, in what order.
    ///
    /// `ResultType` is not constrained to ``NSFetchRequestResult`` here (it is in Core Data): a
    /// controller hands its delegate itself as `NSFetchedResultsController<any
    /// NSFetchRequestResult>`, and without Objective-C an existential does not conform to its own
    /// protocol. The predicate is Foundation's; on Linux only `NSPredicate(block:)` evaluates
    /// (`NSPredicate(format:)` needs key-value coding).
    open class NSFetchRequest<ResultType>: NSObject {
        /// `entityName` (https://developer.apple.com/documentation/coredata/nsfetchrequest/entityname).
        open var entityName: String?
        /// `sortDescriptors` (https://developer.apple.com/documentation/coredata/nsfetchrequest/sortdescriptors).
        open var sortDescriptors: [NSSortDescriptor]?
        /// `predicate` (https://developer.apple.com/documentation/coredata/nsfetchrequest/predicate).
        open var predicate: NSPredicate?
        /// `fetchLimit` (https://developer.apple.com/documentation/coredata/nsfetchrequest/fetchlimit):
        /// 0 for no limit.
        open var fetchLimit = 0
        /// `fetchBatchSize` (https://developer.apple.com/documentation/coredata/nsfetchrequest/fetchbatchsize):
        /// kept, without effect (every object is in memory).
        open var fetchBatchSize = 0

        /// `init()` (https://developer.apple.com/documentation/coredata/nsfetchrequest/init()).
        public override init() {
            super.init()
        }

        /// `init(entityName:)` (https://developer.apple.com/documentation/coredata/nsfetchrequest/init(entityname:)).
        public convenience init(entityName: String) {
            self.init()
            self.entityName = entityName
        }
    }
#endif
