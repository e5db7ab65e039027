import BatchEngine
import BatchModel
import ListEmulation
import PropertyTesting
import Scenarios
import Testing

/// The emulated controller's callbacks on hand-made change sets, under no quirk, each quirk
/// alone, and every quirk at once.
@Suite struct FetchedResultsReportTests {
    /// Records every delegate call as a line.
    final class Recorder: FetchedResultsDelegate {
        var calls: [String] = []
        func controllerWillChangeContent(_ controller: FetchedResultsController) { calls.append("will change") }
        func controller(
            _ controller: FetchedResultsController, didChange section: FetchedResults.Section,
            atSectionIndex index: Int, for type: FetchedResultsChangeType
        ) {
            calls.append("\(type) section \(section.name) at \(index)")
        }
        func controller(
            _ controller: FetchedResultsController, didChange object: FetchedObject, at indexPath: ItemPath?,
            for type: FetchedResultsChangeType, newIndexPath: ItemPath?
        ) {
            calls.append(
                "\(type) #\(object.id) at \(indexPath.map { "\($0)" } ?? "nil") new \(newIndexPath.map { "\($0)" } ?? "nil")"
            )
        }
        func controllerDidChangeContent(_ controller: FetchedResultsController) { calls.append("did change") }
    }

    /// A hand-made change set and the object calls expected under each quirk setting
    /// (`none` applies to every setting not listed).
    struct Example: Sendable, CustomTestStringConvertible {
        var name: String
        var objects: [FetchedObject]
        var save: [FetchedChange]
        var sections: [String]
        var expected: [String: [String]]
        var testDescription: String { name }
    }

    static let settings: [(String, FetchedResultsQuirks)] =
        [("none", .none)] + FetchedResultsQuirk.allCases.map { ($0.rawValue, FetchedResultsQuirks([$0])) } + [
            ("all", .all)
        ]

    static let examples: [Example] = [
        Example(
            name: "an object moves to a new section",
            objects: [
                FetchedObject(id: 0, sectionKey: 0, sortKey: 0), FetchedObject(id: 1, sectionKey: 0, sortKey: 1),
            ],
            save: [.edit(id: 1, sectionKey: 1, sortKey: nil, content: nil)],
            sections: ["insert section S1 at 1"],
            expected: [
                "none": ["delete #1 at [0, 1] new nil", "insert #1 at nil new [1, 0]"],
                "update-in-changed-section": ["update #1 at [0, 1] new nil"],
                "moves-across-changed-sections": ["move #1 at [0, 1] new [1, 0]"],
                "all": ["update #1 at [0, 1] new [1, 0]"],
            ]),
        Example(
            name: "the last object of a section is deleted",
            objects: [
                FetchedObject(id: 0, sectionKey: 0, sortKey: 0), FetchedObject(id: 1, sectionKey: 1, sortKey: 0),
            ],
            save: [.delete(id: 1)],
            sections: ["delete section S1 at 1"],
            expected: ["none": ["delete #1 at [1, 0] new nil"]]),
        Example(
            name: "two objects swap places",
            objects: [
                FetchedObject(id: 0, sectionKey: 0, sortKey: 0), FetchedObject(id: 1, sectionKey: 0, sortKey: 1),
            ],
            save: [
                .edit(id: 0, sectionKey: nil, sortKey: 1, content: nil),
                .edit(id: 1, sectionKey: nil, sortKey: 0, content: nil),
            ],
            sections: [],
            expected: [
                "none": ["move #0 at [0, 0] new [0, 1]", "move #1 at [0, 1] new [0, 0]"],
                "swap-as-move-and-update": ["update #0 at [0, 0] new nil", "move #1 at [0, 1] new [0, 0]"],
                "all": ["update #0 at [0, 0] new [0, 1]", "move #1 at [0, 1] new [0, 0]"],
            ]),
        Example(
            name: "content changes in place",
            objects: [FetchedObject(id: 0, sectionKey: 0, sortKey: 0)],
            save: [.edit(id: 0, sectionKey: nil, sortKey: nil, content: 1)],
            sections: [],
            expected: [
                "none": ["update #0 at [0, 0] new nil"],
                "equal-path-move-for-update": ["move #0 at [0, 0] new [0, 0]"],
                "update-new-index-path": ["update #0 at [0, 0] new [0, 0]"],
                "all": ["move #0 at [0, 0] new [0, 0]"],
            ]),
        Example(
            name: "equal paths that are a real move (a section deleted before them)",
            objects: [
                FetchedObject(id: 0, sectionKey: 0, sortKey: 0), FetchedObject(id: 1, sectionKey: 1, sortKey: 0),
                FetchedObject(id: 4, sectionKey: 1, sortKey: 1), FetchedObject(id: 2, sectionKey: 2, sortKey: 0),
                FetchedObject(id: 3, sectionKey: 2, sortKey: 2),
            ],
            save: [.delete(id: 0), .edit(id: 4, sectionKey: 2, sortKey: 1, content: nil)],
            sections: ["delete section S0 at 0"],
            expected: [
                "none": ["delete #0 at [0, 0] new nil", "delete #4 at [1, 1] new nil", "insert #4 at nil new [1, 1]"],
                "equal-path-real-move": ["delete #0 at [0, 0] new nil", "move #4 at [1, 1] new [1, 1]"],
                "all": ["delete #0 at [0, 0] new nil", "move #4 at [1, 1] new [1, 1]"],
            ]),
    ]

    @Test(arguments: examples)
    func callbacksFollowAppleOrderAndConventions(example: Example) throws {
        for (setting, quirks) in Self.settings {
            let controller = FetchedResultsController(objects: example.objects, quirks: quirks)
            let recorder = Recorder()
            controller.delegate = recorder
            try controller.save(example.save)
            let objects = example.expected[setting] ?? example.expected["none"]!
            #expect(
                recorder.calls == ["will change"] + example.sections + objects + ["did change"], "quirks: \(setting)")
        }
    }

    @Test(arguments: examples)
    func theCorrectAdapterShowsTheResultsUnderEveryQuirkSetting(example: Example) {
        for (setting, quirks) in Self.settings {
            for visibleRows in [1, 12] {
                let value = FetchedResultsCase(
                    objects: example.objects, quirks: quirks, visibleRows: visibleRows, saves: [example.save])
                #expect(
                    FetchedResultsProperty.verdict(for: value) { view, _ in FetchedResultsTableAdapter(tableView: view)
                    } == .pass, "quirks: \(setting)")
                #expect(
                    FetchedResultsProperty.verdict(for: value) { view, frc in
                        FetchedSnapshotAdapter(tableView: view, showing: frc.results)
                    } == .pass, "quirks: \(setting)")
            }
        }
    }

    @Test func snapshotDelegatesGetOnlyTheSnapshot() throws {
        final class SnapshotRecorder: FetchedResultsDelegate {
            var snapshots: [FetchedSnapshotReport] = []
            var objectCalls = 0
            var wantsSnapshots: Bool { true }
            func controller(
                _ controller: FetchedResultsController, didChangeContentWith snapshot: FetchedSnapshotReport
            ) { snapshots.append(snapshot) }
            func controller(
                _ controller: FetchedResultsController, didChange object: FetchedObject, at indexPath: ItemPath?,
                for type: FetchedResultsChangeType, newIndexPath: ItemPath?
            ) { objectCalls += 1 }
        }
        let controller = FetchedResultsController(objects: [
            FetchedObject(id: 0, sectionKey: 0, sortKey: 0), FetchedObject(id: 1, sectionKey: 0, sortKey: 1),
        ])
        let recorder = SnapshotRecorder()
        controller.delegate = recorder
        try controller.save([.edit(id: 0, sectionKey: 1, sortKey: nil, content: 3)])
        #expect(recorder.objectCalls == 0)
        #expect(recorder.snapshots.map(\.description) == ["0[1] 1[0]; reloaded [0]"])
    }

    @Test func aSaveThatChangesNothingMakesNoCall() throws {
        let controller = FetchedResultsController(objects: [FetchedObject(id: 0, sectionKey: 0, sortKey: 0)])
        let recorder = Recorder()
        controller.delegate = recorder
        try controller.save([.delete(id: 7), .edit(id: 0, sectionKey: 0, sortKey: 0, content: 0)])
        #expect(recorder.calls.isEmpty)
    }

    @Test func committedValuesAreTheValuesBeforeTheSave() throws {
        final class Peek: FetchedResultsDelegate {
            var seen: [String] = []
            func controller(
                _ controller: FetchedResultsController, didChange object: FetchedObject, at indexPath: ItemPath?,
                for type: FetchedResultsChangeType, newIndexPath: ItemPath?
            ) {
                seen.append(
                    "#\(object.id): now \(object.sectionKey), committed \(controller.committedValues(of: object).map { "\($0.sectionKey)" } ?? "nil")"
                )
            }
        }
        let controller = FetchedResultsController(objects: [FetchedObject(id: 0, sectionKey: 0, sortKey: 0)])
        let peek = Peek()
        controller.delegate = peek
        try controller.save([
            .edit(id: 0, sectionKey: 2, sortKey: nil, content: nil),
            .insert(FetchedObject(id: 1, sectionKey: 0, sortKey: 0)),
        ])
        // The move into a new section is a delete (old values) + an insert.
        #expect(peek.seen == ["#0: now 0, committed 0", "#0: now 2, committed 0", "#1: now 0, committed nil"])
        #expect(controller.committedValues(of: FetchedObject(id: 0, sectionKey: 2, sortKey: 0))?.sectionKey == 2)
    }

    @Test func objectAtAMissingPathThrowsTheControllersText() {
        let controller = FetchedResultsController(objects: [FetchedObject(id: 0, sectionKey: 0, sortKey: 0)])
        #expect(
            throws: FetchedResultsError(
                signature: "no object at index path", reason: "no object at index 1 in section at index 0")
        ) {
            try controller.object(at: ItemPath(row: 1, section: 0))
        }
        #expect(throws: FetchedResultsError(signature: "no object at index path", reason: "no section at index 2")) {
            try controller.object(at: ItemPath(row: 0, section: 2))
        }
    }
}
