/// How an exhaustive walk judges each situation once: a case is a path of steps (edits), and two
/// prefixes that reach the same situation — the same list, reloads and whatever else the
/// property judges, up to renaming what the steps made — have the same futures. The walk goes
/// through the first prefix's subtree and steps over every later prefix that reaches a
/// situation met before with at least as many steps left.
///
/// What counts as the same situation is the scenario's to say, from its reference model: the
/// reduction is exact for a property whose verdict depends on the situation a case reaches, and
/// a proven approximation for one that reads the steps themselves (a coalescer is handed the
/// edits); its tests compare the reduced walk's failures with the full walk's.
package struct ExhaustiveReduction<Value> {
    /// The situations `value`'s prefixes reach, shortest prefix first (the case's start among
    /// them), leaving out those whose draws end within the first `after` (looked at before);
    /// the walk steps over a prefix whose situation it met before.
    package var situations: (_ value: Value, _ after: Int) -> [Situation]

    package init(situations: @escaping (_ value: Value, _ after: Int) -> [Situation]) {
        self.situations = situations
    }

    /// One prefix of a case: where its draws end, the situation it reaches, and how many steps
    /// may still follow it.
    package struct Situation {
        /// The number of draws the prefix takes.
        package var end: Int
        /// Equal for two prefixes exactly when they reach the same situation (two independent
        /// hashes of it: a collision of both is as likely as that of a 128-bit hash).
        package var key: SituationKey
        /// How many steps the scope lets follow the prefix.
        package var stepsLeft: Int

        package init(end: Int, key: SituationKey, stepsLeft: Int) {
            self.end = end
            self.key = key
            self.stepsLeft = stepsLeft
        }
    }

}

/// A situation's key: two independent 64-bit hashes of the numbers that describe it.
package struct SituationKey: Hashable {
    var first: UInt64, second: UInt64

    package init(first: UInt64, second: UInt64) {
        self.first = first
        self.second = second
    }

    /// The first hash alone, mixed already, spreads keys over a table's buckets.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(first)
    }
}

/// The situations a walk has met: those after which steps may follow, each with the most steps
/// left it was met with, for the whole walk; whole cases (no step left) only since the walk
/// entered the current case's start (an initial list), which every situation names — so that
/// the table holds the branches of the whole walk and the leaves of one start's subtree.
package struct SituationTable {
    private var prefixes: [SituationKey: UInt8] = [:]
    private var cases: Set<SituationKey> = []
    /// Whether each key names how many steps reached its situation, as an edit case's names its
    /// edit count: a situation is then met with one number of steps left only, and a whole
    /// case is looked for among the whole cases alone, not in the larger table of prefixes.
    private let keysNameSteps: Bool

    package init(keysNameSteps: Bool = false) {
        self.keysNameSteps = keysNameSteps
    }

    /// Whether `key` was met with at least `left` steps left; if not, notes it with `left`.
    package mutating func isCovered(_ key: SituationKey, stepsLeft left: Int) -> Bool {
        if left == 0 {
            if !keysNameSteps, prefixes[key] != nil { return true }
            return !cases.insert(key).inserted
        }
        // (Found and, when new, noted through one lookup: a key not met reads as 0 steps.)
        func note(_ known: inout UInt8) -> Bool {
            if Int(known) >= left { return true }
            known = UInt8(left)
            return false
        }
        return note(&prefixes[key, default: 0])
    }

    /// Notes that the walk enters a prefix with `stepsLeft` of `maxSteps` steps left: at a
    /// case's start, the whole cases met under the start before can no longer be met.
    package mutating func enter(stepsLeft: Int, maxSteps: Int) {
        if stepsLeft == maxSteps { cases.removeAll(keepingCapacity: true) }
    }
}

/// The situations an exhaustive walk has met, each with the most steps left it was met with.
struct SituationsMet<Value> {
    let reduction: ExhaustiveReduction<Value>
    private var met = SituationTable()

    init(_ reduction: ExhaustiveReduction<Value>) {
        self.reduction = reduction
    }

    /// Where the draws of `value`'s path end the prefix whose situation was met before with at
    /// least as many steps left — the path, and the rest of the prefix's subtree, are covered —
    /// or `nil`, noting the situations met for the first time. `common` is how many draws the
    /// path shares with the path walked before it: the prefixes within them were looked at then.
    mutating func coveredPrefix(of value: Value, sharing common: Int) -> Int? {
        let situations = reduction.situations(value, -1)
        guard let maxSteps = situations.first?.stepsLeft else { return nil }
        for situation in situations where situation.end > common {
            met.enter(stepsLeft: situation.stepsLeft, maxSteps: maxSteps)
            if met.isCovered(situation.key, stepsLeft: situation.stepsLeft) { return situation.end }
        }
        return nil
    }
}
