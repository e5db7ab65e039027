import Foundation

/// A look at an entry's raw bytes before anything decodes them: the first array inside its
/// `case` with more elements than a case may hold items. Such an entry is refused anyway, once
/// decoded and checked, but decoding it takes seconds and hundreds of megabytes (200,000
/// fetched objects: 7 s); the scan takes one pass over the bytes and no memory.
///
/// No field of a case that a generator draws comes near the bound: an array past it is a case
/// past it (an array of items, of objects, of changes, of steps).
package enum OversizedCaseScan {
    /// `case.objects` and its element count so far, for the first array under the top-level
    /// `case` key whose elements pass `limit`; `nil` when none does. Malformed JSON is left to
    /// the decoder, which names where it breaks.
    package static func firstArray(in data: Data, past limit: Int) -> (field: String, count: Int)? {
        data.withUnsafeBytes { raw in scan(raw.bindMemory(to: UInt8.self), past: limit) }
    }

    private enum Frame {
        /// An object: the key whose value is being read, if one was read.
        case object(key: String?, awaitingKey: Bool)
        /// An array: how many elements have begun.
        case array(count: Int)
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, past limit: Int) -> (field: String, count: Int)? {
        var stack: [Frame] = []
        var index = 0
        // Marks the start of a value where the innermost container is an array.
        func valueBegins() {
            if case .array(let count)? = stack.last, count == 0 { stack[stack.count - 1] = .array(count: 1) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let start = index + 1
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if case .object(_, true)? = stack.last {
                    let key = String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(index, bytes.count)]), as: UTF8.self)
                    stack[stack.count - 1] = .object(key: key, awaitingKey: false)
                } else {
                    valueBegins()
                }
            case UInt8(ascii: "{"):
                valueBegins()
                stack.append(.object(key: nil, awaitingKey: true))
            case UInt8(ascii: "["):
                valueBegins()
                stack.append(.array(count: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard !stack.isEmpty else { return nil }
                stack.removeLast()
            case UInt8(ascii: ","):
                switch stack.last {
                case .object(let key, _)?:
                    stack[stack.count - 1] = .object(key: key, awaitingKey: true)
                case .array(let count)?:
                    stack[stack.count - 1] = .array(count: count + 1)
                    if count + 1 > limit, let field = field(of: stack) { return (field, count + 1) }
                case nil:
                    return nil
                }
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), UInt8(ascii: ":"):
                break
            default:
                valueBegins()
            }
            index += 1
        }
        return nil
    }

    /// `case.sections[2].items` for an array inside the top-level `case`; `nil` outside it.
    private static func field(of stack: [Frame]) -> String? {
        guard case .object(let key?, false)? = stack.first, key == "case" else { return nil }
        var field = "case"
        for frame in stack.dropFirst().dropLast() {
            switch frame {
            case .object(let key, _): field += key.map { ".\($0)" } ?? ""
            case .array(let count): field += "[\(max(0, count - 1))]"
            }
        }
        return field
    }
}
