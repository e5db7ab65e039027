#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation

    /// `NSManagedObjectContext` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext):
    /// the objects of an app, in memory (there is no store: a save commits the values and tells
    /// the fetched-results controllers).
    ///
    /// Core Data tells a fetched-results controller of changes when the context processes them
    /// (at the end of the run loop's event, and in `save()`); the stand-in tells it in `save()`
    /// only — so a change is shown once it is saved.
    @MainActor
    open class NSManagedObjectContext: NSObject {
        /// `concurrencyType`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/concurrencytype).
        public let concurrencyType: NSManagedObjectContextConcurrencyType
        /// Every object inserted and not yet deleted by a save, in the order inserted.
        private var objects: [NSManagedObject] = []
        /// The fetched-results controllers fetching from this context, told of every save.
        private var trackers: [WeakTracker] = []

        /// `init(concurrencyType:)`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/init(concurrencytype:)).
        public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
            concurrencyType = ct
            super.init()
        }

        /// `insert(_:)` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/insert(_:)).
        open func insert(_ object: NSManagedObject) {
            guard object.managedObjectContext == nil else { return }
            object.managedObjectContext = self
            object.inserted = true
            object.deleted = false
            objects.append(object)
            object.awakeFromInsert()
        }

        /// `delete(_:)` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/delete(_:)):
        /// the object is gone at the next save; an object inserted since the last save is forgotten
        /// at once.
        open func delete(_ object: NSManagedObject) {
            guard object.managedObjectContext === self else { return }
            if object.inserted {
                objects.removeAll { $0 === object }
                object.inserted = false
                object.managedObjectContext = nil
            } else {
                object.deleted = true
            }
        }

        /// `hasChanges` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/haschanges).
        open var hasChanges: Bool { objects.contains { $0.hasChanges } }

        /// `insertedObjects` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/insertedobjects).
        open var insertedObjects: Set<NSManagedObject> { Set(objects.filter(\.isInserted)) }
        /// `updatedObjects` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/updatedobjects).
        open var updatedObjects: Set<NSManagedObject> { Set(objects.filter(\.isUpdated)) }
        /// `deletedObjects` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/deletedobjects).
        open var deletedObjects: Set<NSManagedObject> { Set(objects.filter(\.isDeleted)) }
        /// `registeredObjects` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/registeredobjects).
        open var registeredObjects: Set<NSManagedObject> { Set(objects) }

        /// `fetch(_:)` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/fetch(_:)):
        /// the request's entity's objects not deleted — unsaved ones included, as Core Data includes
        /// pending changes — that pass its predicate, in the order of its sort descriptors, then of
        /// their ids; at most `fetchLimit` when it is not 0.
        open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
            let found = matching(
                entityName: request.entityName, predicate: request.predicate,
                sortDescriptors: request.sortDescriptors ?? [])
            let limited = request.fetchLimit > 0 ? Array(found.prefix(request.fetchLimit)) : found
            return limited.compactMap { $0 as? T }
        }

        /// `object(with:)` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/object(with:)):
        /// the context's object of that id, deleted or not. Core Data hands out a fault for an id it
        /// does not hold, which raises when read; the stand-in raises at once (recorded as the app's
        /// crash) and returns a blank object of the id's entity.
        open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
            if let object = objects.first(where: { $0.objectID === objectID }) { return object }
            CoreDataStandInRecord.raise(
                signature: "object(with:) unknown id",
                message:
                    "*** Terminating app due to uncaught exception 'NSObjectInaccessibleException', reason: 'CoreData could not fulfill a fault for '\(objectID)''"
            )
            return NSManagedObject(entity: NSEntityDescription(name: objectID.entityName), insertInto: nil)
        }

        /// `existingObject(with:)`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/existingobject(with:)):
        /// the context's object of that id; for an id it does not hold, Cocoa's error 133000.
        open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
            guard let object = objects.first(where: { $0.objectID === objectID }) else {
                throw NSError(
                    domain: NSCocoaErrorDomain, code: 133000,
                    userInfo: [NSLocalizedDescriptionKey: "No object with id \(objectID) in the context."])
            }
            return object
        }

        /// `save()` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/save()):
        /// with changes, every fetched-results controller fetching from this context that has a
        /// delegate updates its results and reports what changed — during its callbacks
        /// `committedValues(forKeys:)` still gives the values before this save — then the values
        /// are committed and deleted objects leave the context.
        open func save() throws {
            guard hasChanges else { return }
            for object in objects where !object.isDeleted && !object.changedValues().isEmpty {
                object.version += 1
            }
            trackers.removeAll { $0.tracker == nil }
            for tracker in trackers.compactMap(\.tracker) {
                tracker.contextDidSave()
            }
            for object in objects { object.commit() }
            objects.removeAll { $0.deleted }
        }

        /// `processPendingChanges()`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/processpendingchanges()):
        /// nothing — the stand-in reports changes in `save()`.
        open func processPendingChanges() {}

        /// `perform(_:)` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/perform(_:)):
        /// "asynchronously performs" the block on the context's queue — under `await check`, on the
        /// main queue at its next turn, whatever the context's concurrency type (the stand-in's
        /// contexts share the main queue, so a seed replays one order); otherwise at once.
        open func perform(_ block: @escaping () -> Void) {
            guard CoreDataStandInRecord.performsLater else { return block() }
            nonisolated(unsafe) let block = block
            DispatchQueue.main.async { block() }
        }

        /// `performAndWait(_:)`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/performandwait(_:)).
        open func performAndWait(_ block: () -> Void) {
            block()
        }

        // MARK: What controllers ask

        /// The entity's objects not deleted that pass the predicate, sorted, ties in id order.
        func matching(
            entityName: String?, predicate: NSPredicate?, sortDescriptors: [NSSortDescriptor]
        )
            -> [NSManagedObject]
        {
            let kept = objects.filter { object in
                !object.deleted && (entityName == nil || object.entity.name == entityName)
                    && (predicate?.evaluate(with: object) ?? true)
            }
            // Each object's values read once, as `NSSortDescriptor.compare(_:to:)` reads them.
            let values = kept.map { object in
                sortDescriptors.map { descriptor in
                    SortValue(descriptor.key.map { object.value(forKeyPath: $0) } ?? object)
                }
            }
            return kept.indices.sorted { a, b in
                for (index, descriptor) in sortDescriptors.enumerated() {
                    switch descriptor.directed(SortValue.compare(values[a][index], values[b][index])) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return kept[a].objectID.serial < kept[b].objectID.serial
            }
            .map { kept[$0] }
        }

        func track(_ tracker: FetchedResultsTracker) {
            guard !trackers.contains(where: { $0.tracker === tracker }) else { return }
            trackers.append(WeakTracker(tracker: tracker))
        }

        private struct WeakTracker {
            weak var tracker: FetchedResultsTracker?
        }
    }
#endif
