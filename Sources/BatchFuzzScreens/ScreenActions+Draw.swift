import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

extension ScreenActions {
    /// What an action draws its arguments from: numbers, the app's own values, and what the
    /// screen shows now (a row of a table, a tap on it). Each draw reads the step's next choice,
    /// so a failing sequence shrinks to the first row and the smallest value, and each is noted,
    /// for the failure to say what the action did.
    @MainActor
    public final class Draw {
        private let choices: [Int]
        private var next = 0
        /// What was drawn, in words, in order.
        package internal(set) var notes: [String] = []

        package init(choices: [Int]) {
            self.choices = choices
        }

        func choice(below count: Int) -> Int {
            defer { next += 1 }
            guard count > 0 else { return 0 }
            return (next < choices.count ? choices[next] : 0) % count
        }

        /// Says what an action did where it drew nothing.
        package func note(_ words: String) {
            notes.append(words)
        }

        /// A whole number in `range`.
        public func int(in range: ClosedRange<Int>) -> Int {
            let value = range.lowerBound + choice(below: range.count)
            notes.append("\(value)")
            return value
        }

        /// `true` or `false`.
        public func bool() -> Bool {
            let value = choice(below: 2) == 1
            notes.append("\(value)")
            return value
        }

        /// One of `elements`, or `nil` when there are none.
        public func element<C: Collection>(of elements: C) -> C.Element? {
            guard !elements.isEmpty else {
                notes.append("none")
                return nil
            }
            let value = elements[elements.index(elements.startIndex, offsetBy: choice(below: elements.count))]
            notes.append("\(value)")
            return value
        }

        /// A value of the app's own, from a generator of its values: the step's next choice seeds it.
        public func value<Value>(_ generator: Gen<Value>) -> Value? {
            var source = ChoiceSource(seed: UInt64(choice(below: 1 << 30)))
            let value = try? generator.generate(using: &source)
            notes.append(value.map { "\($0)" } ?? "none")
            return value
        }

        /// Edits that arrive together, valid in order on `list` — what a server's reply, a
        /// sync or a differ hands a screen that updates its own list: `count` of them, of every
        /// kind (sections and rows inserted, deleted, moved and reloaded), new identifiers above
        /// those `list` holds. The step's next choice seeds them, so a failing sequence shrinks
        /// toward fewer and simpler edits.
        ///
        /// ```swift
        /// .init("an update arrives") { screen, draw in screen.apply(draw.edits(on: screen.list)) }
        /// ```
        public func edits(on list: SectionedList<Int, Int>, count: ClosedRange<Int> = 1...3) -> [Edit<Int, Int>] {
            var source = ChoiceSource(seed: UInt64(choice(below: 1 << 30)))
            let edits = EditCase.edits(on: list, count: count, using: &source)
            notes.append(edits.isEmpty ? "no edits" : edits.map { "\($0)" }.joined(separator: ", "))
            return edits
        }

    }

    /// One thing the user or the app does to the screen: a name and the code that does it,
    /// calling the app's own methods with what it draws.
    public struct Action<Screen> {
        /// The name a failure and a saved case show.
        public var name: String
        /// The code: the screen, and what to draw its arguments from.
        public var body: @MainActor (Screen, Draw) throws -> Void

        public init(_ name: String, _ body: @escaping @MainActor (Screen, Draw) throws -> Void) {
            self.name = name
            self.body = body
        }
    }
}
