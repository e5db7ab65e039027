/// A generator of values of type `Value`, driven by a `ChoiceSource`.
///
/// Every generator reads its choices from the source, and drawing 0 always means the simplest
/// choice, so shrinking the recorded draws shrinks the value — for every generator, through
/// `map`, `filter` and `flatMap` alike.
public struct Gen<Value> {
    @usableFromInline let body: (inout ChoiceSource) throws(GenerationError) -> Value

    /// A generator that runs `body` on the source.
    @inlinable
    public init(_ body: @escaping (inout ChoiceSource) throws(GenerationError) -> Value) {
        self.body = body
    }

    /// Draws one value.
    @inlinable @inline(__always)
    public func generate(using source: inout ChoiceSource) throws(GenerationError) -> Value {
        try body(&source)
    }

    /// Always `value`, drawing nothing.
    @inlinable
    public static func constant(_ value: Value) -> Gen<Value> {
        Gen { _ in value }
    }

    /// The generated values transformed by `transform`.
    @inlinable
    public func map<T>(_ transform: @escaping (Value) -> T) -> Gen<T> {
        Gen<T> { (source: inout ChoiceSource) throws(GenerationError) in transform(try self.generate(using: &source)) }
    }

    /// Dependent generation: a value, then a generator chosen from it (a row index that depends
    /// on the section sizes drawn before it). Shrinking works through it, because both halves
    /// read from the same draws.
    @inlinable
    public func flatMap<T>(_ next: @escaping (Value) -> Gen<T>) -> Gen<T> {
        Gen<T> { (source: inout ChoiceSource) throws(GenerationError) in
            source.beginSpan(.flatMap)
            defer { source.endSpan() }
            let first = try self.generate(using: &source)
            return try next(first).generate(using: &source)
        }
    }

    /// Only the values that satisfy `predicate`, retrying up to `maxTries` times before giving up
    /// with `GenerationError/filterTooStrict(_:)`.
    @inlinable
    public func filter(
        _ name: String = "filter", maxTries: Int = 100, _ predicate: @escaping (Value) -> Bool
    ) -> Gen<Value> {
        Gen { (source: inout ChoiceSource) throws(GenerationError) in
            for _ in 0..<maxTries {
                source.beginSpan(.filter)
                let value = try self.generate(using: &source)
                source.endSpan()
                if predicate(value) { return value }
            }
            throw .filterTooStrict("'\(name)' rejected \(maxTries) values in a row")
        }
    }
}

extension Gen {
    /// Pairs of values, the first drawn first.
    @inlinable
    public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> where Value == (A, B) {
        Gen { (source: inout ChoiceSource) throws(GenerationError) in
            (try a.generate(using: &source), try b.generate(using: &source))
        }
    }

    /// Triples of values, drawn in order.
    @inlinable
    public static func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)> where Value == (A, B, C) {
        Gen { (source: inout ChoiceSource) throws(GenerationError) in
            (try a.generate(using: &source), try b.generate(using: &source), try c.generate(using: &source))
        }
    }
}
