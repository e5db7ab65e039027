import BatchFuzzCore
import BatchModel
import Foundation

/// `--json`: standard output carries JSON lines alone, so `jq` reads it from its first line;
/// everything a person reads goes to standard error instead.
enum JSONLines {
    /// Points standard output at standard error from now on, and returns the writer of JSON
    /// lines to the real standard output.
    static func redirectingTheRest() -> (String) -> Void {
        fflush(nil)  // every stream, standard output among them, before it moves
        let json = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        return { line in json.write(Data((line + "\n").utf8)) }
    }

    /// One JSON object on one line, keys sorted.
    static func line(_ fields: [String: JSONValue]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(JSONValue.object(fields))) ?? Data("{}".utf8), as: UTF8.self)
    }
}
