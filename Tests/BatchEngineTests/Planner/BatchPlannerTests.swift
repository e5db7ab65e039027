@testable import BatchEngine
import BatchModel
import PropertyTesting
import Testing

/// The planner on its own, given old section sizes and the new sections as tokens: each step of
/// its plan on the smallest case that needs it, then random layouts whose batches UIKit must
/// accept in both flavours and the reference model must apply to the new list.
@Suite struct BatchPlannerTests {
    /// A planner from old section sizes to new sections of tokens (old tokens numbered section by
    /// section, -1 for an inserted item), each new section the old one it is or -1.
    static func planner(
        _ oldSizes: [Int], _ newSections: [(old: Int, tokens: [Int])], reloaded: [Int] = [], runStays: [Bool]? = nil,
        deploymentTarget: IOSVersion? = nil
    ) -> BatchPlanner {
        var builder = TokenRunBuilder(oldStart: sectionStarts(oldSizes))
        let sections = newSections.map { section in
            for token in section.tokens { builder.append(token) }
            return BatchPlanner.NewSection(old: section.old, reloaded: false, runs: builder.closeSection())
        }
        return BatchPlanner(
            oldSizes: oldSizes, runs: builder.runs, newSections: sections, reloadedTokens: reloaded, runStays: runStays,
            deploymentTarget: deploymentTarget)
    }

    @Test func anUnchangedLayoutIsAnEmptyBatch() {
        #expect(Self.planner([3, 2], [(0, [0, 1, 2]), (1, [3, 4])]).plan().isEmpty)
    }

    /// Step 3: of `[1, 2, 0]`, the run `1, 2` stays and the item `0` moves.
    @Test func theFewestItemsMove() {
        let batch = Self.planner([3], [(0, [1, 2, 0])]).plan()
        #expect(batch.itemMoves == [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2))])
    }

    /// Step 3, when the caller says which runs stay: those, even when another choice moves fewer.
    @Test func theRunsTheCallerKeepsStay() {
        let batch = Self.planner([3], [(0, [2, 0, 1])], runStays: [true, false]).plan()
        #expect(batch.itemMoves.count == 2)
        #expect(Set(batch.itemMoves.map(\.from)) == [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1)])
    }

    /// Step 2: a section that moves while an item is inserted into it is deleted and inserted
    /// whole (<doc:UIKitBatchUpdateRules#6-Quirks>); without the insert, it moves.
    @Test func aSectionMovingWithChangesIsReset() {
        let batch = Self.planner([1, 1, 1], [(1, [1]), (2, [2]), (0, [0, -1])]).plan()
        #expect(batch.sectionMoves.isEmpty && batch.itemInserts.isEmpty)
        #expect(batch.sectionDeletes == [0] && batch.sectionInserts == [2])
        let plain = Self.planner([1, 1, 1], [(1, [1]), (2, [2]), (0, [0])]).plan()
        #expect(plain.sectionMoves == [.init(from: 0, to: 2)] && plain.sectionDeletes.isEmpty)
    }

    /// Step 2, for iOS 6–7 collection views: a first item into an empty section resets it,
    /// unless the deployment target is newer.
    @Test func aFirstItemResetsTheSectionOnlyForOldTargets() {
        let old = Self.planner([0], [(0, [-1])]).plan()
        #expect(old.sectionDeletes == [0] && old.sectionInserts == [0] && old.itemInserts.isEmpty)
        let new = Self.planner([0], [(0, [-1])], deploymentTarget: IOSVersion(8)).plan()
        #expect(new.sectionDeletes.isEmpty && new.itemInserts == [ItemPath(section: 0, item: 0)])
    }

    /// Step 4: a reload UIKit would put elsewhere (moves do not shift its insert half) becomes a
    /// delete and an insert; one it puts back stays a reload.
    @Test func aReloadUIKitWouldMisplaceIsDeletedAndInserted() {
        let moved = Self.planner([3], [(0, [2, 0, 1])], reloaded: [0]).plan()
        #expect(moved.itemReloads.isEmpty)
        #expect(
            moved.itemDeletes == [ItemPath(section: 0, item: 0)] && moved.itemInserts == [ItemPath(section: 0, item: 1)]
        )
        let inserted = Self.planner([3], [(0, [-1, 0, 1, 2])], reloaded: [1]).plan()
        #expect(inserted.itemReloads == [ItemPath(section: 0, item: 1)])
    }

    /// Random layouts: sections kept, moved, deleted and inserted; items kept, moved within and
    /// across sections, deleted and inserted; some reloaded.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func batchesAreAcceptedAndReachTheNewList(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let oldSizes = (0..<Int(rng.next() % 5)).map { _ in Int(rng.next() % 6) }
            let oldStart = sectionStarts(oldSizes)
            var order = Array(oldSizes.indices).filter { _ in rng.next() % 5 != 0 }
            order.shuffle(using: &rng)
            if rng.next() % 2 == 0 { order.insert(-1, at: Int(rng.next() % UInt64(order.count + 1))) }
            // Every surviving old token goes to a random new section, mostly its own, in order
            // mostly; a few new ones arrive.
            var tokens = [[Int]](repeating: [], count: order.count)
            if !order.isEmpty {
                for token in 0..<oldStart[oldSizes.count] where rng.next() % 6 != 0 {
                    let own = order.firstIndex(of: sectionIndex(holding: token, starts: oldStart))
                    let j = own.flatMap { rng.next() % 4 == 0 ? nil : $0 } ?? Int(rng.next() % UInt64(order.count))
                    tokens[j].insert(
                        token, at: rng.next() % 5 == 0 ? Int(rng.next() % UInt64(tokens[j].count + 1)) : tokens[j].count
                    )
                }
                for _ in 0..<Int(rng.next() % 3) { tokens[Int(rng.next() % UInt64(order.count))].append(-1) }
            }
            let kept = Set(tokens.joined())
            let reloaded = (0..<oldStart[oldSizes.count]).filter { kept.contains($0) && rng.next() % 5 == 0 }
            let batch = Self.planner(oldSizes, Array(zip(order, tokens)), reloaded: reloaded).plan()
            // The lists the tokens stand for: inserted items and sections get identifiers of
            // their own.
            var next = 1_000
            let old = SectionedList(
                oldSizes.indices.map { s in SectionedList<Int, Int>.Section(s, Array(oldStart[s]..<oldStart[s + 1])) })
            let new = SectionedList(
                zip(order, tokens).map { s, items in
                    SectionedList<Int, Int>.Section(
                        s >= 0 ? s : 100 + items.count,
                        items.map { token in
                            if token >= 0 { return token }
                            next += 1
                            return next
                        })
                })
            for flavor in [ViewFlavor.tableView, .collectionView] {
                #expect(throws: Never.self, "\(flavor): \(batch) from \(old) to \(new)") {
                    _ = try UIKitValidator(flavor).validate(batch, before: old.counts, after: new.counts)
                }
            }
            let applied = try ReferenceModel.apply(batch, to: old, final: new)
            #expect(applied == new, "\(batch) from \(old)")
            #expect(Set(batch.itemReloads.map { old.sections[$0.section].items[$0.item] }).isSubset(of: reloaded))
        }
    }
}
