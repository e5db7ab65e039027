import BatchModel
import Testing

/// <doc:UIKitBatchUpdateRules#6-Quirks>: device quirks, reported as named warnings only when the strict checks are on.
@Suite struct StrictQuirkTests {
    func warnings(
        _ batch: BatchUpdate, before: [Int], after: [Int], _ flavor: ViewFlavor,
        duplicates: UIKitValidator.DuplicateDeletes = .countedTwice
    ) throws -> [String] {
        let options = UIKitValidator.Options(flavor: flavor, duplicateItemDeletes: duplicates, strict: true)
        return try plan(batch, before: before, after: after, options).warnings.map(\.description)
    }

    @Test func insertAndDeleteInAMovedSection() throws {
        // Old section 0 moves to 1; an insert lands in new section 1, a delete leaves old section 0.
        let batch = BatchUpdate(sectionMoves: [sectionMove(0, 1)], itemDeletes: [path(0, 0)], itemInserts: [path(1, 0)])
        for flavor in ViewFlavor.allCases {
            #expect(
                try warnings(batch, before: [2, 1], after: [1, 2], flavor) == [
                    "warning insertIntoMovedSection: insert of [1, 0] into section 1, the destination of a section move",
                    "warning deleteFromMovedSection: delete of [0, 0] from section 0, which moves to 1",
                ])
        }
    }

    @Test func reloadInAMovedSection() throws {
        // UIKit's arithmetic sends the insert half to new section 0, which balances only when
        // the data source agrees; the quirk is reported whenever it passes.
        let batch = BatchUpdate(sectionMoves: [sectionMove(0, 1), sectionMove(1, 0)], itemReloads: [path(0, 0)])
        #expect(
            try warnings(batch, before: [1, 1], after: [2, 0], .tableView) == [
                "warning reloadInMovedSection: reload of [0, 0] while section 0 moves to 1"
            ])
    }

    @Test func collectionViewOnlyQuirks() throws {
        let duplicate = BatchUpdate(itemDeletes: [path(0, 0), path(0, 0)])
        #expect(
            try warnings(duplicate, before: [2], after: [1], .collectionView, duplicates: .dropped)
                == ["warning duplicateItemDelete: item [0, 0] is deleted more than once"])
        #expect(try warnings(duplicate, before: [2], after: [1], .tableView).isEmpty)

        let first = BatchUpdate(itemInserts: [path(0, 0)])
        #expect(
            try warnings(first, before: [0], after: [1], .collectionView)
                == ["warning insertIntoEmptySection: first item inserted into empty section 0"])
        #expect(try warnings(first, before: [0], after: [1], .tableView).isEmpty)

        let last = BatchUpdate(itemDeletes: [path(0, 0)])
        #expect(
            try warnings(last, before: [1], after: [0], .collectionView)
                == ["warning deleteLastItemOfSection: last item of section 0 deleted"])
    }

    @Test func theDeploymentTargetDropsOnlyTheQuirksFixedBeforeIt() throws {
        let firstAndLast = BatchUpdate(itemDeletes: [path(1, 0)], itemInserts: [path(0, 0)])
        let duplicate = BatchUpdate(itemDeletes: [path(0, 0), path(0, 0)])
        func names(_ batch: BatchUpdate, _ before: [Int], _ after: [Int], _ target: IOSVersion?) throws -> [String] {
            let options = UIKitValidator.Options(
                flavor: .collectionView, duplicateItemDeletes: .dropped, strict: true, deploymentTarget: target)
            return try plan(batch, before: before, after: after, options).warnings.map(\.name)
        }
        #expect(
            try names(firstAndLast, [0, 1], [1, 0], nil) == ["insertIntoEmptySection", "deleteLastItemOfSection"])
        #expect(
            try names(firstAndLast, [0, 1], [1, 0], IOSVersion(7, 1)) == [
                "insertIntoEmptySection", "deleteLastItemOfSection",
            ])
        #expect(try names(firstAndLast, [0, 1], [1, 0], IOSVersion(8)).isEmpty)
        // No release is known to have fixed the others: reported whatever the target.
        #expect(try names(duplicate, [2], [1], IOSVersion(17)) == ["duplicateItemDelete"])
        #expect(
            UIKitQuirk.Kind.allCases.filter { !$0.affects(deploymentTarget: IOSVersion(9)) }
                == [.insertIntoEmptySection, .deleteLastItemOfSection])
    }

    @Test func versionsReadAsADeploymentTargetIsWritten() {
        #expect(IOSVersion(parsing: "9") == IOSVersion(9))
        #expect(IOSVersion(parsing: "16.4") == IOSVersion(16, 4))
        #expect(IOSVersion(parsing: "iOS 12.1") == IOSVersion(12, 1))
        for bad in ["", "nine", "9.", "9.1.2", "-1", "ios 9"] { #expect(IOSVersion(parsing: bad) == nil, "\(bad)") }
        #expect(IOSVersion(7, 1) < IOSVersion(8) && IOSVersion(16, 4).description == "iOS 16.4")
    }

    @Test func noWarningsWhenStrictIsOff() throws {
        let batch = BatchUpdate(sectionMoves: [sectionMove(0, 1)], itemDeletes: [path(0, 0)], itemInserts: [path(1, 0)])
        #expect(try plan(batch, before: [2, 1], after: [1, 2], .init(flavor: .collectionView)).warnings.isEmpty)
    }

    @Test func warningsHaveStableNames() {
        #expect(
            UIKitQuirk.Kind.allCases.map(\.rawValue) == [
                "reloadInMovedSection", "insertIntoMovedSection", "deleteFromMovedSection",
                "duplicateItemDelete", "insertIntoEmptySection", "deleteLastItemOfSection",
            ])
    }
}
