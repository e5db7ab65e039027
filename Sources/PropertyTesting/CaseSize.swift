/// How large a scenario's generated cases grow by default: at most this many edits (or steps,
/// or saves) after the initial state. Small enough that a failure shrinks in milliseconds and a
/// person reads it at a glance; large enough for every bug of the bug zoo to show (each needs at
/// most five). Every check, every scenario and the command line's `--max-size` start here.
public enum CaseSize {
    public static let standard = 12
}
