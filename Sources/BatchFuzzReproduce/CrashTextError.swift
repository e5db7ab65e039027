import BatchFuzzCore
import BatchModel

/// Why a text could not be read as a UIKit batch-update exception.
package enum CrashTextError: Error, CustomStringConvertible, Sendable {
    case unknown(text: String)
    case incomplete(what: String)

    package var description: String {
        switch self {
        case .incomplete(let what):
            return "the text is a UIKit batch-update exception, but \(what)"
        case .unknown(let text):
            var lines = ["no UIKit batch-update exception text found"]
            if let closest = CrashTextError.closest(to: text) {
                lines.append("the closest known text, by what it speaks of, is \(closest.name):\n  \(closest.sample)")
            }
            let known = ReasonTemplate.all.filter { $0.flavor == .tableView && !$0.withViewDescription }
            lines.append(
                "known texts: " + known.map(\.rule).joined(separator: ", ")
                    + ", iOS 16.4's 'Invalid batch updates detected: …' (with or without Core Data's 'Serious application error' wrapper), and, named without a batch: "
                    + CrashFamily.all.map(\.name).joined(separator: ", ")
            )
            return lines.joined(separator: "\n")
        }
    }

    /// The known text — a rule of the oracle or a family named without a batch — that speaks of
    /// most of what `text` speaks of (counts, deletes, moves, sections, identifiers, layouts…),
    /// whatever words it uses; `nil` when `text` speaks of none of them.
    static func closest(to pasted: String) -> (name: String, sample: String)? {
        // What the text says, not what its frames are called (`-[UICollectionView layoutSubviews]`
        // speaks of no layout's attributes).
        let text = StackCues.reasonText(of: pasted).withoutStack.split(whereSeparator: \.isNewline)
            .filter { !$0.contains("-[") && !$0.contains("+[") }.joined(separator: "\n")
        let wanted = Meaning.concepts(in: text)
        guard !wanted.isEmpty else { return nil }
        var known: [(name: String, sample: String, concepts: Set<Meaning>)] = []
        for template in ReasonTemplate.all where template.flavor == .tableView && !template.withViewDescription {
            known.append((template.rule, template.sample, Meaning.concepts(in: template.sample)))
        }
        // A library's own assertion is the closest only to a text that names the library.
        for family in CrashFamily.all
        where family.raisedBy.hasPrefix("UIKit") || text.contains(family.raisedBy.prefix { $0 != " " }) {
            known.append((family.name, family.explanation.first ?? family.name, Meaning.concepts(in: family.name)))
        }
        // What it speaks of first; between texts that speak of the same, the one sharing more words
        // (the text's words are read once: a pasted log may be a megabyte).
        let textWords = words(text)
        func score(_ entry: (name: String, sample: String, concepts: Set<Meaning>)) -> (Double, Double) {
            (
                Double(entry.concepts.intersection(wanted).count) / Double(entry.concepts.union(wanted).count),
                similarity(textWords, entry.sample)
            )
        }
        // The first of the best, in the order above: deterministic. A known text is close only
        // when it shares something that tells texts apart — a delete, a move, a reload, an
        // identifier, a layout — not only what every text speaks of (rows, counts, updates).
        var best: (name: String, sample: String, score: (Double, Double))?
        for entry in known where !entry.concepts.intersection(wanted).isDisjoint(with: Meaning.distinctive) {
            let value = score(entry)
            if best == nil || value > best!.score { best = (entry.name, entry.sample, value) }
        }
        // Close only when it speaks of a third of what the two speak of together, or more.
        guard let best, best.score.0 >= 1.0 / 3 else { return nil }
        return (best.name, best.sample)
    }

    /// What a crash text can speak of, each in the words people and UIKit use for it.
    enum Meaning: CaseIterable, Hashable {
        case count, delete, insert, move, reload, section, row, indexPath, identifier, duplicate, layout, update

        var words: [String] {
            switch self {
            case .count: ["number of", "count", "contain", "inconsistent", "must be equal", "only "]
            case .delete: ["delet", "remov"]
            case .insert: ["insert", "add", "append"]
            case .move: ["move", "moving"]
            case .reload: ["reload"]
            case .section: ["section"]
            case .row: ["row", "item", "cell"]
            case .indexPath: ["index path", "indexpath"]
            case .identifier: ["identifier", "snapshot", "diffable"]
            case .duplicate: ["unique", "duplicate", "twice", "already exist"]
            case .layout: ["layout", "attributes"]
            case .update: ["update", "batch"]
            }
        }

        /// What tells one text from another; rows, sections, counts, index paths and updates are
        /// in nearly every text.
        static let distinctive: Set<Meaning> = [.delete, .insert, .move, .reload, .identifier, .duplicate, .layout]

        static func concepts(in text: String) -> Set<Meaning> {
            let lowered = text.lowercased()
            return Set(allCases.filter { concept in concept.words.contains { lowered.contains($0) } })
        }
    }

    /// The share of `sample`'s words among `textWords` (numbers left out).
    static func similarity(_ textWords: Set<Substring>, _ sample: String) -> Double {
        let wanted = words(sample)
        guard !wanted.isEmpty else { return 0 }
        return Double(wanted.intersection(textWords).count) / Double(wanted.count)
    }

    /// The words of `text`, lower-cased.
    static func words(_ text: String) -> Set<Substring> {
        Set(text.lowercased().split(whereSeparator: { !$0.isLetter }))
    }
}
