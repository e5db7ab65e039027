import BatchEngine
import BatchFuzzCore
import BatchFuzzRegistry
import BatchModel
import PropertyTesting
import Scenarios
import BatchFuzzReproduce

/// `reproduce`: for every rule the oracle can print, in both flavours and every message style,
/// texts made by the oracle from random valid-looking numbers — the share reproduced by a batch
/// whose text is the same word for word (addresses aside), and the time per text.
func reproduceBenchmarks(_ bench: Bench) {
    let perCombination = bench.quick ? 20 : 100
    var random = SplitMix64(seed: 2026)
    var rows: [[String]] = []
    var allTimes: [Double] = []
    var allTexts = 0, allReproduced = 0, kinds = 0
    for rule in CrashTextSamples.rules {
        var times: [Double] = []
        var texts = 0, reproduced = 0
        for flavor in ViewFlavor.allCases where CrashTextSamples.exists(rule, in: flavor) {
            for style in UIKitValidator.MessageStyle.allCases {
                for _ in 0..<perCombination {
                    guard let violation = CrashTextSamples.violation(rule, using: &random),
                        let text = CrashTextSamples.text(violation, flavor: flavor, style: style)
                    else { continue }
                    texts += 1
                    let start = bench.clock.now
                    let reproduction = try? CrashReproduction.reproducing(text, searchBudget: .zero)
                    times.append(bench.seconds(bench.clock.now - start))
                    if let batch = reproduction?.batches.first(where: { $0.flavor == flavor }),
                        let printed = batch.oracleText,
                        CrashText.sameText(printed, text)
                    {
                        reproduced += 1
                    }
                }
            }
        }
        times.sort()
        if reproduced > 0 { kinds += 1 }
        allTimes += times
        allTexts += texts
        allReproduced += reproduced
        rows.append([
            rule, String(texts), percent(reproduced, texts), bench.duration(times[times.count / 2]),
            bench.duration(times.last!),
        ])
        bench.emit([
            ("section", "\"reproduce\""), ("rule", "\"\(rule)\""), ("texts", String(texts)),
            ("reproduced", String(reproduced)),
            ("median_s", String(times[times.count / 2])), ("worst_s", String(times.last!)),
        ])
    }
    allTimes.sort()
    rows.append([
        "all (\(kinds) of \(CrashTextSamples.rules.count) kinds covered)", String(allTexts),
        percent(allReproduced, allTexts),
        bench.duration(allTimes[allTimes.count / 2]), bench.duration(allTimes.last!),
    ])
    bench.table(
        "reproduce: oracle texts from random numbers, \(perCombination) per flavour and message style (release, one core; goal ≥ 95%, median < 1 s, worst < 10 s)",
        ["rule", "texts", "reproduced", "median", "worst"], rows)
    mistakeBenchmarks(bench)
}

/// The bug-zoo search behind `reproduce`: for every rule, texts from random numbers (classic
/// style, each flavour where the rule exists), each searched with the default budget — the share
/// for which a mistake printing the rule with those numbers is found, and by which engines.
private func mistakeBenchmarks(_ bench: Bench) {
    let perFlavor = bench.quick ? 1 : 3
    let budget: Duration = .seconds(2)
    var random = SplitMix64(seed: 24)
    var rows: [[String]] = []
    var allTexts = 0, allFound = 0
    for rule in CrashTextSamples.rules {
        var texts = 0, found = 0
        var engines: [String] = []
        var times: [Double] = []
        for flavor in ViewFlavor.allCases where CrashTextSamples.exists(rule, in: flavor) {
            for _ in 0..<perFlavor {
                guard let violation = CrashTextSamples.violation(rule, using: &random),
                    let text = CrashTextSamples.text(violation, flavor: flavor, style: .classic)
                else { continue }
                texts += 1
                let start = bench.clock.now
                let mistakes =
                    (try? CrashReproduction.reproducing(text, zoo: Registry.engines, searchBudget: budget))?.mistakes
                    ?? []
                times.append(bench.seconds(bench.clock.now - start))
                if !mistakes.isEmpty { found += 1 }
                for mistake in mistakes where !engines.contains(mistake.engine) { engines.append(mistake.engine) }
            }
        }
        times.sort()
        allTexts += texts
        allFound += found
        rows.append([
            rule, String(texts), percent(found, texts), times.isEmpty ? "-" : bench.duration(times.last!),
            engines.joined(separator: ", "),
        ])
        bench.emit([
            ("section", "\"mistakes\""), ("rule", "\"\(rule)\""), ("texts", String(texts)), ("found", String(found)),
        ])
    }
    rows.append(["all", String(allTexts), percent(allFound, allTexts), "", ""])
    bench.table(
        "reproduce: a bug-zoo mistake printing the rule with the text's numbers, \(perFlavor) texts per flavour, search budget 2 s (release, one core)",
        ["rule", "texts", "mistake found", "worst", "engines"], rows)
}

func percent(_ part: Int, _ whole: Int) -> String {
    whole == 0 ? "-" : String(format: "%.1f%%", Double(part) * 100 / Double(whole))
}
