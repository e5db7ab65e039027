import Foundation

/// A corpus file that cannot be used, with the file and what is wrong in it (the field, the
/// value). Exit status 3; the other entries still run.
package struct CorpusError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's path.
    package var path: String
    /// What is wrong, e.g. `field 'case.edits[1].moveItem.from': expected an array of 2 numbers`.
    package var problem: String

    package init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    package var description: String { "\(path): \(problem)" }

    /// A decoding error in words: which field, and what was expected.
    static func describe(_ error: DecodingError) -> String {
        func field(_ path: [any CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text.isEmpty ? "the top level" : "field '\(text)'"
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = field(context.codingPath)
            return "missing field '\(key.stringValue)'" + (context.codingPath.isEmpty ? "" : " in \(parent)")
        case .typeMismatch(let type, let context):
            return "\(field(context.codingPath)): expected \(describe(type)) (\(context.debugDescription))"
        case .valueNotFound(let type, let context):
            return "\(field(context.codingPath)): expected \(describe(type)), found null"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let detail = context.underlyingError.flatMap {
                    ($0 as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                }
                return "not valid JSON" + (detail.map { " (\($0))" } ?? "")
            }
            return "\(field(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is UInt64.Type: "a number"
        case is Bool.Type: "true or false"
        default: "\(type)"
        }
    }
}
