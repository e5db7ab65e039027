/// A growable run of plain values in memory that the buffer alone owns: the storage under the
/// coalescer's per-edit structures (``RunTree``, ``RunForest``).
///
/// An `Array` checks, on every write, that its storage is not shared (copy-on-write) and, on every
/// access, that the index is in bounds; an edit makes dozens of such accesses, and the checks
/// were about a fifth of its instructions. This buffer cannot be copied, so there is nothing to
/// check for sharing, and it checks indices with `assert`: in debug builds — every test — and not
/// in release ones. The memory is freed with the buffer.
@usableFromInline
struct OwnedBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    /// The number of elements.
    private(set) var count: Int
    private var capacity: Int

    /// `count` copies of `value`, with room for `capacity` elements in all.
    init(repeating value: Element, count: Int, capacity: Int = 0) {
        self.capacity = Swift.max(count, capacity, 1)
        base = .allocate(capacity: self.capacity)
        base.initialize(repeating: value, count: count)
        self.count = count
    }

    /// The elements of `array`, with room for `capacity` elements in all.
    init(_ array: [Element], capacity: Int = 0) {
        let base = UnsafeMutablePointer<Element>.allocate(capacity: Swift.max(array.count, capacity, 1))
        array.withUnsafeBufferPointer { base.initialize(from: $0.baseAddress!, count: $0.count) }
        self.base = base
        self.capacity = Swift.max(array.count, capacity, 1)
        count = array.count
    }

    @usableFromInline
    deinit { base.deallocate() }

    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
            return base[index]
        }
        set {
            assert(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
            base[index] = newValue
        }
    }

    /// The element at `index`, read as `T` (`T` no larger than `Element`) from byte `offset`
    /// inside it: one lane of a vector, straight from memory.
    @inline(__always)
    func load<T>(_ index: Int, byteOffset offset: Int, as type: T.Type) -> T {
        assert(
            index >= 0 && index < count && offset >= 0 && offset + MemoryLayout<T>.size <= MemoryLayout<Element>.size)
        return UnsafeRawPointer(base + index).load(fromByteOffset: offset, as: T.self)
    }

    /// The `T` stored from element `index` on, across as many elements as it takes: a vector
    /// of lanes, straight from memory.
    @inline(__always)
    func load<T>(across index: Int, as type: T.Type) -> T {
        assert(
            index >= 0
                && index * MemoryLayout<Element>.stride + MemoryLayout<T>.size <= count * MemoryLayout<Element>.stride)
        return UnsafeRawPointer(base + index).loadUnaligned(as: T.self)
    }

    /// Writes `value` from element `index` on, across as many elements as it takes.
    @inline(__always)
    mutating func store<T>(_ value: T, across index: Int) {
        assert(
            index >= 0
                && index * MemoryLayout<Element>.stride + MemoryLayout<T>.size <= count * MemoryLayout<Element>.stride)
        UnsafeMutableRawPointer(base + index).storeBytes(of: value, as: T.self)
    }

    /// Adds `element` at the end, doubling the room when it is full.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: 2 * capacity) }
        base[count] = element
        count += 1
    }

    /// Writes `element` after the last one, and keeps it only when `keep` is 1 (when 0, the
    /// next write overwrites it): an append without a branch on whether to append.
    @inline(__always)
    mutating func append(_ element: Element, keeping keep: Int) {
        assert(keep == 0 || keep == 1)
        if count == capacity { grow(to: 2 * capacity) }
        base[count] = element
        count &+= keep
    }

    /// Removes every element, keeping the room.
    @inline(__always)
    mutating func removeAll() { count = 0 }

    /// Adds `count` copies of `element` at the end.
    @inline(__always)
    mutating func append(repeating element: Element, count more: Int) {
        if count + more > capacity { grow(to: Swift.max(2 * capacity, count + more)) }
        (base + count).initialize(repeating: element, count: more)
        count += more
    }

    private mutating func grow(to newCapacity: Int) {
        let new = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        new.moveInitialize(from: base, count: count)
        base.deallocate()
        base = new
        capacity = newCapacity
    }
}
