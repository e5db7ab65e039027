import BatchFuzzCore
import BatchModel
import Foundation

/// A UIKit batch-update exception read back from a crash report: which rule of the oracle it is,
/// in which flavours and message styles it exists, and every number it carries.
///
/// It accepts the reason alone, the whole `*** Terminating app due to uncaught exception …`
/// line, a crash-report excerpt around it, and Core Data's `Serious application error` wrapper
/// of a fetched-results delegate, in every message style the oracle speaks.
package struct CrashText: Sendable {
    /// How the reason was wrapped.
    package enum Wrapper: Hashable, Sendable {
        /// The reason alone.
        case reason
        /// `*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '…'`.
        case terminatingLine
        /// Core Data's log of an exception raised by a fetched-results delegate, in `callback`.
        case coreData(callback: String)
        /// A crash log or report with other lines around the reason.
        case crashReport
    }

    package var wrapper: Wrapper
    /// The reason, as found in the text.
    package var reason: String
    /// The oracle's rule, e.g. `invalidItemCount`.
    package var rule: String
    /// The rule with its numbers; for the iOS 16.4 layout, the one the oracle gives the listed batch.
    package var violation: UIKitViolation?
    /// The flavours in which UIKit prints this text (both when it names neither rows nor items).
    package var flavors: [ViewFlavor]
    /// The message style; `nil` when the text is the same in every style.
    package var messageStyle: UIKitValidator.MessageStyle?
    /// A collection view that logged the error and reloaded (` - will perform reloadData`).
    package var loggedAndReloaded: Bool
    /// The iOS 16.4 layout lists the counts before and after and the batch itself.
    package var listed: ListedBatch?
    /// A log line, not a crash: UIKit refused the batch and reloaded its data instead (iOS 13's
    /// ` - will perform reloadData`, iOS 14's `Performing reloadData as a fallback — `).
    package var isFallbackLog = false
    /// The updates iOS 13's log lists after `currentUpdate:` (`items:<( "D(0,18)" )>`).
    package var refusedUpdates: [String] = []
    /// The family of a text BatchFuzz reads but builds no batch for.
    package var family: CrashFamily?
    /// The part of the oracle's text the pasted text holds, when it was cut short at either end.
    package var fragment: Substring?
    /// The numbers a piece holds, in its order.
    package var givenNumbers: [Int] = []
    /// What the log's frames say of the cause, when a whole log was pasted.
    package var stack = StackCues(log: "")
    /// How many of the text's numbers the piece lost (taken as 0, unless ``countsWereCut``).
    package var missingNumbers = 0
    /// What the rule calls the numbers the piece lost, in the text's order (`section`, `moved in`).
    package var missingNames: [String] = []
    /// Whether the lost numbers are ones 0 cannot stand for (0s make counts that agree): their
    /// values in ``violation`` are chosen, the smallest that break the rule, not read.
    package var countsWereCut = false

    /// What the iOS 16.4 layout of a count error lists.
    package struct ListedBatch: Hashable, Sendable {
        package var before: [Int]
        package var after: [Int]
        package var batch: BatchUpdate
        /// Whether the post shortened the Updates listing (`...`): the batch fills the run in, and
        /// the texts are compared without their listings.
        package var elided = false
    }

    /// Reads `text` as pasted (``PastedText``): one of the oracle's texts, whole or cut short at
    /// either end, else a family it names without a batch (``CrashFamily``); throws a
    /// ``CrashTextError`` naming the texts it knows and the closest one.
    package init(parsing text: String) throws(CrashTextError) {
        let text = PastedText.unescapingDebugger(text)
        try self.init(reading: StackCues.reasonText(of: text), log: text)
        stack = StackCues(log: text)
    }

    /// The reason in a log's text without its stack, as ``init(parsing:)`` reads it; a piece of
    /// a reason is looked for before the stack too, and the families a frame names in the whole.
    private init(
        reading reasonText: (withoutStack: String, beforeStack: String), log: String
    ) throws(CrashTextError) {
        let text = PastedText.withASCIIDigits(reasonText.withoutStack)
        do {
            try self.init(reading: text)
            return
        } catch .unknown {}
        let cleaned = PastedText.cleaned(text)
        if cleaned != text {
            do {
                try self.init(reading: cleaned)
                return
            } catch .unknown {}
        }
        if let (family, range) = CrashFamily.matching(cleaned, frames: log) {
            self.init(family: family, reason: String(cleaned[range]), wrapper: Self.wrapper(of: cleaned, around: range))
            return
        }
        // A piece of a reason ends where a log's stack begins.
        var fragment = try Self.fragment(of: cleaned)
        if fragment == nil, reasonText.beforeStack.count < text.count {
            fragment = try Self.fragment(of: PastedText.cleaned(reasonText.beforeStack))
        }
        if let fragment {
            self = fragment
            return
        }
        let wholeLog = PastedText.cleaned(log)
        guard let (family, range) = CrashFamily.matching(wholeLog, lastResort: true) else {
            throw CrashTextError.unknown(text: log)
        }
        self.init(family: family, reason: String(wholeLog[range]), wrapper: Self.wrapper(of: wholeLog, around: range))
    }

    /// A piece of one of the oracle's texts.
    init(fragment: String, rule: String, violation: UIKitViolation, flavors: [ViewFlavor]) {
        reason = fragment
        self.fragment = Substring(fragment)
        self.rule = rule
        self.violation = violation
        self.flavors = flavors
        wrapper = .crashReport
        messageStyle = nil
        loggedAndReloaded = false
        listed = nil
    }

    /// A text BatchFuzz names without a batch.
    init(family: CrashFamily, reason: String, wrapper: Wrapper) {
        self.family = family
        self.reason = reason
        self.wrapper = wrapper
        rule = family.name
        violation = nil
        flavors = family.flavors
        messageStyle = nil
        loggedAndReloaded = false
        listed = nil
    }

    /// Reads `text` as it is.
    private init(reading text: String) throws(CrashTextError) {
        if let listed = try Self.parseBatchUpdatesDetected(text) {
            self = listed
            return
        }
        var best: (template: ReasonTemplate, match: NSTextCheckingResult)?
        var flavors: [ViewFlavor] = []
        let whole = NSRange(text.startIndex..., in: text)
        for template in ReasonTemplate.all {
            guard let match = template.expression.firstMatch(in: text, range: whole) else { continue }
            if let current = best, match.range.length < current.match.range.length { continue }
            if let current = best, match.range.length == current.match.range.length,
                current.template.rule == template.rule
            {
                if !flavors.contains(template.flavor) { flavors.append(template.flavor) }
                continue
            }
            best = (template, match)
            flavors = [template.flavor]
        }
        guard let (template, match) = best, let range = Range(match.range, in: text) else {
            throw CrashTextError.unknown(text: text)
        }
        var numbers: [Int] = []
        for group in 1..<match.numberOfRanges {
            guard let digits = Range(match.range(at: group), in: text) else { continue }
            numbers.append(try Self.number(text[digits]))
        }
        reason = String(text[range])
        rule = template.rule
        violation = template.violation(numbers)
        self.flavors = flavors
        let isCount = violation?.isCountError ?? false
        if isCount, let negative = numbers.first(where: { $0 < 0 }) {
            throw CrashTextError.incomplete(
                what: "it holds a negative count (\(negative)), which UIKit prints unsigned: the text was edited")
        }
        messageStyle = template.withViewDescription ? .classicWithViewDescription : isCount ? .classic : nil
        loggedAndReloaded = text[range.upperBound...].hasPrefix(" - will perform reloadData")
        isFallbackLog = loggedAndReloaded || text[..<range.lowerBound].contains("Performing reloadData as a fallback")
        if loggedAndReloaded { refusedUpdates = Self.refusedUpdates(in: text[range.upperBound...]) }
        wrapper = Self.wrapper(of: text, around: range)
        listed = nil
    }

    private init(
        listed: ListedBatch, reason: String, flavor: ViewFlavor, style: UIKitValidator.MessageStyle, wrapper: Wrapper
    ) {
        self.listed = listed
        self.reason = reason
        self.flavors = [flavor]
        self.messageStyle = style
        self.wrapper = wrapper
        loggedAndReloaded = false
        // The rule is the one the oracle finds in the listed batch.
        let options = UIKitValidator.Options(flavor: flavor, messageStyle: style)
        do {
            _ = try UIKitValidator(options: options).validate(listed.batch, before: listed.before, after: listed.after)
            violation = nil
            rule = "batch updates detected"
        } catch {
            violation = error.violation
            rule = error.violation.name
        }
    }

    /// The numbers the text carries, named as the rule names them.
    package var numbers: [(name: String, value: Int)] {
        if let listed {
            return listed.before.enumerated().map { ("before, section \($0.offset)", $0.element) }
                + listed.after.enumerated().map { ("after, section \($0.offset)", $0.element) }
        }
        guard let violation else { return [] }
        return Self.numbers(in: Mirror(reflecting: violation).children.first?.value, prefix: "")
    }

    /// The labelled numbers of a rule's associated values (index paths as `section` and `item`).
    private static func numbers(in value: Any?, prefix: String) -> [(name: String, value: Int)] {
        guard let value else { return [] }
        if let number = value as? Int { return [(prefix.isEmpty ? "value" : prefix, number)] }
        if let path = value as? ItemPath {
            let name = prefix.isEmpty ? "" : prefix + " "
            return [(name + "section", path.section), (name + "item", path.item)]
        }
        return Mirror(reflecting: value).children.flatMap { child in
            numbers(in: child.value, prefix: child.label.map { $0.hasPrefix(".") ? "" : words($0) } ?? "")
        }
    }

    /// `movedIn` → `moved in`.
    private static func words(_ label: String) -> String {
        label.reduce(into: "") { text, character in
            if character.isUppercase { text += " " + character.lowercased() } else { text.append(character) }
        }
    }

    private static func wrapper(of text: String, around range: Range<String.Index>) -> Wrapper {
        let before = text[..<range.lowerBound]
        if let call = before.range(of: "during a call to ") {
            let callback = before[call.upperBound...].prefix { !$0.isWhitespace }
            return .coreData(callback: String(callback.hasSuffix(".") ? callback.dropLast() : callback))
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("*** Terminating app due to uncaught exception"),
            trimmed.hasSuffix("'") || trimmed.hasSuffix("'.")
        {
            return .terminatingLine
        }
        if text[range] == Substring(trimmed) { return .reason }
        return .crashReport
    }

    /// The largest number, index or count, a text may hold for BatchFuzz to build a batch from
    /// it: far past any real table's section and row counts, small enough to build at once.
    package static let largestNumber = 100_000

    /// A number of the text, refused when it does not fit an `Int` or is past ``largestNumber``
    /// (rather than dropped, which would shift the next number into its place).
    static func number(_ digits: Substring) throws(CrashTextError) -> Int {
        let text = digits.trimmingCharacters(in: .whitespaces)
        // Digits of another script (full-width `３`, Arabic-Indic `٣`: a text passed through a
        // translator or an input method) read as the number they write.
        let ascii = String(text.map { $0.isASCII ? $0 : $0.wholeNumberValue.map { Character("\($0)") } ?? $0 })
        let isNumeral = !ascii.isEmpty && ascii.drop { $0 == "-" }.allSatisfy { $0.isASCII && $0.isNumber }
        guard isNumeral else { throw CrashTextError.incomplete(what: "it holds '\(digits)' where a number belongs") }
        guard let value = Int(ascii), value.magnitude <= largestNumber else {
            throw CrashTextError.incomplete(
                what:
                    "it holds the number \(digits), past the largest BatchFuzz builds a batch from (\(largestNumber))")
        }
        return value
    }

    // MARK: The iOS 16.4 layout

    /// `Invalid batch updates detected: …` with `Data source before updates = { … }`, `after`,
    /// and `Updates = [ … ]`: the batch and the counts are all there.
    private static func parseBatchUpdatesDetected(_ text: String) throws(CrashTextError) -> CrashText? {
        guard let head = text.range(of: "Invalid batch updates detected: the number of sections and/or ") else {
            return nil
        }
        let rest = text[head.upperBound...]
        let flavor: ViewFlavor = rest.hasPrefix("items") ? .collectionView : .tableView
        let style: UIKitValidator.MessageStyle =
            rest.contains("before and after performing") ? .batchUpdatesDetectedBeforeAndAfter : .batchUpdatesDetected
        func counts(_ label: String) throws(CrashTextError) -> [Int]? {
            guard let start = rest.range(of: label), let open = rest[start.upperBound...].firstIndex(of: "["),
                let close = rest[open...].firstIndex(of: "]")
            else { return nil }
            let list = rest[rest.index(after: open)..<close].split(separator: ",")
            guard list.count <= largestNumber else {
                throw CrashTextError.incomplete(
                    what: "it lists \(list.count) sections, past the most BatchFuzz builds (\(largestNumber))")
            }
            var counts: [Int] = []
            for item in list { counts.append(try number(item)) }
            return counts
        }
        guard let before = try counts("Data source before updates"),
            let after = try counts("Data source after updates")
        else {
            let reason = String(text[head.lowerBound...].prefix { $0 != "\n" })
            return CrashText(
                family: .batchUpdatesDetectedWithoutCounts, reason: reason,
                wrapper: wrapper(of: text, around: head.lowerBound..<text.endIndex))
        }
        var batch = BatchUpdate()
        var elided = false
        if let start = rest.range(of: "Updates = [") {
            let listing = rest[start.upperBound...].prefix { $0 != "]" }
            let entries = listing.split(whereSeparator: { $0 == "\n" || $0 == "," })
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            for (index, words) in entries.enumerated() {
                if isElision(words) {
                    // A post that shortened a long listing: the run it left out, when its ends say it.
                    let run =
                        index > 0 && index + 1 < entries.count ? elidedRun(entries[index - 1], entries[index + 1]) : nil
                    guard let run else {
                        throw CrashTextError.incomplete(
                            what:
                                "the post left updates out of the Updates listing ('\(words)') where their ends do not tell them"
                        )
                    }
                    for update in run { _ = try addUpdate(update, to: &batch) }
                    elided = true
                    continue
                }
                guard try addUpdate(words, to: &batch) else {
                    throw CrashTextError.incomplete(what: "cannot read the update '\(words)' in the Updates listing")
                }
            }
        }
        // The text ends with the view's description, short or in full (its own `<…>` inside), or,
        // where a log left that out, with the updates.
        var end =
            rest.range(of: "Updates = [").flatMap { rest[$0.upperBound...].firstIndex(of: "]") }
            .map { rest.index(after: $0) } ?? rest.endIndex
        if let view = rest.range(of: flavor == .tableView ? "Table view: <" : "Collection view: <") {
            var depth = 1
            var index = view.upperBound
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "<" { depth += 1 } else if rest[index] == ">" { depth -= 1 }
                index = rest.index(after: index)
            }
            end = index
        }
        let reason = String(text[head.lowerBound..<end])
        let wrapped = CrashText.wrapper(of: text, around: head.lowerBound..<end)
        return CrashText(
            listed: ListedBatch(before: before, after: after, batch: batch, elided: elided), reason: reason,
            flavor: flavor,
            style: style, wrapper: wrapped)
    }

    /// `...` or `…`, where a post shortened a listing.
    private static func isElision(_ words: String) -> Bool {
        !words.isEmpty && words.allSatisfy { $0 == "." || $0 == "…" || $0 == " " }
    }

    /// The updates a post left out between `first` and `last` of a run — `Insert item (0 - 2), ...,
    /// Insert item (0 - 24)` — when both are the same kind of update of one section's rows or
    /// items: every index between them. `nil` when the ends do not tell the run.
    private static func elidedRun(_ first: String, _ last: String) -> [String]? {
        func parts(_ text: String) -> (kind: String, section: Int, item: Int)? {
            let words = text.split(separator: " ")
            let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            guard words.count >= 2, ["Insert", "Delete", "Reload"].contains(words[0]),
                words[1] == "item" || words[1] == "row", numbers.count == 2
            else { return nil }
            return ("\(words[0]) \(words[1])", numbers[0], numbers[1])
        }
        guard let a = parts(first), let b = parts(last), a.kind == b.kind, a.section == b.section, a.item < b.item
        else { return nil }
        return (a.item + 1..<b.item).map { "\(a.kind) (\(a.section) - \($0))" }
    }

    /// `Delete section 3`, `Insert row (0 - 1)`, `Move item (0 - 1) to (1 - 0)`, …
    private static func addUpdate(_ text: String, to batch: inout BatchUpdate) throws(CrashTextError) -> Bool {
        var numbers: [Int] = []
        for digits in text.split(whereSeparator: { !$0.isNumber }) { numbers.append(try number(digits)) }
        let words = text.split(separator: " ")
        guard words.count >= 2 else { return false }
        let isSection = words[1] == "section"
        func path(_ i: Int) -> ItemPath { ItemPath(section: numbers[i], item: numbers[i + 1]) }
        switch (words[0], isSection, numbers.count) {
        case ("Delete", true, 1): batch.sectionDeletes.append(numbers[0])
        case ("Insert", true, 1): batch.sectionInserts.append(numbers[0])
        case ("Reload", true, 1): batch.sectionReloads.append(numbers[0])
        case ("Move", true, 2): batch.sectionMoves.append(.init(from: numbers[0], to: numbers[1]))
        case ("Delete", false, 2): batch.itemDeletes.append(path(0))
        case ("Insert", false, 2): batch.itemInserts.append(path(0))
        case ("Reload", false, 2): batch.itemReloads.append(path(0))
        case ("Move", false, 4): batch.itemMoves.append(.init(from: path(0), to: path(2)))
        default: return false
        }
        return true
    }

    /// `"D(0,18)"`, `"I(0,3)"`: the update items iOS 13's log lists after `items:<(`, as written.
    static func refusedUpdates(in text: Substring) -> [String] {
        guard let start = text.range(of: "items:<("),
            let end = text[start.upperBound...].range(of: ")>")
        else { return [] }
        // Each item is quoted; the quotes' insides are the items.
        let listing = text[start.upperBound..<end.lowerBound].split(separator: "\"", omittingEmptySubsequences: false)
        return stride(from: 1, to: listing.count, by: 2).map { String(listing[$0]) }
    }
}
