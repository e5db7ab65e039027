import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Scenarios

/// One batch against stages: BatchDiffer and StagedDiffer on the differ benchmark's inputs (as
/// they are, and with 5% of the kept items showing new content), then on the fuzzer's random
/// cases — how often the staged engine needs more than one stage, and how often its stages
/// poured into one batch would be invalid.
func stagedBenchmarks(_ bench: Bench) {
    var rows: [[String]] = []
    for n in bench.quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000] {
        let (old, new) = differInput(n)
        let oldList = SectionedList([.init(0, old)]), newList = SectionedList([.init(0, new)])
        for changedShare in [0, 5] {
            let changed = ChangedContent<Int, Int>(item: { changedShare > 0 && $0 % (100 / changedShare) == 0 })
            var batch = BatchUpdate(), stages: [BatchStage<Int, Int>] = []
            let one = bench.time {
                batch = try! BatchDiffer().batch(from: oldList, to: newList, contentChanged: changed.item)
            }
            let staged = bench.time {
                stages = try! StagedDiffer().stages(from: oldList, to: newList, changed: changed)
            }
            let stagedMoves = stages.reduce(0) { $0 + $1.batch.itemMoves.count }
            rows.append([
                String(n), "\(changedShare)%", bench.duration(one), bench.duration(staged), bench.ratio(staged / one),
                String(stages.count), String(batch.itemMoves.count), String(stagedMoves),
            ])
            bench.emit([
                ("section", "\"staged\""), ("n", String(n)), ("changed_percent", String(changedShare)),
                ("one_batch_s", String(one)),
                ("staged_s", String(staged)), ("stages", String(stages.count)),
                ("one_batch_moves", String(batch.itemMoves.count)),
                ("staged_moves", String(stagedMoves)),
            ])
        }
    }
    bench.table(
        "One batch vs stages: the differ benchmark's inputs, with none or 5% of the items changed (best of 3 to 50 runs)",
        ["n", "changed", "BatchDiffer", "StagedDiffer", "staged/one", "stages", "moves (one)", "moves (staged)"], rows)

    // The fuzzer's random cases (12 edits at most, lists of up to 4 sections of 5 rows).
    let cases = bench.quick ? 2_000 : 20_000
    let generator = EditCase.generator()
    var histogram = [Int](repeating: 0, count: 6)
    var moreThanOne = 0, pouredInvalid = 0, oneBatchMoves = 0, stagedMoves = 0
    for index in 0..<cases {
        var source = ChoiceSource(seed: CheckConfiguration.caseSeed(7, index), size: min(100, index / 4))
        guard let value = try? generator.generate(using: &source), let outcome = try? value.outcome() else { continue }
        let changed = outcome.changedContent
        let stages = try! StagedDiffer().stages(from: value.initial, to: outcome.final, changed: changed)
        histogram[min(stages.count, 5)] += 1
        if stages.count > 1 { moreThanOne += 1 }
        stagedMoves += stages.reduce(0) { $0 + $1.batch.itemMoves.count }
        oneBatchMoves +=
            (try! BatchDiffer().batch(from: value.initial, to: outcome.final, contentChanged: changed.item)).itemMoves
            .count
        var poured = BatchUpdate()
        for stage in stages { poured.append(contentsOf: stage.batch) }
        if StagedProperty.judge(
            [BatchStage(poured, list: outcome.final)], from: value.initial, to: outcome.final, changed: changed,
            flavors: [.tableView]) != nil
        {
            pouredInvalid += 1
        }
    }
    func share(_ count: Int) -> String { String(format: "%.1f%%", Double(count) * 100 / Double(cases)) }
    bench.table(
        "StagedDiffer on \(cases) random cases of the core generator",
        [
            "stages", "0", "1", "2", "3", "4", "5", "more than one", "poured into one batch: invalid",
            "moves (one batch)", "moves (staged)",
        ],
        [
            ["share"] + histogram.map(share) + [
                share(moreThanOne), share(pouredInvalid), String(oneBatchMoves), String(stagedMoves),
            ]
        ])
    bench.emit([
        ("section", "\"staged random\""), ("cases", String(cases)), ("more_than_one", String(moreThanOne)),
        ("poured_invalid", String(pouredInvalid)), ("one_batch_moves", String(oneBatchMoves)),
        ("staged_moves", String(stagedMoves)),
    ])
}
