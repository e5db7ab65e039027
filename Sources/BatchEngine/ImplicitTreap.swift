import PropertyTesting

/// Sequences with O(log n) insert, remove and lookup by position: an implicit treap (a
/// randomized balanced tree keyed by position), its nodes in flat arrays.
///
/// The coalescer keeps the sections in one (section index → handle), so that a section edit
/// costs O(log s) instead of shifting an array. Priorities come from a fixed seed: the shape,
/// and so the speed, is the same on every run.
struct ImplicitTreap: ~Copyable {
    /// A tree, by its root node (`-1` is the empty tree).
    typealias Root = Int32

    /// One node: its children, subtree size, heap priority and element.
    struct Node {
        var left: Int32 = -1
        var right: Int32 = -1
        var size: Int32 = 1
        var priority: UInt32
        var value: Int
    }

    private var nodes = OwnedBuffer<Node>(repeating: Node(priority: 0, value: 0), count: 0)
    private var rng = SplitMix64(seed: 0x7EA9)

    /// The number of elements in `root`.
    @inline(__always)
    func count(_ root: Root) -> Int { root < 0 ? 0 : Int(nodes[Int(root)].size) }

    private mutating func node(_ element: Int, priority p: UInt32) -> Int32 {
        nodes.append(Node(priority: p, value: element))
        return Int32(nodes.count - 1)
    }

    @inline(__always)
    private mutating func update(_ n: Int32) {
        let i = Int(n)
        nodes[i].size = 1 + Int32(count(nodes[i].left)) + Int32(count(nodes[i].right))
    }

    /// A balanced tree of `elements` in order, built in O(n).
    mutating func build(_ elements: [Int]) -> Root {
        func build(_ lower: Int, _ upper: Int, _ depth: Int) -> Int32 {
            guard lower < upper else { return -1 }
            let middle = (lower + upper) / 2
            // Shallower nodes get higher priorities, so the balanced shape is a valid heap.
            let p = (UInt32(max(0, 200 - depth)) << 24) | UInt32(truncatingIfNeeded: rng.next() & 0xFF_FFFF)
            let n = node(elements[middle], priority: p)
            let l = build(lower, middle, depth + 1), r = build(middle + 1, upper, depth + 1)
            nodes[Int(n)].left = l
            nodes[Int(n)].right = r
            update(n)
            return n
        }
        return build(0, elements.count, 0)
    }

    /// Splits `root` into its first `k` elements and the rest.
    private mutating func split(_ root: Int32, _ k: Int) -> (Int32, Int32) {
        guard root >= 0 else { return (-1, -1) }
        let i = Int(root)
        let leftCount = count(nodes[i].left)
        if k <= leftCount {
            let (a, b) = split(nodes[i].left, k)
            nodes[i].left = b
            update(root)
            return (a, root)
        } else {
            let (a, b) = split(nodes[i].right, k - leftCount - 1)
            nodes[i].right = a
            update(root)
            return (root, b)
        }
    }

    /// Joins two trees, every element of `a` before every element of `b`.
    private mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
        if a < 0 { return b }
        if b < 0 { return a }
        if nodes[Int(a)].priority > nodes[Int(b)].priority {
            nodes[Int(a)].right = merge(nodes[Int(a)].right, b)
            update(a)
            return a
        } else {
            nodes[Int(b)].left = merge(a, nodes[Int(b)].left)
            update(b)
            return b
        }
    }

    /// Inserts `element` at `index` (0...count).
    mutating func insert(_ element: Int, at index: Int, into root: inout Root) {
        let n = node(element, priority: UInt32(truncatingIfNeeded: rng.next()))
        if root < 0 {
            // An empty tree: no split, no merge.
            root = n
            return
        }
        let (a, b) = split(root, index)
        root = merge(merge(a, n), b)
    }

    /// Removes and returns the element at `index` (0..<count).
    mutating func remove(at index: Int, from root: inout Root) -> Int {
        if count(root) == 1 {
            defer { root = -1 }
            return nodes[Int(root)].value
        }
        let (a, rest) = split(root, index)
        let (middle, b) = split(rest, 1)
        root = merge(a, b)
        return nodes[Int(middle)].value
    }

    /// The element at `index` (0..<count).
    func element(at index: Int, in root: Root) -> Int {
        var n = Int(root), k = index
        while true {
            let leftCount = count(nodes[n].left)
            if k < leftCount {
                n = Int(nodes[n].left)
            } else if k == leftCount {
                return nodes[n].value
            } else {
                k -= leftCount + 1
                n = Int(nodes[n].right)
            }
        }
    }

    /// Calls `body` with every element of `root`, in order.
    func forEach(in root: Root, _ body: (Int) -> Void) {
        // Recursion, not a stack array: a treap's depth stays logarithmic.
        guard root >= 0 else { return }
        let node = nodes[Int(root)]
        forEach(in: node.left, body)
        body(node.value)
        forEach(in: node.right, body)
    }
}
