/// Looks for a case at distance zero from a target: random cases, then small changes to the
/// draws of the closest case found so far, kept when they come no farther.
///
/// This is targeted property-based testing (Löscher and Sagonas 2017; Hypothesis's `target()`):
/// for a case too rare to be drawn at random, such as one whose failure prints given numbers,
/// a distance that shrinks as cases come closer turns a blind search into a climb. `distance`
/// is `nil` for a case that is nowhere near (another kind of failure, or none).
///
/// The run is bounded by `configuration.cases` cases and its `timeBudget`, and fixed by its
/// seed: the same seed and the same count of cases find the same case. Random cases grow as in
/// ``check(_:_:examples:)``. The draws returned replay the case, and can be given to `check` as
/// a known case to be shrunk.
public func searchForTarget<Value>(
    _ generator: Gen<Value>, _ configuration: CheckConfiguration, distance: (Value) -> Int?
) -> (value: Value, draws: [UInt64])? {
    let clock = ContinuousClock()
    let start = clock.now
    let seed = configuration.seed ?? 0
    var random = Xoshiro256StarStar(seed: seed ^ 0x7A11_6E7D)
    var closest: (distance: Int, draws: [UInt64])?
    var triesSinceCloser = 0
    var randomCases = 0
    for step in 0..<configuration.cases {
        if step & 63 == 0 {
            if configuration.isCancelled() { break }
            if let budget = configuration.timeBudget, clock.now - start >= budget { break }
        }
        // One case in four is fresh, and every case is while there is nothing to climb from.
        var source: ChoiceSource
        if let closest, step & 3 != 0 {
            source = ChoiceSource(replaying: TargetMutation.mutate(closest.draws, using: &random))
        } else {
            source = ChoiceSource(
                seed: CheckConfiguration.caseSeed(seed, randomCases), size: configuration.size(ofCase: randomCases))
            randomCases += 1
        }
        guard let value = try? generator.generate(using: &source), let found = distance(value) else {
            triesSinceCloser += 1
            continue
        }
        if found == 0 { return (value, source.draws) }
        if closest == nil || found < closest!.distance {
            closest = (found, source.draws)
            triesSinceCloser = 0
        } else if found == closest!.distance {
            // Sideways moves let the climb cross plateaus.
            closest = (found, source.draws)
            triesSinceCloser += 1
        } else {
            triesSinceCloser += 1
        }
        // A climb that has stalled starts again from the next random case that comes near.
        if triesSinceCloser > 2_000 {
            closest = nil
            triesSinceCloser = 0
        }
    }
    return nil
}

/// The small changes a targeted search makes to a case's draws: one draw nudged, zeroed or
/// redrawn small, a draw removed, a run of draws repeated — one to three of them at a time.
enum TargetMutation {
    static func mutate(_ draws: [UInt64], using random: inout Xoshiro256StarStar) -> [UInt64] {
        var draws = draws
        for _ in 0...(random.next() % 3) {
            guard !draws.isEmpty else { return [random.next() % 8] }
            let at = Int(random.next() % UInt64(draws.count))
            switch random.next() % 6 {
            case 0: draws[at] &+= 1
            case 1: draws[at] = draws[at] == 0 ? 0 : draws[at] - 1
            case 2: draws[at] = 0
            case 3: draws[at] = random.next() % 16
            case 4: draws.remove(at: at)
            default:
                let length = 1 + Int(random.next() % UInt64(min(8, draws.count - at)))
                draws.insert(contentsOf: draws[at..<(at + length)], at: at)
            }
        }
        return draws
    }
}
