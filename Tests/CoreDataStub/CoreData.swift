// A stub `CoreData` module: the documented signatures the Core Data stand-in's compatibility tests
// use, so that CI on Linux compiles those tests against Core Data's API
// (`Scripts/uikit-stub-check.sh`) and a signature the stand-in gives differently fails there.
// Never shipped, never linked: every body traps. Each declaration follows Apple's documentation
// page named beside it (https://developer.apple.com/documentation/coredata/…); where Core Data
// declares more, only what the tests use is here. Core Data's delegate methods are optional
// Objective-C requirements; here they are requirements with empty defaults.

@_exported import Foundation

// MARK: The model and the store

/// https://developer.apple.com/documentation/coredata/nsattributetype
public enum NSAttributeType: UInt, @unchecked Sendable {
    case integer64AttributeType = 300
    case stringAttributeType = 700
}

/// https://developer.apple.com/documentation/coredata/nspropertydescription
open class NSPropertyDescription: NSObject {
    /// https://developer.apple.com/documentation/coredata/nspropertydescription/name
    open var name: String {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    /// https://developer.apple.com/documentation/coredata/nspropertydescription/isoptional
    open var isOptional: Bool {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

/// https://developer.apple.com/documentation/coredata/nsattributedescription
open class NSAttributeDescription: NSPropertyDescription {
    /// https://developer.apple.com/documentation/coredata/nsattributedescription/attributetype
    open var attributeType: NSAttributeType {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

/// https://developer.apple.com/documentation/coredata/nsentitydescription
open class NSEntityDescription: NSObject {
    /// https://developer.apple.com/documentation/coredata/nsentitydescription/name
    open var name: String? {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    /// https://developer.apple.com/documentation/coredata/nsentitydescription/managedobjectclassname
    open var managedObjectClassName: String! {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    /// https://developer.apple.com/documentation/coredata/nsentitydescription/properties
    open var properties: [NSPropertyDescription] {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    /// https://developer.apple.com/documentation/coredata/nsentitydescription/insertnewobject(forentityname:into:)
    open class func insertNewObject(
        forEntityName entityName: String, into context: NSManagedObjectContext
    )
        -> NSManagedObject
    { fatalError("stub") }
}

/// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel
open class NSManagedObjectModel: NSObject {
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/init()
    public override init() { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/entities
    open var entities: [NSEntityDescription] {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

/// https://developer.apple.com/documentation/coredata/nsinmemorystoretype
public let NSInMemoryStoreType: String = "InMemory"

/// https://developer.apple.com/documentation/coredata/nspersistentstoredescription
open class NSPersistentStoreDescription: NSObject {
    /// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/type
    open var type: String {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

/// https://developer.apple.com/documentation/coredata/nspersistentcontainer
open class NSPersistentContainer: NSObject {
    /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/init(name:managedobjectmodel:)
    public init(name: String, managedObjectModel model: NSManagedObjectModel) { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/persistentstoredescriptions
    open var persistentStoreDescriptions: [NSPersistentStoreDescription] {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/loadpersistentstores(completionhandler:)
    open func loadPersistentStores(
        completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/viewcontext
    open var viewContext: NSManagedObjectContext { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/newbackgroundcontext()
    open func newBackgroundContext() -> NSManagedObjectContext { fatalError("stub") }
}

// MARK: Objects and contexts

/// https://developer.apple.com/documentation/coredata/nsfetchrequestresult
public protocol NSFetchRequestResult: NSObjectProtocol {}

/// https://developer.apple.com/documentation/coredata/nsmanagedobject
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/init(entity:insertinto:)
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/init(context:)
    public convenience init(context moc: NSManagedObjectContext) { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/value(forkey:)
    open func value(forKey key: String) -> Any? { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/setvalue(_:forkey:)
    open func setValue(_ value: Any?, forKey key: String) { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/committedvalues(forkeys:)
    open func committedValues(forKeys keys: [String]?) -> [String: Any] { fatalError("stub") }
}

/// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext
open class NSManagedObjectContext: NSObject {
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/save()
    open func save() throws { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/delete(_:)
    open func delete(_ object: NSManagedObject) { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/performandwait(_:)-4s6c8
    open func performAndWait(_ block: () -> Void) { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/mergechanges(fromcontextdidsave:)
    open func mergeChanges(fromContextDidSave notification: Notification) { fatalError("stub") }
}

extension Notification.Name {
    /// https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/nsmanagedobjectcontextdidsave
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagingContextDidSaveChangesNotification")
}

/// https://developer.apple.com/documentation/foundation/nssortdescriptor (Foundation's on Apple
/// platforms; here, where corelibs Foundation has no key-value coding, with the stub).
open class NSSortDescriptor: NSObject {
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/init(key:ascending:)
    public init(key: String?, ascending: Bool) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/coredata/nsfetchrequest
/// (Core Data constrains `ResultType` to `NSFetchRequestResult`, an Objective-C protocol whose
/// existential conforms to it; Swift without the Objective-C runtime cannot say so, so neither
/// the stub nor the stand-in constrains it.)
open class NSFetchRequest<ResultType>: NSObject {
    /// https://developer.apple.com/documentation/coredata/nsfetchrequest/init(entityname:)
    public convenience init(entityName: String) { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsfetchrequest/sortdescriptors
    open var sortDescriptors: [NSSortDescriptor]? {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

// MARK: The fetched-results controller

/// https://developer.apple.com/documentation/coredata/nsfetchedresultschangetype
public enum NSFetchedResultsChangeType: UInt, @unchecked Sendable {
    case insert = 1
    case delete = 2
    case move = 3
    case update = 4
}

/// https://developer.apple.com/documentation/coredata/nsfetchedresultssectioninfo
public protocol NSFetchedResultsSectionInfo {
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultssectioninfo/name
    var name: String { get }
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultssectioninfo/indextitle
    var indexTitle: String? { get }
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultssectioninfo/numberofobjects
    var numberOfObjects: Int { get }
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultssectioninfo/objects
    var objects: [Any]? { get }
}

/// https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate
public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controllerwillchangecontent(_:)
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controller(_:didchange:atsectionindex:for:)
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
        for type: NSFetchedResultsChangeType)
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controller(_:didchange:at:for:newindexpath:)
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate/controllerdidchangecontent(_:)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
        for type: NSFetchedResultsChangeType
    ) {}
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
}

/// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller
/// (`ResultType` unconstrained, as `NSFetchRequest`'s.)
open class NSFetchedResultsController<ResultType>: NSObject {
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/init(fetchrequest:managedobjectcontext:sectionnamekeypath:cachename:)
    public init(
        fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
        sectionNameKeyPath: String?, cacheName name: String?
    ) { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/delegate
    weak open var delegate: (any NSFetchedResultsControllerDelegate)? {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/performfetch()
    open func performFetch() throws { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/fetchedobjects
    open var fetchedObjects: [ResultType]? { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/object(at:)
    open func object(at indexPath: IndexPath) -> ResultType { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/indexpath(forobject:)
    open func indexPath(forObject object: ResultType) -> IndexPath? { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/sections
    open var sections: [any NSFetchedResultsSectionInfo]? { fatalError("stub") }
    /// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/sectionindextitles
    open var sectionIndexTitles: [String] { fatalError("stub") }
}
