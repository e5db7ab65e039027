/// A stretch of draws that one generator consumed: a list element, a `oneOf` branch, the two
/// halves of a `flatMap`. The shrinker deletes, zeroes, sorts and promotes whole spans, which is
/// how it removes a command from a sequence or a subtree from an expression in one step.
public struct Span: Hashable, Sendable {
    /// What made the span; only spans of the same kind are swapped or promoted into each other.
    public enum Kind: UInt8, Hashable, Sendable {
        case element, oneOf, flatMap, filter, command
    }

    /// The first draw of the span.
    public var start: Int
    /// One past the last draw of the span.
    public var end: Int
    /// Draws just before `start` that belong with it (a list's "one more element?" flag), so that
    /// deleting the span deletes them too.
    public var prefix: Int
    /// The index of the enclosing span in the span list, or -1 at the top.
    public var parent: Int
    /// What made the span.
    public var kind: Kind

    /// The draws it covers, its prefix included.
    public var fullRange: Range<Int> { (start - prefix)..<end }
}
