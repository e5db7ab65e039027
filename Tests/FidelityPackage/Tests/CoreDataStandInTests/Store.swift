// How these tests observe a fetched-results controller: only through what an app sees — the
// calls its delegate receives, in order, with their index paths; the sections and objects the
// controller answers with; an object's values and committed values. The same files compile
// against Core Data (the compatibility switch is `canImport(CoreData)`: on macOS and the iOS
// Simulator, and against the stub of Apple's signatures here) and against the stand-in
// everywhere else, so what the stand-in claims of Core Data is tested against Core Data itself.
//
// The store is a persistent container's, in memory, its model built in code: Core Data needs one;
// the stand-in keeps the model and needs none.
#if canImport(CoreData)
    import CoreData
#else
    import CoreDataStandIn
#endif
import Foundation

/// A to-do item, its attributes written as the stand-in asks (key-value access, which compiles
/// against Core Data too): a title, the group it is listed under, its order in the group.
final class Item: NSManagedObject {
    var title: String? {
        get { value(forKey: "title") as? String }
        set { setValue(newValue, forKey: "title") }
    }
    var group: String? {
        get { value(forKey: "group") as? String }
        set { setValue(newValue, forKey: "group") }
    }
    var order: Int64 {
        get { (value(forKey: "order") as? Int64) ?? 0 }
        set { setValue(newValue, forKey: "order") }
    }
}

@MainActor
enum Store {
    /// A context holding `items` (title, group, order), saved.
    static func context(_ items: [(String, String, Int64)]) throws -> NSManagedObjectContext {
        let context = emptyContext()
        for (title, group, order) in items { add(title, group, order, to: context) }
        try context.save()
        return context
    }

    /// A new item in `context`, not saved.
    @discardableResult
    static func add(_ title: String, _ group: String, _ order: Int64, to context: NSManagedObjectContext) -> Item {
        let item = Item(context: context)
        item.title = title
        item.group = group
        item.order = order
        return item
    }

    /// A note, an entity no fetch of these tests asks for.
    static func addNote(_ text: String, to context: NSManagedObjectContext) {
        NSEntityDescription.insertNewObject(forEntityName: "Note", into: context).setValue(text, forKey: "text")
    }

    /// A controller over every item, sorted by group then order, sectioned by group, fetched.
    static func controller(_ context: NSManagedObjectContext) throws -> NSFetchedResultsController<Item> {
        let request = NSFetchRequest<Item>(entityName: "Item")
        request.sortDescriptors = [
            NSSortDescriptor(key: "group", ascending: true), NSSortDescriptor(key: "order", ascending: true),
        ]
        let controller = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "group", cacheName: nil)
        try controller.performFetch()
        return controller
    }

    /// The containers made, kept for the tests' lifetime.
    private static var containers: [NSPersistentContainer] = []

    /// The view context of a new container with an in-memory store.
    static func emptyContext() -> NSManagedObjectContext { container().viewContext }

    /// A new container with an in-memory store.
    static func container() -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Compatibility", managedObjectModel: model)
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { _, error in
            precondition(error == nil, "the in-memory store did not load: \(String(describing: error))")
        }
        containers.append(container)
        return container
    }

    /// Item (title, group, order) and Note (text). One model for every container: Core Data warns
    /// when two models claim the same class.
    private static var model: NSManagedObjectModel {
        if let made = madeModel { return made }
        let item = NSEntityDescription()
        item.name = "Item"
        item.managedObjectClassName = NSStringFromClass(Item.self)
        item.properties = [
            attribute("title", .stringAttributeType), attribute("group", .stringAttributeType),
            attribute("order", .integer64AttributeType),
        ]
        let note = NSEntityDescription()
        note.name = "Note"
        note.properties = [attribute("text", .stringAttributeType)]
        let model = NSManagedObjectModel()
        model.entities = [item, note]
        madeModel = model
        return model
    }
    private static var madeModel: NSManagedObjectModel?

    private static func attribute(_ name: String, _ type: NSAttributeType) -> NSAttributeDescription {
        let attribute = NSAttributeDescription()
        attribute.name = name
        attribute.attributeType = type
        attribute.isOptional = true
        return attribute
    }
}

/// A delegate that logs every change callback, as a line each, with the objects' titles and the
/// index paths it is handed; and what the controller answers during each object callback.
@MainActor
final class LoggingDelegate: NSObject {
    private(set) var log: [String] = []
    /// During each insert's callback: the title of the object the controller holds at its new
    /// index path.
    private(set) var heldDuringCallbacks: [String] = []
    /// During each object callback: the object's committed group, then its group.
    private(set) var groupsDuringCallbacks: [String] = []

    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
        log.append("will change")
    }

    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
        for type: NSFetchedResultsChangeType
    ) {
        log.append("\(Self.word(type)) section \(sectionInfo.name) at \(sectionIndex)")
    }

    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
        let item = anObject as! Item
        log.append("\(Self.word(type)) \(item.title ?? "") at \(Self.word(indexPath)) new \(Self.word(newIndexPath))")
        if type == .insert, let path = newIndexPath, let held = controller.object(at: path) as? Item {
            heldDuringCallbacks.append(held.title ?? "")
        }
        let committed = item.committedValues(forKeys: ["group"])["group"] as? String
        groupsDuringCallbacks.append("\(committed ?? "none") → \(item.group ?? "none")")
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
        log.append("did change")
    }

    static func word(_ type: NSFetchedResultsChangeType) -> String {
        switch type {
        case .insert: "insert"
        case .delete: "delete"
        case .move: "move"
        case .update: "update"
        @unknown default: "unknown"
        }
    }

    static func word(_ path: IndexPath?) -> String { path.map { "[\($0[0]), \($0[1])]" } ?? "nil" }
}

// Core Data's protocol is not isolated: a main-actor delegate adopts it with `@preconcurrency`,
// as an app's view controller does in Swift 6. The stand-in's is on the main actor already.
#if canImport(CoreData)
    extension LoggingDelegate: @preconcurrency NSFetchedResultsControllerDelegate {}
#else
    extension LoggingDelegate: NSFetchedResultsControllerDelegate {}
#endif
