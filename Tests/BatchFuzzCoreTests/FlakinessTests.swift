import BatchEngine
import BatchFuzzCore
import BatchModel
import PropertyTesting
import Testing

/// A failure that does not repeat on every judgement is reported as flaky, with its counts,
/// and still shrinks to the smallest case.
@Suite struct FlakinessTests {
    /// Fails every other judgement of a list holding a number of 50 or more.
    final class EveryOtherTime: @unchecked Sendable {
        var judgements = 0
        func holds(_ list: [Int]) -> Bool {
            judgements += 1
            return !(list.contains { $0 >= 50 } && judgements % 2 == 0)
        }
    }

    @Test func aFlakyFailureSaysSoAndShrinksAllTheSame() throws {
        let flip = EveryOtherTime()
        let property = Property("no large numbers", Gen<[Int]>.array(of: .int(in: 0...100))) { flip.holds($0) }
        do {
            try FuzzCheck.check(property, configuration: .init(cases: 1_000, seed: 8, readsEnvironment: false))
            Issue.record("the property should fail")
        } catch {
            let flakiness = try #require(error.flakiness)
            // Found on a failing judgement, then judged 4 times more: 2 of them fail.
            #expect(
                flakiness == Flakiness(foundFailures: 3, foundJudgements: 5, shrunkFailures: 10, shrunkJudgements: 20))
            #expect(try error.shrunkCase(as: [Int].self) == [50])
            #expect(
                error.description.contains(
                    "FLAKY:    the case as found failed 3 of 5 judgements, the shrunk case 10 of 20"))
        }
    }

    /// Fails on a list holding a number of 50 or more: every time when the list is long, and
    /// one judgement in `rarely` when it is shorter.
    final class FailsWhenLong: @unchecked Sendable {
        let long: Int
        let rarely: Int
        var judgements = 0

        init(long: Int, rarely: Int) {
            self.long = long
            self.rarely = rarely
        }

        func fails(_ list: [Int]) -> Bool {
            judgements += 1
            guard list.contains(where: { $0 >= 50 }) else { return false }
            return list.count >= long || judgements % rarely == 0
        }
    }

    /// A failure that fails every time as found, but whose smaller cases pass one judgement in
    /// two, still shrinks to the smallest case: a round of judging again what a pass by chance
    /// turned away finds it, and the failure is then reported as flaky.
    @Test func aFailureSteadyAsFoundButFlakyWhenSmallerShrinksToTheSmallest() throws {
        let flip = FailsWhenLong(long: 4, rarely: 2)
        let property = Property("no large numbers", Gen<[Int]>.array(of: .int(in: 0...100))) { !flip.fails($0) }
        for seed: UInt64 in 1...5 {
            do {
                try FuzzCheck.check(property, configuration: .init(cases: 1_000, seed: seed, readsEnvironment: false))
                Issue.record("the property should fail")
            } catch {
                #expect(try error.shrunkCase(as: [Int].self) == [50], "seed \(seed): \(error.description)")
                #expect(error.flakiness != nil, "seed \(seed)")
            }
        }
    }

    /// A shrinker that keeps a case failing in any of five judgements may keep one that fails
    /// once in forty: the case reported fails when judged again — a larger one if need be.
    @Test func theCaseReportedFailsWhenJudgedAgain() throws {
        let flip = FailsWhenLong(long: 3, rarely: 40)
        let property = Property("no large numbers", Gen<[Int]>.array(of: .int(in: 0...100))) { !flip.fails($0) }
        for seed: UInt64 in 1...5 {
            do {
                try FuzzCheck.check(property, configuration: .init(cases: 1_000, seed: seed, readsEnvironment: false))
                Issue.record("the property should fail")
            } catch {
                let shrunk = try error.shrunkCase(as: [Int].self)
                let again = (0..<20).filter { _ in flip.fails(shrunk) }.count
                #expect(again >= 5, "seed \(seed): \(shrunk) failed \(again) of 20 judgements again: \(error)")
            }
        }
    }

    @Test func aSteadyFailureIsNotFlaky() throws {
        let property = Property("no large numbers", Gen<[Int]>.array(of: .int(in: 0...100))) {
            !$0.contains { $0 >= 50 }
        }
        #expect(throws: PropertyFailure.self) {
            try FuzzCheck.check(property, configuration: .init(cases: 1_000, seed: 8, readsEnvironment: false))
        }
        do { try FuzzCheck.check(property, configuration: .init(cases: 1_000, seed: 8, readsEnvironment: false)) } catch
        {
            #expect(error.flakiness == nil)
            #expect(!error.description.contains("FLAKY"))
        }
    }

    /// Drops its reloads every other call: a flaky engine.
    final class ForgetfulCoalescer: BatchCoalescing, @unchecked Sendable {
        var calls = 0
        func batch<SectionID: Hashable, ItemID: Hashable>(
            for edits: [Edit<SectionID, ItemID>], from initial: SectionedList<SectionID, ItemID>
        ) throws -> BatchUpdate {
            calls += 1
            var batch = try BatchCoalescer().batch(for: edits, from: initial)
            if calls % 2 == 0 { batch.itemReloads = [] }
            return batch
        }
    }

    /// The batch shown beside a flaky failure is one that fails, not a fresh one that passes.
    @Test func aFlakyFailureShowsTheBatchOfAFailingJudgement() throws {
        var failure: PropertyFailure?
        do {
            try FuzzCheck.check(
                .coalescer(ForgetfulCoalescer(), flavor: .tableView),
                configuration: .init(cases: 2_000, seed: 3, readsEnvironment: false))
        } catch {
            failure = error
        }
        let found = try #require(failure)
        #expect(found.flakiness != nil)
        let value = try found.shrunkCase(as: EditCase.self)
        let batch = try #require(found.batch)
        let verdict = CoreProperty.verdict(for: value, flavors: [.tableView], moves: .ignored) { _ in batch }
        #expect(verdict != .pass, "\(batch) passes for \(value)")
    }
}
