// Arrays made through code the compiler specializes for their element type.
//
// The standard library's `init(repeating:count:)` and
// `init(unsafeUninitializedCapacity:initializingWith:)` allocate in a function it does not
// specialize, which asks the runtime for the storage's type — a lookup in its metadata cache —
// on every call. On the few elements of a small batch that lookup costs more than the
// allocation itself. Making an array from a collection (`repeatElement`) allocates in
// specialized code instead, so the engines make their per-batch arrays this way.

extension Array {
    /// `count` copies of `value`, as `init(repeating:count:)` makes them.
    @inlinable @inline(__always)
    init(filled value: Element, count: Int) {
        self.init(repeatElement(value, count: count))
    }

    /// Up to `capacity` elements written in place by `body`, which answers how many it wrote,
    /// as `init(unsafeUninitializedCapacity:initializingWith:)` does. For plain values (which
    /// `body` may initialize over the placeholders): the room is first filled with
    /// `placeholder` and, after `body`, cut to what it wrote.
    @inlinable @inline(__always)
    init(capacity: Int, placeholder: Element, writing body: (UnsafeMutableBufferPointer<Element>) -> Int) {
        self.init(repeatElement(placeholder, count: capacity))
        let written = withUnsafeMutableBufferPointer { body($0) }
        if written < capacity { removeLast(capacity - written) }
    }
}
