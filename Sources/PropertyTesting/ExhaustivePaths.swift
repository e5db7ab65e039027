/// The paths an exhaustive walk takes through a generator's tree of choices, in order: each
/// path's case and draws, for one shard, leaving out the paths a reduction covers.
///
/// ``GeneratedPaths`` takes them by running the generator once a path; a scenario may give its
/// own, which takes the same paths in the same order faster (holding the state at each branch
/// instead of generating each path from its start), checked against ``GeneratedPaths`` in its
/// tests.
package protocol ExhaustivePaths<Value> {
    associatedtype Value
    /// The next path — its case (`nil` when the generator made none) and its draws — or `nil`
    /// when the walk is done. Subtrees whose every path has at least `maxDraws` draws may be
    /// stepped over (a failure of fewer draws is known).
    mutating func next(shorterThan maxDraws: Int) -> (value: Value?, draws: [UInt64])?

    /// Takes the next path as ``next(shorterThan:)`` does, without answering it (`false` when
    /// the walk is done): for counting, where making each case would be wasted. A walk uses one
    /// or the other throughout.
    mutating func skip() -> Bool

    /// The same paths from the start, once these were all taken: taken faster where this walk
    /// noted what it decided (which prefixes were covered), or `nil` to make them anew.
    func again() -> (any ExhaustivePaths<Value>)?
}

extension ExhaustivePaths {
    package func again() -> (any ExhaustivePaths<Value>)? { nil }

    package mutating func skip() -> Bool { next(shorterThan: .max) != nil }
}

/// How a property's own paths are made: for one shard, reduced or not.
package typealias ExhaustivePathsMaker<Value> =
    (_ shard: ExhaustiveConfiguration.Shard, _ reduces: Bool) -> any ExhaustivePaths<Value>

/// The paths of a generator's tree, each generated from its start (the last draw that can grow,
/// grown, and zeros after it), in the order of ``ExhaustivePathOrder`` for one shard, leaving
/// out those under a prefix whose situation ``SituationsMet`` met before.
package struct GeneratedPaths<Value>: ExhaustivePaths {
    let generator: Gen<Value>
    var order: ExhaustivePathOrder<Value>
    var situations: SituationsMet<Value>?
    /// The draws the next path starts with; `nil` once the walk is done.
    private var prefix: [UInt64]? = []
    /// The last path taken: its draws and bounds, whether it was this shard's, and where the
    /// prefix that covered it ends.
    private var last: (draws: [UInt64], bounds: [UInt64], owned: Bool, covered: Int?)?

    init(_ generator: Gen<Value>, order: ExhaustivePathOrder<Value>, reduction: ExhaustiveReduction<Value>?) {
        self.generator = generator
        self.order = order
        situations = reduction.map { SituationsMet($0) }
    }

    /// Every path of `generator`'s tree, reduced by `reduction` when given.
    package init(_ generator: Gen<Value>, reduction: ExhaustiveReduction<Value>?) {
        self.init(generator, order: ExhaustivePathOrder(), reduction: reduction)
    }

    package mutating func next(shorterThan maxDraws: Int) -> (value: Value?, draws: [UInt64])? {
        while true {
            if let last {
                // Within a covered prefix nothing more is taken, nor at or past `maxDraws`.
                let limit = min(last.covered ?? last.draws.count, maxDraws - 1)
                prefix = order.next(after: last.draws, bounds: last.bounds, limit: limit, owned: last.owned)
            }
            guard let prefix else { return nil }
            var source = ChoiceSource(enumerating: prefix)
            let value = try? generator.generate(using: &source)
            let owned = order.owns(source.draws)
            var covered: Int?
            if owned, let value {
                covered = situations?.coveredPrefix(of: value, sharing: prefix.count - 1)
            }
            last = (source.draws, source.bounds, owned, covered)
            if owned, covered == nil { return (value, source.draws) }
        }
    }
}
