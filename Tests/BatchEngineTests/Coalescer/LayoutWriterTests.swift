@testable import BatchEngine
import Testing

/// The coalescer's layout writer: tree runs that follow on are joined, and of a section's own
/// runs those holding an unmoved item stay, with the moved ones that landed in order between.
@Suite struct LayoutWriterTests {
    /// Writes `runs` (token, count, old section, pinned) as one new section, old section `own`.
    static func write(own: Int, _ runs: [(Int, Int, Int, Int)]) -> (runs: [TokenRun], stays: [Bool]) {
        var written: [TokenRun] = [], stays: [Bool] = []
        written = [TokenRun](unsafeUninitializedCapacity: runs.count) { runBuffer, runCount in
            stays = [Bool](unsafeUninitializedCapacity: runs.count) { stayBuffer, stayCount in
                var writer = LayoutWriter(
                    runs: runBuffer.baseAddress!, stays: stayBuffer.baseAddress!, capacity: runs.count)
                writer.beginSection(own: own)
                for (token, count, from, pinned) in runs { writer.append(token, count, from: from, pinned: pinned) }
                #expect(writer.closeSection() == 0..<writer.count)
                (runCount, stayCount) = (writer.count, writer.count)
            }
        }
        return (written, stays)
    }

    @Test func runsThatFollowOnAreJoined() {
        let (runs, stays) = Self.write(own: 0, [(0, 2, 0, 1), (2, 1, 0, 0), (9, 1, -1, 0), (10, 2, -1, 0)])
        #expect(runs == [TokenRun(start: 0, count: 3, section: 0), TokenRun(start: 9, count: 3, section: -1)])
        #expect(stays == [true, false])
    }

    /// Old tokens 0..<10: `0, 1` and `6..<9` unmoved; `4` moved but back in order between them;
    /// `9` moved before them; `20` from another section; `30` inserted.
    @Test func movedRunsBackInOrderStay() {
        let (runs, stays) = Self.write(
            own: 0,
            [
                (9, 1, 0, 0), (0, 2, 0, 1), (4, 1, 0, 0), (20, 1, 1, 1), (6, 3, 0, 1), (30, 1, -1, 0),
            ])
        #expect(runs.map(\.start) == [9, 0, 4, 20, 6, 30])
        #expect(stays == [false, true, true, false, true, false])
    }

    /// Moved runs after the last unmoved one stay while they ascend past it.
    @Test func movedRunsAtTheEndStayWhileTheyAscend() {
        let (_, stays) = Self.write(own: 0, [(0, 2, 0, 1), (5, 1, 0, 0), (3, 1, 0, 0), (7, 1, 0, 0)])
        #expect(stays == [true, true, false, true])
    }
}
