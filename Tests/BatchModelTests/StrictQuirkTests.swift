import BatchModel
import Testing

/// <doc:UIKitBatchUpdateRules#6-Quirks>: device quirks, reported as named warnings only when the strict checks are on.
@Suite struct StrictQuirkTests {
    func warnings(
        _ batch: BatchUpdate, before: [Int], after: [Int], _ flavor: ViewFlavor,
        duplicates: UIKitValidator.DuplicateDeletes = .countedTwice,
        quirks: Set<UIKitQuirk.Kind> = UIKitQuirk.Kind.checkedByDefault, deploymentTarget: IOSVersion? = nil
    ) throws -> [String] {
        let options = UIKitValidator.Options(
            flavor: flavor, duplicateItemDeletes: duplicates, strict: true, quirks: quirks,
            deploymentTarget: deploymentTarget)
        return try plan(batch, before: before, after: after, options).warnings.map(\.description)
    }

    @Test func insertAndDeleteInAMovedSection() throws {
        // Old section 0 moves to 1; an insert lands in new section 1, a delete leaves old section 0.
        let batch = BatchUpdate(sectionMoves: [sectionMove(0, 1)], itemDeletes: [path(0, 0)], itemInserts: [path(1, 0)])
        // By default: the insert, in a collection view only (heap corruption, which a radar
        // reports); the delete's ghost cell rests on a library's comment alone. Table views have
        // neither.
        #expect(
            try warnings(batch, before: [2, 1], after: [1, 2], .collectionView) == [
                "warning insertIntoMovedSection: insert of [1, 0] into section 1, the destination of a section move"
            ])
        #expect(try warnings(batch, before: [2, 1], after: [1, 2], .tableView).isEmpty)
        // Each quirk is its own switch.
        let every = Set(UIKitQuirk.Kind.allCases)
        #expect(
            try warnings(batch, before: [2, 1], after: [1, 2], .collectionView, quirks: every) == [
                "warning insertIntoMovedSection: insert of [1, 0] into section 1, the destination of a section move",
                "warning deleteFromMovedSection: delete of [0, 0] from section 0, which moves to 1",
            ])
        #expect(try warnings(batch, before: [2, 1], after: [1, 2], .tableView, quirks: every).isEmpty)
        #expect(
            try warnings(batch, before: [2, 1], after: [1, 2], .collectionView, quirks: [.deleteFromMovedSection]) == [
                "warning deleteFromMovedSection: delete of [0, 0] from section 0, which moves to 1"
            ])
        #expect(try warnings(batch, before: [2, 1], after: [1, 2], .collectionView, quirks: []).isEmpty)
    }

    @Test func aMoveInsideAMovedSectionIsReportedOnlyWhenSwitchedOn() throws {
        // Old section 0 moves to 1, and its item 0 moves to 1 inside it.
        let batch = BatchUpdate(
            sectionMoves: [sectionMove(0, 1)], itemMoves: [.init(from: path(0, 0), to: path(1, 1))])
        #expect(try warnings(batch, before: [2, 1], after: [1, 2], .collectionView).isEmpty)
        #expect(
            try warnings(batch, before: [2, 1], after: [1, 2], .collectionView, quirks: [.moveInMovedSection]) == [
                "warning moveInMovedSection: move of [0, 0] → [1, 1] inside section 0, which moves to 1"
            ])
        #expect(try warnings(batch, before: [2, 1], after: [1, 2], .tableView, quirks: [.moveInMovedSection]).isEmpty)
        // An item leaving the moved section is not inside it.
        let leaving = BatchUpdate(
            sectionMoves: [sectionMove(0, 1)], itemMoves: [.init(from: path(0, 0), to: path(0, 0))])
        #expect(
            try warnings(leaving, before: [2, 1], after: [2, 1], .collectionView, quirks: [.moveInMovedSection]).isEmpty
        )
    }

    @Test func theDefaultsReportWhatCrashesOrCorruptsOnReleasesCurrentXcodeDeploysTo() {
        let options = UIKitValidator.Options.fuzzing
        #expect(options.strict && options.deploymentTarget == IOSVersion.oldestDeploymentTarget)
        #expect(
            UIKitQuirk.Kind.allCases.filter { UIKitQuirk.Kind.checkedByDefault.contains($0) } == [
                .reloadInMovedSection, .insertIntoMovedSection, .duplicateItemDelete, .insertIntoEmptySection,
                .deleteLastItemOfSection,
            ])
        #expect(
            UIKitQuirk.Kind.allCases.filter { !$0.hasPublicReport } == [.deleteFromMovedSection, .moveInMovedSection])
        #expect(UIKitQuirk.Kind.allCases.filter { $0.effect == .animation } == [.moveInMovedSection])
        // Reported by default, per flavour: nothing of iOS 6–7.
        let reported = { (flavor: ViewFlavor) in
            UIKitQuirk.Kind.allCases.filter { $0.isReported(under: options.with(flavor: flavor)) }
        }
        #expect(reported(.tableView) == [.reloadInMovedSection])
        #expect(reported(.collectionView) == [.reloadInMovedSection, .insertIntoMovedSection, .duplicateItemDelete])
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

        // The iOS 6–7 crashes, for an app that still supports those releases.
        let first = BatchUpdate(itemInserts: [path(0, 0)])
        #expect(
            try warnings(first, before: [0], after: [1], .collectionView, deploymentTarget: IOSVersion(7))
                == ["warning insertIntoEmptySection: first item inserted into empty section 0"])
        #expect(try warnings(first, before: [0], after: [1], .tableView, deploymentTarget: IOSVersion(7)).isEmpty)
        // At the default deployment target, no release with them is in range.
        #expect(
            try plan(first, before: [0], after: [1], .init(flavor: .collectionView, strict: true)).warnings.isEmpty)

        let last = BatchUpdate(itemDeletes: [path(0, 0)])
        #expect(
            try warnings(last, before: [1], after: [0], .collectionView, deploymentTarget: IOSVersion(7))
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
                "duplicateItemDelete", "insertIntoEmptySection", "deleteLastItemOfSection", "moveInMovedSection",
            ])
    }
}
