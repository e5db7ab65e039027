import BatchFuzzCore
import BatchModel
import Foundation

/// `reproduce` on crash texts as users pasted them in public issue trackers and forums
/// (`Benchmarks/RealCrashTexts/real-crash-texts.jsonl`, each with its URL): the share read, the
/// share reproduced word for word (addresses, whitespace and the view's description aside; a
/// piece of a text, within the whole), the texts named without a batch (``CrashFamily``), the
/// time, and for texts whose thread states the cause, whether the explanation names it first.
/// The tests read only the `tests` set; the `held-out` set is measured here alone.
func realCrashTextBenchmarks(_ bench: Bench) {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RealCrashTexts/real-crash-texts.jsonl")
    guard let data = try? String(contentsOf: file, encoding: .utf8) else {
        print("real crash texts: cannot read \(file.path)")
        return
    }
    let texts = data.split(separator: "\n").compactMap { line in
        try? JSONDecoder().decode(RealCrashText.self, from: Data(line.utf8))
    }
    var rows: [[String]] = []
    for set in ["tests", "held-out"] {
        for batchUpdate in [true, false] {
            let chosen = texts.filter { $0.set == set && $0.batchUpdate == batchUpdate }
            guard !chosen.isEmpty else { continue }
            var times: [Double] = []
            var read = 0, reproduced = 0, named = 0, withCause = 0, causeFirst = 0
            for text in chosen {
                let start = bench.clock.now
                let reproduction = try? CrashReproduction.reproducing(text.text, searchBudget: .zero)
                times.append(bench.seconds(bench.clock.now - start))
                guard let reproduction else { continue }
                read += 1
                // The batches found print the text word for word (a piece of it, within the whole).
                if !reproduction.batches.isEmpty { reproduced += 1 }
                if reproduction.text.family != nil { named += 1 }
                if let cause = text.cause {
                    withCause += 1
                    if RealCrashText.firstCauseMatches(cause, reproduction.explanation) { causeFirst += 1 }
                }
            }
            times.sort()
            let unread = chosen.count - read
            rows.append([
                set, batchUpdate ? "UIKit batch update" : "other families", String(chosen.count),
                percent(read, chosen.count), percent(reproduced, chosen.count), String(named),
                withCause == 0 ? "–" : "\(causeFirst) of \(withCause)",
                bench.duration(times[times.count / 2]), bench.duration(times.last!), String(unread),
            ])
            bench.emit([
                ("section", "\"real-crash-texts\""), ("set", "\"\(set)\""), ("batch_update", String(batchUpdate)),
                ("texts", String(chosen.count)), ("read", String(read)), ("reproduced", String(reproduced)),
                ("median_s", String(times[times.count / 2])), ("worst_s", String(times.last!)),
            ])
        }
    }
    // Texts that hold no batch-update text: a sentence, a stack trace, a long log.
    let frames = (0..<400).map { "\($0) MyApp 0x0000000100\($0)abcd -[FeedViewController refresh:] + \($0 * 4)" }
    let unreadable = [
        "My table view crashes when I tap the button twice, any idea why?",
        "Fatal Exception: NSInvalidArgumentException\n-[__NSArrayM objectAtIndex:]: index 5 beyond bounds [0 .. 4]",
        frames.joined(separator: "\n"),
    ]
    var worstUnreadable = 0.0
    for text in unreadable {
        let start = bench.clock.now
        _ = try? CrashReproduction.reproducing(text, searchBudget: .zero)
        worstUnreadable = max(worstUnreadable, bench.seconds(bench.clock.now - start))
    }
    rows.append([
        "–", "unreadable (sentence, other exception, 400-frame log)", String(unreadable.count), "", "", "", "", "",
        bench.duration(worstUnreadable), "",
    ])
    bench.table(
        "reproduce on real pasted texts (\(texts.count) from public trackers and forums; goals for UIKit batch-update texts: ≥ 95% read and reproduced, cause named first in half)",
        [
            "set", "family", "texts", "read", "reproduced", "named, no batch", "cause first", "median", "worst",
            "unread",
        ], rows)
}

/// One collected text: where it was pasted, what it is, and the cause its thread states.
struct RealCrashText: Decodable {
    var url: String
    var family: String
    var batchUpdate: Bool
    var set: String
    var cause: String?
    var text: String

    /// Whether the explanation's first cause is the one the thread states, by the kind of cause
    /// both name: a model never updated, one updated early, a reload, a thread, a duplicate.
    static func firstCauseMatches(_ cause: String, _ explanation: [String]) -> Bool {
        let kinds: [(String, [String])] = [
            (
                "not updated",
                [
                    "not updated", "never updated", "not changed", "a copy", "copied", "old count", "still returned",
                    "without updating", "placeholder",
                ]
            ),
            (
                "overlap",
                [
                    "thread", "in flight", "while another", "before the previous", "overlap", "simultaneous",
                    "interrupted", "during the", "asynchronous",
                ]
            ),
            ("early", ["before beginupdates", "before the batch began", "modified before", "too early"]),
            ("reload", ["reload"]),
            ("library", ["library", "diff bug", "regression", "differ"]),
        ]
        let stated = cause.lowercased()
        let text = explanation.joined(separator: " ").lowercased()
        guard let kind = kinds.first(where: { $0.1.contains { stated.contains($0) } }) else { return false }
        // The first of the kinds the explanation mentions.
        let positions = kinds.compactMap { kind -> (String, String.Index)? in
            let hits = kind.1.compactMap { text.range(of: $0)?.lowerBound }
            return hits.min().map { (kind.0, $0) }
        }
        return positions.min { $0.1 < $1.1 }?.0 == kind.0
    }
}
