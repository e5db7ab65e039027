@testable import BatchFuzzCore
import BatchModel
import PropertyTesting
import Testing

/// The reduced exhaustive walk of the edit-case scopes: its depth-first paths against the
/// definition (each path generated from its start, each prefix's situation looked up), case by
/// case, and its shards.
struct ExhaustiveReductionTests {
    /// Every path of a scope, as a list of (case, draws).
    static func paths(_ paths: any ExhaustivePaths<EditCase>) -> [(EditCase, [UInt64])] {
        var paths = paths
        var taken: [(EditCase, [UInt64])] = []
        while let (value, draws) = paths.next(shorterThan: .max) {
            guard let value else { continue }
            taken.append((value, draws))
        }
        return taken
    }

    static let scopes = [
        ExhaustiveScope(sections: 2, rows: 2, edits: 2), ExhaustiveScope(sections: 3, rows: 3, edits: 1),
        ExhaustiveScope(sections: 2, rows: 2, edits: 3), ExhaustiveScope(sections: 1, rows: 3, edits: 3),
    ]

    /// The depth-first paths are the generated ones, in the same order with the same draws, for
    /// the core's and a flat list's shapes, reduced or not — and the reduction leaves out a share.
    @Test(arguments: scopes, [false, true])
    func theDepthFirstPathsAreTheGeneratedOnes(_ scope: ExhaustiveScope, list: Bool) {
        let shape = list ? scope.listShape : scope.shape
        let generator = EditCase.generator(shape: shape, maxEdits: scope.edits)
        let reduction = EditCase.reduction(
            shape: shape, maxEdits: scope.edits, countsReloads: list, namesEditKinds: false)
        for (reduces, kinds) in [(false, false), (true, false), (true, true)] {
            let generated = Self.paths(
                GeneratedPaths(
                    generator,
                    reduction: reduces
                        ? EditCase.reduction(
                            shape: shape, maxEdits: scope.edits, countsReloads: list, namesEditKinds: kinds) : nil))
            let fast = Self.paths(
                EditCasePaths(
                    shape: shape, maxEdits: scope.edits, countsReloads: list, namesEditKinds: kinds, shard: .all,
                    reduces: reduces))
            #expect(fast.count == generated.count, "\(scope), list: \(list), reduces: \(reduces), kinds: \(kinds)")
            for (made, definition) in zip(fast, generated) where made.0 != definition.0 || made.1 != definition.1 {
                Issue.record("\(scope): \(made.0) \(made.1) where the definition takes \(definition.0) \(definition.1)")
                break
            }
        }
        let whole = Self.paths(GeneratedPaths(generator, reduction: nil)).count
        let reduced = Self.paths(GeneratedPaths(generator, reduction: reduction)).count
        #expect(reduced < whole, "\(scope), list: \(list)")
    }

    /// A case left out reaches, after each prefix, a situation an earlier case reached: its final
    /// list and reloads are those of a case the walk takes, with the edits' identifiers renamed.
    @Test func everyCaseLeftOutEndsAsACaseTakenEnds() throws {
        let scope = ExhaustiveScope(sections: 2, rows: 2, edits: 2)
        let generator = EditCase.generator(shape: scope.shape, maxEdits: scope.edits)
        let reduction = EditCase.reduction(
            shape: scope.shape, maxEdits: scope.edits, countsReloads: false, namesEditKinds: false)
        let taken = Self.paths(GeneratedPaths(generator, reduction: reduction))
        func ending(_ value: EditCase) throws -> [String] {
            let outcome = try value.outcome()
            // Renamed as the reduction renames: the edits' identifiers in the order they stand.
            var renamed: [Int: Int] = [:]
            let first = value.initial.totalItemCount
            let items = outcome.final.sections.map { section in
                section.items.map { id -> Int in
                    if id < first { return id }
                    if let name = renamed[id] { return name }
                    renamed[id] = first + renamed.count
                    return renamed[id]!
                }
            }
            let reloads = Set(outcome.reloadedItems).compactMap { $0 < first ? $0 : renamed[$0] }.sorted()
            let firstSection = value.initial.numberOfSections
            var newSections = 0
            let sections = outcome.final.sections.map { section -> Int in
                if section.id < firstSection { return section.id }
                newSections += 1
                return firstSection + newSections - 1
            }
            return ["\(value.initial.counts)", "\(sections)", "\(items)", "\(reloads)"]
        }
        var endings: Set<[String]> = []
        for (value, _) in taken { endings.insert(try ending(value)) }
        for (value, _) in Self.paths(GeneratedPaths(generator, reduction: nil)) {
            #expect(endings.contains(try ending(value)), "\(value)")
        }
    }

    /// The shards take disjoint paths, and together every path the whole reduced walk takes.
    @Test func theShardsTogetherTakeEveryPathOfTheWholeWalk() {
        let scope = ExhaustiveScope(sections: 2, rows: 2, edits: 2)
        let whole = Self.paths(
            EditCasePaths(
                shape: scope.shape, maxEdits: scope.edits, countsReloads: false, namesEditKinds: false, shard: .all,
                reduces: true))
        var taken: [[UInt64]: Int] = [:]
        for index in 0..<3 {
            let shard = ExhaustiveConfiguration.Shard(index: index, count: 3)
            let paths = Self.paths(
                EditCasePaths(
                    shape: scope.shape, maxEdits: scope.edits, countsReloads: false, namesEditKinds: false,
                    shard: shard, reduces: true))
            #expect(paths.count > whole.count / 5)
            for (_, draws) in paths { taken[draws, default: 0] += 1 }
        }
        #expect(taken.values.allSatisfy { $0 == 1 })
        #expect(whole.allSatisfy { taken[$0.1] != nil })
    }

    /// Replayed from its decisions, the walk takes the paths it took when it decided them.
    @Test func aWalkTakenAgainTakesTheSamePaths() throws {
        let scope = ExhaustiveScope(sections: 2, rows: 2, edits: 3)
        var first: any ExhaustivePaths<EditCase> = EditCasePaths(
            shape: scope.shape, maxEdits: scope.edits, countsReloads: false, namesEditKinds: false, shard: .all,
            reduces: true)
        var once: [[UInt64]] = []
        while let (_, draws) = first.next(shorterThan: .max) { once.append(draws) }
        let again = try #require(first.again())
        #expect(Self.paths(again).map(\.1) == once)
    }

    /// Counted without making its cases (as a walk is sized), the walk takes as many paths as
    /// one that makes them, and, taken again, the same paths.
    @Test(arguments: [(false, ExhaustiveConfiguration.Shard.all), (true, .all), (true, .init(index: 1, count: 3))])
    func aWalkCountedWithoutItsCasesDecidesTheSame(kinds: Bool, shard: ExhaustiveConfiguration.Shard) throws {
        let scope = ExhaustiveScope(sections: 2, rows: 2, edits: 3)
        func walk() -> any ExhaustivePaths<EditCase> {
            EditCasePaths(
                shape: scope.shape, maxEdits: scope.edits, countsReloads: false, namesEditKinds: kinds, shard: shard,
                reduces: true)
        }
        let made = Self.paths(walk())
        var counted = walk()
        var count = 0
        while counted.skip() { count += 1 }
        #expect(count == made.count)
        let again = try #require(counted.again())
        #expect(Self.paths(again).map(\.1) == made.map(\.1))
    }
}
