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

    /// A decoding error in words: which field, what was expected and what was found — never
    /// Swift's own debug text. `field` names where the decoded value sits in the entry (`case`).
    package static func describe(_ error: DecodingError, under root: String = "") -> String {
        func field(_ path: [any CodingKey]) -> String {
            var text = root
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
            return "missing field '\(key.stringValue)'"
                + (context.codingPath.isEmpty && root.isEmpty ? "" : " in \(parent)")
        case .typeMismatch(let type, let context):
            if context.debugDescription.hasPrefix("Invalid number of keys found") {
                // An enumeration with associated values: one key, naming its case.
                return
                    "\(field(context.codingPath)): expected an object with exactly one key naming the kind of \(describe(type).replacingOccurrences(of: "a value of type ", with: ""))"
            }
            return "\(field(context.codingPath)): expected \(describe(type))" + found(in: context.debugDescription)
        case .valueNotFound(let type, let context):
            return "\(field(context.codingPath)): expected \(describe(type)), found null"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty && root.isEmpty {
                let detail = context.underlyingError.flatMap {
                    ($0 as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                }
                return "not valid JSON" + (detail.map { " (\($0))" } ?? "")
            }
            return "\(field(context.codingPath)): \(dataProblem(context.debugDescription))"
        @unknown default:
            return "\(field([])): not readable"
        }
    }

    /// `, found a string` from the decoder's `Expected to decode Int but found a string instead.`
    private static func found(in debugText: String) -> String {
        guard let start = debugText.range(of: "but found ") else { return "" }
        let rest = debugText[start.upperBound...]
        let what = rest.range(of: " instead").map { rest[..<$0.lowerBound] } ?? rest
        switch what {
        case "number", "a number": return ", found a number"
        case "bool": return ", found true or false"
        case "a dictionary": return ", found an object"
        default: return ", found \(what)"
        }
    }

    /// The decoder's words on a value it refuses, or plain ones: an enumeration's unknown case
    /// is named by what the decoder says, a number that does not fit by the field.
    private static func dataProblem(_ debugText: String) -> String {
        if debugText.contains("does not fit") || debugText.contains("Number") && debugText.contains("fit") {
            return "a number that does not fit the field"
        }
        if let range = debugText.range(of: "Cannot initialize ") {
            // `Cannot initialize Kind from invalid String value foo`
            let rest = debugText[range.upperBound...]
            if let value = rest.range(of: " value ") {
                return "'\(rest[value.upperBound...])' is not one of the values this field takes"
            }
        }
        return debugText
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int64.Type, is Int32.Type: "a whole number"
        case is UInt64.Type, is UInt.Type: "a whole number from 0"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default:
            switch "\(type)" {
            case let name where name.hasPrefix("Dictionary<"): "an object"
            case let name where name.hasPrefix("Array<"): "an array"
            case let name: "a value of type \(name.prefix { $0 != "<" })"
            }
        }
    }
}
