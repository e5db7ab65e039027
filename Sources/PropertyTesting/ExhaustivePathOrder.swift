/// The order an exhaustive walk goes through a generator's tree of choices: every path, the
/// draws growing from the last one that can (0, the simplest, first) — or, for one shard of a
/// walk whose sequences are distinct, that shard's share of the tree's subtrees.
///
/// A shard's share: the subtrees under the paths' first ``splitDepth`` draws are dealt round
/// robin to the shards, in the walk's order; a shard walks its own and steps over the others
/// with one path each. The depth is the least at which there are at least 256 subtrees per
/// shard, so that their sizes even out; the shards together walk every path once, and each
/// walks, counts and judges about its share — where dealing the cases themselves would have each
/// shard generate the whole tree.
struct ExhaustivePathOrder<Value> {
    let shard: ExhaustiveConfiguration.Shard
    /// The depth whose prefixes are the subtrees dealt to shards; `nil` for the whole tree.
    let splitDepth: Int?
    /// The subtree the last path was in, and its place in the walk's order.
    private var subtree: (prefix: ArraySlice<UInt64>, ordinal: Int)?

    /// The whole tree.
    init() {
        shard = .all
        splitDepth = nil
    }

    /// Shard `shard`'s share of `generator`'s tree.
    init(_ generator: Gen<Value>, shard: ExhaustiveConfiguration.Shard) {
        self.shard = shard
        splitDepth = shard.count == 1 ? nil : Self.splitDepth(of: generator, subtrees: 256 * shard.count)
    }

    /// Whether the path of `draws` is this shard's.
    mutating func owns(_ draws: [UInt64]) -> Bool {
        guard let depth = splitDepth else { return true }
        let prefix = draws.prefix(depth)
        if subtree?.prefix != prefix { subtree = (prefix, (subtree?.ordinal ?? -1) + 1) }
        return subtree!.ordinal % shard.count == shard.index
    }

    /// The prefix of the next path after the one of `draws` and `bounds`: the last draw that can
    /// grow — among the first `limit` — grown; above the split depth when the path's subtree is
    /// not this shard's, so that the rest of it is stepped over. `nil` when the walk is done.
    func next(after draws: [UInt64], bounds: [UInt64], limit: Int, owned: Bool) -> [UInt64]? {
        let depth = owned ? limit : min(limit, splitDepth ?? limit)
        guard let index = (0..<depth).last(where: { draws[$0] < bounds[$0] }) else { return nil }
        return Array(draws[..<index]) + [draws[index] + 1]
    }

    /// The least depth at which `generator`'s tree has at least `subtrees` subtrees (or the
    /// depth past which it has no more).
    static func splitDepth(of generator: Gen<Value>, subtrees wanted: Int) -> Int {
        var depth = 1, previous = -1
        while true {
            let count = subtrees(of: generator, atDepth: depth, upTo: wanted)
            if count >= wanted || count == previous || depth >= 64 { return depth }
            previous = count
            depth += 1
        }
    }

    /// How many subtrees `generator`'s tree has under its paths' first `depth` draws, counting
    /// up to `limit`: one path generated per subtree.
    static func subtrees(of generator: Gen<Value>, atDepth depth: Int, upTo limit: Int) -> Int {
        var prefix: [UInt64] = []
        var count = 0
        while count < limit {
            var source = ChoiceSource(enumerating: prefix)
            _ = try? generator.generate(using: &source)
            count += 1
            let draws = source.draws, bounds = source.bounds
            guard let index = (0..<min(depth, draws.count)).last(where: { draws[$0] < bounds[$0] }) else { break }
            prefix = Array(draws[..<index]) + [draws[index] + 1]
        }
        return count
    }
}
