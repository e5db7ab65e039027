import PropertyTesting
import Testing

/// A command-sequence property over a toy model: a queue with a planted bug (holding exactly
/// three elements, it pops the newest instead of the oldest). The shrunk sequence must be the
/// minimal one that shows it: three pushes whose first and last differ, then a pop.
@Suite struct CommandSequenceTests {
    enum Command: Equatable, CustomStringConvertible {
        case push(Int), pop
        var description: String { if case .push(let v) = self { "push(\(v))" } else { "pop" } }
    }

    /// A queue of capacity 4 with the planted bug.
    struct BuggyQueue {
        var elements: [Int] = []
        mutating func push(_ value: Int) { elements.append(value) }
        mutating func pop() -> Int {
            elements.count == 3 ? elements.removeLast() : elements.removeFirst()
        }
    }

    static var commands: Gen<[Command]> {
        Gen<[Command]>.commands(from: 0, length: 0...30) { (size: Int) -> Gen<Command>? in
            var options: [Gen<Command>] = []
            if size < 4 { options.append(Gen<Int>.int(in: 0...9).map(Command.push)) }
            if size > 0 { options.append(.constant(.pop)) }
            return .oneOf(options)
        } apply: { size, command in
            if case .push = command { size + 1 } else { size - 1 }
        }
    }

    static var property: Property<[Command]> {
        Property("queue keeps order", commands, describe: { "\($0)" }) { commands, _ in
            var queue = BuggyQueue()
            var model: [Int] = []
            for command in commands {
                switch command {
                case .push(let value):
                    queue.push(value)
                    model.append(value)
                case .pop:
                    let got = queue.pop(), expected = model.removeFirst()
                    if got != expected {
                        return .fail(signature: "wrong pop", message: "popped \(got), expected \(expected)")
                    }
                }
            }
            return .pass
        }
    }

    @Test func onlyValidCommandsAreGenerated() throws {
        var source = ChoiceSource(seed: 11)
        for _ in 0..<200 {
            var size = 0
            for command in try Self.commands.generate(using: &source) {
                if case .push = command { size += 1 } else { size -= 1 }
                #expect((0...4).contains(size))
            }
        }
    }

    @Test(arguments: 1...10 as ClosedRange<UInt64>)
    func shrinksToTheMinimalSequence(seed: UInt64) throws {
        let counterexample = try #require(
            check(Self.property, CheckConfiguration(seed: seed, cases: 2_000, log: { _ in })).counterexample)
        #expect(
            counterexample.value == [.push(0), .push(0), .push(1), .pop],
            "\(counterexample.caseDescription)")
    }

    /// A shelf that starts with some books and gets one more at each step: it breaks once it holds
    /// three. Shrinking only ever lowers the starting count, so a failure found as "one book, then
    /// two added" needs the trade of each step for one more book at the start to reach the
    /// smallest case: three books and no step.
    @Test(arguments: 1...10 as ClosedRange<UInt64>)
    func stepsAreTradedForStartingData(seed: UInt64) throws {
        let shelves = Gen<Int>.int(in: 0...5).flatMap { books in
            Gen<[Int]>.commands(from: books, length: 0...10, { _ in .constant(1) }, apply: { $0 + $1 }).map {
                (books, $0)
            }
        }
        let property = Property("a shelf holds two books", shelves, describe: { "\($0.0) books, then adds \($0.1)" }) {
            shelf, _ in
            shelf.0 + shelf.1.reduce(0, +) >= 3 ? .fail(signature: "shelf broke", message: "") : .pass
        }
        let counterexample = try #require(
            check(property, CheckConfiguration(seed: seed, cases: 1_000, log: { _ in })).counterexample)
        #expect(counterexample.value.0 == 3 && counterexample.value.1.isEmpty, "\(counterexample.caseDescription)")
    }
}
