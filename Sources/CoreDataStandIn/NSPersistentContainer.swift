#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation

    /// `NSPersistentContainer` (https://developer.apple.com/documentation/coredata/nspersistentcontainer):
    /// a view context and background contexts over one store, kept in memory. A context's save
    /// writes the store and posts `NSManagedObjectContextDidSave`; a context of the container that
    /// `automaticallyMergesChangesFromParent` merges another's save on its own queue — under
    /// `await check` at a later turn of the main queue, as a background save reaches the view
    /// context later on a device; otherwise at once.
    @MainActor
    open class NSPersistentContainer: NSObject {
        /// `name` (https://developer.apple.com/documentation/coredata/nspersistentcontainer/name).
        open var name: String { givenName }
        /// `managedObjectModel`
        /// (https://developer.apple.com/documentation/coredata/nspersistentcontainer/managedobjectmodel):
        /// kept, and used for nothing.
        open var managedObjectModel: NSManagedObjectModel { givenModel }
        /// `persistentStoreDescriptions`
        /// (https://developer.apple.com/documentation/coredata/nspersistentcontainer/persistentstoredescriptions).
        open var persistentStoreDescriptions: [NSPersistentStoreDescription] = [NSPersistentStoreDescription()]

        private let givenName: String
        private let givenModel: NSManagedObjectModel
        let store = PersistentStore()
        private var contexts: [WeakContext] = []

        /// `init(name:managedObjectModel:)`
        /// (https://developer.apple.com/documentation/coredata/nspersistentcontainer/init(name:managedobjectmodel:)).
        public init(name: String, managedObjectModel model: NSManagedObjectModel) {
            givenName = name
            givenModel = model
            super.init()
        }

        /// `init(name:)` (https://developer.apple.com/documentation/coredata/nspersistentcontainer/init(name:)):
        /// Core Data loads the model of that name from the app's bundle; the stand-in needs none.
        public convenience init(name: String) {
            self.init(name: name, managedObjectModel: NSManagedObjectModel())
        }

        /// `viewContext` (https://developer.apple.com/documentation/coredata/nspersistentcontainer/viewcontext):
        /// the main-queue context.
        open private(set) lazy var viewContext: NSManagedObjectContext = makeContext(.mainQueueConcurrencyType)

        /// `loadPersistentStores(completionHandler:)`
        /// (https://developer.apple.com/documentation/coredata/nspersistentcontainer/loadpersistentstores(completionhandler:)):
        /// every store loads, in memory, with no error.
        open func loadPersistentStores(
            completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
        ) {
            for description in persistentStoreDescriptions { block(description, nil) }
        }

        /// `newBackgroundContext()`
        /// (https://developer.apple.com/documentation/coredata/nspersistentcontainer/newbackgroundcontext()):
        /// a private-queue context over the same store.
        open func newBackgroundContext() -> NSManagedObjectContext { makeContext(.privateQueueConcurrencyType) }

        /// `performBackgroundTask(_:)`
        /// (https://developer.apple.com/documentation/coredata/nspersistentcontainer/performbackgroundtask(_:)-39sch):
        /// the block with a new background context, "on a background queue" — under `await check`
        /// at a later turn of the main queue (one order a seed replays), or when a step delivers it
        /// if the check holds background tasks; otherwise at once.
        open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
            guard CoreDataStandInRecord.performsLater else {
                let context = newBackgroundContext()
                return context.onItsQueue { block(context) }
            }
            nonisolated(unsafe) let block = block
            let task = { @MainActor [self] in
                let context = newBackgroundContext()
                context.onItsQueue { block(context) }
            }
            if let hold = CoreDataStandInRecord.holdsBackgroundTask { return hold(task) }
            DispatchQueue.main.async { task() }
        }

        // MARK: What its contexts tell it

        private func makeContext(_ type: NSManagedObjectContextConcurrencyType) -> NSManagedObjectContext {
            let context = NSManagedObjectContext(concurrencyType: type)
            context.container = self
            contexts.removeAll { $0.context == nil }
            contexts.append(WeakContext(context: context))
            return context
        }

        /// `context` saved: the others that merge automatically merge it, on their queue.
        func contextDidSave(
            _ context: NSManagedObjectContext, inserted: [NSManagedObjectID], updated: [NSManagedObjectID],
            deleted: [NSManagedObjectID]
        ) {
            for other in contexts.compactMap(\.context)
            where other !== context && other.automaticallyMergesChangesFromParent {
                let merge = { other.onItsQueue { other.merge(inserted: inserted, updated: updated, deleted: deleted) } }
                guard CoreDataStandInRecord.performsLater else {
                    merge()
                    continue
                }
                nonisolated(unsafe) let later = merge
                DispatchQueue.main.async { later() }
            }
        }

        private struct WeakContext {
            weak var context: NSManagedObjectContext?
        }
    }

    extension Notification.Name {
        /// `NSManagedObjectContextDidSave`
        /// (https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/nsmanagedobjectcontextdidsave):
        /// posted by a context after a save, its `userInfo` holding the saved objects under
        /// `NSInsertedObjectsKey`, `NSUpdatedObjectsKey` and `NSDeletedObjectsKey`.
        public static let NSManagedObjectContextDidSave = Notification.Name(
            "NSManagingContextDidSaveChangesNotification")
    }

    /// `NSInsertedObjectsKey` (https://developer.apple.com/documentation/coredata/nsinsertedobjectskey).
    public let NSInsertedObjectsKey = "inserted"
    /// `NSUpdatedObjectsKey` (https://developer.apple.com/documentation/coredata/nsupdatedobjectskey).
    public let NSUpdatedObjectsKey = "updated"
    /// `NSDeletedObjectsKey` (https://developer.apple.com/documentation/coredata/nsdeletedobjectskey).
    public let NSDeletedObjectsKey = "deleted"
#endif
