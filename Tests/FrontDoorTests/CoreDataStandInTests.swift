#if !canImport(CoreData)
    import CoreDataStandIn
    import Scenarios
    import SeedApps
    import Testing
    import UIKitStandIn

    /// The Core Data stand-in where its tests cannot run against Core Data itself: the order it
    /// gives equal sort values, descriptors' comparisons on mixed values, what a save reports
    /// under the quirks some releases show, snapshots. What an app observes the same on every
    /// release is held to Core Data in `Tests/FidelityPackage/Tests/CoreDataStandInTests`, which
    /// this suite does not repeat.
    @MainActor
    struct CoreDataStandInTests {
        /// Records every delegate call as a line, with the object's committed and current group.
        final class Recorder: NSObject, NSFetchedResultsControllerDelegate {
            var calls: [String] = []

            func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
                calls.append("will change")
            }

            func controller(
                _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
                didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
                for type: NSFetchedResultsChangeType
            ) {
                calls.append("\(type) section \(sectionInfo.name) at \(sectionIndex)")
            }

            func controller(
                _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
                at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
            ) {
                let event = anObject as! Event
                let committed = event.committedValues(forKeys: ["group"])["group"] as? String
                calls.append(
                    "\(type) \(event.name ?? "") at \(Self.words(indexPath)) new \(Self.words(newIndexPath))"
                        + " (group \(committed ?? "none") → \(event.group ?? "none"))")
            }

            func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
                calls.append("did change: \(controller.sections?.map { "\($0.name)×\($0.numberOfObjects)" } ?? [])")
            }

            static func words(_ path: IndexPath?) -> String { path.map { "[\($0[0]), \($0[1])]" } ?? "nil" }
        }

        func context(_ events: [(String, String, Int)]) throws -> NSManagedObjectContext {
            let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
            for (name, group, order) in events {
                let event = Event(context: context)
                event.name = name
                event.group = group
                event.order = Int64(order)
            }
            try context.save()
            return context
        }

        func controller(_ context: NSManagedObjectContext) throws -> NSFetchedResultsController<Event> {
            let request = NSFetchRequest<Event>(entityName: "Event")
            request.sortDescriptors = [
                NSSortDescriptor(key: "group", ascending: true), NSSortDescriptor(key: "order", ascending: true),
            ]
            let controller = NSFetchedResultsController(
                fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "group", cacheName: nil)
            try controller.performFetch()
            return controller
        }

        /// Equal sort values keep the order the objects were made in (Core Data does not document
        /// an order for them), and a block predicate filters a plain fetch.
        @Test func equalSortValuesKeepTheOrderTheObjectsWereMadeIn() throws {
            let context = try context([("b1", "B", 1), ("a2", "A", 2), ("a1", "A", 1), ("b0", "B", 0), ("a1'", "A", 1)])
            let controller = try controller(context)
            #expect(controller.sections?.map(\.indexTitle) == ["A", "B"])
            #expect(controller.fetchedObjects?.map(\.name) == ["a1", "a1'", "a2", "b0", "b1"])
            let request = NSFetchRequest<Event>(entityName: "Event")
            request.sortDescriptors = [NSSortDescriptor(key: "order", ascending: false)]
            request.predicate = NSPredicate { event, _ in (event as? Event)?.group == "A" }
            #expect(try context.fetch(request).map(\.name) == ["a2", "a1", "a1'"])
        }

        /// A fetch reads each object's values once and sorts by them; it orders as the sort
        /// descriptors' own `compare(_:to:)` does, object by object, on values of every kind
        /// (missing ones, numbers, strings) in both directions.
        @Test(arguments: 0..<20) func aFetchOrdersAsItsDescriptorsCompare(seed: Int) throws {
            var generator = SeededGenerator(seed: UInt64(seed))
            let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
            for index in 0..<12 {
                let event = Event(context: context)
                event.name = "e\(index)"
                if Bool.random(using: &generator) { event.group = ["A", "B", "C"].randomElement(using: &generator) }
                event.order = Int64.random(in: 0...3, using: &generator)
            }
            try context.save()
            let descriptors = [
                NSSortDescriptor(key: "group", ascending: Bool.random(using: &generator)),
                NSSortDescriptor(key: "order", ascending: Bool.random(using: &generator)),
            ]
            let request = NSFetchRequest<Event>(entityName: "Event")
            request.sortDescriptors = descriptors
            let fetched = try context.fetch(request)
            let all = try context.fetch(NSFetchRequest<Event>(entityName: "Event"))
            let compared = all.sorted { a, b in
                for descriptor in descriptors {
                    switch descriptor.compare(a, to: b) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return all.firstIndex(of: a)! < all.firstIndex(of: b)!
            }
            #expect(fetched.map(\.name) == compared.map(\.name))
        }

        @Test func aSaveReportsInAppleOrderUnderTheQuirksSet() throws {
            for (quirks, expected) in [
                (
                    "none",
                    [
                        "insert section B at 1", "delete b at [0, 1] new nil (group A → B)",
                        "insert b at nil new [1, 0] (group A → B)", "insert c at nil new [0, 1] (group none → A)",
                    ]
                ),
                (
                    "all",
                    [
                        "insert section B at 1", "update b at [0, 1] new [1, 0] (group A → B)",
                        "insert c at nil new [0, 1] (group none → A)",
                    ]
                ),
            ] {
                let context = try context([("a", "A", 0), ("b", "A", 1)])
                let controller = try controller(context)
                controller.quirks = quirks == "none" ? .none : .all
                let recorder = Recorder()
                controller.delegate = recorder
                controller.fetchedObjects?.last?.group = "B"
                let event = Event(context: context)
                event.name = "c"
                event.group = "A"
                event.order = 5
                #expect(context.hasChanges)
                try context.save()
                #expect(!context.hasChanges)
                #expect(
                    recorder.calls == ["will change"] + expected + ["did change: [\"A×2\", \"B×1\"]"],
                    "quirks \(quirks)")
                // After the save the committed values are the saved ones.
                #expect(event.committedValues(forKeys: nil)["group"] as? String == "A")
            }
        }

        @Test func moveUpdateAndDeleteCarryTheModelsPaths() throws {
            let context = try context([("a", "A", 0), ("b", "A", 1), ("c", "A", 2), ("d", "B", 0)])
            let controller = try controller(context)
            controller.quirks = .none
            let recorder = Recorder()
            controller.delegate = recorder
            let objects = try #require(controller.fetchedObjects)
            objects[0].order = 9  // a moves to the end of A
            objects[1].name = "b'"  // b changes in place: an update
            context.delete(objects[3])  // d goes, and its section with it
            try context.save()
            #expect(
                recorder.calls == [
                    "will change", "delete section B at 1", "move a at [0, 0] new [0, 2] (group A → A)",
                    "update b' at [0, 1] new nil (group A → A)", "delete d at [1, 0] new nil (group B → B)",
                    "did change: [\"A×3\"]",
                ])
            #expect(objects[3].managedObjectContext == nil)
            // A save with nothing changed tells nobody.
            recorder.calls = []
            try context.save()
            #expect(recorder.calls.isEmpty)
        }

        @Test func changedAndCommittedValuesFollowTheSaves() throws {
            let context = try context([("a", "A", 0)])
            let event = try #require(try controller(context).fetchedObjects?.first)
            #expect(!event.isInserted && !event.isUpdated && event.changedValues().isEmpty)
            event.group = "B"
            #expect(event.isUpdated)
            #expect(event.changedValues().keys.sorted() == ["group"])
            #expect(event.committedValues(forKeys: ["group"])["group"] as? String == "A")
            try context.save()
            #expect(event.committedValues(forKeys: ["group"])["group"] as? String == "B")
            let fresh = NSEntityDescription.insertNewObject(forEntityName: "Event", into: context)
            #expect(fresh.isInserted && fresh.committedValues(forKeys: nil).isEmpty)
            context.delete(fresh)
            #expect(!context.hasChanges)
        }

        /// Takes the snapshot form; records it, and any other change callback it is made.
        final class SnapshotRecorder: NSObject, NSFetchedResultsControllerDelegate {
            var snapshots: [NSDiffableDataSourceSnapshotReference] = []
            var otherCalls = 0

            func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
                otherCalls += 1
            }

            func controller(
                _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
                didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
            ) {
                snapshots.append(snapshot)
            }
        }

        /// A delegate with the snapshot callback gets the fetched results from `performFetch()`,
        /// then one snapshot per save — sections by name, items by object id, the changed objects
        /// marked reloaded — and no other change callback; bridged to the typed snapshot, the
        /// marks come along.
        @Test func aSnapshotTakingDelegateGetsOnlySnapshots() throws {
            let context = try context([("a0", "A", 0), ("a1", "A", 1), ("b0", "B", 0)])
            let request = NSFetchRequest<Event>(entityName: "Event")
            request.sortDescriptors = [
                NSSortDescriptor(key: "group", ascending: true), NSSortDescriptor(key: "order", ascending: true),
            ]
            let controller = NSFetchedResultsController(
                fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "group", cacheName: nil)
            let recorder = SnapshotRecorder()
            controller.delegate = recorder
            try controller.performFetch()
            let fetched = try #require(recorder.snapshots.last)
            #expect(fetched.sectionIdentifiers as? [String] == ["A", "B"])
            let ids = try #require(controller.fetchedObjects).map(\.objectID)
            #expect(fetched.itemIdentifiers as? [NSManagedObjectID] == ids)
            #expect(fetched.reloadedItemIdentifiers.isEmpty)

            let events = try #require(controller.fetchedObjects)
            events[0].group = "C"
            events[2].name = "b0'"
            try context.save()
            #expect(recorder.snapshots.count == 2)
            #expect(recorder.otherCalls == 0)
            let saved = try #require(recorder.snapshots.last)
            #expect(saved.sectionIdentifiers as? [String] == ["A", "B", "C"])
            #expect(saved.itemIdentifiersInSection(withIdentifier: "C") as? [NSManagedObjectID] == [ids[0]])
            #expect(saved.numberOfItems == 3)
            #expect(saved.numberOfSections == 3)
            #expect(Set(saved.reloadedItemIdentifiers as? [NSManagedObjectID] ?? []) == [ids[0], ids[2]])
            let typed = NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(saved)
            #expect(typed.sectionIdentifiers == ["A", "B", "C"])
            #expect(typed.itemIdentifiers == [ids[1], ids[2], ids[0]])
            #expect(Set(typed.reloadedItemIdentifiers) == [ids[0], ids[2]])
        }

        /// A delegate without the snapshot callback still gets the four change callbacks.
        @Test func aDelegateWithoutTheSnapshotCallbackGetsTheFour() throws {
            let context = try context([("a0", "A", 0)])
            let controller = try controller(context)
            let recorder = Recorder()
            controller.delegate = recorder
            try controller.performFetch()
            try #require(controller.fetchedObjects).first?.order = 1
            try context.save()
            #expect(recorder.calls.first == "will change")
            #expect(recorder.calls.last == "did change: [\"A×1\"]")
        }
    }

    /// A small deterministic generator (SplitMix64) for the tests' random objects.
    struct SeededGenerator: RandomNumberGenerator {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
#endif
