import BatchFuzzCore
import Foundation

/// A crash text as a user pastes it, made readable: what a forum, a chat, Crashlytics or a log
/// viewer did to UIKit's one line undone before the templates look for it.
///
/// Line breaks inside the text (wrapped posts, Crashlytics) and CRLF become one space, as do
/// non-breaking spaces and tabs; typographic quotes become UIKit's `'`; a log prefix that
/// starts each line (`2024-03-01 10:22:13.123456+0100 MyApp[1234:56789] `) and Markdown's
/// quoting (`> `, backticks, `**\*` for `***`) are dropped. UIKit's own double spaces stay
/// readable: the templates accept one or two spaces there.
package enum PastedText {
    /// `text` with its pasting undone; the same text when nothing was done to it.
    package static func cleaned(_ text: String) -> String {
        var lines: [Substring] = []
        let unescaped = text.replacingOccurrences(of: "\\*", with: "*").replacingOccurrences(of: "`", with: "")
            .replacingOccurrences(of: #"(?<!\*)\*\*(?!\*)"#, with: "", options: .regularExpression)
        for line in unescaped.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lines.append(withoutLogPrefix(line.drop { $0 == ">" || $0 == " " }))
        }
        var joined = ""
        for character in lines.joined(separator: " ") {
            switch character {
            case "\u{00A0}", "\u{202F}", "\u{2007}", "\t": joined.append(" ")
            case "\u{2018}", "\u{2019}", "\u{02BC}": joined.append("'")
            case "\u{201C}", "\u{201D}": joined.append("\"")
            default: joined.append(character)
            }
        }
        return collapsingRunsOfSpaces(joined)
    }

    /// `text` with digits of other scripts (full-width `３`, Arabic-Indic `٣`) written as UIKit
    /// writes them, `0`–`9`: what a translator or an input method did to a number.
    package static func withASCIIDigits(_ text: String) -> String {
        guard text.contains(where: { !$0.isASCII && $0.isNumber }) else { return text }
        return String(
            text.map { character -> Character in
                guard !character.isASCII, character.unicodeScalars.count == 1,
                    character.unicodeScalars.first?.properties.generalCategory == .decimalNumber,
                    let value = character.wholeNumberValue
                else { return character }
                return Character("\(value)")
            })
    }

    /// `text` with the escapes of Xcode's debugger undone: the thread's label in the debug
    /// navigator shows the exception's reason in quotes, its line breaks and tabs as `\n` and
    /// `\t` (`Thread 1: "Invalid batch updates detected: …\nData source before updates = …"`).
    /// UIKit's texts never hold a backslash, so each one before `n`, `t` or `"` is an escape.
    package static func unescapingDebugger(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        return text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\t", with: "\t")
            .replacingOccurrences(of: "\\\"", with: "\"")
    }

    /// Three or more spaces, left where a line break and an indent met, become one; UIKit's own
    /// double spaces are kept.
    private static func collapsingRunsOfSpaces(_ text: String) -> String {
        var result = ""
        var run = 0
        for character in text {
            if character == " " {
                run += 1
                continue
            }
            if run > 0 { result += run == 2 ? "  " : " " }
            run = 0
            result.append(character)
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// The line without an os_log / NSLog prefix: a date and time, then the process and its
    /// pid and thread in brackets (`MyApp[1234:56789]`), or Xcode's console timestamp alone.
    private static func withoutLogPrefix(_ line: Substring) -> Substring {
        let text = String(line)
        for expression in logPrefixes {
            if let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                match.range.location == 0, let range = Range(match.range, in: text)
            {
                return text[range.upperBound...]
            }
        }
        return line
    }

    // Immutable regular expressions; `NSRegularExpression` is safe to match from any thread.
    private static let logPrefixes: [NSRegularExpression] = [
        // 2024-03-01 10:22:13.123456+0100 MyApp[1234:56789]
        #"^\s*\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:[+-]\d{2}:?\d{2}|Z)?\s+[^\s\[]+\[\d+:[0-9a-fA-Fx]+\]\s*"#,
        // MyApp[1234:56789] alone, or with [Category] after it
        #"^\s*[A-Za-z][^\s\[]*\[\d+:[0-9a-fA-Fx]+\](?:\s*\[[^\]]*\])?\s+"#,
        // Xcode's console: 10:22:13.123
        #"^\s*\d{2}:\d{2}:\d{2}\.\d+\s+"#,
    ].map { try! NSRegularExpression(pattern: $0) }
}
