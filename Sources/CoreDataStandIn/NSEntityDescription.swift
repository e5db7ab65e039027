#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation

    /// `NSEntityDescription` (https://developer.apple.com/documentation/coredata/nsentitydescription):
    /// here only a name. There is no managed object model: every name is an entity, and its
    /// attributes are the keys its objects were given.
    @MainActor
    open class NSEntityDescription: NSObject {
        /// `name` (https://developer.apple.com/documentation/coredata/nsentitydescription/name).
        open var name: String?
        /// `managedObjectClassName`
        /// (https://developer.apple.com/documentation/coredata/nsentitydescription/managedobjectclassname):
        /// kept and read back; the stand-in makes an object of the class that made the first one.
        open var managedObjectClassName: String!
        /// `properties` (https://developer.apple.com/documentation/coredata/nsentitydescription/properties):
        /// kept and read back, as the model is.
        open var properties: [NSPropertyDescription] = []

        /// `init()` (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()).
        public override init() {
            super.init()
        }

        init(name: String) {
            self.name = name
            super.init()
        }

        /// `entity(forEntityName:in:)`
        /// (https://developer.apple.com/documentation/coredata/nsentitydescription/entity(forentityname:in:)):
        /// the entity of that name (with no model, every name has one).
        open class func entity(
            forEntityName entityName: String, in context: NSManagedObjectContext
        )
            -> NSEntityDescription?
        {
            NSEntityDescription(name: entityName)
        }

        /// `insertNewObject(forEntityName:into:)`
        /// (https://developer.apple.com/documentation/coredata/nsentitydescription/insertnewobject(forentityname:into:)):
        /// a new `NSManagedObject` of that entity, inserted into `context`. Core Data makes an
        /// instance of the class the model names for the entity; with no model this is always
        /// `NSManagedObject` — a subclass is made with its own `init(context:)`.
        open class func insertNewObject(
            forEntityName entityName: String, into context: NSManagedObjectContext
        )
            -> NSManagedObject
        {
            NSManagedObject(entity: NSEntityDescription(name: entityName), insertInto: context)
        }
    }
#endif
