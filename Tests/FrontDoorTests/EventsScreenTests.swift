#if !canImport(CoreData)
    import BatchFuzz
    import CoreDataStandIn
    import Scenarios
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

        static let actions = eventActions(for: EventsViewController.self)

        /// The same actions for any of seed 003's screens.
        static func eventActions<Screen: EventsScreen>(for _: Screen.Type) -> [ScreenActions.Action<Screen>] {
            [
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
                    if let row = draw.row(in: screen.tableView) {
                        screen.setOrder(ofEventAt: row, to: draw.int(in: 0...3))
                    }
                },
                .init("save") { screen, _ in try screen.save() },
            ]
        }

        static func screen(_ handling: EventsViewController.ChangeHandling) -> @MainActor () -> EventsViewController {
            { EventsViewController(changeHandling: handling) }
        }

        /// The check's configuration with the quirks its fetched-results controllers show.
        static func configuration(quirks: FuzzConfiguration.FetchedResultsQuirks) -> FuzzConfiguration {
            var configuration = Self.configuration
            configuration.fetchedResultsQuirks = quirks
            return configuration
        }

        @Test(arguments: [("all", FuzzConfiguration.FetchedResultsQuirks.all), ("none", .none)])
        func theModelsAdapterPasses(quirks: (String, FuzzConfiguration.FetchedResultsQuirks)) {
            #expect(
                check(
                    .screen(Self.screen(.adapter), actions: Self.actions),
                    configuration: Self.configuration(quirks: quirks.1))
                    == nil, "quirks: \(quirks.0)")
        }

        func failure(
            _ handling: EventsViewController.ChangeHandling, quirks: FuzzConfiguration.FetchedResultsQuirks = .all
        ) throws -> (PropertyFailure, ScreenActions) {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen(Self.screen(handling), actions: Self.actions),
                    configuration: Self.configuration(quirks: quirks))
            }
            let found = try #require(failure)
            return (found, try found.shrunkCase(as: ScreenActions.self))
        }

        /// The post's template treats every move as one between sections: moving an event to a
        /// group that exists inserts a section no data source counts (the model's `lamarche-template`
        /// zoo entry, under every quirk setting).
        @Test func thePostsTemplateInsertsASectionForAMoveBetweenExistingOnes() throws {
            for quirks in [FuzzConfiguration.FetchedResultsQuirks.all, .none] {
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
            // The report that broke it is a quirk's, and the failure says which, under UIKit's text.
            #expect(
                found.description.contains(
                    "  rests on an option: the fetched-results controller's last report shows the quirk update-in-changed-section"
                ), "\(found)")
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

    /// What the actions call on a seed 003 screen: the app's own model code.
    @MainActor
    protocol EventsScreen: UITableViewController {
        func addEvent(named name: String, group: String, order: Int)
        func deleteEvent(at indexPath: IndexPath)
        func moveEvent(at indexPath: IndexPath, toGroup group: String)
        func setOrder(ofEventAt indexPath: IndexPath, to order: Int)
        func save() throws
    }

    extension EventsViewController: EventsScreen {}
    extension EventsSnapshotViewController: EventsScreen {}

    /// Seed 003's screen with the snapshot callback: a diffable data source of object ids, fed
    /// the controller's snapshot, checked with the same actions — and, since a reload is only
    /// seen when a row's text changes, with renaming (and saving) too.
    @MainActor
    struct EventsSnapshotScreenTests {
        static let actions = EventsScreenTests.eventActions(for: EventsSnapshotViewController.self)

        static let actionsWithRenaming =
            actions + [
                // Saved at once: the stand-in reports in `save()` only, and a row whose text
                // changed before any report is stale on any screen.
                .init("rename an event and save") { screen, draw in
                    if let row = draw.row(in: screen.tableView) {
                        screen.renameEvent(at: row, to: "Renamed \(draw.int(in: 0...99))")
                    }
                    try screen.save()
                }
            ]

        static func screen(
            _ applying: EventsSnapshotViewController.Applying, quirks: FuzzConfiguration.FetchedResultsQuirks = .all
        ) -> @MainActor () -> EventsSnapshotViewController {
            {
                let screen = EventsSnapshotViewController(applying: applying)
                screen.fetchedResultsController.quirks = quirks
                return screen
            }
        }

        /// Applied as delivered, the controller's snapshot — reloaded items marked — passes.
        @Test func theDeliveredSnapshotPasses() {
            #expect(
                check(
                    .screen(Self.screen(.asDelivered), actions: Self.actions),
                    configuration: EventsScreenTests.configuration) == nil)
            #expect(
                check(
                    .screen(Self.screen(.asDelivered), actions: Self.actionsWithRenaming),
                    configuration: EventsScreenTests.configuration) == nil)
        }

        /// A typed snapshot rebuilt from the delivered identifiers drops the reload marks: a
        /// renamed event keeps its old cell — the model's invariant that every visible row shows
        /// its object's current content, failed as a `stale cell`.
        @Test func aSnapshotRebuiltWithoutItsReloadsLeavesARenamedEventsOldCell() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen(Self.screen(.rebuiltFromIdentifiers), actions: Self.actionsWithRenaming),
                    configuration: EventsScreenTests.configuration)
            }
            let found = try #require(failure)
            let value = try found.shrunkCase(as: ScreenActions.self)
            #expect(found.signature == "stale cell", "\(found)")
            #expect(
                found.message.contains(
                    "shows \"Breakfast\", its data source gives \"Renamed 0\" for it now: the row was not reloaded"),
                "\(found)")
            #expect(value.steps.map(\.action) == ["rename an event and save"], "\(value)")
        }

        /// Without renaming, the rebuilt snapshot shows nothing stale: the row texts never change.
        @Test func aSnapshotRebuiltWithoutItsReloadsPassesWhenNoTextChanges() {
            #expect(
                check(
                    .screen(Self.screen(.rebuiltFromIdentifiers), actions: Self.actions),
                    configuration: EventsScreenTests.configuration) == nil)
        }
    }
#endif
