import Foundation

/// How every child process — the command line's workers, judges and walks, and the judge a check
/// starts in a test runner — answers its parent: a line of its own holding a marker and one JSON
/// value, so that whatever the code under test or the test runner prints is told apart from
/// answers.
package enum AnswerLine {
    /// Writes `value` on standard output, unbuffered, on a line of its own whatever was printed
    /// before it.
    package static func say(_ value: some Encodable, marker: String) {
        say(String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self), marker: marker)
    }

    /// Writes `text` (an answer already encoded) as ``say(_:marker:)`` does.
    package static func say(_ text: String, marker: String) {
        FileHandle.standardOutput.write(Data(("\n" + marker + text + "\n").utf8))
    }

    /// The value of type `type` that `line` holds after `marker`; `nil` for any other line.
    package static func read<Value: Decodable>(
        _ type: Value.Type, from line: some StringProtocol, marker: String
    ) -> Value? {
        guard line.hasPrefix(marker) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: Data(line.dropFirst(marker.count).utf8))
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
