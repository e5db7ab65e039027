import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Scenarios

// The engines against the obvious alternatives, in the same run: the differ against Swift's
// `difference(from:).inferringMoves()` and against a Dictionary "floor" (build from the old ids,
// probe with the new ones — the least any identity diff does); the coalescer against the
// reference model applying the same edits.

/// `n` unique ints; 10% deleted, 10% inserted, 5% moved, at random places (fixed seed).
func differInput(_ n: Int) -> (old: [Int], new: [Int]) {
    var rng = SplitMix64(seed: UInt64(n))
    let old = Array(0..<n)
    var new = old.filter { _ in rng.next() % 10 != 0 }
    for _ in 0..<(n / 20) where !new.isEmpty {
        let value = new.remove(at: Int(rng.next() % UInt64(new.count)))
        new.insert(value, at: Int(rng.next() % UInt64(new.count + 1)))
    }
    for k in 0..<(n / 10) { new.insert(n + k, at: Int(rng.next() % UInt64(new.count + 1))) }
    return (old, new)
}

/// The fewest moves between the common elements of `old` and `new`, in one section: those off a
/// longest increasing subsequence (computed here independently of the engine).
func minimumMoves(_ old: [Int], _ new: [Int]) -> Int {
    var position: [Int: Int] = [:]
    for (i, x) in old.enumerated() { position[x] = i }
    let common = new.compactMap { position[$0] }
    var tails: [Int] = []
    for x in common {
        var low = 0, high = tails.count
        while low < high {
            let m = (low + high) / 2
            if tails[m] < x { low = m + 1 } else { high = m }
        }
        if low == tails.count { tails.append(x) } else { tails[low] = x }
    }
    return common.count - tails.count
}

func differBenchmarks(_ bench: Bench) {
    var rows: [[String]] = []
    for n in bench.quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000] {
        let (old, new) = differInput(n)
        let oldList = SectionedList([.init(0, old)]), newList = SectionedList([.init(0, new)])
        var batch = BatchUpdate()
        let differ = bench.time { batch = try! BatchDiffer().batch(from: oldList, to: newList) }
        var probed = 0
        let floor = bench.time {
            var index = Dictionary<Int, Int>(minimumCapacity: old.count)
            for (i, x) in old.enumerated() { index[x] = i }
            probed = 0
            for x in new where index[x] != nil { probed += 1 }
        }
        var swiftTime: Double?
        if n <= 100_000, ProcessInfo.processInfo.environment["BATCHFUZZ_BENCH_SKIP_SWIFT_DIFF"] == nil {
            swiftTime = bench.time(runs: 1) { _ = new.difference(from: old).inferringMoves() }
        }
        let minimum = minimumMoves(old, new)
        rows.append([
            String(n), bench.duration(differ), bench.duration(floor), bench.ratio(differ / floor),
            swiftTime.map(bench.duration) ?? "-", swiftTime.map { bench.ratio($0 / differ) } ?? "-",
            String(batch.itemMoves.count), String(minimum),
        ])
        bench.emit([
            ("section", "\"differ\""), ("n", String(n)), ("differ_s", String(differ)), ("floor_s", String(floor)),
            ("inferring_moves_s", swiftTime.map { String($0) } ?? "null"),
            ("moves", String(batch.itemMoves.count)), ("minimum_moves", String(minimum)),
        ])
        _ = probed
    }
    bench.table(
        "Differ: unique ints, 10% deleted, 10% inserted, 5% moved (best of 3 to 50 runs; Swift's diff: 1 run)",
        ["n", "differ", "dict floor", "differ/floor", "difference+inferringMoves", "speed-up", "moves", "minimum"], rows
    )
}

/// Random valid edits over a list of `sections` sections holding `rows` rows in all (with one
/// section, item edits only, as in a long feed).
func coalescerInput(rows: Int, sections: Int, edits: Int) -> (SectionedList<Int, Int>, [Edit<Int, Int>]) {
    var rng = SplitMix64(seed: UInt64(rows ^ edits))
    var next = 0
    let initial = SectionedList(
        (0..<sections).map { s -> SectionedList<Int, Int>.Section in
            let count = rows / sections
            defer { next += count }
            return .init(s, Array(next..<(next + count)))
        })
    var counts = initial.counts
    var nextSection = sections
    var result: [Edit<Int, Int>] = []
    result.reserveCapacity(edits)
    func random(_ bound: Int) -> Int { Int(rng.next() % UInt64(bound)) }
    while result.count < edits {
        let s = random(counts.count)
        // One section: a long feed, every edit in it (no section edits).
        switch sections == 1 ? 2 + random(98) : random(100) {
        case 0:
            let at = random(counts.count + 1)
            result.append(.insertSection(id: nextSection, at: at))
            counts.insert(0, at: at)
            nextSection += 1
        case 1 where counts.count > 1:
            let to = random(counts.count)
            result.append(.moveSection(from: s, to: to))
            counts.insert(counts.remove(at: s), at: to)
        case 2..<40:
            result.append(.insertItem(id: next, at: ItemPath(section: s, item: random(counts[s] + 1))))
            counts[s] += 1
            next += 1
        case 40..<70 where counts[s] > 0:
            result.append(.deleteItem(at: ItemPath(section: s, item: random(counts[s]))))
            counts[s] -= 1
        case 70..<90 where counts[s] > 0:
            let from = ItemPath(section: s, item: random(counts[s]))
            counts[s] -= 1
            let t = random(counts.count)
            result.append(.moveItem(from: from, to: ItemPath(section: t, item: random(counts[t] + 1))))
            counts[t] += 1
        case 90..<100 where counts[s] > 0:
            result.append(.reloadItem(at: ItemPath(section: s, item: random(counts[s]))))
        default:
            break
        }
    }
    return (initial, result)
}

func coalescerBenchmarks(_ bench: Bench) {
    var rows: [[String]] = []
    let shapes =
        bench.quick
        ? [(100_000, 10_000, 1), (100_000, 10_000, 100)]
        : [(100_000, 10_000, 1), (100_000, 10_000, 100), (1_000_000, 100_000, 1), (1_000_000, 100_000, 100)]
    for (n, k, sectionCount) in shapes {
        let (initial, edits) = coalescerInput(rows: n, sections: sectionCount, edits: k)
        var result: (final: SectionedList<Int, Int>, batch: BatchUpdate)?
        let coalescer = bench.time { result = try! BatchCoalescer().coalesce(edits, from: initial) }
        var referenceTime: Double?
        // The reference shifts a whole section per edit: it finishes in reasonable time up to
        // 1M rows in one section (tens of seconds), not with --quick.
        if n <= 100_000
            || (!bench.quick && sectionCount == 1
                && ProcessInfo.processInfo.environment["BATCHFUZZ_BENCH_SKIP_SLOW_REFERENCE"] == nil)
        {
            var final: SectionedList<Int, Int>?
            referenceTime = bench.time(runs: 1) { final = try! ReferenceModel.applying(edits, to: initial) }
            precondition(final == result?.final, "the coalescer and the reference disagree on the final list")
        }
        let batch = result!.batch
        rows.append([
            "\(n) rows in \(sectionCount) section\(sectionCount == 1 ? "" : "s") + \(k) edits",
            bench.duration(coalescer), referenceTime.map(bench.duration) ?? "-",
            referenceTime.map { bench.ratio($0 / coalescer) } ?? "-",
            String(batch.operationCount),
        ])
        bench.emit([
            ("section", "\"coalescer\""), ("rows", String(n)), ("sections", String(sectionCount)), ("edits", String(k)),
            ("coalescer_s", String(coalescer)),
            ("reference_s", referenceTime.map { String($0) } ?? "null"), ("operations", String(batch.operationCount)),
        ])
    }
    bench.table(
        "Coalescer: random inserts / deletes / moves / reloads (best of 3 to 50 runs; reference model: 1 run)",
        ["case", "coalescer", "reference model", "speed-up", "batch operations"], rows)
}
