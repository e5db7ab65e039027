import BatchModel
import PropertyTesting

/// The paths of an exhaustive walk of one shape's edit cases, taken depth first with the
/// generator's state held at each branch: the same cases with the same draws, in the same order,
/// as generating each path from its start (``EditCase/generator(shape:maxEdits:)``), reduced as
/// ``EditCase/reduction(shape:maxEdits:countsReloads:namesEditKinds:)`` reduces them — without generating each case again from
/// its first draw, nor replaying its edits for each prefix.
///
/// The first walk decides, edit by edit, which prefixes are covered, and notes each decision in
/// a bit; ``again()`` walks the same paths from those bits, with no table of situations. (A
/// reduced walk looks at every edit, a failure known or not, so that the bits line up; the
/// exhaustive walk judges only the cases that can beat its failure.)
///
/// A shard takes every `count`-th unit of the walk, in order: an initial list with no edit, or an
/// initial list and its first edit with everything after it. A shard steps over only what its
/// own units reached before; the situations of initial lists, which every shard goes through, it
/// notes too.
struct EditCasePaths: ExhaustivePaths {
    typealias Value = EditCase

    private let maxEdits: Int
    private let countsReloads: Bool
    private let namesEditKinds: Bool
    private let offers: EditState.Offers
    private let shard: ExhaustiveConfiguration.Shard
    /// The initial lists with their draws, in the walk's order.
    private let initials: [(list: SectionedList<Int, Int>, draws: [UInt64])]
    private var nextInitial = 0
    /// The branches from the current initial list to the current case.
    private var stack: [Branch] = []
    private var decisions: Decisions
    /// The place of the current unit in the walk.
    private var unit = -1
    /// The current case's edits and draws, when the walk makes cases.
    private var caseEdits: [Edit<Int, Int>] = [], caseDraws: [UInt64] = []
    /// The edits the generator can draw from a state, by its counts and next identifiers.
    private var editsFrom: [StateKey: [(edit: Edit<Int, Int>, draws: [UInt64])]] = [:]

    /// How the walk decides whether a prefix is covered.
    private enum Decisions {
        /// No prefix is.
        case none
        /// By the situations met so far: the most edits left with which each was reached; each
        /// decision is noted in `taken`, one bit an edit looked at.
        case deciding(met: SituationTable, taken: [UInt64], count: Int)
        /// As a walk before decided: `taken`'s bits, from `next`.
        case replaying(taken: [UInt64], next: Int)
    }

    private struct StateKey: Hashable {
        var counts: [Int]
        var nextSection: Int, nextItem: Int
    }

    /// A case on the path, with what branches off it.
    private struct Branch {
        var state: EditState
        /// What the reference model holds, while deciding (an empty situation otherwise: an
        /// optional one would be copied and destroyed through its type's generic witnesses).
        var situation: EditCase.Situation
        /// The case's edits and draws (left empty by ``skip()``, which makes no case), and how
        /// many of each there are.
        var edits: [Edit<Int, Int>]
        var draws: [UInt64]
        var depth: Int
        var drawCount: Int
        /// Whether the case itself (no more edits after these) was taken.
        var tookCase = false
        /// The edits that may follow, in the order of their draws; looked up when first needed.
        var next: [(edit: Edit<Int, Int>, draws: [UInt64])]?
        var taken = 0
    }

    init(
        shape: EditShape, maxEdits: Int, countsReloads: Bool, namesEditKinds: Bool,
        shard: ExhaustiveConfiguration.Shard, reduces: Bool
    ) {
        self.maxEdits = maxEdits
        self.countsReloads = countsReloads
        self.namesEditKinds = namesEditKinds
        self.shard = shard
        offers = EditState.Offers(shape)
        // A situation's key names its edit count (``EditCase/Situation/key``).
        decisions = reduces ? .deciding(met: SituationTable(keysNameSteps: true), taken: [], count: 0) : .none
        var initials: [(list: SectionedList<Int, Int>, draws: [UInt64])] = []
        let generator = EditCase.initialGenerator(shape: shape)
        var prefix: [UInt64] = []
        while true {
            var source = ChoiceSource(enumerating: prefix)
            guard let list = try? generator.generate(using: &source) else { break }
            initials.append((list, source.draws))
            guard let index = source.draws.indices.last(where: { source.draws[$0] < source.bounds[$0] }) else { break }
            prefix = Array(source.draws[..<index]) + [source.draws[index] + 1]
        }
        self.initials = initials
    }

    func again() -> (any ExhaustivePaths<EditCase>)? {
        guard case .deciding(_, let taken, _) = decisions else { return nil }
        var paths = self
        paths.nextInitial = 0
        paths.stack = []
        paths.unit = -1
        paths.decisions = .replaying(taken: taken, next: 0)
        return paths
    }

    mutating func next(shorterThan maxDraws: Int) -> (value: EditCase?, draws: [UInt64])? {
        guard advance(shorterThan: maxDraws, makingCases: true) else { return nil }
        return (EditCase(initial: initials[nextInitial - 1].list, edits: caseEdits), caseDraws)
    }

    /// Takes the next path without making its case or draws: what counting the walk needs.
    /// (A walk either skips every path or makes every one: the branches it keeps hold what it
    /// made.)
    mutating func skip() -> Bool {
        advance(shorterThan: .max, makingCases: false)
    }

    /// Moves to the next path (`false` when the walk is done), making its edits and draws in
    /// `caseEdits` and `caseDraws` when `makingCases`, as the branches do theirs. A case of as
    /// many edits as the scope allows branches no further, so it is taken without a branch.
    private mutating func advance(shorterThan maxDraws: Int, makingCases: Bool) -> Bool {
        while true {
            guard let top = stack.indices.last else {
                guard nextInitial < initials.count else { return false }
                let (list, draws) = initials[nextInitial]
                nextInitial += 1
                var situation = EditCase.Situation()
                if case .deciding = decisions {
                    situation = EditCase.Situation(
                        initial: list, countsReloads: countsReloads, namesEditKinds: namesEditKinds)
                    enter(editsLeft: maxEdits)
                    _ = isCovered(situation, editsLeft: maxEdits)
                }
                stack.append(
                    Branch(
                        state: EditState(list, offers: offers), situation: situation, edits: [],
                        draws: makingCases ? draws : [], depth: 0, drawCount: draws.count))
                continue
            }
            let depth = stack[top].depth
            if !stack[top].tookCase {
                stack[top].tookCase = true
                if depth == 0, !ownsNextUnit() { continue }
                if makingCases {
                    makeCase(edits: stack[top].edits, draws: stack[top].draws)
                    if depth < maxEdits { caseDraws.append(0) }  // "no more edits"
                }
                return true
            }
            if depth == maxEdits {
                stack.removeLast()
                continue
            }
            if stack[top].next == nil { stack[top].next = edits(from: stack[top].state) }
            guard stack[top].taken < stack[top].next!.count else {
                stack.removeLast()
                continue
            }
            let (edit, editDraws) = stack[top].next![stack[top].taken]
            stack[top].taken += 1
            if depth == 0, !ownsNextUnit() { continue }
            // Every case past this edit has at least its draws: none can beat a failure of as
            // many. (Deciding or replaying, every edit is looked at, so that the bits line up.)
            let drawCount = stack[top].drawCount + 1 + editDraws.count
            if case .none = decisions, drawCount + (depth + 1 < maxEdits ? 1 : 0) >= maxDraws { continue }
            // (Copied only while deciding: the walk after it reads only its bits.)
            var situation = EditCase.Situation()
            if case .deciding = decisions { situation = stack[top].situation }
            guard decide(edit, on: &situation, editsLeft: maxEdits - depth - 1) else { continue }
            if case .deciding = decisions { enter(editsLeft: maxEdits - depth - 1) }
            if depth + 1 == maxEdits {
                if makingCases {
                    makeCase(edits: stack[top].edits, draws: stack[top].draws)
                    caseEdits.append(edit)
                    caseDraws.append(1)
                    caseDraws += editDraws
                }
                return true
            }
            var state = stack[top].state
            var source = ChoiceSource(replaying: editDraws)
            _ = state.drawEdit(using: &source)
            var edits: [Edit<Int, Int>] = [], draws: [UInt64] = []
            if makingCases {
                edits = stack[top].edits
                edits.reserveCapacity(maxEdits)
                edits.append(edit)
                draws = stack[top].draws
                draws.reserveCapacity(drawCount + 1)
                draws.append(1)
                draws += editDraws
            }
            stack.append(
                Branch(
                    state: state, situation: situation, edits: edits, draws: draws, depth: depth + 1,
                    drawCount: drawCount))
        }
    }

    /// Makes the case's edits and draws these, in the arrays of the case before when it is
    /// gone (as it is once judged): most cases allocate nothing.
    private mutating func makeCase(edits: [Edit<Int, Int>], draws: [UInt64]) {
        caseEdits.removeAll(keepingCapacity: true)
        caseEdits += edits
        caseDraws.removeAll(keepingCapacity: true)
        caseDraws += draws
    }

    /// Whether the walk takes `edit` after the current prefix, moving `situation` on.
    private mutating func decide(
        _ edit: Edit<Int, Int>, on situation: inout EditCase.Situation, editsLeft: Int
    )
        -> Bool
    {
        switch decisions {
        case .none:
            return true
        case .replaying(let taken, let next):
            decisions = .replaying(taken: taken, next: next + 1)
            return taken[next >> 6] & (1 << UInt64(next & 63)) != 0
        case .deciding:
            let take = situation.apply(edit) && !isCovered(situation, editsLeft: editsLeft)
            guard case .deciding(let met, var taken, let count) = decisions else { return take }
            decisions = .none  // Lets `taken` be appended to in place.
            if count & 63 == 0 { taken.append(0) }
            if take { taken[count >> 6] |= 1 << UInt64(count & 63) }
            decisions = .deciding(met: met, taken: taken, count: count + 1)
            return take
        }
    }

    /// Notes that the walk enters a prefix with `editsLeft` edits left.
    private mutating func enter(editsLeft: Int) {
        guard case .deciding(var met, let taken, let count) = decisions else { return }
        decisions = .none  // Lets `met` be changed in place.
        met.enter(stepsLeft: editsLeft, maxSteps: maxEdits)
        decisions = .deciding(met: met, taken: taken, count: count)
    }

    /// Whether `situation` was met before with at least `editsLeft` edits left, noting it if not.
    private mutating func isCovered(_ situation: EditCase.Situation, editsLeft: Int) -> Bool {
        guard case .deciding(var met, let taken, let count) = decisions else { return false }
        decisions = .none  // Lets `met` be changed in place.
        defer { decisions = .deciding(met: met, taken: taken, count: count) }
        return met.isCovered(situation.key, stepsLeft: editsLeft)
    }

    /// Moves to the next unit, answering whether it is this shard's.
    private mutating func ownsNextUnit() -> Bool {
        unit += 1
        return unit % shard.count == shard.index
    }

    /// The edits the generator can draw in `state`, in the order of their draws, each with its draws.
    private mutating func edits(from state: EditState) -> [(edit: Edit<Int, Int>, draws: [UInt64])] {
        let key = StateKey(counts: state.counts, nextSection: state.nextSection, nextItem: state.nextItem)
        if let known = editsFrom[key] { return known }
        var edits: [(edit: Edit<Int, Int>, draws: [UInt64])] = []
        var prefix: [UInt64] = []
        while true {
            var source = ChoiceSource(enumerating: prefix)
            var after = state
            let edit = after.drawEdit(using: &source)
            edits.append((edit, source.draws))
            guard let index = source.draws.indices.last(where: { source.draws[$0] < source.bounds[$0] }) else {
                break
            }
            prefix = Array(source.draws[..<index]) + [source.draws[index] + 1]
        }
        editsFrom[key] = edits
        return edits
    }
}
