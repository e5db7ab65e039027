import BatchModel
import ListEmulation
import PropertyTesting
import Scenarios
import Testing

/// What the fetched-results model says of the shrunk cases the Core Data stand-in finds on seed
/// 003's screen (Tests/FrontDoorTests/EventsScreenTests.swift): the same delegate, the same save,
/// the same failure. The screen starts with Breakfast (#0) and Lunch (#1) in group A, Concert (#2)
/// in group B.
@Suite struct EventsScreenAgreementTests {
    static let screen = [
        FetchedObject(id: 0, sectionKey: 0, sortKey: 0), FetchedObject(id: 1, sectionKey: 0, sortKey: 1),
        FetchedObject(id: 2, sectionKey: 1, sortKey: 0),
    ]

    func signature(
        _ quirks: FetchedResultsQuirks, _ save: [FetchedChange], _ delegate: FetchedResultsProperty.Factory
    )
        -> String?
    {
        let value = FetchedResultsCase(objects: Self.screen, quirks: quirks, visibleRows: 12, saves: [save])
        guard case .fail(let signature, _) = FetchedResultsProperty.verdict(for: value, adapter: delegate) else {
            return nil
        }
        return signature
    }

    @Test func theTemplateInsertsASectionForAMoveToAGroupThatExists() {
        // Breakfast moves to group B.
        for quirks in [FetchedResultsQuirks.none, .all] {
            #expect(
                signature(quirks, [.edit(id: 0, sectionKey: 1, sortKey: nil, content: 1)]) {
                    view, _ in LaMarcheTemplateDelegate(tableView: view)
                } == "invalidSectionCount")
        }
    }

    @Test func appleTypicalLosesAnObjectMovedToANewGroupReportedAsAnUpdate() {
        // Breakfast moves to group C, a new section.
        let save: [FetchedChange] = [.edit(id: 0, sectionKey: 2, sortKey: nil, content: 1)]
        #expect(signature(.all, save) { view, _ in AppleTypicalDelegate(tableView: view) } == "invalidItemCount")
        #expect(signature(.none, save) { view, _ in AppleTypicalDelegate(tableView: view) } == nil)
    }

    @Test func appleTypicalConfiguresTheOldPathWithTheObjectNowThere() {
        // A new event first in group A; Breakfast's order becomes Lunch's.
        let save: [FetchedChange] = [
            .insert(FetchedObject(id: 3, sectionKey: 0, sortKey: -1)),
            .edit(id: 0, sectionKey: nil, sortKey: 1, content: 1),
        ]
        #expect(signature(.none, save) { view, _ in AppleTypicalDelegate(tableView: view) } == "wrong cell")
    }
}
