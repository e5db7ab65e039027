import PropertyTesting
import Testing

@Suite struct GenTests {
    func values<T>(_ gen: Gen<T>, _ draws: [UInt64]) -> T? {
        var source = ChoiceSource(replaying: draws)
        return try? gen.generate(using: &source)
    }

    @Test func signedIntegersShrinkTowardZero() {
        let gen = Gen<Int>.int(in: -3...5)
        #expect((0...8).map { values(gen, [$0])! } == [0, -1, 1, -2, 2, -3, 3, 4, 5])
        let negativeHeavy = Gen<Int>.int(in: -5...1)
        #expect((0...6).map { values(negativeHeavy, [$0])! } == [0, -1, 1, -2, -3, -4, -5])
    }

    @Test func rangesAwayFromZeroStartAtTheirNearEnd() {
        #expect(values(Gen<Int>.int(in: 10...20), [0]) == 10)
        #expect(values(Gen<Int>.int(in: 10...20), [10]) == 20)
        #expect(values(Gen<Int>.int(in: -20 ... -10), [0]) == -10)
        #expect(values(Gen<Int>.int(in: -20 ... -10), [10]) == -20)
    }

    @Test func theFullIntRangeHasNoTrap() {
        let gen = Gen<Int>.int
        #expect(values(gen, [UInt64.max]) == Int.min)
        #expect(values(gen, [UInt64.max - 1]) == Int.max)
        #expect(values(Gen<Int>.int(in: Int.min...0), [UInt64(1) << 63]) == Int.min)
        var source = ChoiceSource(seed: 9)
        for _ in 0..<1_000 { _ = try? gen.generate(using: &source) }
    }

    @Test func randomIntegersHitTheEdges() {
        var source = ChoiceSource(seed: 5)
        let drawn = (0..<2_000).compactMap { _ in try? Gen<Int>.int(in: -100...100).generate(using: &source) }
        #expect(drawn.contains(-100) && drawn.contains(100) && drawn.contains(0) && drawn.contains(-1))
    }

    @Test func arraysRespectTheirLengthRange() {
        let gen = Gen<[Int]>.array(of: .int(in: 0...3), length: 2...4)
        #expect(values(gen, []) == [0, 0])  // the minimum needs no flags
        #expect(values(gen, [1, 2, 1, 3, 1, 1, 1]) == [1, 2, 3, 1])  // flags past the minimum; none past the maximum
        var source = ChoiceSource(seed: 2)
        for _ in 0..<500 {
            let array = try! gen.generate(using: &source)
            #expect((2...4).contains(array.count))
        }
    }

    @Test func elementOneOfAndFrequencyStartWithTheFirstChoice() {
        #expect(values(Gen.element(of: ["a", "b"]), []) == "a")
        #expect(values(Gen.oneOf([.constant("x"), .constant("y")]), [1]) == "y")
        #expect(values(Gen.frequency([(1, .constant("x")), (9, .constant("y"))]), [0]) == "x")
    }

    @Test func aFilterThatRejectsEverythingSaysSo() {
        let gen = Gen<Int>.int(in: 0...10).filter("negative", maxTries: 5) { $0 < 0 }
        var source = ChoiceSource(seed: 1)
        #expect(throws: GenerationError.filterTooStrict("'negative' rejected 5 values in a row")) {
            try gen.generate(using: &source)
        }
        #expect(GenerationError.filterTooStrict("x").description == "filter too strict: x")
    }

    @Test func aFilterTooStrictStopsTheRunWithItsReason() {
        let property = Property("never", Gen<Int>.int(in: 0...10).filter("never", maxTries: 3) { _ in false }) { _ in
            true
        }
        guard
            case .generatorFailed(let error, _, let index) = check(property, CheckConfiguration(seed: 1, log: { _ in }))
        else {
            Issue.record("expected the generator to fail")
            return
        }
        #expect(error == .filterTooStrict("'never' rejected 3 values in a row"))
        #expect(index == 0)
    }

    @Test func flatMapShrinksThroughTheDependency() {
        // A row index that depends on a section size: the failure needs index >= 3.
        let gen = Gen<Int>.int(in: 1...20).flatMap { count in Gen<Int>.int(in: 0...(count - 1)).map { (count, $0) } }
        let property = Property("index below 3", gen, describe: { "\($0)" }) { $0.1 < 3 }
        let result = check(property, CheckConfiguration(seed: 4, cases: 1_000, log: { _ in }))
        #expect(result.counterexample.map { "\($0.value)" } == "(4, 3)")
    }

    @Test func recursiveValuesReadTheSameAtAnyDepth() {
        let tree = Gen<Int>.recursive(maxDepth: 3, leaf: .int(in: 0...9)) { sub in
            [Gen.zip(sub, sub).map { $0.0 + $0.1 }]
        }
        #expect(values(tree, [0, 7]) == 7)
        #expect(values(tree, [1, 0, 2, 0, 3]) == 5)
    }
}

@Suite struct CommandLengthTests {
    @Test func commandsBelowTheMinimumLengthDrawNoFlag() throws {
        let gen = Gen<[Int]>.commands(from: 0, length: 2...3) { _ in
            Gen<Int>.int(in: 0...9)
        } apply: { s, _ in
            s + 1
        }
        var source = ChoiceSource(replaying: [4, 5])
        #expect(try gen.generate(using: &source) == [4, 5])
        var longer = ChoiceSource(replaying: [4, 5, 1, 6, 1, 7])
        #expect(try gen.generate(using: &longer) == [4, 5, 6])
    }

    @Test func aStateWithNoCommandEndsTheSequence() throws {
        let gen = Gen<[Int]>.commands(from: 0, length: 5...10) { s in
            s < 2 ? Gen<Int>.int(in: 0...9) : nil
        } apply: { s, _ in
            s + 1
        }
        var source = ChoiceSource(seed: 1)
        #expect(try gen.generate(using: &source).count == 2)
    }
}
