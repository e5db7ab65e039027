#if !canImport(CoreData) && !canImport(UIKit)
    import BatchModel
    import Foundation
    import ListEmulation
    import UIKitStandIn

    /// What a fetched-results controller holds, shared by the controller an app makes and the
    /// type-erased one its delegate is handed: the request, the results, the delegate. On a save it
    /// maps the objects to the model's ``FetchedObject``s and reports the model's
    /// ``FetchedChangeReport``.
    @MainActor
    final class FetchedResultsTracker {
        /// One fetched object as the controller last saw it.
        struct Snapshot {
            var object: NSManagedObject
            var sectionName: String
            /// The values the sort descriptors read, classified as the sort compares them.
            var sortValues: [SortValue]
            var version: Int
        }

        let context: NSManagedObjectContext
        let sectionNameKeyPath: String?
        let cacheName: String?
        weak var delegate: (any NSFetchedResultsControllerDelegate)?
        var quirks: FetchedResultsQuirks
        private(set) var entityName: String?
        private(set) var sortDescriptors: [NSSortDescriptor] = []
        private(set) var predicate: NSPredicate?
        /// The results, in order; `nil` before the first fetch.
        private(set) var results: [Snapshot]? {
            didSet {
                cachedSections = nil
                resultsVersion &+= 1
            }
        }
        /// Counts the changes of ``results``: a controller keeps what it made from them until then.
        private(set) var resultsVersion = 0
        /// ``sections`` as last worked out, until the results change: a table asks them for every
        /// count and cell.
        private var cachedSections: [(name: String, objects: [NSManagedObject])]?
        private(set) var lastReport: FetchedChangeReport?
        /// The delegate method being called and the object it reports, while a save reports.
        private var callback: (selector: String, object: NSManagedObject?)?
        /// The delegate last found to lack `controller(_:didChangeContentWith:)`: it gets the four
        /// change callbacks without being asked again.
        private weak var delegateWithoutSnapshots: (any NSFetchedResultsControllerDelegate)?
        /// Whether the delegate being asked for the snapshot callback answered with the default.
        private var snapshotCallbackMissing = false

        init(
            context: NSManagedObjectContext, sectionNameKeyPath: String?, cacheName: String?,
            quirks: FetchedResultsQuirks
        ) {
            self.context = context
            self.sectionNameKeyPath = sectionNameKeyPath
            self.cacheName = cacheName
            self.quirks = quirks
        }

        // MARK: Fetching

        func performFetch(entityName: String?, sortDescriptors: [NSSortDescriptor]?, predicate: NSPredicate?) {
            guard let sortDescriptors, !sortDescriptors.isEmpty else {
                CoreDataStandInRecord.raise(
                    signature: "no sort descriptors",
                    message: FetchedResultsError(
                        signature: "no sort descriptors",
                        reason:
                            "An instance of NSFetchedResultsController requires a fetch request with sort descriptors"
                    ).description.replacingOccurrences(
                        of: "NSInternalInconsistencyException", with: "NSInvalidArgumentException"))
                return
            }
            self.entityName = entityName
            self.sortDescriptors = sortDescriptors
            self.predicate = predicate
            results = current(fetching: true)
            context.track(self)
            // Core Data hands a snapshot-taking delegate the fetched results at once (developers
            // report the callback during `performFetch()`; the first apply fills the table).
            guard let delegate, !lacksSnapshots(delegate), let sections else { return }
            _ = reportSnapshot(
                sections.map { ($0.name, $0.objects.map(\.objectID)) }, reloaded: [], to: delegate)
        }

        /// Called by the delegate protocol's default `controller(_:didChangeContentWith:)`.
        func delegateLacksSnapshotCallback(_ delegate: any NSFetchedResultsControllerDelegate) {
            snapshotCallbackMissing = true
            delegateWithoutSnapshots = delegate
            Self.typesWithoutSnapshots.insert(ObjectIdentifier(Swift.type(of: delegate)))
        }

        /// The delegate types known to lack the snapshot callback: whether a type implements a
        /// protocol method is the same for each of its instances, so once one said so, the
        /// snapshot is never built again for the others.
        private static var typesWithoutSnapshots: Set<ObjectIdentifier> = []

        /// Whether `delegate` is known to lack the snapshot callback.
        private func lacksSnapshots(_ delegate: any NSFetchedResultsControllerDelegate) -> Bool {
            delegateWithoutSnapshots === delegate
                || Self.typesWithoutSnapshots.contains(ObjectIdentifier(Swift.type(of: delegate)))
        }

        /// Hands `delegate` the snapshot of `sections` with the `reloaded` items marked, unless it
        /// is known to lack the callback; `false` when it lacks it (then the four change callbacks
        /// are its to get).
        private func reportSnapshot(
            _ sections: [(name: String, items: [NSManagedObjectID])], reloaded: [NSManagedObjectID],
            to delegate: any NSFetchedResultsControllerDelegate
        ) -> Bool {
            guard !lacksSnapshots(delegate) else { return false }
            let snapshot = NSDiffableDataSourceSnapshotReference()
            for section in sections {
                snapshot.appendSections(withIdentifiers: [section.name])
                snapshot.appendItems(withIdentifiers: section.items, intoSectionWithIdentifier: section.name)
            }
            if !reloaded.isEmpty { snapshot.reloadItems(withIdentifiers: reloaded) }
            snapshotCallbackMissing = false
            defer { callback = nil }
            calling("-controller:didChangeContentWithSnapshot:") {
                delegate.controller(
                    NSFetchedResultsController<any NSFetchRequestResult>(tracker: self), didChangeContentWith: snapshot)
            }
            return !snapshotCallbackMissing
        }

        /// The results now: fetched from the store too (`performFetch()`), or, as a change is
        /// reported, from the objects the context holds — a controller learns of another context's
        /// save only when its context merges it.
        private func current(fetching: Bool = false) -> [Snapshot] {
            context.matching(
                entityName: entityName, predicate: predicate, sortDescriptors: sortDescriptors, fromStore: fetching
            ).map { object in
                Snapshot(
                    object: object, sectionName: sectionName(of: object),
                    sortValues: sortDescriptors.map { SortValue($0.key.flatMap(object.value(forKeyPath:))) },
                    version: object.version)
            }
        }

        /// The section name: the value at the key path as a string, `""` for `nil`.
        private func sectionName(of object: NSManagedObject) -> String {
            guard let sectionNameKeyPath else { return "" }
            switch object.value(forKeyPath: sectionNameKeyPath) {
            case nil, is NSNull: return ""
            case let name as String: return name
            case let value?: return "\(value)"
            }
        }

        // MARK: Reading

        /// The sections: runs of equal section names (one section with no key path).
        var sections: [(name: String, objects: [NSManagedObject])]? {
            guard let results else { return nil }
            if let cachedSections { return cachedSections }
            var sections: [(name: String, objects: [NSManagedObject])] = []
            for snapshot in results {
                if sections.isEmpty || sections[sections.count - 1].name != snapshot.sectionName {
                    sections.append((snapshot.sectionName, []))
                }
                sections[sections.count - 1].objects.append(snapshot.object)
            }
            cachedSections = sections
            return sections
        }

        func indexPath(of object: NSManagedObject) -> IndexPath? {
            for (s, section) in (sections ?? []).enumerated() {
                if let row = section.objects.firstIndex(where: { $0 === object }) {
                    return IndexPath(indexes: [s, row])
                }
            }
            return nil
        }

        /// The object at `indexPath`; past the end, Core Data's exception (then, for a check that
        /// records it and goes on, the object being reported or the first one).
        func object(at indexPath: IndexPath) -> NSManagedObject {
            let sections = sections ?? []
            let s = indexPath.count > 0 ? indexPath[0] : 0, row = indexPath.count > 1 ? indexPath[1] : 0
            if sections.indices.contains(s), sections[s].objects.indices.contains(row) {
                return sections[s].objects[row]
            }
            let error = FetchedResultsError(
                signature: "no object at index path",
                reason: sections.indices.contains(s)
                    ? "no object at index \(row) in section at index \(s)" : "no section at index \(s)")
            let caught = callback.map {
                "CoreData: error: Serious application error.  An exception was caught from the delegate of NSFetchedResultsController during a call to \($0.selector).  \(error.reason) with userInfo (null)\n"
            }
            CoreDataStandInRecord.raise(signature: error.signature, message: (caught ?? "") + error.description)
            guard let fallback = callback?.object ?? results?.first?.object else { fatalError(error.description) }
            return fallback
        }

        func sectionIndexTitle(forSectionName name: String) -> String? {
            name.first.map { String($0).uppercased() }
        }

        // MARK: Reporting a save

        /// Notes, for a failure that follows, each quirk that changed `report` (the same save
        /// reported without that quirk differs), in place of the last report's — worked out only
        /// when a failure is reported, not on every save. Quirks rest on what developers reported of some
        /// systems, not on Apple's documentation, so a delegate that fails on one is told which.
        private func noteQuirks(
            shaping report: FetchedChangeReport, from old: FetchedResults, to new: FetchedResults
        ) {
            guard let record = StandInRecord.current else { return }
            let quirks = quirks
            record.noteOptions(group: "fetched-results") {
                let shaping = quirks.modes.filter { quirk in
                    let without = FetchedResultsQuirks(quirks.modes.filter { $0 != quirk })
                    return FetchedChangeReport(from: old, to: new, quirks: without) != report
                }
                return shaping.map { quirk in
                    "the fetched-results controller's last report shows the quirk \(quirk.rawValue), which developers reported of some systems (configuration.fetchedResultsQuirks without .\(quirk.caseName) turns it off)"
                }
            }
        }

        /// The context saved: with a delegate, the results are fetched again and the changes
        /// reported as the model reports them; with none, the results stay as fetched (Core Data's
        /// "no tracking" mode).
        func contextDidSave() {
            guard let old = results, let delegate else { return }
            let new = current()
            let (oldResults, newResults, names, byID) = modelResults(old, new)
            let report = FetchedChangeReport(from: oldResults, to: newResults, quirks: quirks)
            results = new
            lastReport = report
            guard !report.isEmpty else { return }
            noteQuirks(shaping: report, from: oldResults, to: newResults)
            if !lacksSnapshots(delegate) {
                // The model's snapshot form: sections by their names, items by their objects' ids.
                let sections = report.snapshot.list.sections.map { section in
                    (names[section.id] ?? "", section.items.compactMap { byID[$0]?.objectID })
                }
                let reloaded = report.snapshot.reloadedIDs.compactMap { byID[$0]?.objectID }
                if reportSnapshot(sections, reloaded: reloaded, to: delegate) { return }
            }
            let erased = NSFetchedResultsController<any NSFetchRequestResult>(tracker: self)
            defer { callback = nil }
            calling("-controllerWillChangeContent:") { delegate.controllerWillChangeContent(erased) }
            for change in report.sectionChanges {
                calling("-controller:didChangeSection:atIndex:forChangeType:") {
                    let name = names[change.section.key] ?? ""
                    let info = FetchedSectionInfo(
                        name: name, indexTitle: delegate.controller(erased, sectionIndexTitleForSectionName: name),
                        objects: change.section.objects.compactMap { byID[$0.id] })
                    delegate.controller(
                        erased, didChange: info, atSectionIndex: change.index, for: Self.type(change.type))
                }
            }
            for change in report.objectChanges {
                guard let object = byID[change.object.id] else { continue }
                calling("-controller:didChangeObject:atIndexPath:forChangeType:newIndexPath:", about: object) {
                    delegate.controller(
                        erased, didChange: object, at: change.indexPath.map(Self.indexPath),
                        for: Self.type(change.type), newIndexPath: change.newIndexPath.map(Self.indexPath))
                }
            }
            calling("-controllerDidChangeContent:") { delegate.controllerDidChangeContent(erased) }
        }

        /// Calls the delegate method of `selector` (reporting `object`). Core Data catches an
        /// exception its delegate raises and logs it — `CoreData: error: Serious application
        /// error.  An exception was caught from the delegate of NSFetchedResultsController during
        /// a call to -controllerDidChangeContent:.  Invalid update: … with userInfo (null)`, the
        /// line developers paste above UIKit's reason (github.com/xmartlabs/XLData/pull/15,
        /// github.com/Automattic/simplenote-ios/pull/798) —
        /// so a check's failure shows that line above UIKit's text.
        private func calling(_ selector: String, about object: NSManagedObject? = nil, _ call: () -> Void) {
            callback = (selector, object)
            let alive = StandInRecord.current.map { !$0.hasDied } ?? false
            call()
            guard alive, let record = StandInRecord.current, let exception = record.exception else { return }
            record.noteCaught(
                "CoreData: error: Serious application error.  An exception was caught from the delegate of NSFetchedResultsController during a call to \(selector).  \(exception.reason) with userInfo (null)"
            )
        }

        /// The model's results before and after: ids are the objects' serials, section keys the
        /// ranks of the section names and sort keys the ranks of the sort values, both over the
        /// objects before and after together (so an unchanged value keeps its key), content the
        /// count of saves that changed the object.
        private func modelResults(
            _ old: [Snapshot], _ new: [Snapshot]
        ) -> (
            FetchedResults, FetchedResults, names: [Int: String], byID: [Int: NSManagedObject]
        ) {
            let merged = (old + new).sorted { a, b in
                let order = compare(a.sortValues, b.sortValues)
                return order == .orderedSame
                    ? a.object.objectID.serial < b.object.objectID.serial : order == .orderedAscending
            }
            var sectionKeys: [String: Int] = [:]
            var names: [Int: String] = [:]
            var distinctValues: [[SortValue]] = []
            for snapshot in merged {
                if sectionKeys[snapshot.sectionName] == nil {
                    names[sectionKeys.count] = snapshot.sectionName
                    sectionKeys[snapshot.sectionName] = sectionKeys.count
                }
                if distinctValues.last.map({ compare($0, snapshot.sortValues) != .orderedSame }) ?? true {
                    distinctValues.append(snapshot.sortValues)
                }
            }
            var byID: [Int: NSManagedObject] = [:]
            func model(_ snapshots: [Snapshot]) -> FetchedResults {
                var objects: [FetchedObject] = []
                for snapshot in snapshots {
                    byID[snapshot.object.objectID.serial] = snapshot.object
                    var sortKey = 0
                    for (rank, values) in distinctValues.enumerated()
                    where compare(values, snapshot.sortValues) == .orderedSame {
                        sortKey = rank
                        break
                    }
                    objects.append(
                        FetchedObject(
                            id: snapshot.object.objectID.serial, sectionKey: sectionKeys[snapshot.sectionName] ?? 0,
                            sortKey: sortKey, content: snapshot.version))
                }
                return FetchedResults(objects: objects)
            }
            return (model(old), model(new), names, byID)
        }

        /// Sort values in the order of the sort descriptors.
        private func compare(_ a: [SortValue], _ b: [SortValue]) -> ComparisonResult {
            for (index, descriptor) in sortDescriptors.enumerated() {
                let order = descriptor.directed(SortValue.compare(a[index], b[index]))
                if order != .orderedSame { return order }
            }
            return .orderedSame
        }

        private static func type(_ type: FetchedResultsChangeType) -> NSFetchedResultsChangeType {
            NSFetchedResultsChangeType(rawValue: UInt(type.rawValue)) ?? .update
        }

        private static func indexPath(_ path: ItemPath) -> IndexPath { IndexPath(indexes: [path.section, path.item]) }
    }
#endif
