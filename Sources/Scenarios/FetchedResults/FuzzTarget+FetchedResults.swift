#if (canImport(UIKit) && canImport(CoreData)) || !(canImport(UIKit) || canImport(CoreData))
    import BatchFuzzCore
    import BatchModel
    import PropertyTesting
    #if canImport(CoreData)
        import CoreData
    #else
        import CoreDataStandIn
    #endif

    extension FuzzTarget where Case == FetchedResultsCase {
        /// Your table fed by an `NSFetchedResultsController`, judged over random saves (at most
        /// `maxSaves`) in every quirk mode Core Data has shown. `make` builds the screen over a
        /// main-queue context that holds the case's objects as saved ``Event``s (a name, a
        /// `group` — the section name key path — and an `order` in it); each save of the case
        /// inserts, deletes or changes events and saves the context, and the screen's controller
        /// reports it to its delegate. After each save the screen is judged as ``screen(_:maxActions:actions:invariant:)``
        /// judges one after an action.
        ///
        /// ```swift
        /// check(.fetchedResultsScreen { context in EventsViewController(context: context) })
        /// ```
        ///
        /// Runs where Core Data is not (Linux), on the Core Data and UIKit stand-ins.
        public static func fetchedResultsScreen<Screen: AnyObject>(
            maxSaves: Int = CaseSize.standard / 2, _ make: @escaping @MainActor (NSManagedObjectContext) -> Screen
        ) -> FuzzTarget {
            let make: FetchedResultsScreenProperty.Make = { make($0) }
            // The size counts edits; a save holds about two.
            var target = FuzzTarget(
                scenario: "fetched-results", name: "\(Screen.self)", flavors: [.tableView], maxSize: maxSaves * 2,
                property: { run in
                    FetchedResultsScreenProperty.property(
                        name: run.name, maxSaves: max(1, run.maxSize / 2), oracle: run.oracle, make: make)
                },
                explain: { value, run in
                    var saves: [String] = []
                    let verdict = FetchedResultsScreenProperty.verdict(
                        for: value, oracle: run.oracle, make: make
                    ) { saves.append("  " + $0) }
                    return ScenarioExplanation.text(
                        name: run.name, kind: run.kind, summary: run.summary,
                        caseText: ([value.description, "", "As the screen ran it:"] + saves).joined(separator: "\n"),
                        flavors: [.tableView]
                    ) { _ in verdict }
                },
                validate: { try $0.validate() })
            target.isMainActor = true
            target.isolatesTrapsByDefault = true
            target.pastedCall =
                "check(.fetchedResultsScreen { \(Screen.self)(context: $0) }, case: FetchedResultsCase(…))"
            return target
        }
    }
#endif
