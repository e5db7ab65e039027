import BatchFuzzCore
import BatchModel
import Foundation

/// What `reproduce` makes of a crash text: the rule and its numbers, the arithmetic in plain
/// words, the smallest batch that makes the oracle print the text in each flavour where UIKit
/// prints it, and edit sequences that known engine mistakes turn into it.
package struct CrashReproduction: Sendable {
    package var text: CrashText
    /// The text in plain words (``CrashExplanation``).
    package var explanation: [String]
    /// One per flavour where a batch prints the text, word for word up to the addresses.
    package var batches: [BatchReproduction]
    /// Flavours whose words the text has, but where no batch makes UIKit print it.
    package var flavorsWithoutBatch: [ViewFlavor]
    /// Batches whose data is right that print the text through a known quirk.
    package var quirks: [QuirkReproduction]
    /// Bug-zoo mistakes that print the text, smallest case first.
    package var mistakes: [MistakeReproduction]
    /// Whether the bug zoo was searched (a zero budget skips it).
    package var searched: Bool
}

extension CrashReproduction {
    /// The scenario, and the engine, under which a reproduced crash text is saved and replayed:
    /// its one spelling.
    package static let scenario = "crash-text"
}

extension CrashReproduction {
    /// Reads a crash text (the reason, the `*** Terminating app …` line, a crash-report excerpt,
    /// or Core Data's wrapper) and reproduces it: the batch first, then the bug zoo's mistakes
    /// that print it — the stale-count one built from the numbers, the others searched for
    /// among `zoo`'s engines within `searchBudget` (zero skips the search). Throws a ``CrashTextError`` naming
    /// the texts it knows when it cannot read the text.
    package static func reproducing(
        _ crashText: String, zoo: [RegisteredEngine] = [], searchBudget: Duration = .seconds(5),
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) throws(CrashTextError) -> CrashReproduction {
        let text = try CrashText(parsing: crashText)
        var batches: [BatchReproduction] = []
        var without: [ViewFlavor] = []
        for flavor in text.flavors {
            if let batch = BatchReproduction.reproducing(text, in: flavor) {
                batches.append(batch)
            } else {
                without.append(flavor)
            }
        }
        let quirks = batches.compactMap { QuirkReproduction.reproducing(text, in: $0.flavor) }
        let mistakes = MistakeSearch.run(
            for: text, flavors: batches.map(\.flavor), zoo: zoo, budget: searchBudget,
            sections: sectionsNeeded(by: batches), isCancelled: isCancelled)
        return CrashReproduction(
            text: text, explanation: CrashExplanation.lines(for: text), batches: batches, flavorsWithoutBatch: without,
            quirks: quirks, mistakes: mistakes,
            searched: searchBudget > .zero)
    }
}

extension CrashReproduction {
    /// The fewest sections the text's view can have had: those of its smallest batch (exactly the
    /// listed ones for iOS 16.4's text), before or after the batch.
    static func sectionsNeeded(by batches: [BatchReproduction]) -> Int {
        batches.map { max(1, $0.before.count, $0.after.count) }.min() ?? 1
    }

    /// The fewest sections the text's view can have had.
    package var sectionsNeeded: Int { Self.sectionsNeeded(by: batches) }

    /// A line under an account that needs more sections than the text's view: it can be the
    /// cause only where the view shows that many.
    func sectionsCaveat(_ sections: Int?) -> [String] {
        guard let sections, sections > sectionsNeeded else { return [] }
        return [
            "  Its view shows \(sections) sections at some point; the text needs only \(sectionsNeeded): if yours never shows more than \(sectionsNeeded), this is not the cause."
        ]
    }
}

extension CrashReproduction: CustomStringConvertible {
    /// The reproduction as a person reads it, in the layout of `explain`.
    package var description: String {
        var lines: [String] = []
        lines.append("Rule: \(text.rule)" + (text.violation.map { " — \(CrashReproduction.specSection($0))" } ?? ""))
        lines.append(
            "Flavour: " + text.flavors.map(\.className).joined(separator: " or ")
                + "; message style: "
                + (text.messageStyle.map(CrashReproduction.styleName) ?? "the same in every release")
                + (text.loggedAndReloaded ? "; logged, then reloadData" : ""))
        lines.append("Found as: " + CrashReproduction.wrapperName(text.wrapper))
        if text.family != nil {
            lines.append("BatchFuzz reads this text but builds no batch for it: it names no batch the oracle judges.")
        }
        let numbers = text.numbers
        if text.countsWereCut {
            lines.append(
                "Numbers: "
                    + (text.givenNumbers.isEmpty
                        ? "none given"
                        : text.givenNumbers.map(String.init).joined(separator: ", ") + " as given")
                    + "; \(text.missingNumbers) cut off")
        } else if !numbers.isEmpty {
            lines.append("Numbers: " + numbers.map { "\($0.name) \($0.value)" }.joined(separator: ", "))
        }
        lines.append("")
        lines += explanation
        for batch in batches {
            lines.append("")
            lines.append("Smallest batch, \(batch.flavor.className):")
            lines.append("  Counts before: \(batch.before)")
            lines.append("  Batch:         \(batch.batch)")
            lines.append("  Counts after:  \(batch.after)")
            lines.append(
                text.fragment != nil
                    ? "  The oracle prints a text that holds the piece given, word for word (addresses aside)."
                    : text.listed?.elided == true
                        ? "  The oracle prints the text word for word (addresses aside, and the updates the post left out listed)."
                        : "  The oracle prints the text word for word (addresses aside).")
        }
        for quirk in quirks {
            lines.append("")
            lines.append(
                "A batch whose data is right prints it too, \(quirk.sent.flavor.className): a reload in a section that moves (quirk \(quirk.quirk.rawValue), rdar 27041784; UIKit rules §3.2)"
            )
            lines.append("  Counts before: \(quirk.sent.before)")
            lines.append("  Batch:         \(quirk.sent.batch)")
            lines.append("  Counts after:  \(quirk.sent.after)")
            lines.append(
                "  UIKit places the reload's insert half ignoring the section move and reads it as: \(quirk.asUIKitReadsIt)"
            )
            lines.append(
                "  Send the reload as a delete at its old path and an insert at its new one, or reload it in a batch of its own after the move."
            )
            lines += sectionsCaveat(max(quirk.sent.before.count, quirk.sent.after.count))
        }
        for flavor in flavorsWithoutBatch where text.family == nil {
            lines.append("")
            lines.append(
                "\(flavor.className): no batch makes it print this text"
                    + (CrashTextSamples.exists(text.rule, in: flavor)
                        ? " with these numbers (UIKit could not have printed them together)."
                        : " (it reloads its data instead of raising)."))
        }
        for mistake in mistakes {
            lines.append("")
            lines.append(
                "A mistake that makes it: \(mistake.engine) — \(mistake.mistake) (\(mistake.flavor.className))")
            if let style = text.messageStyle, style != .classic {
                lines.append(
                    "  (it prints the rule with these numbers in the classic style; the wording is the iOS release's)")
            }
            lines += mistake.caseDescription.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            lines += sectionsCaveat(mistake.sections)
        }
        if mistakes.isEmpty, !batches.isEmpty {
            lines.append("")
            lines.append(
                searched
                    ? "No mistake of the bug zoo made this text within the search budget."
                    : "The bug zoo was not searched (give a search budget).")
        }
        return lines.joined(separator: "\n")
    }

    /// Where the rule is stated: the oracle's reference.
    static func specSection(_ violation: UIKitViolation) -> String {
        switch violation {
        case .deleteAndReloadSameIndexPath: "the reload split (UIKit rules §3.2)"
        case .sectionDeleteOutOfRange, .deleteAndMoveSameSection, .deleteAndMoveSameIndexPath, .moveFromDeletedSection,
            .itemDeleteSectionOutOfRange, .itemDeletePastEnd:
            "deletes (UIKit rules §3.3)"
        case .sectionInsertOutOfRange, .insertAndMoveSameSection, .insertAndMoveSameIndexPath, .moveIntoInsertedSection,
            .itemInsertSectionOutOfRange, .itemInsertPastEnd:
            "inserts (UIKit rules §3.4)"
        case .invalidSectionCount, .invalidItemCount, .negativeItemCount: "counts (UIKit rules §3.6)"
        default: "moves (UIKit rules §3.5)"
        }
    }

    static func styleName(_ style: UIKitValidator.MessageStyle) -> String {
        switch style {
        case .classic: "classic (before iOS 16.4; a collection view, before iOS 15)"
        case .classicWithViewDescription: "classic with the collection view named (iOS 15–16.3)"
        case .batchUpdatesDetected: "Invalid batch updates detected (iOS 16.4)"
        case .batchUpdatesDetectedBeforeAndAfter: "Invalid batch updates detected, before and after (later releases)"
        }
    }

    static func wrapperName(_ wrapper: CrashText.Wrapper) -> String {
        switch wrapper {
        case .reason: "the reason alone"
        case .terminatingLine: "the 'Terminating app due to uncaught exception' line"
        case .coreData(let callback): "Core Data's log of an exception in a fetched-results delegate (\(callback))"
        case .crashReport: "a crash report excerpt"
        }
    }
}
