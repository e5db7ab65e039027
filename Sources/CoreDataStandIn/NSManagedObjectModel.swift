#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation

    /// `NSManagedObjectModel` (https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel):
    /// here a value holder. The stand-in needs no model — every entity name is an entity and its
    /// attributes are the keys its objects are given — so a model built in code is kept and read
    /// back, and changes nothing.
    open class NSManagedObjectModel: NSObject {
        /// `entities` (https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/entities).
        open var entities: [NSEntityDescription] = []

        /// `init()` (https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/init()).
        public override init() {
            super.init()
        }
    }

    /// `NSPropertyDescription` (https://developer.apple.com/documentation/coredata/nspropertydescription):
    /// a value holder, as the model is.
    open class NSPropertyDescription: NSObject {
        /// `name` (https://developer.apple.com/documentation/coredata/nspropertydescription/name).
        open var name = ""
        /// `isOptional` (https://developer.apple.com/documentation/coredata/nspropertydescription/isoptional).
        open var isOptional = true

        /// `init()` (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()).
        public override init() {
            super.init()
        }
    }

    /// `NSAttributeDescription` (https://developer.apple.com/documentation/coredata/nsattributedescription):
    /// a value holder, as the model is.
    open class NSAttributeDescription: NSPropertyDescription {
        /// `attributeType`
        /// (https://developer.apple.com/documentation/coredata/nsattributedescription/attributetype-swift.property).
        open var attributeType = NSAttributeType.undefinedAttributeType
    }

    /// `NSAttributeType` (https://developer.apple.com/documentation/coredata/nsattributetype), with
    /// Core Data's raw values.
    public enum NSAttributeType: UInt, Sendable {
        case undefinedAttributeType = 0
        case integer16AttributeType = 100
        case integer32AttributeType = 200
        case integer64AttributeType = 300
        case decimalAttributeType = 400
        case doubleAttributeType = 500
        case floatAttributeType = 600
        case stringAttributeType = 700
        case booleanAttributeType = 800
        case dateAttributeType = 900
        case binaryDataAttributeType = 1000
        case uuidAttributeType = 1100
        case uriAttributeType = 1200
        case transformableAttributeType = 1800
        case objectIDAttributeType = 2000
        case compositeAttributeType = 2100
    }

    /// `NSInMemoryStoreType` (https://developer.apple.com/documentation/coredata/nsinmemorystoretype).
    public let NSInMemoryStoreType = "InMemory"
    /// `NSSQLiteStoreType` (https://developer.apple.com/documentation/coredata/nssqlitestoretype): the
    /// stand-in keeps every store in memory.
    public let NSSQLiteStoreType = "SQLite"

    /// `NSPersistentStoreDescription`
    /// (https://developer.apple.com/documentation/coredata/nspersistentstoredescription): a value
    /// holder; every store of the stand-in is in memory.
    open class NSPersistentStoreDescription: NSObject {
        /// `type` (https://developer.apple.com/documentation/coredata/nspersistentstoredescription/type).
        open var type = NSSQLiteStoreType
        /// `url` (https://developer.apple.com/documentation/coredata/nspersistentstoredescription/url).
        open var url: URL?

        /// `init()` (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()).
        public override init() {
            super.init()
        }

        /// `init(url:)` (https://developer.apple.com/documentation/coredata/nspersistentstoredescription/init(url:)).
        public convenience init(url: URL) {
            self.init()
            self.url = url
        }
    }
#endif
