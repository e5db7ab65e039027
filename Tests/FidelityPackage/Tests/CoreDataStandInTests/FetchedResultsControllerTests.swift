#if canImport(CoreData)
    import CoreData
#else
    import CoreDataStandIn
#endif
import Foundation
import Testing

/// What a fetched-results controller answers and what a save tells its delegate, in the cases no
/// reported quirk of some releases shapes (inserts, deletes, sections appearing and going, a save
/// the fetch does not see): what the stand-in's verdicts on Core Data code rest on, observed as an
/// app observes it.
@MainActor
struct FetchedResultsControllerTests {
    /// A fetch is sectioned by its key path, sections and objects in the sort descriptors' order.
    /// (Apple: "the controller … must sort the fetch request's results by the section key path
    /// first", `init(fetchRequest:managedObjectContext:sectionNameKeyPath:cacheName:)`.)
    @Test func aFetchIsSectionedByTheKeyPathInSortOrder() throws {
        let context = try Store.context([("b1", "B", 1), ("a2", "A", 2), ("a1", "A", 1), ("b0", "B", 0)])
        let controller = try Store.controller(context)
        #expect(controller.sections?.map(\.name) == ["A", "B"])
        #expect(controller.sections?.map(\.numberOfObjects) == [2, 2])
        #expect(controller.fetchedObjects?.map(\.title) == ["a1", "a2", "b0", "b1"])
        #expect(controller.object(at: IndexPath(indexes: [1, 0])).title == "b0")
        let b1 = try #require(controller.fetchedObjects?.last)
        #expect(controller.indexPath(forObject: b1) == IndexPath(indexes: [1, 1]))
        #expect(controller.sectionIndexTitles == ["A", "B"])
    }

    /// A save that adds an object in a new group tells the delegate of the new section before the
    /// new object, between will change and did change. (Apple's delegate documentation: the
    /// controller reports changes to its sections before changes to the objects.)
    @Test func aNewSectionIsReportedBeforeItsObject() throws {
        let context = try Store.context([("a1", "A", 1)])
        let controller = try Store.controller(context)
        let delegate = LoggingDelegate()
        controller.delegate = delegate
        Store.add("b1", "B", 1, to: context)
        try context.save()
        #expect(
            delegate.log == [
                "will change", "insert section B at 1", "insert b1 at nil new [1, 0]", "did change",
            ])
    }

    /// Deleting the last object of a group deletes its section; a delete carries the old index
    /// path only.
    @Test func deletingASectionsLastObjectDeletesTheSection() throws {
        let context = try Store.context([("a1", "A", 1), ("b1", "B", 1)])
        let controller = try Store.controller(context)
        let delegate = LoggingDelegate()
        controller.delegate = delegate
        context.delete(try #require(controller.fetchedObjects?.last))
        try context.save()
        #expect(
            delegate.log == [
                "will change", "delete section B at 1", "delete b1 at [1, 0] new nil", "did change",
            ])
        #expect(controller.sections?.map(\.name) == ["A"])
    }

    /// Objects inserted and deleted in one save arrive with their own paths: an insert at its
    /// index path after the save, a delete at its index path before it.
    @Test func insertsAndDeletesCarryTheirOwnPaths() throws {
        let context = try Store.context([("a1", "A", 1), ("a3", "A", 3), ("a4", "A", 4)])
        let controller = try Store.controller(context)
        let delegate = LoggingDelegate()
        controller.delegate = delegate
        Store.add("a2", "A", 2, to: context)
        context.delete(try #require(controller.fetchedObjects?.last))
        try context.save()
        #expect(delegate.log.first == "will change" && delegate.log.last == "did change")
        #expect(
            Set(delegate.log.dropFirst().dropLast()) == ["insert a2 at nil new [0, 1]", "delete a4 at [0, 2] new nil"],
            "\(delegate.log)")
        #expect(controller.fetchedObjects?.map(\.title) == ["a1", "a2", "a3"])
    }

    /// During the callbacks the controller already answers with the results after the save, so
    /// that a cell configured from `object(at: newIndexPath)` shows the new object; and an
    /// object's committed values are still those before the save.
    @Test func duringTheCallbacksTheControllerHoldsTheNewResults() throws {
        let context = try Store.context([("a1", "A", 1), ("a3", "A", 3)])
        let controller = try Store.controller(context)
        let delegate = LoggingDelegate()
        controller.delegate = delegate
        Store.add("a0", "A", 0, to: context)
        try context.save()
        #expect(delegate.heldDuringCallbacks == ["a0"], "\(delegate.log)")
        #expect(delegate.groupsDuringCallbacks == ["none → A"], "an inserted object has no committed values")
        // However the regroup is reported, every call about it sees the group before and after.
        try #require(controller.fetchedObjects?.first).group = "B"
        try context.save()
        let regrouped = delegate.groupsDuringCallbacks.dropFirst()
        #expect(!regrouped.isEmpty && regrouped.allSatisfy { $0 == "A → B" }, "\(delegate.log)")
    }

    /// A save the fetch does not see (another entity) makes no call.
    @Test func aSaveTheFetchDoesNotSeeMakesNoCall() throws {
        let context = try Store.context([("a1", "A", 1)])
        let controller = try Store.controller(context)
        let delegate = LoggingDelegate()
        controller.delegate = delegate
        Store.addNote("call Anna", to: context)
        try context.save()
        #expect(delegate.log.isEmpty, "\(delegate.log)")
    }

    /// A background context's save does not reach a controller of the view context until the view
    /// context merges it; merged, it is reported as the view context's own save would be.
    /// (Apple: `mergeChanges(fromContextDidSave:)` "merges the changes specified in a given
    /// notification", posted by the saving context as `NSManagedObjectContextDidSave`.)
    @Test func aBackgroundSaveReachesTheControllerWhenMerged() throws {
        let container = Store.container()
        let context = container.viewContext
        Store.add("a1", "A", 1, to: context)
        try context.save()
        let controller = try Store.controller(context)
        let delegate = LoggingDelegate()
        controller.delegate = delegate
        let background = container.newBackgroundContext()
        let saved = SavedNotification()
        let observer = NotificationCenter.default.addObserver(
            forName: .NSManagedObjectContextDidSave, object: background, queue: nil
        ) { saved.notification = $0 }
        defer { NotificationCenter.default.removeObserver(observer) }
        background.performAndWait {
            Store.add("b1", "B", 1, to: background)
            try? background.save()
        }
        #expect(delegate.log.isEmpty, "not merged yet: \(delegate.log)")
        #expect(controller.fetchedObjects?.map(\.title) == ["a1"])
        context.mergeChanges(fromContextDidSave: try #require(saved.notification))
        #expect(
            delegate.log == ["will change", "insert section B at 1", "insert b1 at nil new [1, 0]", "did change"],
            "\(delegate.log)")
        #expect(controller.fetchedObjects?.map(\.title) == ["a1", "b1"])
    }

    /// Without a delegate the controller does not track changes: its results stay as fetched.
    /// (Apple: "No tracking: the delegate is set to nil. The controller simply provides access to
    /// the data as it was when the fetch was executed.")
    @Test func withoutADelegateTheResultsStayAsFetched() throws {
        let context = try Store.context([("a1", "A", 1)])
        let controller = try Store.controller(context)
        Store.add("a2", "A", 2, to: context)
        try context.save()
        #expect(controller.fetchedObjects?.map(\.title) == ["a1"])
        try controller.performFetch()
        #expect(controller.fetchedObjects?.map(\.title) == ["a1", "a2"])
    }
}

/// The notification a save posted, kept for the test to merge.
final class SavedNotification: @unchecked Sendable {
    var notification: Notification?
}
