@testable import BatchEngine
import Testing

/// Sections laid end to end as tokens, and the section holding a token.
@Suite struct PrefixSumsTests {
    @Test func startsAreRunningSumsEndingWithTheTotal() {
        #expect(sectionStarts([3, 0, 4]) == [0, 3, 3, 7])
        #expect(sectionStarts([]) == [0])
    }

    /// Sections of 3, 0, 4, 0 and 1 items: an empty section never holds a token.
    @Test func theSectionOfATokenSkipsEmptySections() {
        let starts = sectionStarts([3, 0, 4, 0, 1])
        let holding = (0..<8).map { sectionIndex(holding: $0, starts: starts) }
        #expect(holding == [0, 0, 0, 2, 2, 2, 2, 4])
        #expect(sectionIndex(holding: 0, starts: sectionStarts([0, 0, 2])) == 2)
    }
}
