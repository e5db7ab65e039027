import BatchEngine
import BatchModel
import PropertyTesting

/// Holds the core property's fast judge to the naive one, case by case: whenever the fast judge
/// passes a case, the naive judge — the oracle, the reference layout, the content and the
/// reloads — must pass it too.
///
/// The cases are core cases with the batches of the built-in coalescer and differ, of the naive
/// coalescer (a wrong engine), and of small mistakes made to the coalescer's batch (an operation
/// dropped or given twice, an index moved by one, a reload added, a section moved, two rows or
/// two sections of the data source swapped, an item reloaded that the batch keeps), so the fast
/// judge meets right and
/// nearly-right batches alike. `swift test` runs it bounded; `batchfuzz fuzz --scenario oracle`
/// runs it beside the oracle's own self-check.
package enum FastJudgeCheck {
    /// What a run judged and found.
    package struct Report: Sendable {
        package var cases = 0
        /// Judgements made (a batch in a flavour).
        package var judgements = 0
        package var naivePasses = 0
        package var fastPasses = 0
        /// Of those, the batches that move a section.
        package var fastPassesWithSectionMoves = 0
        /// Cases the fast judge passed and the naive one failed, described.
        package var disagreements: [String] = []
    }

    /// Judges `cases` core cases drawn from `seed`, each batch in each of `flavors`.
    package static func run(
        cases: Int, seed: UInt64, flavors: [ViewFlavor] = ViewFlavor.allCases,
        oracle: UIKitValidator.Options = .fuzzing, shouldStop: () -> Bool = { false }
    ) -> Report {
        var report = Report()
        let generators = [EditCase.generator(), EditCase.generator(maxEdits: 24)]
        var source = ChoiceSource(seed: 0, size: 0)
        for index in 0..<cases {
            if shouldStop() { break }
            source.restart(seed: CheckConfiguration.caseSeed(seed, index), size: index % 101)
            guard let value = try? generators[index % 2].generate(using: &source),
                let outcome = try? value.outcome()
            else { continue }
            report.cases += 1
            var mistakes = SplitMix64(seed: CheckConfiguration.caseSeed(seed &+ 1, index))
            for judged in judgedCases(value, outcome, mistakes: &mistakes) {
                for flavor in flavors {
                    report.judgements += 1
                    let fast = FastCoreJudge.passes(
                        initial: value.initial, final: judged.final, reloaded: judged.reloaded,
                        batch: judged.batch, flavors: [flavor], oracle: oracle)
                    let naive = CoreProperty.naiveFailure(
                        of: judged.batch, value, final: judged.final, reloaded: judged.reloaded, flavors: [flavor],
                        oracle: oracle)
                    if naive == nil { report.naivePasses += 1 }
                    if fast {
                        report.fastPasses += 1
                        if !judged.batch.sectionMoves.isEmpty { report.fastPassesWithSectionMoves += 1 }
                    }
                    if fast, let naive, report.disagreements.count < 20 {
                        report.disagreements.append(
                            "case #\(index) of seed \(seed) (\(flavor)): \(value)\nfinal: \(judged.final)\nreloaded: \(judged.reloaded)\nbatch: \(judged.batch)\nthe fast judge passes it; the naive one: \(naive)"
                        )
                    }
                }
            }
        }
        return report
    }

    /// A batch with the data source and the reloads it is judged against.
    struct Judged {
        var batch: BatchUpdate
        var final: SectionedList<Int, Int>
        var reloaded: [Int]
    }

    /// The engines' batches for `value`, and mistakes made to the coalescer's.
    static func judgedCases(
        _ value: EditCase, _ outcome: EditCase.Outcome, mistakes random: inout SplitMix64
    ) -> [Judged] {
        let final = outcome.final, reloaded = outcome.reloadedItems
        var judged: [Judged] = []
        let coalesced = try? BatchCoalescer().batch(for: value.edits, from: value.initial)
        for batch in [
            coalesced,
            try? BatchDiffer().batch(from: value.initial, to: final, changed: outcome.changedContent),
            try? NaiveCoalescer().batch(for: value.edits, from: value.initial),
        ] {
            if let batch { judged.append(Judged(batch: batch, final: final, reloaded: reloaded)) }
        }
        guard let coalesced else { return judged }
        for _ in 0..<6 {
            judged.append(mistake(in: Judged(batch: coalesced, final: final, reloaded: reloaded), using: &random))
        }
        return judged
    }

    /// One small mistake.
    static func mistake(in right: Judged, using random: inout SplitMix64) -> Judged {
        var wrong = right
        func pick(_ count: Int) -> Int { Int(random.next() % UInt64(max(1, count))) }
        func nudge(_ path: ItemPath) -> ItemPath {
            switch pick(4) {
            case 0: ItemPath(section: path.section, item: path.item + 1)
            case 1: ItemPath(section: path.section, item: path.item - 1)
            case 2: ItemPath(section: path.section + 1, item: path.item)
            default: ItemPath(section: path.section - 1, item: path.item)
            }
        }
        func change(_ paths: inout [ItemPath]) {
            guard !paths.isEmpty else { return }
            let i = pick(paths.count)
            switch pick(3) {
            case 0: paths.remove(at: i)
            case 1: paths.append(paths[i])
            default: paths[i] = nudge(paths[i])
            }
        }
        func change(_ sections: inout [Int]) {
            guard !sections.isEmpty else {
                sections.append(pick(3))
                return
            }
            let i = pick(sections.count)
            switch pick(3) {
            case 0: sections.remove(at: i)
            case 1: sections.append(sections[i])
            default: sections[i] += pick(2) == 0 ? 1 : -1
            }
        }
        switch pick(13) {
        case 0: change(&wrong.batch.itemDeletes)
        case 1: change(&wrong.batch.itemInserts)
        case 2: change(&wrong.batch.itemReloads)
        case 3: change(&wrong.batch.sectionDeletes)
        case 4: change(&wrong.batch.sectionInserts)
        case 5: change(&wrong.batch.sectionReloads)
        case 6:
            if wrong.batch.itemMoves.isEmpty { break }
            let i = pick(wrong.batch.itemMoves.count)
            var move = wrong.batch.itemMoves[i]
            if pick(2) == 0 { move.from = nudge(move.from) } else { move.to = nudge(move.to) }
            wrong.batch.itemMoves[i] = move
        case 7:
            // A kept row reloaded, or an item the batch keeps counted as reloaded by the edits.
            if let id = wrong.final.sections.flatMap(\.items).randomElement(using: &random) {
                wrong.reloaded.append(id)
            }
        case 8:
            // Two rows of the data source swapped.
            var sections = wrong.final.sections
            guard let s = sections.indices.filter({ sections[$0].items.count >= 2 }).randomElement(using: &random)
            else { break }
            sections[s].items.swapAt(0, sections[s].items.count - 1)
            wrong.final = SectionedList(sections)
        case 9:
            let paths = wrong.final.sections.indices.flatMap { s in
                wrong.final.sections[s].items.indices.map { ItemPath(section: s, item: $0) }
            }
            if let path = paths.randomElement(using: &random) { wrong.batch.itemReloads.append(path) }
        case 10:
            // A section move dropped, given twice or given another end; or one made up.
            guard !wrong.batch.sectionMoves.isEmpty else {
                wrong.batch.sectionMoves.append(.init(from: pick(3), to: pick(3)))
                break
            }
            let i = pick(wrong.batch.sectionMoves.count)
            switch pick(4) {
            case 0: wrong.batch.sectionMoves.remove(at: i)
            case 1: wrong.batch.sectionMoves.append(wrong.batch.sectionMoves[i])
            case 2: wrong.batch.sectionMoves[i].from += pick(2) == 0 ? 1 : -1
            default: wrong.batch.sectionMoves[i].to += pick(2) == 0 ? 1 : -1
            }
        case 11:
            // Two sections of the data source swapped.
            var sections = wrong.final.sections
            guard sections.count >= 2 else { break }
            sections.swapAt(pick(sections.count), pick(sections.count))
            wrong.final = SectionedList(sections)
        default:
            if let path = wrong.batch.itemInserts.first {
                wrong.batch.itemMoves.append(.init(from: ItemPath(section: path.section, item: 0), to: path))
            }
        }
        return wrong
    }
}
