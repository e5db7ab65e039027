// The screen of Jeff LaMarche's fetched-results template: events listed by group, fed by an
// NSFetchedResultsController whose delegate moves objects between sections — written as an app
// writes it against UIKit and Core Data; only the imports differ. The fetched-results scenario's
// correct screen and its bug zoo (the post's template, Apple's typical delegate).
#if (canImport(UIKit) && canImport(CoreData)) || !(canImport(UIKit) || canImport(CoreData))
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif
    #if canImport(CoreData)
        import CoreData
    #else
        import CoreDataStandIn
    #endif

    /// Events in sections by group, ordered by `order`. Adding, deleting, regrouping and reordering
    /// change the context; `save()` commits them, and the controller's delegate updates the table.
    public final class EventsViewController: UITableViewController, NSFetchedResultsControllerDelegate {
        /// Which delegate the screen carries.
        public enum ChangeHandling: Sendable {
            /// The post's four methods, with the data source its one-section checks assume (one
            /// section while the controller has none).
            case lamarcheTemplate
            /// Apple's "Typical Use" delegate: an update configures the cell at the old path with the
            /// object the controller holds there; a move is a delete and an insert.
            case appleTypical
            /// Apple's "Typical Use" delegate reloading an updated row at its old path instead: the
            /// reload collides with a move of the same object or to that path.
            case appleTypicalReloadingRows
            /// A delegate to copy: it forwards section changes, treats an update or a move by its
            /// paths (a row moved only when its section or place changed, each object once), and
            /// configures the cell of a changed row with the object itself — right under every quirk.
            case adapter
        }

        public let context: NSManagedObjectContext
        let changeHandling: ChangeHandling

        public init(context: NSManagedObjectContext, changeHandling: ChangeHandling = .lamarcheTemplate) {
            self.context = context
            self.changeHandling = changeHandling
            super.init(style: .plain)
        }

        /// A screen over a fresh context holding two saved groups of events.
        public convenience init(changeHandling: ChangeHandling = .lamarcheTemplate) {
            self.init(context: Event.sampleContext(), changeHandling: changeHandling)
        }

        public required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        public lazy var fetchedResultsController: NSFetchedResultsController<Event> = {
            let fetchRequest = NSFetchRequest<Event>(entityName: "Event")
            fetchRequest.sortDescriptors = [
                NSSortDescriptor(key: "group", ascending: true), NSSortDescriptor(key: "order", ascending: true),
            ]
            let controller = NSFetchedResultsController(
                fetchRequest: fetchRequest, managedObjectContext: context, sectionNameKeyPath: "group", cacheName: nil)
            controller.delegate = self
            try? controller.performFetch()
            return controller
        }()

        public override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }

        // MARK: The app's model code

        /// A new event, shown once saved.
        public func addEvent(named name: String, group: String, order: Int) {
            let event = Event(context: context)
            event.name = name
            event.group = group
            event.order = Int64(order)
        }

        /// Deletes the event shown at `indexPath`.
        public func deleteEvent(at indexPath: IndexPath) {
            context.delete(fetchedResultsController.object(at: indexPath))
        }

        /// Moves the event shown at `indexPath` to another group: another section.
        public func moveEvent(at indexPath: IndexPath, toGroup group: String) {
            fetchedResultsController.object(at: indexPath).group = group
        }

        /// Changes the order of the event shown at `indexPath` inside its group.
        public func setOrder(ofEventAt indexPath: IndexPath, to order: Int) {
            fetchedResultsController.object(at: indexPath).order = Int64(order)
        }

        /// Saves the context: the controller reports the changes to its delegate.
        public func save() throws {
            try context.save()
        }

        // MARK: Data source

        public override func numberOfSections(in tableView: UITableView) -> Int {
            let count = fetchedResultsController.sections?.count ?? 0
            // The post's one-section checks (`sectionIndex == 0 && numberOfSections == 1`) assume a data
            // source that reports one section while the controller has none.
            if changeHandling == .lamarcheTemplate && count == 0 { return 1 }
            return count
        }

        public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            guard let sections = fetchedResultsController.sections, sections.count > 0 else { return 0 }
            return sections[section].numberOfObjects
        }

        public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            configureCell(cell, at: indexPath)
            return cell
        }

        public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            guard let sections = fetchedResultsController.sections, sections.indices.contains(section) else {
                return nil
            }
            return sections[section].name
        }

        func configureCell(_ cell: UITableViewCell, at indexPath: IndexPath) {
            configureCell(cell, with: fetchedResultsController.object(at: indexPath))
        }

        func configureCell(_ cell: UITableViewCell, with event: Event) {
            cell.textLabel?.text = event.name
        }

        // MARK: Fetched results controller delegate

        public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
            deletedSections = []
            insertedSections = []
            movedEvents = []
            tableView.beginUpdates()
        }

        public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
            tableView.endUpdates()
        }

        public func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
            at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
        ) {
            switch changeHandling {
            case .lamarcheTemplate:
                templateController(
                    controller, didChange: anObject, at: indexPath, for: type, newIndexPath: newIndexPath)
            case .appleTypical, .appleTypicalReloadingRows:
                appleController(controller, didChange: anObject, at: indexPath, for: type, newIndexPath: newIndexPath)
            case .adapter:
                adapterController(controller, didChange: anObject, at: indexPath, for: type, newIndexPath: newIndexPath)
            }
        }

        public func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
            didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
            for type: NSFetchedResultsChangeType
        ) {
            switch (changeHandling, type) {
            case (.lamarcheTemplate, .insert):
                if !((sectionIndex == 0) && (tableView.numberOfSections == 1)) {
                    tableView.insertSections(IndexSet(integer: sectionIndex), with: .fade)
                }
            case (.lamarcheTemplate, .delete):
                if !((sectionIndex == 0) && (tableView.numberOfSections == 1)) {
                    tableView.deleteSections(IndexSet(integer: sectionIndex), with: .fade)
                }
            case (_, .insert):
                insertedSections.append(sectionIndex)
                tableView.insertSections(IndexSet(integer: sectionIndex), with: .fade)
            case (_, .delete):
                deletedSections.append(sectionIndex)
                tableView.deleteSections(IndexSet(integer: sectionIndex), with: .fade)
            default:
                break
            }
        }

        // MARK: The post's template

        /// `controller:didChangeObject:atIndexPath:forChangeType:newIndexPath:` as the post writes it:
        /// an update whose section name changed falls through into the move case.
        func templateController(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
            at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
        ) {
            var newIndexPath = newIndexPath
            switch type {
            case .insert:
                tableView.insertRows(at: [newIndexPath!], with: .fade)
                return
            case .delete:
                tableView.deleteRows(at: [indexPath!], with: .fade)
                return
            case .update:
                guard var sectionKeyPath = controller.sectionNameKeyPath else { return }
                var changedObject = controller.object(at: indexPath!) as! NSManagedObject
                let keyParts = sectionKeyPath.components(separatedBy: ".")
                let currentKeyValue = changedObject.value(forKeyPath: sectionKeyPath)
                for onePart in keyParts.dropLast() {
                    changedObject = changedObject.value(forKey: onePart) as! NSManagedObject
                }
                sectionKeyPath = keyParts.last!
                let committedValues = changedObject.committedValues(forKeys: nil)
                if Self.isEqual(committedValues[sectionKeyPath], currentKeyValue) { return }
                let tableSectionCount = tableView.numberOfSections
                let frcSectionCount = controller.sections!.count
                if tableSectionCount != frcSectionCount {
                    let sections = controller.sections!
                    var newSectionLocation = -1
                    for (index, oneSection) in sections.enumerated()
                    where Self.isEqual(currentKeyValue, oneSection.name) {
                        newSectionLocation = index
                        break
                    }
                    if newSectionLocation == -1 { return }
                    if !((newSectionLocation == 0) && (tableSectionCount == 1)
                        && (tableView.numberOfRows(inSection: 0) == 0))
                    {
                        tableView.insertSections(IndexSet(integer: newSectionLocation), with: .fade)
                    }
                    newIndexPath = IndexPath(indexes: [newSectionLocation, 0])
                }
            // No break: falls through into the move case.
            case .move:
                break
            @unknown default:
                return
            }
            if let newIndexPath {
                let tableSectionCount = tableView.numberOfSections
                let frcSectionCount = controller.sections!.count
                if frcSectionCount >= tableSectionCount {
                    tableView.insertSections(IndexSet(integer: newIndexPath.section), with: .none)
                } else if tableSectionCount > 1 {
                    tableView.deleteSections(IndexSet(integer: indexPath!.section), with: .none)
                }
                tableView.deleteRows(at: [indexPath!], with: .fade)
                tableView.insertRows(at: [newIndexPath], with: .right)
            } else {
                tableView.reloadSections(IndexSet(integer: indexPath!.section), with: .fade)
            }
        }

        /// `isEqual:` of two Objective-C values.
        static func isEqual(_ a: Any?, _ b: Any?) -> Bool {
            guard let a = a as? AnyHashable, let b = b as? AnyHashable else { return false }
            return a == b
        }

        // MARK: Apple's typical delegate

        func appleController(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
            at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
        ) {
            switch type {
            case .insert:
                tableView.insertRows(at: [newIndexPath!], with: .fade)
            case .delete:
                tableView.deleteRows(at: [indexPath!], with: .fade)
            case .update where changeHandling == .appleTypicalReloadingRows:
                tableView.reloadRows(at: [indexPath!], with: .fade)
            case .update:
                // `[self configureCell:[tableView cellForRowAtIndexPath:indexPath] atIndexPath:indexPath]`:
                // the object at the old path is fetched even for a row off screen, whose cell is nil.
                let event = controller.object(at: indexPath!) as! Event
                if let cell = tableView.cellForRow(at: indexPath!) { configureCell(cell, with: event) }
            case .move:
                tableView.deleteRows(at: [indexPath!], with: .fade)
                tableView.insertRows(at: [newIndexPath!], with: .fade)
            @unknown default:
                break
            }
        }

        // MARK: The model's adapter

        private var deletedSections: [Int] = []
        private var insertedSections: [Int] = []
        private var movedEvents: [Event] = []

        func adapterController(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
            at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
        ) {
            let event = anObject as! Event
            switch type {
            case .insert:
                if let newIndexPath { tableView.insertRows(at: [newIndexPath], with: .fade) }
            case .delete:
                if let indexPath { tableView.deleteRows(at: [indexPath], with: .fade) }
            case .move, .update:
                guard let old = indexPath,
                    let new = newIndexPath ?? fetchedResultsController.indexPath(forObject: event)
                else { return }
                // The cell found by the old path (the rows have not moved yet) shows the event itself.
                if let cell = tableView.cellForRow(at: old) { configureCell(cell, with: event) }
                let sectionMoved = newSection(ofOldSection: old.section) != new.section
                guard sectionMoved || (type == .move && old != new), !movedEvents.contains(event) else { return }
                movedEvents.append(event)
                if deletedSections.contains(old.section) || insertedSections.contains(new.section) {
                    tableView.deleteRows(at: [old], with: .fade)
                    tableView.insertRows(at: [new], with: .fade)
                } else {
                    tableView.moveRow(at: old, to: new)
                }
            @unknown default:
                break
            }
        }

        /// Where old section `section` is after this report's section deletes and inserts.
        private func newSection(ofOldSection section: Int) -> Int? {
            guard !deletedSections.contains(section) else { return nil }
            var index = section - deletedSections.filter { $0 < section }.count
            for inserted in insertedSections.sorted() where inserted <= index { index += 1 }
            return index
        }
    }
#endif
