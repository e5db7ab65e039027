#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation

    /// `NSManagedObject` (https://developer.apple.com/documentation/coredata/nsmanagedobject): an
    /// object of an entity, its values held by key.
    ///
    /// Swift's `@NSManaged` needs the Objective-C runtime, which Linux does not have: a subclass
    /// declares its attributes as computed properties over key-value access, which compiles
    /// against Core Data too —
    ///
    /// ```swift
    /// final class Event: NSManagedObject {
    ///     var name: String? {
    ///         get { value(forKey: "name") as? String }
    ///         set { setValue(newValue, forKey: "name") }
    ///     }
    /// }
    /// ```
    ///
    /// There is no managed object model: an entity's attributes are the keys its objects were
    /// given, a key never set reads `nil` (Core Data raises for a key the model lacks), and a value
    /// that is a managed object is a to-one relationship `value(forKeyPath:)` follows.
    @MainActor
    open class NSManagedObject: NSObject, NSFetchRequestResult {
        private static var serials = 0

        /// `entity` (https://developer.apple.com/documentation/coredata/nsmanagedobject/entity-swift.property).
        public let entity: NSEntityDescription
        /// `objectID` (https://developer.apple.com/documentation/coredata/nsmanagedobject/objectid).
        public let objectID: NSManagedObjectID
        /// `managedObjectContext`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobject/managedobjectcontext):
        /// `nil` before the object is inserted and after its deletion is saved.
        public internal(set) weak var managedObjectContext: NSManagedObjectContext?

        /// The values now, by key.
        private var values: [String: Any] = [:]
        /// The keys in the order first set, so that "all keys" reads the same on every run.
        private var keys: [String] = []
        /// The values at the last save; `nil` for an object never saved.
        private var committed: [String: Any]?
        /// Bumped by every save that changed one of the object's values: the content a fetched-results
        /// controller compares.
        var version = 0
        /// Whether a value was set since the last save: until then nothing can have changed, and
        /// the values need not be compared.
        private var touched = false
        var inserted = false
        var deleted = false

        /// `init(entity:insertInto:)`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobject/init(entity:insertinto:)).
        public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
            self.entity = entity
            Self.serials += 1
            objectID = NSManagedObjectID(entityName: entity.name ?? "", serial: Self.serials)
            super.init()
            context?.insert(self)
        }

        /// Not Core Data's: what a context of a persistent container makes when it meets an object
        /// another context of the container saved — an object of the same class and id, holding
        /// the saved values. A subclass that declares a designated initializer of its own writes
        /// this one too, where Core Data is not (`#if !canImport(CoreData)`); most declare none.
        public required init(_standInObjectID objectID: NSManagedObjectID, entity: NSEntityDescription) {
            self.entity = entity
            self.objectID = objectID
            super.init()
        }

        /// `init(context:)` (https://developer.apple.com/documentation/coredata/nsmanagedobject/init(context:)):
        /// an object of the subclass's entity, ``entity()``, inserted into `moc`.
        public convenience init(context moc: NSManagedObjectContext) {
            self.init(entity: Self.entity(), insertInto: moc)
        }

        /// `entity()` (https://developer.apple.com/documentation/coredata/nsmanagedobject/entity()): Core
        /// Data finds the entity the model maps to this class; with no model, the entity is named
        /// after the class (`Event` for `class Event`), as Xcode names a generated subclass after its
        /// entity. A subclass of another name overrides it.
        open class func entity() -> NSEntityDescription {
            NSEntityDescription(name: String(describing: self))
        }

        /// `awakeFromInsert()`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobject/awakefrominsert()):
        /// called once, when the object is first inserted into a context.
        open func awakeFromInsert() {}

        // MARK: Values

        /// `value(forKey:)` (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkey:)).
        open func value(forKey key: String) -> Any? { values[key] }

        /// `setValue(_:forKey:)`
        /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)).
        open func setValue(_ value: Any?, forKey key: String) {
            if !keys.contains(key) { keys.append(key) }
            values[key] = value
            touched = true
        }

        /// `value(forKeyPath:)`
        /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkeypath:)):
        /// `"group.name"` reads `name` of the object `group` holds (a to-one relationship).
        open func value(forKeyPath keyPath: String) -> Any? {
            guard keyPath.utf8.contains(UInt8(ascii: ".")) else { return value(forKey: keyPath) }
            var object: NSManagedObject = self
            let parts = keyPath.split(separator: ".").map(String.init)
            for part in parts.dropLast() {
                guard let next = object.value(forKey: part) as? NSManagedObject else { return nil }
                object = next
            }
            return parts.last.flatMap { object.value(forKey: $0) }
        }

        /// `committedValues(forKeys:)`
        /// (https://developer.apple.com/documentation/coredata/nsmanagedobject/committedvalues(forkeys:)):
        /// the values at the last save, `NSNull` for `nil`; `keys` `nil` gives every key. During a
        /// fetched-results controller's callbacks for a save these are still the values before it,
        /// as on a device. An object never saved has none (an empty dictionary).
        open func committedValues(forKeys keys: [String]?) -> [String: Any] {
            guard let committed else { return [:] }
            var result: [String: Any] = [:]
            for key in keys ?? self.keys {
                result[key] = committed[key] ?? NSNull()
            }
            return result
        }

        /// `changedValues()` (https://developer.apple.com/documentation/coredata/nsmanagedobject/changedvalues()):
        /// the keys whose values differ from the last save's, with their new values (`NSNull` for
        /// `nil`); for an object never saved, every key set.
        open func changedValues() -> [String: Any] {
            var result: [String: Any] = [:]
            guard touched || committed == nil else { return result }
            for key in keys where committed == nil || !Self.same(values[key], committed?[key]) {
                result[key] = values[key] ?? NSNull()
            }
            return result
        }

        /// `isInserted` (https://developer.apple.com/documentation/coredata/nsmanagedobject/isinserted):
        /// inserted and not saved since.
        open var isInserted: Bool { inserted && !deleted }
        /// `isUpdated` (https://developer.apple.com/documentation/coredata/nsmanagedobject/isupdated):
        /// a saved object with values changed since.
        open var isUpdated: Bool { committed != nil && !deleted && !changedValues().isEmpty }
        /// `isDeleted` (https://developer.apple.com/documentation/coredata/nsmanagedobject/isdeleted):
        /// deleted and not saved since.
        open var isDeleted: Bool { deleted }
        /// `hasChanges` (https://developer.apple.com/documentation/coredata/nsmanagedobject/haschanges).
        open var hasChanges: Bool { isInserted || isUpdated || isDeleted }

        // MARK: What the context does

        /// The values and the order their keys were first set, as a store keeps them.
        var saved: (values: [String: Any], keys: [String]) { (values, keys) }

        /// Takes `values` as saved ones (an object another context saved), `changed` keys only for
        /// an object this context holds already; their committed values stay until ``commit()``
        /// so that a fetched-results controller reporting the merge reads the old ones.
        func merge(_ values: [String: Any], keys: [String], into context: NSManagedObjectContext) -> Bool {
            var changed = false
            for key in keys {
                let value = context.translated(values[key])
                if !Self.same(self.values[key], value) { changed = true }
                setValue(value, forKey: key)
            }
            if committed == nil { committed = [:] }
            return changed
        }

        /// Commits only `keys` (merged ones), leaving the object's own unsaved changes unsaved.
        func commit(keys: [String]) {
            var committed = self.committed ?? [:]
            for key in keys { committed[key] = values[key] }
            self.committed = committed
        }

        /// Saves the object's values: they become the committed ones.
        func commit() {
            committed = values
            touched = false
            inserted = false
            if deleted { managedObjectContext = nil }
        }

        /// Whether two attribute values are equal: hashable values by value, objects by identity.
        static func same(_ a: Any?, _ b: Any?) -> Bool {
            let a = a is NSNull ? nil : a, b = b is NSNull ? nil : b
            switch (a, b) {
            case (nil, nil): return true
            case (nil, _), (_, nil): return false
            case (let x as AnyObject, let y as AnyObject) where x is NSManagedObject || y is NSManagedObject:
                return x === y
            case (let x as AnyHashable, let y as AnyHashable): return x == y
            default: return String(describing: a) == String(describing: b)
            }
        }
    }
#endif
