import BatchEngine
import BatchModel
import PropertyTesting
import Testing

@Suite struct BatchCoalescerTests {
    let coalescer = BatchCoalescer()
    let initial = SectionedList([.init("A", [1, 2, 3]), .init("B", [4])])

    @Test func insertedThenDeletedLeavesNothing() throws {
        let (final, batch) = try coalescer.coalesce(
            [.insertItem(id: 9, at: ItemPath(section: 0, item: 1)), .deleteItem(at: ItemPath(section: 0, item: 1))],
            from: initial)
        #expect(final == initial)
        #expect(batch.isEmpty)
    }

    @Test func movedSeveralTimesIsOneMove() throws {
        let edits: [Edit<String, Int>] = [
            .moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0)),
            .moveItem(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 2)),
        ]
        let (final, batch) = try coalescer.coalesce(edits, from: initial)
        #expect(final.description == "A[2 3 1] B[4]")
        #expect(batch.itemMoves.count == 1)
    }

    @Test func anItemMovedBackIntoOrderStays() throws {
        let edits: [Edit<String, Int>] = [
            .moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2)),
            .insertItem(id: 9, at: ItemPath(section: 0, item: 1)),
            .moveItem(from: ItemPath(section: 0, item: 3), to: ItemPath(section: 0, item: 0)),
        ]
        let (final, batch) = try coalescer.coalesce(edits, from: initial)
        #expect(final.description == "A[1 2 9 3] B[4]")
        #expect(batch.itemMoves.isEmpty)
        #expect(batch.itemInserts == [ItemPath(section: 0, item: 2)])
    }

    /// A moved item that lands back in order between two unmoved ones, with a gap on each side
    /// (so it is a run of its own, not merged into theirs), stays too.
    @Test func anItemMovedBackBetweenGapsStays() throws {
        let initial = SectionedList([.init("A", [1, 2, 3, 4, 5])])
        let edits: [Edit<String, Int>] = [
            .moveItem(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 0, item: 4)),
            .deleteItem(at: ItemPath(section: 0, item: 1)),
            .deleteItem(at: ItemPath(section: 0, item: 1)),
            .moveItem(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 0, item: 1)),
        ]
        let (final, batch) = try coalescer.coalesce(edits, from: initial)
        #expect(final.description == "A[1 3 5]")
        #expect(batch.itemMoves.isEmpty)
        #expect(batch.itemDeletes.sorted() == [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 3)])
    }

    /// UIKit puts a reload's insert half after an insert at the same index: the item is still
    /// reloaded in place, not deleted and inserted.
    @Test func aReloadAfterAnInsertAtItsIndexStaysAReload() throws {
        let initial = SectionedList([.init("A", [1, 2, 3, 4, 5, 6])])
        let edits: [Edit<String, Int>] = [
            .insertItem(id: 9, at: ItemPath(section: 0, item: 4)),
            .reloadItem(at: ItemPath(section: 0, item: 5)),
        ]
        let (final, batch) = try coalescer.coalesce(edits, from: initial)
        #expect(final.description == "A[1 2 3 4 9 5 6]")
        #expect(batch.itemReloads == [ItemPath(section: 0, item: 4)])
        #expect(batch.itemInserts == [ItemPath(section: 0, item: 4)] && batch.itemDeletes.isEmpty)
    }

    /// The items the edits did not move stay; each one they moved out of order moves once.
    @Test func theItemsTheEditsMovedAreTheMoves() throws {
        let initial = SectionedList([.init("A", Array(0..<10))])
        let edits: [Edit<String, Int>] = [
            .moveItem(from: ItemPath(section: 0, item: 9), to: ItemPath(section: 0, item: 0)),
            .moveItem(from: ItemPath(section: 0, item: 5), to: ItemPath(section: 0, item: 9)),
            .moveItem(from: ItemPath(section: 0, item: 9), to: ItemPath(section: 0, item: 1)),
        ]
        let (final, batch) = try coalescer.coalesce(edits, from: initial)
        #expect(final.description == "A[9 4 0 1 2 3 5 6 7 8]")
        #expect(Set(batch.itemMoves.map(\.from.item)) == [9, 4])
    }

    @Test func aMoveIntoASectionInsertedOnTheWayIsAnInsert() throws {
        let edits: [Edit<String, Int>] = [
            .insertSection(id: "C", at: 2),
            .moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 2, item: 0)),
        ]
        let (final, batch) = try coalescer.coalesce(edits, from: initial)
        #expect(final.description == "A[2 3] B[4] C[1]")
        #expect(batch.itemMoves.isEmpty)
        #expect(batch.sectionInserts == [2] && batch.itemDeletes == [ItemPath(section: 0, item: 0)])
    }

    @Test func theFinalListMatchesTheReferenceModel() throws {
        let edits: [Edit<String, Int>] = [
            .moveSection(from: 0, to: 1), .insertItem(id: 7, at: ItemPath(section: 0, item: 1)),
            .reloadItem(at: ItemPath(section: 1, item: 2)), .deleteSection(at: 0),
        ]
        let (final, _) = try coalescer.coalesce(edits, from: initial)
        #expect(final == (try ReferenceModel.applying(edits, to: initial)))
    }

    @Test func anInvalidEditIsAnErrorNamingIt() {
        let edits: [Edit<String, Int>] = [
            .deleteItem(at: ItemPath(section: 0, item: 0)), .deleteItem(at: ItemPath(section: 1, item: 3)),
        ]
        let error = InvalidEditError(
            edit: "delete item [1, 3]", index: 1, list: "A[2 3] B[4]",
            problem: "item 3 is out of range: section 1 has 1 items")
        #expect(throws: error) { try coalescer.coalesce(edits, from: initial) }
        #expect(throws: error) { try coalescer.batch(for: edits, from: initial) }
    }

    @Test func anInvalidEditAfterInsertedSectionsNamesTheListWithThem() {
        let edits: [Edit<String, Int>] = [
            .insertSection(id: "C", at: 0), .insertItem(id: 9, at: ItemPath(section: 0, item: 0)),
            .moveSection(from: 0, to: 2), .deleteItem(at: ItemPath(section: 0, item: 7)),
        ]
        let error = InvalidEditError(
            edit: "delete item [0, 7]", index: 3, list: "A[1 2 3] B[4] C[9]",
            problem: "item 7 is out of range: section 0 has 3 items")
        #expect(throws: error) { try coalescer.coalesce(edits, from: initial) }
        #expect(throws: error) { try coalescer.batch(for: edits, from: initial) }
    }

    /// Long sections become run trees of several nodes, with long untouched runs, split runs
    /// and runs of one side by side: random edits (section edits included) on 3 sections of 0
    /// to 300 rows, checked against the reference model and the oracle in both flavours, strict.
    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func longSectionsAgreeWithTheReferenceAndTheOracle(seed: UInt64) throws {
        try checkRandomEdits(seed: seed, sectionSizes: 0...300, edits: 400)
    }

    /// The same with item edits only. (With section edits among 400, every old section ends up
    /// deleted or reset, so the planner spells out no item at all; here every section stays.)
    @Test(arguments: [1, 2, 3] as [UInt64])
    func longSectionsOfItemEditsAgreeWithTheReferenceAndTheOracle(seed: UInt64) throws {
        try checkRandomEdits(seed: seed, sectionSizes: 0...300, edits: 400, sectionEdits: .none)
    }

    /// 75,000 rows and 3,000 edits: rows of 125 slots under a two-level index, slot trees
    /// that grow where the edits pile up, under the oracle.
    @Test func aLongFeedAgreesWithTheReferenceAndTheOracle() throws {
        try checkRandomEdits(seed: 75, sectionSizes: 25_000...25_000, edits: 3_000)
    }

    /// The shape of the benchmark: one section of 50,000 rows and 4,000 item edits, no section
    /// edit, so the section stays itself and the planner spells out every item — runs longer
    /// than a word of bits among them.
    @Test func oneLongSectionOfItemEditsAgreesWithTheReferenceAndTheOracle() throws {
        try checkRandomEdits(seed: 50, sections: 1, sectionSizes: 50_000...50_000, edits: 4_000, sectionEdits: .none)
    }

    /// 400 sections and 4,000 edits, half of them section edits: the section order becomes a
    /// track of hundreds of slots under a two-level index, where sections are looked up,
    /// inserted, deleted and moved like items.
    @Test func manySectionEditsAgreeWithTheReferenceAndTheOracle() throws {
        try checkRandomEdits(seed: 400, sections: 400, sectionSizes: 0...20, edits: 4_000, sectionEdits: .half)
    }

    /// Every boundary the editor's structures have, crossed: section counts around a vector's
    /// 16 lanes, sections around a slot and a run tree's 16 entries, and edit counts around
    /// where the slots are cut finer (every 8 edits) — with inserts and moves landing at the
    /// ends of sections half the time, where the index has no slot after the last.
    @Test(arguments: [1, 2, 15, 16, 17, 40])
    func everyBoundaryOfTheStructuresAgreesWithTheReferenceAndTheOracle(sections: Int) throws {
        for sizes in [0...3, 15...17, 60...70, 90...260] {
            for edits in [7, 8, 15, 16, 17, 24, 95, 96, 200] {
                for seed in 1...2 as ClosedRange<UInt64> {
                    try checkRandomEdits(
                        seed: seed &* 1_000 &+ UInt64(edits), sections: sections, sectionSizes: sizes, edits: edits,
                        atTheEnds: true)
                }
            }
        }
    }

    /// An insert, and a move, to the end of a section cut into several slots (past 15 edits a
    /// section's rows are cut finer), right after an insert into its last slot.
    @Test func anInsertAtTheEndAfterAnotherIsInOrder() throws {
        let initial = SectionedList([.init(0, Array(0...92))] as [SectionedList<Int, Int>.Section])
        let edits: [Edit<Int, Int>] =
            [
                .insertItem(id: 93, at: ItemPath(section: 0, item: 92)),
                .insertItem(id: 94, at: ItemPath(section: 0, item: 94)),
            ] + (1...14).map { .insertSection(id: $0, at: 0) }
        let (final, batch) = try coalescer.coalesce(edits, from: initial)
        #expect(final == (try ReferenceModel.applying(edits, to: initial)))
        #expect(try coalescer.batch(for: edits, from: initial) == batch)
        #expect(batch.itemInserts.sorted() == [ItemPath(section: 14, item: 92), ItemPath(section: 14, item: 94)])

        let short = SectionedList([.init(0, [0, 1, 2])] as [SectionedList<Int, Int>.Section])
        let moves: [Edit<Int, Int>] =
            [
                .insertItem(id: 3, at: ItemPath(section: 0, item: 1)),
                .moveItem(from: ItemPath(section: 0, item: 3), to: ItemPath(section: 0, item: 3)),
            ] + (1...12).map { .insertSection(id: $0, at: 0) } + [
                .deleteItem(at: ItemPath(section: 12, item: 0)), .insertSection(id: 13, at: 0),
            ]
        try checkRandomEdits(initial: short, edits: moves)
    }

    /// Identifiers that are not plain values — strings, with storage of their own — are copied
    /// one by one, not as bytes: the same edits over string identifiers give the same batch and
    /// the same list, named.
    @Test(arguments: [7, 8] as [UInt64])
    func identifiersThatAreNotPlainValuesComeOutTheSame(seed: UInt64) throws {
        let (initial, edits) = randomEdits(seed: seed, sectionSizes: 0...300, edits: 400)
        func named(_ id: Int) -> String { "the item with identifier \(id)" }
        func named(_ list: SectionedList<Int, Int>) -> SectionedList<Int, String> {
            SectionedList(list.sections.map { .init($0.id, $0.items.map(named)) })
        }
        let namedEdits = edits.map { edit -> Edit<Int, String> in
            switch edit {
            case .insertSection(let id, let at): .insertSection(id: id, at: at)
            case .deleteSection(let at): .deleteSection(at: at)
            case .moveSection(let from, let to): .moveSection(from: from, to: to)
            case .reloadSection(let at): .reloadSection(at: at)
            case .insertItem(let id, let at): .insertItem(id: named(id), at: at)
            case .deleteItem(let at): .deleteItem(at: at)
            case .moveItem(let from, let to): .moveItem(from: from, to: to)
            case .reloadItem(let at): .reloadItem(at: at)
            }
        }
        let (final, batch) = try coalescer.coalesce(edits, from: initial)
        let (namedFinal, namedBatch) = try coalescer.coalesce(namedEdits, from: named(initial))
        #expect(namedBatch == batch)
        #expect(namedFinal == named(final))
    }

    /// Random edits on 3 sections of `sectionSizes` rows, checked against the reference model,
    /// the strict oracle in both flavours, and re-applying the batch.
    func checkRandomEdits(
        seed: UInt64, sections: Int = 3, sectionSizes: ClosedRange<Int>, edits editCount: Int,
        sectionEdits: SectionEdits = .few,
        atTheEnds: Bool = false
    ) throws {
        let (initial, edits) = randomEdits(
            seed: seed, sections: sections, sectionSizes: sectionSizes, edits: editCount, sectionEdits: sectionEdits,
            atTheEnds: atTheEnds)
        try checkRandomEdits(initial: initial, edits: edits)
    }

    /// `edits` on `initial`, checked the same way.
    func checkRandomEdits(initial: SectionedList<Int, Int>, edits: [Edit<Int, Int>]) throws {
        let (final, batch) = try coalescer.coalesce(edits, from: initial)
        #expect(final == (try ReferenceModel.applying(edits, to: initial)))
        #expect(try coalescer.batch(for: edits, from: initial) == batch)
        for flavor in [ViewFlavor.tableView, .collectionView] {
            let plan = try UIKitValidator(options: .init(flavor: flavor, strict: true)).validate(
                batch, before: initial.counts, after: final.counts)
            #expect(plan.warnings.isEmpty, "\(flavor): \(plan.warnings)")
        }
        #expect(try ReferenceModel.apply(batch, to: initial, final: final) == final)
    }

    /// How many of the random edits are section edits.
    enum SectionEdits {
        case none, few, half
    }

    /// `sections` sections of `sectionSizes` rows and `editCount` random edits, each valid where
    /// it comes; with `atTheEnds`, inserts and moves land at the end of their section half the
    /// time.
    func randomEdits(
        seed: UInt64, sections: Int = 3, sectionSizes: ClosedRange<Int>, edits editCount: Int,
        sectionEdits: SectionEdits = .few,
        atTheEnds: Bool = false
    ) -> (SectionedList<Int, Int>, [Edit<Int, Int>]) {
        var rng = SplitMix64(seed: seed)
        func random(_ bound: Int) -> Int { Int(rng.next() % UInt64(bound)) }
        /// A place for an insert among `count` items.
        func slot(_ count: Int) -> Int { atTheEnds && random(2) == 0 ? count : random(count + 1) }
        var next = 0
        let initial = SectionedList(
            (0..<sections).map { s -> SectionedList<Int, Int>.Section in
                let count = sectionSizes.lowerBound + random(sectionSizes.count)
                defer { next += count }
                return .init(s, Array(next..<(next + count)))
            })
        var counts = initial.counts, nextSection = sections
        var edits: [Edit<Int, Int>] = []
        while edits.count < editCount {
            let s = counts.isEmpty ? -1 : random(counts.count)
            let draw = random(100)
            // Below 8, a section edit; half the time for `.half`, never for `.none`.
            switch sectionEdits == .half && draw >= 50 ? random(7) : sectionEdits == .none ? 8 + random(92) : draw {
            case 0..<3:
                let at = random(counts.count + 1)
                edits.append(.insertSection(id: nextSection, at: at))
                counts.insert(0, at: at)
                nextSection += 1
            case 3..<5 where counts.count > 1:
                edits.append(.deleteSection(at: s))
                counts.remove(at: s)
            case 5..<7 where counts.count > 1:
                let to = random(counts.count)
                edits.append(.moveSection(from: s, to: to))
                counts.insert(counts.remove(at: s), at: to)
            case 7..<8 where s >= 0:
                edits.append(.reloadSection(at: s))
            case 8..<45 where s >= 0:
                edits.append(.insertItem(id: next, at: ItemPath(section: s, item: slot(counts[s]))))
                counts[s] += 1
                next += 1
            case 45..<70 where s >= 0 && counts[s] > 0:
                edits.append(.deleteItem(at: ItemPath(section: s, item: random(counts[s]))))
                counts[s] -= 1
            case 70..<92 where s >= 0 && counts[s] > 0:
                let from = ItemPath(section: s, item: random(counts[s]))
                counts[s] -= 1
                let t = random(counts.count)
                edits.append(.moveItem(from: from, to: ItemPath(section: t, item: slot(counts[t]))))
                counts[t] += 1
            case 92..<100 where s >= 0 && counts[s] > 0:
                edits.append(.reloadItem(at: ItemPath(section: s, item: random(counts[s]))))
            default:
                break
            }
        }
        return (initial, edits)
    }
}
