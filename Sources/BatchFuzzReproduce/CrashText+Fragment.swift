import BatchFuzzCore
import BatchModel
import Foundation

extension CrashText {
    /// The shortest part of a text that is read as a piece of one of the oracle's texts.
    static let shortestFragment = 30

    /// The oracle's text that `text` is a piece of, cut at its start, its end or both (a
    /// Crashlytics title, a quote in a sentence, a copy that stopped early): the rule, and the
    /// numbers the piece holds in their places, the others 0. `nil` when no text holds it.
    static func fragment(of text: String) throws(CrashTextError) -> CrashText? {
        let pasted = Shape(withoutFraming(text))
        var best: (template: ReasonTemplate, piece: Shape, firstNumber: Int)?
        var flavors: [ViewFlavor] = []
        let length = pasted.text.count
        for start in pasted.wordStarts {
            // A piece is most of what was pasted, the rest its framing, and no longer than a text.
            let pieceLength = length - start.characters
            guard pieceLength >= shortestFragment, pieceLength * 2 >= length else { break }
            guard pieceLength <= longestTemplate else { continue }
            let piece = pasted.suffix(from: start)
            for (template, whole) in templateShapes {
                guard let range = whole.range(of: piece.text) else { continue }
                let firstNumber = whole[..<range.lowerBound].filter { $0 == "#" }.count
                if let current = best {
                    if current.piece.text.count > piece.text.count { continue }
                    if current.template.rule == template.rule {
                        if !flavors.contains(template.flavor) { flavors.append(template.flavor) }
                        continue
                    }
                    if current.piece.text.count == piece.text.count { continue }
                }
                best = (template, piece, firstNumber)
                flavors = [template.flavor]
            }
            if best != nil { break }
        }
        guard let (template, piece, firstNumber) = best else { return nil }
        var numbers = Array(repeating: 0, count: template.expression.numberOfCaptureGroups)
        var given: [Int] = []
        for (offset, digits) in piece.numbers.enumerated() where firstNumber + offset < numbers.count {
            numbers[firstNumber + offset] = try number(Substring(digits))
            given.append(numbers[firstNumber + offset])
        }
        let missing = numbers.indices.filter { $0 < firstNumber || $0 >= firstNumber + given.count }
        var text = CrashText(
            fragment: piece.original, rule: template.rule, violation: template.violation(numbers), flavors: flavors)
        text.givenNumbers = given
        text.missingNumbers = missing.count
        text.missingNames = names(of: missing, in: template, flavors: flavors)
        guard !missing.isEmpty, !flavors.contains(where: { BatchReproduction.reproducing(text, in: $0) != nil })
        else { return text }
        // 0s for the numbers the post lost make a text UIKit never prints (counts that agree):
        // they are the smallest values that break the rule instead, and the report says so.
        text.countsWereCut = true
        for filling in fillings(count: missing.count, given: given) {
            for (position, value) in zip(missing, filling) { numbers[position] = value }
            var candidate = text
            candidate.violation = template.violation(numbers)
            if flavors.contains(where: { BatchReproduction.reproducing(candidate, in: $0) != nil }) { return candidate }
        }
        return text
    }

    /// The names the rule gives the numbers at `positions` of `template`'s text: each is given a
    /// value no text holds, and found by it among the rule's labelled numbers.
    private static func names(of positions: [Int], in template: ReasonTemplate, flavors: [ViewFlavor]) -> [String] {
        guard !positions.isEmpty else { return [] }
        var probe = Array(repeating: 0, count: template.expression.numberOfCaptureGroups)
        for position in positions { probe[position] = -1_000_000 - position }
        let marked = CrashText(
            fragment: "", rule: template.rule, violation: template.violation(probe), flavors: flavors)
        return positions.compactMap { position in marked.numbers.first { $0.value == -1_000_000 - position }?.name }
    }

    /// Every way to give `count` numbers values in 0...2, the smallest sums first; then values
    /// next to those the piece gives and to their sum, for a count that must sit beside them (a
    /// section that had 1 row and 602 inserted is left with 602 or 604, never 0...2).
    private static func fillings(count: Int, given: [Int]) -> [[Int]] {
        func all(_ values: [Int]) -> [[Int]] {
            var all: [[Int]] = [[]]
            for _ in 0..<count { all = all.flatMap { prefix in values.map { prefix + [$0] } } }
            return all.sorted { $0.reduce(0, +) < $1.reduce(0, +) }
        }
        let small = Array(0...2)
        let total = given.reduce(0) { $0 &+ $1 }
        var near: [Int] = []
        for value in given.flatMap({ [$0 - 1, $0 + 1] }) + [total - 1, total + 1]
        where value > 2 && value <= CaseChecks.maximumItems && !near.contains(value) {
            near.append(value)
        }
        guard !near.isEmpty, count <= 3 else { return all(small) }
        return all(small) + all(small + near).filter { $0.contains(where: near.contains) }
    }

    /// Each of the oracle's texts as a shape, made once.
    private static let templateShapes = ReasonTemplate.all.map { ($0, Shape($0.sample).text) }
    private static let longestTemplate = templateShapes.map(\.1.count).max() ?? 0

    /// The text after the exception's name or `reason: '`, where a crash report or a
    /// Crashlytics title puts them, and before Core Data's ` with userInfo (null)` after it.
    static func withoutFraming(_ text: String) -> String {
        var rest = Substring(text)
        for marker in ["NSInternalInconsistencyException", "reason: '"] {
            if let range = rest.range(of: marker, options: .backwards) { rest = rest[range.upperBound...] }
        }
        if let userInfo = rest.range(of: #"\s+with userInfo (\(null\)|\{.*)$"#, options: .regularExpression) {
            rest = rest[..<userInfo.lowerBound]
        }
        return String(rest.drop { ":'\", ".contains($0) || $0.isWhitespace })
    }

    /// A text reduced to what a piece of it must share with the whole: words and punctuation,
    /// one space between words, each number `#` (kept aside, in order), each address `@`.
    struct Shape {
        var text: String
        var numbers: [String]
        /// The text the shape was made from, from the same place.
        var original: String
        /// Where each word of `text` starts, and the original text from there.
        var wordStarts: [WordStart]

        /// Where a word starts: in the shape (also as a count of characters), in the original,
        /// and how many numbers came before it.
        struct WordStart {
            var shape: String.Index
            var characters: Int
            var original: String.Index
            var numbersBefore: Int
        }

        init(_ source: String) {
            text = ""
            numbers = []
            original = source
            wordStarts = []
            var index = source.startIndex
            var pendingSpace = false
            var count = 0
            func append(_ character: Character) {
                text.append(character)
                count += 1
            }
            while index < source.endIndex {
                let character = source[index]
                if character.isWhitespace {
                    pendingSpace = !text.isEmpty
                    index = source.index(after: index)
                    continue
                }
                if pendingSpace || text.isEmpty {
                    if pendingSpace { append(" ") }
                    wordStarts.append(
                        WordStart(
                            shape: text.endIndex, characters: count, original: index, numbersBefore: numbers.count))
                    pendingSpace = false
                }
                if source[index...].hasPrefix("0x") {
                    append("@")
                    index = source[source.index(index, offsetBy: 2)...].firstIndex { !$0.isHexDigit } ?? source.endIndex
                    continue
                }
                if character.isNumber
                    || (character == "-" && source[source.index(after: index)...].first?.isNumber == true)
                {
                    let end = source[source.index(after: index)...].firstIndex { !$0.isNumber } ?? source.endIndex
                    numbers.append(String(source[index..<end]))
                    append("#")
                    index = end
                    continue
                }
                append(character)
                index = source.index(after: index)
            }
            // A piece ends where the paste's own framing starts: a closing quote, a final period.
            while let last = text.last, "'\".`".contains(last) { text.removeLast() }
        }

        /// The shape from the word at `start` on, with its original text.
        func suffix(from start: WordStart) -> Shape {
            var piece = self
            piece.text = String(text[start.shape...])
            piece.numbers = Array(numbers[start.numbersBefore...])
            piece.original = String(original[start.original...])
                .trimmingCharacters(in: CharacterSet(charactersIn: "'\"`.").union(.whitespacesAndNewlines))
            piece.wordStarts = []
            return piece
        }
    }
}

extension CrashText {
    /// Whether the oracle's `printed` text is this text, word for word up to the addresses and
    /// whitespace — or, for a piece of a text, holds the piece.
    func isPrinted(by printed: String) -> Bool {
        if let fragment {
            return CrashText.normalized(printed).contains(CrashText.normalized(String(fragment)))
        }
        if listed?.elided == true {
            return CrashText.sameText(Self.withoutListing(printed), Self.withoutListing(reason))
        }
        return CrashText.sameText(printed, loggedAndReloaded ? reason + " - will perform reloadData" : reason)
    }

    /// The text without its `Updates = [ … ]` listing (a post shortened it; the batch was read
    /// from it with the run filled in).
    static func withoutListing(_ text: String) -> String {
        guard let start = text.range(of: "Updates = ["), let end = text[start.upperBound...].firstIndex(of: "]")
        else { return text }
        return String(text[..<start.lowerBound]) + String(text[text.index(after: end)...])
    }
}
