#if !canImport(UIKit) && !canImport(CoreData)
    import BatchFuzzCore
    import BatchModel
    import ListEmulation
    import PropertyTesting
    import Scenarios
    import Testing

    /// The fetched-results model's reports of hand-made change sets, under no quirk, each quirk
    /// alone, and every quirk at once — and the scenario's correct screens showing the results
    /// after each of them.
    @Suite struct FetchedResultsReportTests {
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
                    "none": [
                        "delete #0 at [0, 0] new nil", "delete #4 at [1, 1] new nil", "insert #4 at nil new [1, 1]",
                    ],
                    "equal-path-real-move": ["delete #0 at [0, 0] new nil", "move #4 at [1, 1] new [1, 1]"],
                    "all": ["delete #0 at [0, 0] new nil", "move #4 at [1, 1] new [1, 1]"],
                ]),
        ]

        /// The report of `save` on `objects`: its section changes and object changes, one line each.
        static func report(
            _ objects: [FetchedObject], _ save: [FetchedChange], _ quirks: FetchedResultsQuirks
        ) -> (sections: [String], objects: [String]) {
            var live = Dictionary(objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let old = FetchedResults(objects: live.values)
            for change in save { change.apply(to: &live) }
            let report = FetchedChangeReport(from: old, to: FetchedResults(objects: live.values), quirks: quirks)
            return (
                report.sectionChanges.map { "\($0.type) section \($0.section.name) at \($0.index)" },
                report.objectChanges.map { change in
                    "\(change.type) #\(change.object.id) at \(change.indexPath.map { "\($0)" } ?? "nil") new \(change.newIndexPath.map { "\($0)" } ?? "nil")"
                }
            )
        }

        @Test(arguments: examples)
        func reportsFollowAppleOrderAndConventions(example: Example) {
            for (setting, quirks) in Self.settings {
                let (sections, objects) = Self.report(example.objects, example.save, quirks)
                #expect(sections == example.sections, "quirks: \(setting)")
                #expect(objects == example.expected[setting] ?? example.expected["none"]!, "quirks: \(setting)")
            }
        }

        static let configuration = FuzzConfiguration(
            cases: 1, seed: 1, examplesBesideTest: false, readsEnvironment: false)

        /// The template's screen with the delegate to copy, and the one applying the controller's
        /// snapshot as delivered, show the results after every example in every quirk setting, with
        /// one row on screen and with all of them.
        @Test(arguments: examples)
        @MainActor func theCorrectScreensShowTheResultsUnderEveryQuirkSetting(example: Example) {
            let screens: [(String, FuzzTarget<FetchedResultsCase>)] = [
                ("adapter", .fetchedResultsScreen { EventsViewController(context: $0, changeHandling: .adapter) }),
                (
                    "snapshot",
                    .fetchedResultsScreen { EventsSnapshotViewController(context: $0, applying: .asDelivered) }
                ),
            ]
            for (setting, quirks) in Self.settings {
                for visibleRows in [1, 12] {
                    let value = FetchedResultsCase(
                        objects: example.objects, quirks: quirks, visibleRows: visibleRows, saves: [example.save])
                    for (name, target) in screens {
                        #expect(throws: Never.self, "\(name), quirks: \(setting), \(visibleRows) rows") {
                            try FuzzCheck.check(target, case: value, configuration: Self.configuration)
                        }
                    }
                }
            }
        }

        /// The post's template, given a move to a group that exists, inserts a section no data source
        /// counts; Apple's typical delegate loses an object moved to a new group when Core Data reports
        /// the move as an update (a quirk of some systems), and without quirks shows another event in
        /// a row whose event's order changed.
        @Test @MainActor func theZoosScreensFailAsTheirSeedsSay() {
            let breakfastLunchConcert = [
                FetchedObject(id: 0, sectionKey: 0, sortKey: 0), FetchedObject(id: 1, sectionKey: 0, sortKey: 1),
                FetchedObject(id: 2, sectionKey: 1, sortKey: 0),
            ]
            func failure(
                _ handling: EventsViewController.ChangeHandling, _ quirks: FetchedResultsQuirks,
                _ save: [FetchedChange]
            ) -> PropertyFailure? {
                let value = FetchedResultsCase(
                    objects: breakfastLunchConcert, quirks: quirks, visibleRows: 12, saves: [save])
                do {
                    try FuzzCheck.check(
                        .fetchedResultsScreen { EventsViewController(context: $0, changeHandling: handling) },
                        case: value, configuration: Self.configuration)
                    return nil
                } catch {
                    return error
                }
            }
            func signature(
                _ handling: EventsViewController.ChangeHandling, _ quirks: FetchedResultsQuirks,
                _ save: [FetchedChange]
            ) -> String? {
                failure(handling, quirks, save)?.signature
            }
            for quirks in [FetchedResultsQuirks.none, .all] {
                let found = failure(
                    .lamarcheTemplate, quirks, [.edit(id: 0, sectionKey: 1, sortKey: nil, content: 1)])
                #expect(found?.signature == "invalidSectionCount")
                // Core Data catches the exception its delegate raised and logs it, above UIKit's text.
                #expect(
                    found?.message.contains(
                        "save 1 (edit #0: section → S1, content → v1): CoreData: error: Serious application error.  An exception was caught from the delegate of NSFetchedResultsController during a call to -controllerDidChangeContent:.  Invalid update: invalid number of sections."
                    ) == true, "\(found.map { "\($0)" } ?? "passed")")
            }
            let toANewGroup: [FetchedChange] = [.edit(id: 0, sectionKey: 2, sortKey: nil, content: 1)]
            #expect(signature(.appleTypical, .all, toANewGroup) == "invalidItemCount")
            #expect(signature(.appleTypical, .none, toANewGroup) == nil)
            let reordered: [FetchedChange] = [
                .insert(FetchedObject(id: 3, sectionKey: 0, sortKey: -1)),
                .edit(id: 0, sectionKey: nil, sortKey: 1, content: 1),
            ]
            #expect(signature(.appleTypical, .none, reordered) == "stale cell")
        }

        @Test func aSaveThatChangesNothingReportsNothing() {
            let (sections, objects) = Self.report(
                [FetchedObject(id: 0, sectionKey: 0, sortKey: 0)],
                [.delete(id: 7), .edit(id: 0, sectionKey: 0, sortKey: 0, content: 0)], .all)
            #expect(sections.isEmpty && objects.isEmpty)
        }
    }
#endif
