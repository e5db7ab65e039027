@testable import BatchEngine
import PropertyTesting
import Testing

/// `RunForest` against plain arrays of tokens: rows of one slot (no index), of a few slots (a
/// top of two vectors), of hundreds (a top over one 16-way level) and of thousands (a full top
/// of 16 vectors, and a top over two levels), side by side in one forest; random inserts and
/// removals anywhere — at both ends, at slot boundaries, into emptied slots — with every step
/// probed and the runs read back.
@Suite struct RunForestTests {
    /// (row length, piece length): 1 slot, 1 empty slot, 17 slots, 300 slots, 4,096 slots,
    /// 5,000 slots.
    static let shapes = [(40, 100), (0, 5), (170, 10), (3_000, 10), (4_096, 1), (5_000, 1)]

    /// One row per (length, piece length), of consecutive tokens, and the same tokens as arrays.
    static func makeRows(_ shapes: [(Int, Int)], in forest: inout RunForest) -> ([RunForest.Row], [[Int]]) {
        var rows: [RunForest.Row] = [], models: [[Int]] = [], start = 0
        for (length, piece) in shapes {
            rows.append(forest.makeRow(start: start, length: length, pieceLength: piece))
            models.append(Array(start..<(start + length)))
            start += length
        }
        return (rows, models)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func agreesWithArraysOfTokens(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var forest = RunForest(slots: 16, nodes: 16)
        var (rows, models) = Self.makeRows(Self.shapes, in: &forest)
        var nextToken = 1_000_000
        var mismatches: [String] = []
        for step in 0..<6_000 {
            let r = Int(rng.next() % UInt64(rows.count))
            let count = models[r].count
            switch rng.next() % 8 {
            case 0..<4:
                // Often at the very ends, where the index has no slot after the last.
                let rank = [0, count, Int(rng.next() % UInt64(count + 1))][Int(rng.next() % 3)]
                forest.insert(nextToken, at: rank, in: rows[r])
                models[r].insert(nextToken, at: rank)
                nextToken += 1
            case _ where count > 0:
                let rank = [0, count - 1, Int(rng.next() % UInt64(count))][Int(rng.next() % 3)]
                let removed = forest.remove(at: rank, in: rows[r]), expected = models[r].remove(at: rank)
                if removed != expected { mismatches.append("step \(step): removed \(removed), not \(expected)") }
            default:
                break
            }
            if !models[r].isEmpty {
                let probe = Int(rng.next() % UInt64(models[r].count))
                let token = forest.token(at: probe, in: rows[r])
                if token != models[r][probe] { mismatches.append("step \(step): rank \(probe) is \(token), not \(models[r][probe])") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        for (r, row) in rows.enumerated() {
            var tokens: [Int] = []
            forest.forEachRun(in: row) { start, length in
                #expect(length > 0)
                tokens += start..<(start + length)
            }
            #expect(tokens == models[r], "row \(r)")
        }
    }

    /// The editor's order of work: each edit is placed — counted in the index — before the
    /// insert of the edit before it is made, and a move places its removal and its insert
    /// before it removes. So a place at the end of a row must come from the index: the last
    /// slot's tree may still wait for an insert or a removal, and its count would put two items
    /// at the end in the wrong order.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func placesMadeBeforeTheEditBeforeAgreeWithArrays(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var forest = RunForest(slots: 16, nodes: 16)
        let (rows, startingModels) = Self.makeRows(Self.shapes + [(3, 1), (93, 46)], in: &forest)
        var models = startingModels
        var pending: (token: Int, place: RunForest.Place)?
        func settle(_ forest: inout RunForest) {
            if let (token, place) = pending { forest.insert(token, at: place) }
            pending = nil
        }
        var nextToken = 1_000_000
        for _ in 0..<6_000 {
            let r = Int(rng.next() % UInt64(rows.count)), count = models[r].count
            // Inserts and move destinations mostly at the end of the row.
            func insertRank(_ count: Int) -> Int { rng.next() % 4 == 0 ? Int(rng.next() % UInt64(count + 1)) : count }
            switch rng.next() % 3 {
            case 0:
                let rank = insertRank(count)
                let place = forest.placeInsert(at: rank, in: rows[r])
                settle(&forest)
                pending = (nextToken, place)
                models[r].insert(nextToken, at: rank)
                nextToken += 1
            case 1 where count > 0:
                let from = [count - 1, Int(rng.next() % UInt64(count))][Int(rng.next() % 2)]
                let to = insertRank(count - 1)
                let removal = forest.placeRemoval(at: from, in: rows[r]), insertion = forest.placeInsert(at: to, in: rows[r])
                settle(&forest)
                let token = forest.remove(at: removal)
                pending = (token, insertion)
                models[r].insert(models[r].remove(at: from), at: to)
            case _ where count > 0:
                let rank = Int(rng.next() % UInt64(count))
                let place = forest.placeRemoval(at: rank, in: rows[r])
                settle(&forest)
                _ = forest.remove(at: place)
                models[r].remove(at: rank)
            default:
                break
            }
        }
        settle(&forest)
        for (r, row) in rows.enumerated() {
            var tokens: [Int] = []
            forest.forEachRun(in: row) { tokens += $0..<($0 + $1) }
            let common = Swift.min(tokens.count, models[r].count)
            let firstDifference = (0..<common).first { tokens[$0] != models[r][$0] } ?? common
            #expect(tokens == models[r], "row \(r): \(tokens.count) tokens, not \(models[r].count); first difference at \(firstDifference)")
        }
    }

    /// Two inserts at the end of a row of three slots, the first still waiting when the second
    /// is placed, and a move to the end out of the last slot: the smallest cases of that bug.
    @Test func theEndOfARowCountsWhatIsStillToBeMade() {
        var forest = RunForest(slots: 4, nodes: 4)
        let row = forest.makeRow(start: 0, length: 93, pieceLength: 46)
        let first = forest.placeInsert(at: 92, in: row), second = forest.placeInsert(at: 94, in: row)
        forest.insert(93, at: first)
        forest.insert(94, at: second)
        var tokens: [Int] = []
        forest.forEachRun(in: row) { tokens += $0..<($0 + $1) }
        #expect(tokens.suffix(4) == [91, 93, 92, 94])

        let short = forest.makeRow(start: 200, length: 3, pieceLength: 1)
        let removal = forest.placeRemoval(at: 2, in: short), insertion = forest.placeInsert(at: 2, in: short)
        forest.insert(forest.remove(at: removal), at: insertion)
        tokens = []
        forest.forEachRun(in: short) { tokens += $0..<($0 + $1) }
        #expect(tokens == [200, 201, 202])
    }

    /// The index takes as few 16-way levels as a top of at most 16 vectors allows.
    @Test func theTopIsAsWideAsItMustBe() {
        var forest = RunForest(slots: 16, nodes: 16)
        let shapes = [1, 16, 17, 256, 257, 4_096, 4_097].map { slots in
            let row = forest.makeRow(start: 0, length: slots, pieceLength: 1)
            return [Int(row.width), Int(row.levels)]
        }
        #expect(shapes == [[0, 0], [1, 0], [2, 0], [16, 0], [2, 1], [16, 1], [2, 2]])
    }

    /// A row starts as its pieces, in order, each one run.
    @Test func aRowStartsAsItsPieces() {
        var forest = RunForest(slots: 4, nodes: 4)
        let row = forest.makeRow(start: 100, length: 25, pieceLength: 10)
        #expect(row.slots == 3 && row.width == 1 && row.levels == 0)
        var runs: [[Int]] = []
        forest.forEachRun(in: row) { runs.append([$0, $1]) }
        #expect(runs == [[100, 10], [110, 10], [120, 5]])
        #expect(forest.token(at: 19, in: row) == 119)
        forest.insert(7, at: 25, in: row)   // the end of the row: into the last slot
        runs = []
        forest.forEachRun(in: row) { runs.append([$0, $1]) }
        #expect(runs == [[100, 10], [110, 10], [120, 5], [7, 1]])
    }
}
