import BatchFuzzCore
import PropertyTesting

/// One case of a screen driven by its own actions: the actions, by name, in order, each with the
/// raw choices its draws read (a row of the table, a value of the app's). The check runs them on
/// a screen made afresh; a failure shrinks to fewer actions and smaller choices (the first row,
/// the smallest value).
///
/// A pasted regression test names it: `check(.screen(…), case: ScreenActions(steps))`.
public struct ScreenActions: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One action and the choices its draws read, in order (a draw past the last reads 0).
    public struct Step: Hashable, Sendable, Codable {
        /// The action's name, as the check names it.
        public var action: String
        /// The raw choices: a draw of one of `n` things takes the next one modulo `n`.
        public var choices: [Int]

        public init(_ action: String, choices: [Int] = []) {
            self.action = action
            self.choices = choices
        }
    }

    /// The actions in order.
    public var steps: [Step]

    public init(_ steps: [Step]) {
        self.steps = steps
    }

    /// `tap a row [3], add a hero [0, 2]`.
    public var description: String {
        steps.isEmpty ? "no actions" : steps.map { "\($0.action) \($0.choices)" }.joined(separator: ", ")
    }

    /// Random cases over `actions`: up to `maxActions` steps, each with four choices.
    static func generator(actions: [String], maxActions: Int) -> Gen<ScreenActions> {
        let choices = Gen<[Int]>.array(of: .int(in: 0...9_999), count: 4)
        let step = Gen<(String, [Int])>.zip(.element(of: actions), choices).map { Step($0, choices: $1) }
        return Gen<[Step]>.array(of: step, length: 0...maxActions).map(ScreenActions.init)
    }
}

extension ScreenActions: SwiftSourceCase {
    /// `let steps: [ScreenActions.Step] = [.init("tap a row", choices: [3]), …]`.
    package var swiftSource: String {
        guard !steps.isEmpty else { return "let steps: [ScreenActions.Step] = []" }
        return
            (["let steps: [ScreenActions.Step] = ["]
            + steps.map { "    .init(\"\($0.action)\", choices: \($0.choices))," } + ["]"]).joined(separator: "\n")
    }
}
