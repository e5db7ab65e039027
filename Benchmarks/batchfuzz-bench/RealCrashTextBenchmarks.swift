import BatchFuzzCore
import BatchModel
import Foundation
import BatchFuzzReproduce

/// `reproduce` on crash texts as users pasted them in public issue trackers and forums
/// (`Benchmarks/RealCrashTexts/real-crash-texts.jsonl`, each with its URL): the share read, the
/// share reproduced word for word (addresses, whitespace and the view's description aside; a
/// piece of a text, within the whole), the texts named without a batch (``CrashFamily``), the
/// time, and for texts whose thread states the cause, whether the explanation names that kind of
/// cause first.
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
                if let kind = text.causeKind {
                    withCause += 1
                    if RealCrashText.firstCause(in: reproduction.explanation) == kind { causeFirst += 1 }
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
    wholeLogBenchmarks(bench)
}

/// A megabyte of crash log — forty threads' frames after thread after thread — with the reason
/// first (Apple's crash report), last (a console that printed it after the threads), or a
/// piece of it cut short before the frames: read, and the time (goal: under a second).
private func wholeLogBenchmarks(_ bench: Bench) {
    let reason =
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'\n"
    let piece =
        "The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5)\n"
    var frames = ""
    var frame = 0
    while frames.utf8.count < 1_000_000 {
        if frame % 40 == 0 { frames += "\nThread \(frame / 40):\n" }
        frames +=
            "\(frame % 40)   MyApp   0x0000000100\(String(frame, radix: 16)) -[FeedViewController refresh:] + \(frame * 4)\n"
        frame += 1
    }
    var rows: [[String]] = []
    for (name, log) in [
        ("reason, then 1 MB of frames", reason + frames), ("1 MB of frames, then the reason", frames + reason),
        ("a piece of the reason, then 1 MB of frames", piece + frames),
    ] {
        let start = bench.clock.now
        let reproduction = try? CrashReproduction.reproducing(log, searchBudget: .zero)
        let time = bench.seconds(bench.clock.now - start)
        rows.append([
            name, String(log.utf8.count / 1_000) + " KB", reproduction == nil ? "no" : "yes",
            reproduction?.batches.isEmpty == false ? "yes" : "no", bench.duration(time),
        ])
        bench.emit([("section", "\"whole-log\""), ("log", "\"\(name)\""), ("seconds", String(time))])
    }
    bench.table(
        "reproduce on a whole crash log (goal: under a second)", ["log", "size", "read", "reproduced", "time"], rows)
}

/// One collected text: where it was pasted, what it is, and the cause its thread states.
struct RealCrashText: Decodable {
    var url: String
    var family: String
    var batchUpdate: Bool
    var set: String
    var cause: String?
    var text: String

    /// The kind of cause the thread states, read by hand from the thread (`not updated`,
    /// `overlap`, `early`, `reload`, `differ`, `layout`, `identifiers`, or `other` for a cause
    /// of the app's or a library's own no explanation can name).
    var causeKind: String?

    /// The kind of the first cause the explanation names: in its statement of causes (from
    /// "the stack shows", "usual cause" or "most often" on), or anywhere when it has none.
    static func firstCause(in explanation: [String]) -> String? {
        let kinds: [(String, [String])] = [
            ("not updated", ["not updated", "never updated", "a copy", "does not follow the model"]),
            ("overlap", ["overlapped", "in flight", "another thread", "while another", "off the main thread"]),
            ("early", ["too early", "before the batch began", "changed before"]),
            ("reload", ["reload"]),
            ("differ", ["differ", "computed wrong", "library"]),
            ("layout", ["layout"]),
            ("identifiers", ["identifier"]),
        ]
        let whole = explanation.joined(separator: " ").lowercased()
        let start = ["the stack shows", "usual cause", "most often"].compactMap { whole.range(of: $0)?.lowerBound }
            .min()
        let text = whole[(start ?? whole.startIndex)...]
        let positions = kinds.compactMap { kind -> (String, String.Index)? in
            kind.1.compactMap { text.range(of: $0)?.lowerBound }.min().map { (kind.0, $0) }
        }
        return positions.min { $0.1 < $1.1 }?.0
    }
}
