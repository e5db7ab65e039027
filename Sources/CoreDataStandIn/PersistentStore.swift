#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation

    /// The store the contexts of one ``NSPersistentContainer`` share: each saved object's class,
    /// entity, id and values, in the order first saved. A relationship's value is kept as the
    /// related object's id, so that each context reads it as its own object.
    @MainActor
    final class PersistentStore {
        struct Row {
            var type: NSManagedObject.Type
            var entity: NSEntityDescription
            var objectID: NSManagedObjectID
            var values: [String: Any]
            var keys: [String]
        }

        private(set) var rows: [Row] = []

        func row(_ objectID: NSManagedObjectID) -> Row? { rows.first { $0.objectID.serial == objectID.serial } }

        /// Writes a save: the inserted and updated objects' values, the deleted objects gone.
        func write(saved objects: [NSManagedObject], deleted: [NSManagedObjectID]) {
            rows.removeAll { row in deleted.contains { $0.serial == row.objectID.serial } }
            for object in objects {
                let (values, keys) = object.saved
                let stored = values.mapValues { value -> Any in (value as? NSManagedObject)?.objectID ?? value }
                if let index = rows.firstIndex(where: { $0.objectID.serial == object.objectID.serial }) {
                    rows[index].values = stored
                    rows[index].keys = keys
                } else {
                    rows.append(
                        Row(
                            type: type(of: object), entity: object.entity, objectID: object.objectID, values: stored,
                            keys: keys))
                }
            }
        }
    }
#endif
