#if !canImport(CoreData) && !canImport(UIKit)
    /// `NSManagedObjectContextConcurrencyType`
    /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontextconcurrencytype),
    /// with Apple's raw values. Both kinds run `perform` blocks at once, on the caller's thread:
    /// the stand-in has no queue of its own.
    public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
        /// `privateQueueConcurrencyType`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontextconcurrencytype/privatequeueconcurrencytype).
        case privateQueueConcurrencyType = 1
        /// `mainQueueConcurrencyType`: the context list code uses
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontextconcurrencytype/mainqueueconcurrencytype).
        case mainQueueConcurrencyType = 2
    }
#endif
