#if !canImport(CoreData)
    import BatchFuzz
    import CoreDataStandIn
    import SeedApps
    import Testing
    import UIKitStandIn

    /// Seed 003's screen — events in sections by group, fed by a fetched-results controller —
    /// checked by driving the app's own model code: add, delete, regroup and reorder events, save.
    @MainActor
    struct EventsScreenTests {
        static let configuration = FuzzConfiguration(
            cases: 300, seed: 7, examplesBesideTest: false, readsEnvironment: false)

        static let groups = ["A", "B", "C"]

        static let actions: [ScreenActions.Action<EventsViewController>] = [
            .init("add an event") { screen, draw in
                screen.addEvent(
                    named: "Event \(draw.int(in: 0...99))", group: draw.element(of: groups) ?? "A",
                    order: draw.int(in: 0...3))
            },
            .init("delete a shown event") { screen, draw in
                if let row = draw.row(in: screen.tableView) { screen.deleteEvent(at: row) }
            },
            .init("move an event to another group") { screen, draw in
                if let row = draw.row(in: screen.tableView), let group = draw.element(of: groups) {
                    screen.moveEvent(at: row, toGroup: group)
                }
            },
            .init("change an event's order") { screen, draw in
                if let row = draw.row(in: screen.tableView) { screen.setOrder(ofEventAt: row, to: draw.int(in: 0...3)) }
            },
            .init("save") { screen, _ in try screen.save() },
        ]

        static func screen(
            _ handling: EventsViewController.ChangeHandling, quirks: FetchedResultsQuirks = .all
        ) -> @MainActor () -> EventsViewController {
            {
                let screen = EventsViewController(changeHandling: handling)
                screen.fetchedResultsController.quirks = quirks
                return screen
            }
        }

        @Test(arguments: [("all", FetchedResultsQuirks.all), ("none", .none)])
        func theModelsAdapterPasses(quirks: (String, FetchedResultsQuirks)) {
            #expect(
                check(
                    .screen(Self.screen(.adapter, quirks: quirks.1), actions: Self.actions),
                    configuration: Self.configuration)
                    == nil, "quirks: \(quirks.0)")
        }

        func failure(
            _ handling: EventsViewController.ChangeHandling, quirks: FetchedResultsQuirks = .all
        ) throws -> (PropertyFailure, ScreenActions) {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen(Self.screen(handling, quirks: quirks), actions: Self.actions),
                    configuration: Self.configuration)
            }
            let found = try #require(failure)
            return (found, try found.shrunkCase(as: ScreenActions.self))
        }

        /// The post's template treats every move as one between sections: moving an event to a
        /// group that exists inserts a section no data source counts (the model's `lamarche-template`
        /// zoo entry, under every quirk setting).
        @Test func thePostsTemplateInsertsASectionForAMoveBetweenExistingOnes() throws {
            for quirks in [FetchedResultsQuirks.all, .none] {
                let (found, value) = try failure(.lamarcheTemplate, quirks: quirks)
                #expect(found.signature == "invalidSectionCount", "\(found)")
                #expect(
                    found.uikitReason
                        == "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."
                )
                #expect(value.steps.map(\.action) == ["move an event to another group", "save"], "\(value)")
            }
        }

        /// Apple's typical delegate, with every quirk on (the default, as real systems have shown
        /// them): an event moved to a new group arrives as an update, which only configures a cell,
        /// so its old section keeps a row it lost (the model's `apple-typical-delegate` entry).
        @Test func applesTypicalDelegateLosesAnEventMovedToANewGroup() throws {
            let (found, value) = try failure(.appleTypical)
            #expect(found.signature == "invalidItemCount", "\(found)")
            #expect(found.uikitReason?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
            #expect(value.steps.map(\.action) == ["move an event to another group", "save"], "\(value)")
        }

        /// With no quirk, Apple's typical delegate raises nothing but configures the cell at an
        /// update's old path with the event now there: a row shows another event (the model's
        /// `wrong cell`).
        @Test func applesTypicalDelegateWithoutQuirksShowsAnotherEventInARow() throws {
            let (found, value) = try failure(.appleTypical, quirks: .none)
            #expect(found.signature == "stale cell", "\(found)")
            #expect(value.steps.map(\.action) == ["add an event", "change an event's order", "save"], "\(value)")
        }
    }
#endif
