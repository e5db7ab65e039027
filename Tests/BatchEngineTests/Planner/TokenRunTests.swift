@testable import BatchEngine
import Testing

/// Runs of consecutive tokens: built one token at a time, cut at old section boundaries and
/// between old and inserted tokens.
@Suite struct TokenRunTests {
    // Old sections of 3, 0 and 4 items: tokens 0..<3 and 3..<7; inserted tokens from 7.
    let oldStart = [0, 3, 3, 7]

    func runs(_ tokens: [Int]) -> [TokenRun] {
        var builder = TokenRunBuilder(oldStart: oldStart)
        for token in tokens { builder.append(token) }
        #expect(builder.closeSection() == 0..<builder.runs.count)
        return builder.runs
    }

    @Test func consecutiveTokensOfOneSectionMakeOneRun() {
        #expect(runs([0, 1, 2]) == [TokenRun(start: 0, count: 3, section: 0)])
        #expect(
            runs([4, 5, 1, 2]) == [TokenRun(start: 4, count: 2, section: 2), TokenRun(start: 1, count: 2, section: 0)])
    }

    @Test func aRunStopsAtASectionBoundaryAndAtTheFirstInsertedToken() {
        #expect(
            runs([1, 2, 3, 4]) == [TokenRun(start: 1, count: 2, section: 0), TokenRun(start: 3, count: 2, section: 2)])
        #expect(
            runs([5, 6, 7, 8]) == [TokenRun(start: 5, count: 2, section: 2), TokenRun(start: 7, count: 2, section: -1)])
    }

    @Test func unnumberedInsertedItemsRunTogether() {
        #expect(
            runs([-1, -1, 0, -1]) == [
                TokenRun(start: 7, count: 2, section: -1), TokenRun(start: 0, count: 1, section: 0),
                TokenRun(start: 7, count: 1, section: -1),
            ])
    }

    @Test func eachSectionIsARangeOfTheFlatRuns() {
        var builder = TokenRunBuilder(oldStart: oldStart)
        builder.append(0)
        builder.append(1)
        #expect(builder.closeSection() == 0..<1)
        #expect(builder.closeSection() == 1..<1)
        builder.append(2)
        builder.append(-1)
        #expect(builder.closeSection() == 1..<3)
        #expect(
            builder.runs == [
                TokenRun(start: 0, count: 2, section: 0), TokenRun(start: 2, count: 1, section: 0),
                TokenRun(start: 7, count: 1, section: -1),
            ])
    }
}
