#if (canImport(UIKit) && canImport(CoreData)) || !(canImport(UIKit) || canImport(CoreData))
    import BatchFuzzCore
    import BatchFuzzScreens
    import BatchModel
    import ListEmulation
    import PropertyTesting
    #if canImport(UIKit)
        import UIKit
        import CoreData
    #else
        import UIKitStandIn
        import CoreDataStandIn
    #endif

    /// Scenario (d) as a screen: a table fed by an `NSFetchedResultsController`, made over a
    /// context that holds the case's objects as ``Event``s, shown in a window as tall as the case's
    /// rows on screen, then changed and saved once per save of the case. The controller reports
    /// each save as Core Data does, under the case's quirks; after each, the screen is judged as
    /// every screen is (UIKit's rules on each batch, the rows shown against the data source, Core
    /// Data's exceptions), and a failure names the save.
    ///
    /// An object becomes an event named `Event <id>` (with ` (edit <n>)` once its content
    /// changed, so a stale row shows), in the group `A`, `B`, … of its section key, at the
    /// `order` of its sort key.
    enum FetchedResultsScreenProperty {
        typealias Make = @MainActor (NSManagedObjectContext) -> AnyObject

        static func property(
            name: String, maxSaves: Int, oracle: UIKitValidator.Options, make: @escaping Make
        ) -> Property<FetchedResultsCase> {
            Property("fetched results: \(name)", FetchedResultsCase.generator(maxSaves: maxSaves)) { value, context in
                for quirk in value.quirks.modes { context.label("quirk \(quirk)") }
                context.classify(value.quirks == .all, "every quirk on")
                return verdict(for: value, oracle: oracle, make: make, log: nil)
            }
        }

        /// Runs one case; `log` hears each save.
        static func verdict(
            for value: FetchedResultsCase, oracle: UIKitValidator.Options, make: Make, log: ((String) -> Void)?
        ) -> Verdict {
            // The screen's code is UIKit code: it runs on the main actor, waited for from elsewhere
            // (a registered engine's property is run on any thread).
            nonisolated(unsafe) let log = log
            #if canImport(UIKit)
                return MainActor.assumeIsolated { run(value, oracle: oracle, make: make, log: log) }
            #else
                return ActionsProperty.onMainActor { run(value, oracle: oracle, make: make, log: log) }
            #endif
        }

        @MainActor
        private static func run(
            _ value: FetchedResultsCase, oracle: UIKitValidator.Options, make: Make, log: ((String) -> Void)?
        ) -> Verdict {
            #if canImport(CoreData)
                return .fail(
                    signature: "unsupported",
                    message:
                        "the fetched-results screens run on the Core Data stand-in, where Core Data is not (Linux): Core Data itself needs a model and a store the check does not build"
                )
            #else
                let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
                var events: [Int: Event] = [:]
                return ActionsProperty.onShownScreen(
                    make: {
                        for object in value.objects { events[object.id] = event(object, in: context) }
                        try? context.save()
                        return make(context)
                    }, oracle: oracle, quirks: value.quirks, rowsOnScreen: value.visibleRows, log: log
                ) { _, settle in
                    for (index, save) in value.saves.enumerated() {
                        for change in save { apply(change, to: &events, in: context) }
                        let place = "save \(index + 1) (\(save.map(\.description).joined(separator: "; ")))"
                        do {
                            try context.save()
                        } catch {
                            return .fail(signature: "save threw", message: "\(place): \(error)")
                        }
                        log?(place)
                        if let failure = settle(place) { return failure }
                    }
                    return .pass
                }
            #endif
        }

        #if !canImport(CoreData)
            /// A new event showing `object`.
            @MainActor
            static func event(_ object: FetchedObject, in context: NSManagedObjectContext) -> Event {
                let event = Event(context: context)
                set(event, to: object)
                return event
            }

            /// Gives `event` the group, order and name of `object`.
            @MainActor
            static func set(_ event: Event, to object: FetchedObject) {
                event.group = group(object.sectionKey)
                event.order = Int64(object.sortKey)
                event.name = "Event \(object.id)" + (object.content == 0 ? "" : " (edit \(object.content))")
            }

            /// The group of a section key: `A` for 0, `B` for 1, …, so that groups sort as keys do.
            static func group(_ key: Int) -> String {
                guard (0..<26).contains(key), let letter = Unicode.Scalar(65 + key) else {
                    return "group \(String(key + 1_000_000).dropFirst())"
                }
                return String(Character(letter))
            }

            /// Makes `change` in the context (a change naming no live event changes nothing).
            @MainActor
            static func apply(
                _ change: FetchedChange, to events: inout [Int: Event], in context: NSManagedObjectContext
            ) {
                switch change {
                case .insert(let object):
                    events[object.id] = event(object, in: context)
                case .delete(let id):
                    if let event = events.removeValue(forKey: id) { context.delete(event) }
                case .edit(let id, let sectionKey, let sortKey, let content):
                    guard let event = events[id] else { return }
                    if let sectionKey { event.group = group(sectionKey) }
                    if let sortKey { event.order = Int64(sortKey) }
                    if let content { event.name = "Event \(id)" + (content == 0 ? "" : " (edit \(content))") }
                }
            }
        #endif
    }
#endif
