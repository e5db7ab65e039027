import BatchEngine
import BatchFuzzCore
import BatchModel
import PropertyTesting
import Testing

/// A reload is judged as UIKit shows it: the reloaded row is asked for again, so a reload that
/// stands for a replaced item (row 0 was A, is now B) is a correct batch; an engine that promises
/// to reload only items that stay is held to that with `reloadsKeepIdentity`. The same rule in
/// every scenario that judges content.
@Suite struct ReloadIdentityTests {
    /// The differ many apps write first: compare old and new index by index, reload what differs,
    /// delete the surplus old rows and insert the surplus new ones. It never moves anything.
    struct PositionalDiffer: BatchDiffing {
        func batch<SectionID: Hashable, ItemID: Hashable>(
            from old: SectionedList<SectionID, ItemID>, to new: SectionedList<SectionID, ItemID>,
            contentChanged: ((ItemID) -> Bool)?
        ) throws -> BatchUpdate {
            var batch = BatchUpdate()
            let shared = min(old.numberOfSections, new.numberOfSections)
            batch.sectionDeletes = Array(shared..<old.numberOfSections)
            batch.sectionInserts = Array(shared..<new.numberOfSections)
            for s in 0..<shared {
                let before = old.sections[s], after = new.sections[s]
                guard before.id == after.id else {
                    batch.sectionReloads.append(s)
                    continue
                }
                let rows = min(before.items.count, after.items.count)
                for r in 0..<rows where before.items[r] != after.items[r] || contentChanged?(after.items[r]) == true {
                    batch.itemReloads.append(ItemPath(section: s, item: r))
                }
                batch.itemDeletes += (rows..<before.items.count).map { ItemPath(section: s, item: $0) }
                batch.itemInserts += (rows..<after.items.count).map { ItemPath(section: s, item: $0) }
            }
            return batch
        }
    }

    @Test(arguments: ViewFlavor.allCases)
    func aReloadThatStandsForAReplacedItemIsCorrect(flavor: BatchModel.ViewFlavor) throws {
        // One row, A (0) replaced by B (1): the batch reloads row 0.
        let replaced = EditCase(
            initial: SectionedList([.init(0, [0])]),
            edits: [
                .deleteItem(at: ItemPath(section: 0, item: 0)), .insertItem(id: 1, at: ItemPath(section: 0, item: 0)),
            ])
        let batch = CoreProperty.batchMaker(differ: PositionalDiffer())
        #expect(try batch(replaced) == BatchUpdate(itemReloads: [ItemPath(section: 0, item: 0)]))
        #expect(CoreProperty.verdict(for: replaced, flavors: [flavor], moves: .ignored, batch: batch) == .pass)

        var identity = UIKitValidator.Options.fuzzing
        identity.reloadsKeepIdentity = true
        let verdict = CoreProperty.verdict(
            for: replaced, flavors: [flavor], moves: .ignored, oracle: identity, batch: batch)
        #expect(
            verdict
                == .fail(
                    signature: "content mismatch",
                    message:
                        "the batch gives 0[0], the data source holds 0[1] (the rows would show right: a reload stands for a replaced item, which reloadsKeepIdentity forbids)"
                ))
    }

    @Test(arguments: ViewFlavor.allCases)
    func aPositionalDifferPassesTheCorePropertyAndFailsUnderTheIdentityOption(flavor: BatchModel.ViewFlavor) throws {
        try FuzzCheck.check(
            .differ(PositionalDiffer(), flavor: flavor),
            configuration: .init(cases: 2_000, seed: 35, readsEnvironment: false))
        var identity = UIKitValidator.Options.fuzzing
        identity.reloadsKeepIdentity = true
        #expect {
            try FuzzCheck.check(
                .differ(PositionalDiffer(), flavor: flavor),
                configuration: .init(cases: 2_000, seed: 35, oracle: identity, readsEnvironment: false))
        } throws: { error in
            (error as? PropertyFailure)?.signature == "content mismatch"
        }
    }

    @Test func aRowShowingTheWrongItemStillFails() throws {
        // A and B swap places; reloading row 0 alone leaves row 1 showing B's old cell.
        let initial = SectionedList([.init(0, [0, 1])])
        let swapped = EditCase(
            initial: initial,
            edits: [.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1))])
        let verdict = CoreProperty.verdict(for: swapped, flavors: [.tableView], moves: .ignored) { _ in
            BatchUpdate(itemReloads: [ItemPath(section: 0, item: 0)])
        }
        #expect(
            verdict
                == .fail(signature: "content mismatch", message: "the batch gives 0[1 1], the data source holds 0[1 0]")
        )
    }

    @Test func theReferenceModelShowsReloadedRowsFromTheDataSourceUnlessTold() throws {
        let old = SectionedList([.init(0, [0, 1]), .init(1, [2])])
        let new = SectionedList([.init(5, [3]), .init(1, [4])])
        let batch = BatchUpdate(sectionReloads: [0], itemReloads: [ItemPath(section: 1, item: 0)])
        #expect(try ReferenceModel.apply(batch, to: old, final: new) == new)
        #expect(
            try ReferenceModel.apply(batch, to: old, final: new, reloadsKeepIdentity: true)
                == SectionedList([.init(0, [3]), .init(1, [2])]))
    }
}
