import PropertyTesting
import Testing

@Suite struct CaseMutatorTests {
    let lists = Gen<[Int]>.array(of: .int(in: 0...1_000))
    let list = Array(stride(from: 100, through: 1_000, by: 100))

    func draws(of list: [Int]) -> [UInt64] {
        // A "one more" flag before each element, then a zero to end the list.
        list.flatMap { [1, UInt64($0)] } + [0]
    }

    func mutated(seed: UInt64) throws -> [Int] {
        let draws = CaseMutator(lists).mutate(draws(of: list), seed: seed, size: 50)
        var source = ChoiceSource(replaying: draws)
        return try lists.generate(using: &source)
    }

    @Test func theDrawsDescribeTheList() throws {
        var source = ChoiceSource(replaying: draws(of: list))
        #expect(try lists.generate(using: &source) == list)
    }

    @Test func theSeedFixesTheMutation() {
        for seed: UInt64 in 0..<50 {
            let mutator = CaseMutator(lists)
            #expect(
                mutator.mutate(draws(of: list), seed: seed, size: 50)
                    == mutator.mutate(draws(of: list), seed: seed, size: 50))
        }
    }

    /// Most mutations are edits to the list, not a new list: an element removed, repeated or
    /// replaced, the others kept in order.
    @Test func mostMutationsKeepMostOfTheCase() throws {
        var near = 0, removed = 0, repeated = 0, replaced = 0
        for seed: UInt64 in 0..<1_000 {
            let mutant = try mutated(seed: seed)
            if list.filter(mutant.contains).count >= list.count / 2 { near += 1 }
            if mutant.count == list.count - 1 && list.indices.contains(where: { list.removing(at: $0) == mutant }) {
                removed += 1
            }
            if mutant.count == list.count + 1
                && mutant.indices.dropFirst().contains(where: { mutant[$0] == mutant[$0 - 1] })
            {
                repeated += 1
            }
            if mutant.count == list.count && zip(mutant, list).filter({ $0 != $1 }).count == 1 { replaced += 1 }
        }
        #expect(near > 500)
        #expect(removed > 20 && repeated > 20 && replaced > 20)
    }

    @Test func spansAtHandGiveTheSameMutation() {
        var source = ChoiceSource(replaying: draws(of: list), recordingSpans: true)
        _ = try? lists.generate(using: &source)
        for seed: UInt64 in 0..<50 {
            let mutator = CaseMutator(lists)
            #expect(
                mutator.mutate(source.draws, spans: source.spans, seed: seed, size: 50)
                    == mutator.mutate(draws(of: list), seed: seed, size: 50))
        }
    }

    @Test func aPrefixIsReplayedThenTheSourceDrawsAtRandom() throws {
        let prefix = Array(draws(of: list).prefix(6))
        var continued = [Set<[Int]>]()
        for seed: UInt64 in 0..<20 {
            var source = ChoiceSource(replaying: prefix, thenSeed: seed, size: 50)
            let value = try lists.generate(using: &source)
            #expect(Array(value.prefix(3)) == [100, 200, 300])
            #expect(Array(source.draws.prefix(6)) == prefix)
            continued.append([Array(value.dropFirst(3))])
        }
        #expect(Set(continued).count > 10)
    }
}

extension Array {
    fileprivate func removing(at index: Int) -> [Element] {
        var copy = self
        copy.remove(at: index)
        return copy
    }
}
