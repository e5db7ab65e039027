import PropertyTesting

/// The Shrinking Challenge (github.com/jlink/shrinking-challenge), each with its ideal result:
/// shared by the tests (which assert the ideal rate) and `batchfuzz-bench` (which prints the table).
///
/// Integers order 0, −1, 1, −2, 2, … (the shrinker's order), so where the challenge's ideal
/// has a sign the mirror image is equally small: `[0, 1]` and `[0, -1]` are both ideal for
/// reverse, and the distinct-value challenges accept any order and signs of the same magnitudes.
public struct Challenge: Sendable {
    /// One run of a challenge.
    public struct Outcome: Sendable {
        /// The shrunk case as it reads.
        public var result: String
        /// Whether it is the challenge's ideal.
        public var ideal: Bool
        /// Shrink evaluations spent.
        public var evaluations: Int
        /// Cases run until the failure was found.
        public var cases: Int
    }

    public let name: String
    /// Runs the challenge with a seed; returns the shrunk case's description, whether it is the
    /// ideal, and the shrink evaluations, or `nil` when no failure was found.
    public let run: @Sendable (_ seed: UInt64, _ maxCases: Int) -> Outcome?
}

func runChallenge<Value>(
    _ property: Property<Value>, seed: UInt64, cases: Int, ideal: @escaping (Value) -> Bool
) -> Challenge.Outcome? {
    let configuration = CheckConfiguration(seed: seed, cases: cases, maxShrinkEvaluations: 20_000, log: { _ in })
    guard case .failed(let counterexample) = check(property, configuration) else { return nil }
    guard case .random(let index) = counterexample.origin else { return nil }
    return Challenge.Outcome(
        result: counterexample.caseDescription, ideal: ideal(counterexample.value),
        evaluations: counterexample.shrinkEvaluations, cases: index + 1)
}

/// Magnitudes of a list of integers, sorted.
func magnitudes(_ values: [Int]) -> [UInt] { values.map(\.magnitude).sorted() }

/// Int16 sum that wraps, as the bound5 challenge specifies.
func sum16(_ values: [Int16]) -> Int16 { values.reduce(0, &+) }

indirect enum Expression: CustomStringConvertible, Equatable, Sendable {
    case int(Int)
    case add(Expression, Expression)
    case div(Expression, Expression)

    var description: String {
        switch self {
        case .int(let n): "\(n)"
        case .add(let a, let b): "(+ \(a) \(b))"
        case .div(let a, let b): "(/ \(a) \(b))"
        }
    }

    /// Division by zero while evaluating, or `nil` for a value.
    func evaluate() -> Int? {
        switch self {
        case .int(let n): return n
        case .add(let a, let b):
            guard let x = a.evaluate(), let y = b.evaluate() else { return nil }
            return x &+ y
        case .div(let a, let b):
            guard let x = a.evaluate(), let y = b.evaluate(), y != 0 else { return nil }
            return x.dividedReportingOverflow(by: y).partialValue
        }
    }

    /// A literal division by zero somewhere in the tree (the challenge's precondition excludes it).
    var dividesByLiteralZero: Bool {
        switch self {
        case .int: false
        case .add(let a, let b): a.dividesByLiteralZero || b.dividesByLiteralZero
        case .div(let a, let b): b == .int(0) || a.dividesByLiteralZero || b.dividesByLiteralZero
        }
    }

    static func generator(depth: Int) -> Gen<Expression> {
        .recursive(maxDepth: depth, leaf: Gen<Int>.int(in: -1000...1000).map(Expression.int)) { sub in
            [
                Gen.zip(sub, sub).map { Expression.add($0.0, $0.1) },
                Gen.zip(sub, sub).map { Expression.div($0.0, $0.1) },
            ]
        }
    }
}

/// The twelve challenges.
public let challenges: [Challenge] = [
    Challenge(name: "reverse") { seed, cases in
        let property = Property("reverse", Gen<[Int]>.array(of: .int)) { $0.reversed() == $0 }
        return runChallenge(property, seed: seed, cases: cases) { magnitudes($0) == [0, 1] }
    },
    Challenge(name: "distinct") { seed, cases in
        let property = Property("distinct", Gen<[Int]>.array(of: .int)) { Set($0).count < 3 }
        return runChallenge(property, seed: seed, cases: cases) {
            magnitudes($0) == [0, 1, 1] || $0.sorted() == [0, 1, 2]
        }
    },
    Challenge(name: "large union list") { seed, cases in
        let property = Property("large union list", Gen<[[Int]]>.array(of: .array(of: .int))) {
            Set($0.joined()).count <= 4
        }
        return runChallenge(property, seed: seed, cases: cases) {
            $0.count == 1 && magnitudes($0[0]) == [0, 1, 1, 2, 2] && Set($0[0]).count == 5
        }
    },
    Challenge(name: "nested lists") { seed, cases in
        let property = Property("nested lists", Gen<[[Int]]>.array(of: .array(of: .int))) {
            $0.map(\.count).reduce(0, +) <= 10
        }
        return runChallenge(property, seed: seed, cases: cases) { $0 == [Array(repeating: 0, count: 11)] }
    },
    Challenge(name: "length list") { seed, cases in
        let generator = Gen<Int>.int(in: 1...100).flatMap { Gen<[Int]>.array(of: .int(in: 0...1000), count: $0) }
        let property = Property("length list", generator) { ($0.max() ?? 0) < 900 }
        return runChallenge(property, seed: seed, cases: cases) { $0 == [900] }
    },
    Challenge(name: "deletion") { seed, cases in
        let generator = Gen<[Int]>.array(of: .int, length: 1...64).flatMap { list in
            Gen<Int>.int(in: 0...(list.count - 1)).map { (list, $0) }
        }
        let property = Property("deletion", generator, describe: { "(\($0.0), \($0.1))" }) { list, index in
            var copy = list
            let x = copy[index]
            copy.remove(at: copy.firstIndex(of: x)!)
            return !copy.contains(x)
        }
        return runChallenge(property, seed: seed, cases: cases) { $0.0 == [0, 0] && $0.1 == 0 }
    },
    Challenge(name: "coupling") { seed, cases in
        let generator = Gen<[Int]>.array(of: .int(in: 0...10)).filter("all indices") { list in
            list.allSatisfy { $0 < list.count }
        }
        let property = Property("coupling", generator) { list in
            list.indices.allSatisfy { i in
                let j = list[i]
                return i == j || list[j] != i
            }
        }
        return runChallenge(property, seed: seed, cases: cases) { $0 == [1, 0] }
    },
    Challenge(name: "difference must not be zero") { seed, cases in
        let positive = Gen<Int>.int(in: 1...Int.max)
        let property = Property("difference must not be zero", .zip(positive, positive), describe: { "\($0)" }) {
            x, y in
            x < 10 || x != y
        }
        return runChallenge(property, seed: seed, cases: cases) { $0 == (10, 10) }
    },
    Challenge(name: "difference must not be small") { seed, cases in
        let positive = Gen<Int>.int(in: 1...Int.max)
        let property = Property("difference must not be small", .zip(positive, positive), describe: { "\($0)" }) {
            x, y in
            x < 10 || !(1...4).contains(abs(x - y))
        }
        return runChallenge(property, seed: seed, cases: cases) { $0 == (10, 6) }
    },
    Challenge(name: "difference must not be one") { seed, cases in
        let positive = Gen<Int>.int(in: 1...Int.max)
        let property = Property("difference must not be one", .zip(positive, positive), describe: { "\($0)" }) { x, y in
            x < 10 || abs(x - y) != 1
        }
        return runChallenge(property, seed: seed, cases: cases) { $0 == (10, 9) }
    },
    Challenge(name: "calculator") { seed, cases in
        let property = Property("calculator", Expression.generator(depth: 4)) { expression, _ in
            if expression.dividesByLiteralZero { return .discard }
            return expression.evaluate() == nil
                ? .fail(signature: "division by zero", message: "divides by zero") : .pass
        }
        return runChallenge(property, seed: seed, cases: cases) { $0 == .div(.int(0), .add(.int(0), .int(0))) }
    },
    Challenge(name: "bound5") { seed, cases in
        let list = Gen<[Int16]>.array(of: Gen<Int>.int(in: -32768...32767).map { Int16($0) }).filter("sum < 256") {
            sum16($0) < 256
        }
        let property = Property("bound5", Gen<[[Int16]]>.array(of: list, count: 5)) { lists in
            sum16(lists.map(sum16)) < 5 * 256
        }
        return runChallenge(property, seed: seed, cases: cases) { lists in
            lists.filter { !$0.isEmpty }.map { $0 }.sorted { $0.first! < $1.first! } == [[-32768], [-1]]
        }
    },
]
