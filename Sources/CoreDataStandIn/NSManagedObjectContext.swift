#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation
    import UIKitStandIn

    /// `NSManagedObjectContext` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext):
    /// the objects of an app, in memory. Made on its own, the context is its own store: a save
    /// commits the values and tells the fetched-results controllers. Made by an
    /// ``NSPersistentContainer``, it shares the container's store with the container's other
    /// contexts: a fetch reads it, a save writes it, and another context's save reaches this one
    /// when it merges it.
    ///
    /// Core Data tells a fetched-results controller of changes when the context processes them
    /// (at the end of the run loop's event, and in `save()`); the stand-in tells it in `save()`
    /// only — so a change is shown once it is saved.
    @MainActor
    open class NSManagedObjectContext: NSObject {
        /// `concurrencyType`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/concurrencytype-swift.property).
        public let concurrencyType: NSManagedObjectContextConcurrencyType
        /// Every object inserted and not yet deleted by a save, in the order inserted.
        private var objects: [NSManagedObject] = []
        /// The fetched-results controllers fetching from this context, told of every save.
        private var trackers: [WeakTracker] = []
        /// The container whose store this context reads and saves to, if it is one of its contexts.
        weak var container: NSPersistentContainer?

        /// `automaticallyMergesChangesFromParent`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/automaticallymergeschangesfromparent):
        /// for a context of a persistent container, whether another context's save is merged into
        /// it — on its queue, later (see ``NSPersistentContainer``) — and reported to its
        /// fetched-results controllers.
        open var automaticallyMergesChangesFromParent = false

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

        /// `fetch(_:)` (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/fetch(_:)-4xeoz):
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
            if let object = registered(objectID) { return object }
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
            guard let object = registered(objectID) else {
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
        ///
        /// A context of a persistent container then writes its store and posts
        /// `NSManagedObjectContextDidSave`, and the container's other contexts that merge
        /// automatically merge the save.
        open func save() throws {
            guard hasChanges else { return }
            // What the store and the other contexts are told (a context on its own tells no one).
            let saved =
                container == nil
                ? nil
                : (
                    inserted: objects.filter(\.isInserted), updated: objects.filter(\.isUpdated),
                    deleted: objects.filter(\.isDeleted)
                )
            for object in objects where !object.isDeleted && !object.changedValues().isEmpty {
                object.version += 1
            }
            reportToControllers()
            for object in objects { object.commit() }
            objects.removeAll { $0.deleted }
            guard let container, let (inserted, updated, deleted) = saved else { return }
            container.store.write(saved: inserted + updated, deleted: deleted.map(\.objectID))
            NotificationCenter.default.post(
                name: .NSManagedObjectContextDidSave, object: self,
                userInfo: [
                    NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: Set(updated),
                    NSDeletedObjectsKey: Set(deleted),
                ])
            container.contextDidSave(
                self, inserted: inserted.map(\.objectID), updated: updated.map(\.objectID),
                deleted: deleted.map(\.objectID))
        }

        /// `mergeChanges(fromContextDidSave:)`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/mergechanges(fromcontextdidsave:)):
        /// the saved objects of another context of the same container taken in — the inserted
        /// ones registered, the updated ones given their saved values, the deleted ones gone —
        /// and reported to this context's fetched-results controllers.
        open func mergeChanges(fromContextDidSave notification: Notification) {
            func ids(_ key: String) -> [NSManagedObjectID] {
                let objects = notification.userInfo?[key] as? Set<NSManagedObject> ?? []
                return objects.map(\.objectID).sorted { $0.serial < $1.serial }
            }
            merge(
                inserted: ids(NSInsertedObjectsKey), updated: ids(NSUpdatedObjectsKey),
                deleted: ids(NSDeletedObjectsKey))
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
            guard CoreDataStandInRecord.performsLater else { return onItsQueue(block) }
            nonisolated(unsafe) let block = block
            DispatchQueue.main.async { [self] in onItsQueue(block) }
        }

        /// `performAndWait(_:)`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/performandwait(_:)-ypye):
        /// the block at once, on the caller's queue as far as the stand-in's Main Thread Checker
        /// goes — a synchronous perform may run its block on the calling thread, so a view called
        /// there from the main queue is not reported (no source settles which thread it runs on).
        open func performAndWait(_ block: () -> Void) {
            block()
        }

        /// Runs `body` as on the context's queue — the main queue for a main-queue context, a
        /// queue of its own for a private-queue one — whichever thread the stand-in runs it on, so
        /// that a list view called from a private-queue block is reported as Main Thread Checker
        /// reports it.
        func onItsQueue<T>(_ body: () throws -> T) rethrows -> T {
            try MainThreadChecker.running(onMainQueue: concurrencyType == .mainQueueConcurrencyType, body)
        }

        // MARK: Another context's save

        /// Takes in another context's save from the store, reports it, then commits what it took.
        func merge(inserted: [NSManagedObjectID], updated: [NSManagedObjectID], deleted: [NSManagedObjectID]) {
            guard let store = container?.store else { return }
            for id in deleted {
                guard let object = held(id) else { continue }
                objects.removeAll { $0 === object }
                object.managedObjectContext = nil
            }
            var merged: [(NSManagedObject, [String])] = []
            for id in inserted + updated {
                guard let row = store.row(id) else { continue }
                if let object = held(id) {
                    if object.merge(row.values, keys: row.keys, into: self) { object.version += 1 }
                    merged.append((object, row.keys))
                } else if inserted.contains(where: { $0.serial == id.serial }) {
                    merged.append((materialize(row), row.keys))
                }
            }
            reportToControllers()
            for (object, keys) in merged { object.commit(keys: keys) }
        }

        /// The object of `objectID` this context holds, or the store's, made this context's own.
        private func registered(_ objectID: NSManagedObjectID) -> NSManagedObject? {
            held(objectID) ?? container?.store.row(objectID).map(materialize)
        }

        /// The object of `objectID` this context holds, if any.
        private func held(_ objectID: NSManagedObjectID) -> NSManagedObject? {
            objects.first { $0.objectID.serial == objectID.serial }
        }

        /// The store's object `row`, made this context's own: of its class and id, its values saved.
        private func materialize(_ row: PersistentStore.Row) -> NSManagedObject {
            let object = row.type.init(_standInObjectID: row.objectID, entity: row.entity)
            object.managedObjectContext = self
            objects.append(object)
            _ = object.merge(row.values, keys: row.keys, into: self)
            object.commit()
            return object
        }

        /// A stored value as this context reads it: another object's id becomes this context's
        /// object.
        func translated(_ value: Any?) -> Any? {
            guard let id = value as? NSManagedObjectID else { return value }
            return registered(id)
        }

        private func reportToControllers() {
            trackers.removeAll { $0.tracker == nil }
            for tracker in trackers.compactMap(\.tracker) {
                tracker.contextDidSave()
            }
        }

        // MARK: What controllers ask

        /// The entity's objects not deleted that pass the predicate, sorted, ties in id order.
        /// `fromStore`: a fetch, which reads the store of a container's context too (another
        /// context's saves included, merged or not), not only the objects the context holds.
        func matching(
            entityName: String?, predicate: NSPredicate?, sortDescriptors: [NSSortDescriptor], fromStore: Bool = true
        )
            -> [NSManagedObject]
        {
            if fromStore {
                for row in container?.store.rows ?? [] where entityName == nil || row.entity.name == entityName {
                    _ = registered(row.objectID)
                }
            }
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
