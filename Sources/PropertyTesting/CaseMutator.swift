/// Structure-aware mutation: a case near a given one, made by changing its draws along the
/// spans its generator recorded — a list element or command removed, repeated, copied over
/// another or drawn afresh, the case's tail drawn again, one draw changed — or, now and then, a
/// fresh random case.
///
/// A coverage-guided fuzzer keeps the inputs that reached new code and mutates them. Mutating
/// the bytes of an input shifts every later draw onto other bounds, so most byte mutations of
/// a case that met two conditions of a bug lose both; mutating its spans keeps the edits that
/// met them and adds or changes one, which is how the third condition is met. The fresh cases
/// keep the search at least as broad as random mode's.
public struct CaseMutator<Value> {
    private let generator: Gen<Value>

    /// A mutator of the cases `generator` makes.
    public init(_ generator: Gen<Value>) {
        self.generator = generator
    }

    /// The draws of a case near the one `draws` make: one to three mutations, chosen by `seed`;
    /// random draws are made at `size` (0 through 100). Draws the generator does not accept
    /// come back as a fresh case.
    public func mutate(_ draws: [UInt64], seed: UInt64, size: Int) -> [UInt64] {
        var random = Xoshiro256StarStar(seed: seed)
        guard let value = replay(draws) else { return fresh(&random, size: size) }
        return mutate(value, &random, size: size)
    }

    /// The same, for draws whose spans are at hand: those a source recorded as it made the case
    /// (``ChoiceSource/spans``), which saves generating it again.
    public func mutate(_ draws: [UInt64], spans: [Span], seed: UInt64, size: Int) -> [UInt64] {
        var random = Xoshiro256StarStar(seed: seed)
        return mutate(Case(draws: draws, spans: spans), &random, size: size)
    }

    private func mutate(_ value: Case, _ random: inout Xoshiro256StarStar, size: Int) -> [UInt64] {
        var current = value
        let count = 1 + random.next() % 3
        for step in 1...count {
            let mutated: [UInt64]
            switch random.next() % 16 {
            case 0: return fresh(&random, size: size)
            case 1, 2: mutated = redrawTail(current, &random, size: size)
            case 3, 4, 5: mutated = redrawSpan(current, &random, size: size)
            case 6, 7: mutated = deleteSpan(current, &random)
            case 8, 9: mutated = repeatSpan(current, &random)
            case 10, 11: mutated = copySpan(current, &random)
            default: mutated = TargetMutation.mutate(current.draws, using: &random)
            }
            // The next mutation needs the spans of this one's case.
            if step == count { return mutated }
            guard let next = replay(mutated) else { return current.draws }
            current = next
        }
        return current.draws
    }

    private struct Case {
        var draws: [UInt64]
        var spans: [Span]

        /// The spans a mutation works on: list elements and commands.
        var elements: [Span] { spans.filter { $0.kind == .element || $0.kind == .command } }
    }

    private func replay(_ draws: [UInt64]) -> Case? {
        var source = ChoiceSource(replaying: draws, recordingSpans: true)
        guard (try? generator.generate(using: &source)) != nil else { return nil }
        return Case(draws: source.draws, spans: source.spans)
    }

    private func fresh(_ random: inout Xoshiro256StarStar, size: Int) -> [UInt64] {
        var source = ChoiceSource(seed: random.next(), size: Int(random.next() % UInt64(size + 1)))
        _ = try? generator.generate(using: &source)
        return source.draws
    }

    /// The case up to one of its draws, then random.
    private func redrawTail(_ value: Case, _ random: inout Xoshiro256StarStar, size: Int) -> [UInt64] {
        let cut = value.draws.isEmpty ? 0 : Int(random.next() % UInt64(value.draws.count))
        var source = ChoiceSource(replaying: Array(value.draws[..<cut]), thenSeed: random.next(), size: size)
        _ = try? generator.generate(using: &source)
        return source.draws
    }

    /// One span drawn afresh, the draws around it kept.
    private func redrawSpan(_ value: Case, _ random: inout Xoshiro256StarStar, size: Int) -> [UInt64] {
        guard let span = pick(value.spans, &random) else { return value.draws }
        var source = ChoiceSource(
            replaying: Array(value.draws[..<span.start]), thenSeed: random.next(), size: size, recordingSpans: true)
        _ = try? generator.generate(using: &source)
        guard let redrawn = source.spans.first(where: { $0.start == span.start && $0.kind == span.kind }) else {
            return value.draws
        }
        return Array(value.draws[..<span.start]) + source.draws[redrawn.start..<redrawn.end] + value.draws[span.end...]
    }

    private func deleteSpan(_ value: Case, _ random: inout Xoshiro256StarStar) -> [UInt64] {
        guard let span = pick(value.elements, &random) else { return value.draws }
        var draws = value.draws
        draws.removeSubrange(span.fullRange)
        return draws
    }

    private func repeatSpan(_ value: Case, _ random: inout Xoshiro256StarStar) -> [UInt64] {
        guard let span = pick(value.elements, &random) else { return value.draws }
        var draws = value.draws
        draws.insert(contentsOf: value.draws[span.fullRange], at: span.end)
        return draws
    }

    /// One element's draws written over another's, so a change made in one place meets the
    /// state made in another.
    private func copySpan(_ value: Case, _ random: inout Xoshiro256StarStar) -> [UInt64] {
        let elements = value.elements
        guard let source = pick(elements, &random), let target = pick(elements, &random) else { return value.draws }
        var draws = value.draws
        draws.replaceSubrange(target.start..<target.end, with: value.draws[source.start..<source.end])
        return draws
    }

    private func pick(_ spans: [Span], _ random: inout Xoshiro256StarStar) -> Span? {
        spans.isEmpty ? nil : spans[Int(random.next() % UInt64(spans.count))]
    }
}
