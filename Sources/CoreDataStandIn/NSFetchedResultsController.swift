#if !canImport(CoreData) && !canImport(UIKit)
    import Foundation
    import ListEmulation

    /// `NSFetchedResultsController`
    /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller): the results
    /// of a fetch request in sections, kept up to date and reported to its delegate on every save
    /// of its context.
    ///
    /// - Sections are runs of equal values at `sectionNameKeyPath` in the order of the sort
    ///   descriptors (Core Data asks, as here, that the first descriptor orders the sections);
    ///   objects of equal sort values come in the order they were made.
    /// - A save's changes are reported exactly as the model does (``FetchedChangeReport``): each
    ///   object is the model's ``FetchedObject`` — its id a serial, its section key the rank of its
    ///   section name, its sort key the rank of its sort values, its content the number of saves
    ///   that changed it — in Apple's order, with the quirks real systems show (all of them on
    ///   unless ``quirks`` says otherwise). During the callbacks `sections` and `object(at:)`
    ///   answer with the results after the save and `committedValues(forKeys:)` with the values
    ///   before it, as on a device.
    /// - The delegate is handed the controller as `NSFetchedResultsController<any
    ///   NSFetchRequestResult>`, as in Core Data; here that is another object over the same results
    ///   (`===` with the app's controller is false).
    /// - With no delegate the results stay as fetched, as in Core Data. `cacheName` is kept,
    ///   without a cache.
    @MainActor
    open class NSFetchedResultsController<ResultType>: NSObject {
        let tracker: FetchedResultsTracker

        /// `fetchRequest` (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/fetchrequest).
        public let fetchRequest: NSFetchRequest<ResultType>

        /// `init(fetchRequest:managedObjectContext:sectionNameKeyPath:cacheName:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/init(fetchrequest:managedobjectcontext:sectionnamekeypath:cachename:)).
        public init(
            fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
            sectionNameKeyPath: String?, cacheName name: String?
        ) {
            self.fetchRequest = fetchRequest
            tracker = FetchedResultsTracker(
                context: context, sectionNameKeyPath: sectionNameKeyPath, cacheName: name,
                quirks: CoreDataStandInRecord.quirks)
            super.init()
        }

        /// The controller a delegate is handed: the same results, another type.
        init(tracker: FetchedResultsTracker) {
            self.tracker = tracker
            fetchRequest = NSFetchRequest<ResultType>()
            fetchRequest.entityName = tracker.entityName
            fetchRequest.sortDescriptors = tracker.sortDescriptors
            fetchRequest.predicate = tracker.predicate
            super.init()
        }

        /// `managedObjectContext`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/managedobjectcontext).
        open var managedObjectContext: NSManagedObjectContext { tracker.context }
        /// `sectionNameKeyPath`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/sectionnamekeypath).
        open var sectionNameKeyPath: String? { tracker.sectionNameKeyPath }
        /// `cacheName` (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/cachename).
        open var cacheName: String? { tracker.cacheName }

        /// `delegate` (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/delegate):
        /// held weakly.
        open var delegate: (any NSFetchedResultsControllerDelegate)? {
            get { tracker.delegate }
            set { tracker.delegate = newValue }
        }

        /// The quirks the controller's reports show (``FetchedResultsQuirk``): every one by default,
        /// as a delegate must survive them all; a check sets fewer with its configuration's
        /// `fetchedResultsQuirks` to ask what a given system does. A failure after a report that a
        /// quirk shaped names that quirk.
        package var quirks: FetchedResultsQuirks {
            get { tracker.quirks }
            set { tracker.quirks = newValue }
        }

        /// The model's report of the last save, for tests.
        package var lastReport: FetchedChangeReport? { tracker.lastReport }

        /// `performFetch()` (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/performfetch()):
        /// fetches with the request as it is now. A request without sort descriptors raises Core
        /// Data's exception.
        open func performFetch() throws {
            tracker.performFetch(
                entityName: fetchRequest.entityName, sortDescriptors: fetchRequest.sortDescriptors,
                predicate: fetchRequest.predicate)
        }

        /// `fetchedObjects` (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/fetchedobjects):
        /// `nil` before the first fetch.
        open var fetchedObjects: [ResultType]? { tracker.results?.compactMap { $0.object as? ResultType } }

        /// `sections` (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/sections):
        /// `nil` before the first fetch.
        open var sections: [any NSFetchedResultsSectionInfo]? {
            let asker = delegate.map { ObjectIdentifier($0) }
            if let made = madeSections, made.version == tracker.resultsVersion, made.delegate == asker {
                return made.sections
            }
            let sections: [any NSFetchedResultsSectionInfo]? = tracker.sections?.map { section in
                FetchedSectionInfo(
                    name: section.name, indexTitle: indexTitle(forSectionName: section.name), objects: section.objects)
            }
            madeSections = (tracker.resultsVersion, asker, sections)
            return sections
        }
        /// The section infos made from one version of the results (their index titles asked of one
        /// delegate), until either changes: a table asks them for every count and cell.
        private var madeSections:
            (version: Int, delegate: ObjectIdentifier?, sections: [any NSFetchedResultsSectionInfo]?)?

        /// `object(at:)` (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/object(at:)):
        /// past the end, Core Data's exception (`no object at index 1 in section at index 0`).
        open func object(at indexPath: IndexPath) -> ResultType {
            // Objects of the request's entity are of the type the request names, as in Core Data.
            tracker.object(at: indexPath) as! ResultType
        }

        /// `indexPath(forObject:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/indexpath(forobject:)).
        open func indexPath(forObject object: ResultType) -> IndexPath? {
            (object as? NSManagedObject).flatMap(tracker.indexPath(of:))
        }

        /// `sectionIndexTitles`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/sectionindextitles).
        open var sectionIndexTitles: [String] {
            var titles: [String] = []
            for section in tracker.sections ?? [] {
                if let title = indexTitle(forSectionName: section.name), !titles.contains(title) {
                    titles.append(title)
                }
            }
            return titles
        }

        /// `sectionIndexTitle(forSectionName:)`
        /// (https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller/sectionindextitle(forsectionname:)):
        /// the name's first letter, capitalized.
        open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
            tracker.sectionIndexTitle(forSectionName: sectionName)
        }

        private func indexTitle(forSectionName name: String) -> String? {
            guard let delegate else { return sectionIndexTitle(forSectionName: name) }
            return delegate.controller(
                NSFetchedResultsController<any NSFetchRequestResult>(tracker: tracker),
                sectionIndexTitleForSectionName: name)
        }
    }
#endif
