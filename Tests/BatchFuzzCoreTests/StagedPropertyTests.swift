import BatchEngine
import BatchFuzzCore
import BatchModel
import PropertyTesting
import Testing

/// Staged engines through the public API alone: a user's updater written here, BatchFuzz's
/// staged differ, the bug zoo's stale intermediate list, and the judge used on its own.
@Suite struct StagedPropertyTests {
    /// A user's staged updater: the changed items reloaded first, then one diff, then the changed
    /// sections reloaded — three stages at most.
    struct ReloadFirstUpdater: StagedBatchDiffing {
        func stages<SectionID: Hashable, ItemID: Hashable>(
            from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
            changed: ChangedContent<SectionID, ItemID>
        ) throws -> [BatchStage<SectionID, ItemID>] {
            let newItems = Set(new.sections.flatMap(\.items)), newSections = Set(new.sections.map(\.id))
            var stages: [BatchStage<SectionID, ItemID>] = []
            var reloads = BatchUpdate()
            for (s, section) in old.sections.enumerated() where newSections.contains(section.id) {
                for (i, item) in section.items.enumerated() where newItems.contains(item) && changed.item(item) {
                    reloads.itemReloads.append(ItemPath(section: s, item: i))
                }
            }
            if !reloads.isEmpty { stages.append(BatchStage(reloads, list: old)) }
            let batch = try BatchDiffer().batch(from: old, to: new)
            if !batch.isEmpty { stages.append(BatchStage(batch, list: new)) }
            let oldSections = Set(old.sections.map(\.id))
            let sectionReloads = new.sections.indices.filter {
                oldSections.contains(new.sections[$0].id) && changed.section(new.sections[$0].id)
            }
            if !sectionReloads.isEmpty {
                stages.append(BatchStage(BatchUpdate(sectionReloads: sectionReloads), list: new))
            }
            return stages
        }
    }

    /// The same updater with its stages poured into one batch: a moved item is reloaded at its
    /// old path in the batch that moves it.
    struct PouredUpdater: StagedBatchDiffing {
        func stages<SectionID: Hashable, ItemID: Hashable>(
            from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
            changed: ChangedContent<SectionID, ItemID>
        ) throws -> [BatchStage<SectionID, ItemID>] {
            var batch = BatchUpdate()
            for stage in try ReloadFirstUpdater().stages(from: old, to: new, changed: changed) {
                batch.append(contentsOf: stage.batch)
            }
            return batch.isEmpty && old == new ? [] : [BatchStage(batch, list: new)]
        }
    }

    @Test func aUsersStagedUpdaterIsFuzzedInBothFlavours() throws {
        try FuzzCheck.check(.staged(ReloadFirstUpdater()), configuration: .init(cases: 1_500, seed: 1))
        try FuzzCheck.check(.staged(StagedDiffer()), configuration: .init(cases: 1_500, seed: 2))
    }

    @Test func stagesPouredIntoOneBatchAreCaughtWithTheStageAndUIKitsReason() throws {
        do {
            try FuzzCheck.check(
                .staged(PouredUpdater(), flavor: .tableView), configuration: .init(cases: 2_000, seed: 1))
            Issue.record("the poured stages passed")
        } catch {
            let stages = try #require(error.stages)
            #expect(stages.count == 1 && error.failedStage == 1)
            #expect(error.uikitReason != nil)
            #expect(error.description.contains("stage 1 of 1"))
            let value = try error.shrunkCase(as: EditCase.self)
            #expect(value.edits.count <= 2)
        }
    }

    @Test func eachStageOfTheStagedDifferHoldsOneKindOfChange() {
        // From iOS 8 on: before, a section given its first item or losing its last is deleted
        // and inserted whole, in whichever stage it happens.
        let differ = StagedDiffer(differ: BatchDiffer(deploymentTarget: IOSVersion(8)))
        let property = Property("stages in DifferenceKit's order", EditCase.generator()) { value in
            guard let outcome = try? value.outcome(),
                let stages = try? differ.stages(from: value.initial, to: outcome.final, changed: outcome.changedContent)
            else { return false }
            let kinds = stages.map { stage -> Int in
                let b = stage.batch
                switch b.operationCount {
                case b.itemReloads.count: return 1
                case b.sectionDeletes.count + b.itemDeletes.count: return 2
                case b.sectionInserts.count + b.sectionMoves.count: return 3
                case b.itemInserts.count + b.itemMoves.count: return 4
                case b.sectionReloads.count: return 5
                default: return 0
                }
            }
            return !kinds.contains(0) && kinds == kinds.sorted() && Set(kinds).count == kinds.count
        }
        let found = check(property, CheckConfiguration(seed: 3, cases: 2_000, log: { _ in })).counterexample
        #expect(found == nil, "\(found.map { property.describe($0.value) } ?? "")")
    }

    @Test func aRepeatedIdentifierThrows() {
        let once = SectionedList<Int, Int>([.init(0, [1, 2])]), twice = SectionedList<Int, Int>([.init(0, [1, 1])])
        let sectionTwice = SectionedList<Int, Int>([.init(0, [1]), .init(0, [2])])
        #expect(throws: DuplicateIdentifierError.self) { try StagedDiffer().stages(from: twice, to: once) }
        #expect(throws: DuplicateIdentifierError.self) { try StagedDiffer().stages(from: once, to: twice) }
        #expect(throws: DuplicateIdentifierError.self) { try StagedDiffer().stages(from: once, to: sectionTwice) }
    }

    @Test func theJudgeTakesStagesOfAnyIdentifiers() throws {
        let old = SectionedList<String, String>([.init("fruit", ["apple", "pear"])])
        let new = SectionedList<String, String>([.init("fruit", ["pear"]), .init("new", ["apple"])])
        // Right: delete the apple, then insert the section with it.
        let right = [
            BatchStage(
                BatchUpdate(itemDeletes: [ItemPath(section: 0, item: 0)]),
                list: SectionedList([.init("fruit", ["pear"])])),
            BatchStage(BatchUpdate(sectionInserts: [1]), list: new),
        ]
        #expect(StagedProperty.judge(right, from: old, to: new, changed: .none, flavors: ViewFlavor.allCases) == nil)
        // The delete stage's list still holds the apple.
        var stale = right
        stale[0].list = old
        let failure = try #require(
            StagedProperty.judge(stale, from: old, to: new, changed: .none, flavors: [.tableView]))
        #expect(failure.stage == 1 && failure.signature == "invalidItemCount")
        #expect(failure.exception?.reason.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
        // A pear with new content that no stage reloads.
        let unreloaded = StagedProperty.judge(
            right, from: old, to: new, changed: ChangedContent(items: ["pear"]), flavors: [.tableView])
        #expect(unreloaded?.signature == "reload missing" && unreloaded?.stage == nil)
        // A bound on the stages.
        let bounded = StagedProperty.judge(
            right, from: old, to: new, changed: .none, flavors: [.tableView], options: .init(maxStages: 1))
        #expect(bounded?.signature == "too many stages")
        // Stages that stop short.
        #expect(
            StagedProperty.judge(Array(right.prefix(1)), from: old, to: new, changed: .none, flavors: [.tableView])?
                .signature == "stages end elsewhere")
    }

    @Test func aSectionWhoseContentChangedMustBeReloaded() throws {
        let value = EditCase(
            initial: SectionedList([.init(0, [0, 1]), .init(1, [2])]),
            edits: [
                .reloadSection(at: 0),
                .moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0)),
            ])
        let outcome = try value.outcome()
        #expect(outcome.reloadedSections == [0] && outcome.reloadedItems == [0, 1])
        let staged = StagedProperty.verdict(
            for: value, flavors: ViewFlavor.allCases, stages: StagedProperty.stageMaker(StagedDiffer()))
        #expect(staged == .pass)
        // One batch cannot reload section 0 while its row moves out: the one-stage differ leaves it.
        let oneStage = StagedProperty.verdict(
            for: value, flavors: [.tableView], stages: StagedProperty.stageMaker(OneStage(BatchDiffer())))
        #expect(
            oneStage
                == .fail(
                    signature: "section reload missing",
                    message: "section 0 shows new content but no stage reloads it (nor deletes and inserts it)"))
    }

}
