extension Gen {
    /// A sequence of commands over a model state, each generated from the state the earlier ones
    /// left, so only valid commands are ever generated — also while shrinking, when deleting an
    /// earlier command changes the state the later draws are read against.
    ///
    /// - Parameters:
    ///   - initial: the state before the first command.
    ///   - length: how many commands (fewer when no command is possible in some state). Up to
    ///     its lower bound, commands are not preceded by a "one more?" draw.
    ///   - command: the generator of a valid command in a state, or `nil` when none is possible.
    ///   - apply: the state after a command.
    @inlinable
    public static func commands<State, Command>(
        from initial: State,
        length: ClosedRange<Int> = 0...50,
        _ command: @escaping (State) -> Gen<Command>?,
        apply: @escaping (State, Command) -> State
    ) -> Gen<[Command]> where Value == [Command] {
        Gen { (source: inout ChoiceSource) throws(GenerationError) in
            var state = initial
            var result: [Command] = []
            let average = 1.0 + Double(source.size) / 5.0
            let more = average / (average + 1.0)
            while result.count < length.upperBound, let next = command(state) {
                var prefix = 0
                if result.count >= length.lowerBound {
                    guard source.drawBool(probability: more) else { break }
                    prefix = 1
                }
                source.beginSpan(.command, prefix: prefix)
                let generated = try next.generate(using: &source)
                source.endSpan()
                result.append(generated)
                state = apply(state, generated)
            }
            return result
        }
    }
}

extension Gen {
    /// A sequence of commands over a model state, each drawn straight from the source by `draw`,
    /// which also moves the state on: the same draws and spans as
    /// ``commands(from:length:_:apply:)`` with a `command` that draws the same way, without a
    /// generator built and dropped for every command — for stateful generators in a hot loop.
    ///
    /// - Parameters:
    ///   - initial: the state before the first command.
    ///   - length: how many commands (fewer when `draw` returns `nil`: no command is possible).
    ///     Up to its lower bound, commands are not preceded by a "one more?" draw.
    ///   - canDraw: whether a command is possible in a state.
    ///   - draw: draws one valid command in the state and applies it to the state.
    @inlinable
    public static func commands<State, Command>(
        from initial: State,
        length: ClosedRange<Int> = 0...50,
        canDraw: @escaping (State) -> Bool = { _ in true },
        drawing draw: @escaping (inout State, inout ChoiceSource) throws(GenerationError) -> Command
    ) -> Gen<[Command]> where Value == [Command] {
        Gen { (source: inout ChoiceSource) throws(GenerationError) in
            var state = initial
            var result: [Command] = []
            let average = 1.0 + Double(source.size) / 5.0
            let more = average / (average + 1.0)
            while result.count < length.upperBound, canDraw(state) {
                var prefix = 0
                if result.count >= length.lowerBound {
                    guard source.drawBool(probability: more) else { break }
                    prefix = 1
                }
                source.beginSpan(.command, prefix: prefix)
                result.append(try draw(&state, &source))
                source.endSpan()
            }
            return result
        }
    }
}
