// The fetched-results template's screen with the fetched-results controller's snapshot callback
// instead of the post's four methods: a diffable data source of object ids, fed the controller's
// snapshot in `controller(_:didChangeContentWith:)`, as Apple's sample code does — written as an
// app writes it against UIKit and Core Data; the imports differ, and one line (the bridging cast).
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

    /// Events in sections by group, ordered by `order`, shown by a
    /// `UITableViewDiffableDataSource<String, NSManagedObjectID>` whose cell provider fetches each
    /// event from the context by its id. A sibling of ``EventsViewController``: a delegate that
    /// implements the snapshot callback gets nothing else, so the two cannot share a class.
    public final class EventsSnapshotViewController: UITableViewController, NSFetchedResultsControllerDelegate {
        /// How the controller's snapshot reaches the data source.
        public enum Applying: Sendable {
            /// Bridged to the typed snapshot and applied as delivered, with the items Core Data
            /// marked reloaded (iOS 15 and later mark the objects that changed).
            case asDelivered
            /// A typed snapshot rebuilt from the delivered sections and items — the reload marks are
            /// lost, as they were never there on iOS 13 and 14: a changed event keeps its old cell.
            case rebuiltFromIdentifiers
        }

        public let context: NSManagedObjectContext
        let applying: Applying
        var dataSource: UITableViewDiffableDataSource<String, NSManagedObjectID>!

        public init(context: NSManagedObjectContext, applying: Applying = .asDelivered) {
            self.context = context
            self.applying = applying
            super.init(style: .plain)
        }

        /// A screen over a fresh context holding two saved groups of events.
        public convenience init(applying: Applying = .asDelivered) {
            self.init(context: Event.sampleContext(), applying: applying)
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
            return controller
        }()

        public override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            dataSource = UITableViewDiffableDataSource<String, NSManagedObjectID>(tableView: tableView) {
                [unowned self] tableView, indexPath, objectID in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                if let event = try? context.existingObject(with: objectID) as? Event {
                    cell.textLabel?.text = event.name
                }
                return cell
            }
            // The controller hands the delegate the first snapshot from `performFetch()`.
            try? fetchedResultsController.performFetch()
        }

        // MARK: The app's model code

        /// A new event, shown once saved.
        public func addEvent(named name: String, group: String, order: Int) {
            let event = Event(context: context)
            event.name = name
            event.group = group
            event.order = Int64(order)
        }

        /// The event shown at `indexPath`, found through the data source's identifier.
        func event(at indexPath: IndexPath) -> Event? {
            dataSource.itemIdentifier(for: indexPath).flatMap { context.object(with: $0) as? Event }
        }

        /// Deletes the event shown at `indexPath`.
        public func deleteEvent(at indexPath: IndexPath) {
            if let event = event(at: indexPath) { context.delete(event) }
        }

        /// Moves the event shown at `indexPath` to another group: another section.
        public func moveEvent(at indexPath: IndexPath, toGroup group: String) {
            event(at: indexPath)?.group = group
        }

        /// Changes the order of the event shown at `indexPath` inside its group.
        public func setOrder(ofEventAt indexPath: IndexPath, to order: Int) {
            event(at: indexPath)?.order = Int64(order)
        }

        /// Renames the event shown at `indexPath`: its row's text changes, its id does not.
        public func renameEvent(at indexPath: IndexPath, to name: String) {
            event(at: indexPath)?.name = name
        }

        /// Saves the context: the controller hands its delegate the new snapshot.
        public func save() throws {
            try context.save()
        }

        // MARK: Fetched results controller delegate

        public func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
            didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
        ) {
            switch applying {
            case .asDelivered:
                #if canImport(UIKit)
                    let snapshot = snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>
                #else
                    // Linux has no Objective-C bridging for the cast above.
                    let snapshot = NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(snapshot)
                #endif
                dataSource.apply(snapshot, animatingDifferences: true)
            case .rebuiltFromIdentifiers:
                var typed = NSDiffableDataSourceSnapshot<String, NSManagedObjectID>()
                for case let section as String in snapshot.sectionIdentifiers {
                    typed.appendSections([section])
                    typed.appendItems(
                        snapshot.itemIdentifiersInSection(withIdentifier: section).compactMap {
                            $0 as? NSManagedObjectID
                        },
                        toSection: section)
                }
                dataSource.apply(typed, animatingDifferences: true)
            }
        }
    }
#endif
