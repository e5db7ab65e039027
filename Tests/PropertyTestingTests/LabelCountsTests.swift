import Testing

@testable import PropertyTesting

/// `LabelCounts` guesses where each label is from where the case before had its labels, and
/// works a label set's labels out once a key; whatever the guesses, the counts are those of
/// counting each case's labels, once a case, by name.
struct LabelCountsTests {
    @Test func theCountsAreEachCasesLabelsCountedOnce() {
        // Labels in a fixed order, each given or not, sometimes twice, sometimes out of order:
        // the shapes a property's labels take from case to case.
        let names = (0..<9).map { "label \($0)" }
        var random = SplitMix64(seed: 11)
        var counts = LabelCounts()
        var expected: [String: Int] = [:]
        for number in 1...3000 {
            var labels = names.filter { _ in Bool.random(using: &random) }
            if !labels.isEmpty, Int.random(in: 0..<5, using: &random) == 0 {
                labels.append(labels[Int.random(in: 0..<labels.count, using: &random)])
            }
            if Int.random(in: 0..<7, using: &random) == 0 { labels.shuffle(using: &random) }
            counts.count(labels, inCase: number)
            for label in Set(labels) { expected[label, default: 0] += 1 }
        }
        #expect(Dictionary(uniqueKeysWithValues: counts.sorted.map { ($0.label, $0.count) }) == expected)
    }

    /// A label set counts as its labels given one by one would, beside labels that are.
    @Test func aLabelSetCountsAsItsLabelsGivenOneByOne() {
        let names = (0..<6).map { "label \($0)" }
        func labels(of key: Int) -> [String] { names.indices.filter { key & (1 << $0) != 0 }.map { names[$0] } }
        var random = SplitMix64(seed: 5)
        var counts = LabelCounts()
        var expected: [String: Int] = [:]
        for number in 1...2000 {
            var context = CaseContext()
            context.label(set: Int(random.next() % 64), labels(of:))
            // A label of the set given again counts once; one of its own counts too.
            if random.next() % 3 == 0 { context.label("label 2") }
            if random.next() % 5 == 0 { context.label("another") }
            counts.count(context, inCase: number)
            for label in Set(context.labels) { expected[label, default: 0] += 1 }
        }
        #expect(Dictionary(uniqueKeysWithValues: counts.sorted.map { ($0.label, $0.count) }) == expected)
        #expect(expected["another"] != nil && expected.count == 7)
    }
}
