extension Gen {
    /// An element of `elements` (the first is the simplest).
    @inlinable
    public static func element<C: Collection>(of elements: C) -> Gen<Value> where C.Element == Value {
        let values = Array(elements)
        precondition(!values.isEmpty, "Gen.element(of:) needs at least one element")
        let bound = UInt64(values.count - 1)
        return Gen { source in values[Int(source.draw(upTo: bound))] }
    }

    /// One of `generators`, chosen evenly (the first is the simplest).
    @inlinable
    public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
        precondition(!generators.isEmpty, "Gen.oneOf needs at least one generator")
        let bound = UInt64(generators.count - 1)
        return Gen { (source: inout ChoiceSource) throws(GenerationError) in
            source.beginSpan(.oneOf)
            defer { source.endSpan() }
            return try generators[Int(source.draw(upTo: bound))].generate(using: &source)
        }
    }

    /// One of `generators`, chosen in proportion to its weight (the first is the simplest).
    @inlinable
    public static func frequency(_ weighted: [(Int, Gen<Value>)]) -> Gen<Value> {
        // Closures, not key paths: a tuple key path is instantiated at run time on every call, and
        // stateful generators build a `frequency` for every command.
        let weights = weighted.map { $0.0 }
        precondition(!weights.isEmpty && weights.allSatisfy { $0 > 0 }, "Gen.frequency needs positive weights")
        let total = weights.reduce(0, +)
        let generators = weighted.map { $0.1 }
        return Gen { (source: inout ChoiceSource) throws(GenerationError) in
            source.beginSpan(.oneOf)
            defer { source.endSpan() }
            return try generators[source.drawWeighted(weights, total: total)].generate(using: &source)
        }
    }

    /// Arrays of `element` values with a length in `length`.
    ///
    /// Past the minimum length, each element is preceded by a "one more?" draw (1 = yes), so an
    /// element is one span the shrinker can delete, and nested lists merge by deleting the draws
    /// between them. The random driver makes lists longer as the size grows.
    @inlinable
    public static func array<T>(of element: Gen<T>, length: ClosedRange<Int> = 0...64) -> Gen<[T]> where Value == [T] {
        Gen { (source: inout ChoiceSource) throws(GenerationError) in
            var result: [T] = []
            let average = 1.0 + Double(source.size) / 10.0
            let more = average / (average + 1.0)
            while result.count < length.upperBound {
                var prefix = 0
                if result.count >= length.lowerBound {
                    guard source.drawBool(probability: more) else { break }
                    prefix = 1
                }
                source.beginSpan(.element, prefix: prefix)
                result.append(try element.generate(using: &source))
                source.endSpan()
            }
            return result
        }
    }

    /// Arrays of exactly `count` values of `element`, each element a span.
    @inlinable
    public static func array<T>(of element: Gen<T>, count: Int) -> Gen<[T]> where Value == [T] {
        Gen { (source: inout ChoiceSource) throws(GenerationError) in
            var result: [T] = []
            result.reserveCapacity(count)
            for _ in 0..<count {
                source.beginSpan(.element)
                result.append(try element.generate(using: &source))
                source.endSpan()
            }
            return result
        }
    }

    /// Recursive values (trees, expressions) at most `maxDepth` branches deep. Every node draws
    /// its alternative first — `leaf` is alternative 0, the simplest — even where only the leaf
    /// is allowed, so a subtree reads the same at any depth and the shrinker can replace a tree
    /// by one of its subtrees.
    @inlinable
    public static func recursive(
        maxDepth: Int, leaf: Gen<Value>, _ branches: @escaping (Gen<Value>) -> [Gen<Value>]
    ) -> Gen<Value> {
        guard maxDepth > 0 else { return .oneOf([leaf]) }
        return .oneOf([leaf] + branches(recursive(maxDepth: maxDepth - 1, leaf: leaf, branches)))
    }
}
