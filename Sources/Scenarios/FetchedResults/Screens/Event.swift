// The entity of the fetched-results template's screen (Jeff LaMarche's post): an event with a
// name, the group it is listed under (the section name key path) and its order in the group.
// Compiled where UIKit and Core Data are both Apple's or both stand-ins (not on macOS, where
// Core Data is Apple's and UIKit is not).
#if (canImport(UIKit) && canImport(CoreData)) || !(canImport(UIKit) || canImport(CoreData))
    #if canImport(CoreData)
        import CoreData
    #else
        import CoreDataStandIn
    #endif

    /// An event. Its attributes are computed properties over key-value access, which compile against
    /// Core Data and its stand-in alike (`@NSManaged` needs the Objective-C runtime).
    public final class Event: NSManagedObject {
        public var name: String? {
            get { value(forKey: "name") as? String }
            set { setValue(newValue, forKey: "name") }
        }

        /// The section the event is listed in.
        public var group: String? {
            get { value(forKey: "group") as? String }
            set { setValue(newValue, forKey: "group") }
        }

        /// The order inside its group.
        public var order: Int64 {
            get { value(forKey: "order") as? Int64 ?? 0 }
            set { setValue(newValue, forKey: "order") }
        }

        /// A fresh main-queue context holding two saved groups of events, what the screens start from.
        @MainActor
        public static func sampleContext() -> NSManagedObjectContext {
            let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
            for (name, group, order) in [("Breakfast", "A", 0), ("Lunch", "A", 1), ("Concert", "B", 0)] {
                let event = Event(context: context)
                event.name = name
                event.group = group
                event.order = Int64(order)
            }
            try? context.save()
            return context
        }
    }
#endif
