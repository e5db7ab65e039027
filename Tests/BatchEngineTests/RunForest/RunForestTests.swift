@testable import BatchEngine
import PropertyTesting
import Testing

/// `RunForest` against plain arrays of tokens: tracks of one slot (no index), of a few slots (a
/// top of two vectors), of hundreds (a top over one 16-way level) and of thousands (a full top
/// of 16 vectors, and a top over two levels), side by side in one forest; random inserts and
/// removals anywhere — at both ends, at slot boundaries, into emptied slots — with every step
/// probed and the runs read back.
@Suite struct RunForestTests {
    /// (track length, piece length): 1 slot, 1 empty slot, 17 slots, 300 slots, 4,096 slots,
    /// 5,000 slots.
    static let shapes = [(40, 100), (0, 5), (170, 10), (3_000, 10), (4_096, 1), (5_000, 1)]

    /// One track per (length, piece length), of consecutive tokens, and the same tokens as arrays.
    static func makeTracks(_ shapes: [(Int, Int)], in forest: inout RunForest) -> ([RunForest.Track], [[Int]]) {
        var tracks: [RunForest.Track] = [], models: [[Int]] = [], start = 0
        for (length, piece) in shapes {
            tracks.append(forest.makeTrack(start: start, length: length, pieceLength: piece))
            models.append(Array(start..<(start + length)))
            start += length
        }
        return (tracks, models)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func agreesWithArraysOfTokens(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var forest = RunForest(slots: 16, nodes: 16)
        var (tracks, models) = Self.makeTracks(Self.shapes, in: &forest)
        var nextToken = 1_000_000
        var mismatches: [String] = []
        for step in 0..<6_000 {
            let r = Int(rng.next() % UInt64(tracks.count))
            let count = models[r].count
            switch rng.next() % 8 {
            case 0..<4:
                // Often at the very ends, where the index has no slot after the last.
                let rank = [0, count, Int(rng.next() % UInt64(count + 1))][Int(rng.next() % 3)]
                forest.insert(nextToken, at: rank, in: tracks[r])
                models[r].insert(nextToken, at: rank)
                nextToken += 1
            case _ where count > 0:
                let rank = [0, count - 1, Int(rng.next() % UInt64(count))][Int(rng.next() % 3)]
                let removed = forest.remove(at: rank, in: tracks[r]), expected = models[r].remove(at: rank)
                if removed != expected { mismatches.append("step \(step): removed \(removed), not \(expected)") }
            default:
                break
            }
            if !models[r].isEmpty {
                let probe = Int(rng.next() % UInt64(models[r].count))
                let token = forest.token(at: probe, in: tracks[r])
                if token != models[r][probe] {
                    mismatches.append("step \(step): rank \(probe) is \(token), not \(models[r][probe])")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        for (r, track) in tracks.enumerated() {
            var tokens: [Int] = []
            forest.forEachRun(in: track) { start, length in
                #expect(length > 0)
                tokens += start..<(start + length)
            }
            #expect(tokens == models[r], "track \(r)")
        }
    }

    /// Inserts and move destinations mostly at the end of a track, where the place comes from
    /// the index's count of the last slot rather than from a search.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func editsAtTheEndAgreeWithArrays(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var forest = RunForest(slots: 16, nodes: 16)
        let (tracks, startingModels) = Self.makeTracks(Self.shapes + [(3, 1), (93, 46)], in: &forest)
        var models = startingModels
        var nextToken = 1_000_000
        for _ in 0..<6_000 {
            let r = Int(rng.next() % UInt64(tracks.count)), count = models[r].count
            func insertRank(_ count: Int) -> Int { rng.next() % 4 == 0 ? Int(rng.next() % UInt64(count + 1)) : count }
            switch rng.next() % 3 {
            case 0:
                let rank = insertRank(count)
                forest.insert(nextToken, at: rank, in: tracks[r])
                models[r].insert(nextToken, at: rank)
                nextToken += 1
            case 1 where count > 0:
                let from = [count - 1, Int(rng.next() % UInt64(count))][Int(rng.next() % 2)]
                let to = insertRank(count - 1)
                forest.insert(forest.remove(at: from, in: tracks[r]), at: to, in: tracks[r])
                models[r].insert(models[r].remove(at: from), at: to)
            case _ where count > 0:
                let rank = Int(rng.next() % UInt64(count))
                _ = forest.remove(at: rank, in: tracks[r])
                models[r].remove(at: rank)
            default:
                break
            }
        }
        for (r, track) in tracks.enumerated() {
            var tokens: [Int] = []
            forest.forEachRun(in: track) { tokens += $0..<($0 + $1) }
            let common = Swift.min(tokens.count, models[r].count)
            let firstDifference = (0..<common).first { tokens[$0] != models[r][$0] } ?? common
            #expect(
                tokens == models[r],
                "track \(r): \(tokens.count) tokens, not \(models[r].count); first difference at \(firstDifference)")
        }
    }

    /// Two inserts at the end of a track of three slots, and a move to the end out of the last
    /// slot.
    @Test func theEndOfATrackIsItsLastSlot() {
        var forest = RunForest(slots: 4, nodes: 4)
        let track = forest.makeTrack(start: 0, length: 93, pieceLength: 46)
        forest.insert(93, at: 92, in: track)
        forest.insert(94, at: 94, in: track)
        var tokens: [Int] = []
        forest.forEachRun(in: track) { tokens += $0..<($0 + $1) }
        #expect(tokens.suffix(4) == [91, 93, 92, 94])

        let short = forest.makeTrack(start: 200, length: 3, pieceLength: 1)
        forest.insert(forest.remove(at: 2, in: short), at: 2, in: short)
        tokens = []
        forest.forEachRun(in: short) { tokens += $0..<($0 + $1) }
        #expect(tokens == [200, 201, 202])
    }

    /// The index takes as few 16-way levels as a top of at most 16 vectors allows.
    @Test func theTopIsAsWideAsItMustBe() {
        var forest = RunForest(slots: 16, nodes: 16)
        let shapes = [1, 16, 17, 256, 257, 4_096, 4_097].map { slots in
            let track = forest.makeTrack(start: 0, length: slots, pieceLength: 1)
            return [Int(track.width), Int(track.levels)]
        }
        #expect(shapes == [[0, 0], [1, 0], [2, 0], [16, 0], [2, 1], [16, 1], [2, 2]])
    }

    /// A track starts as its pieces, in order, each one run.
    @Test func aTrackStartsAsItsPieces() {
        var forest = RunForest(slots: 4, nodes: 4)
        let track = forest.makeTrack(start: 100, length: 25, pieceLength: 10)
        #expect(track.slots == 3 && track.width == 1 && track.levels == 0)
        var runs: [[Int]] = []
        forest.forEachRun(in: track) { runs.append([$0, $1]) }
        #expect(runs == [[100, 10], [110, 10], [120, 5]])
        #expect(forest.token(at: 19, in: track) == 119)
        forest.insert(7, at: 25, in: track)  // the end of the track: into the last slot
        runs = []
        forest.forEachRun(in: track) { runs.append([$0, $1]) }
        #expect(runs == [[100, 10], [110, 10], [120, 5], [7, 1]])
    }
}
