/// A usage error: what was wrong and what is accepted. Exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

/// The options and arguments after a subcommand, parsed by hand (the package has no
/// dependencies): `--name value`, `--name=value`, and flags. A command reads them only through the
/// ``Option`` and ``Flag`` values its ``CommandHelp`` declares.
struct Arguments {
    private var remaining: [String]
    /// What follows `--`: positional, whatever it looks like (a path that starts with `-`).
    private var afterSeparator: [String] = []
    let subcommand: String
    /// The command's help, once it has declared it: what it may read.
    private var declared: CommandHelp?

    init(_ subcommand: String, _ arguments: [String]) {
        self.subcommand = subcommand
        var split: [String] = []
        var options = arguments[...]
        if let separator = arguments.firstIndex(of: "--") {
            options = arguments[..<separator]
            afterSeparator = Array(arguments[(separator + 1)...])
        }
        for argument in options {
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                split.append(String(argument[..<equals]))
                split.append(String(argument[argument.index(after: equals)...]))
            } else {
                split.append(argument)
            }
        }
        remaining = split
    }

    /// Declares the command's options, and prints its help when `-h` or `--help` is given:
    /// then the command has nothing more to do.
    mutating func begin(_ help: CommandHelp) -> Bool {
        declared = help
        guard flag("-h") || flag("--help") else { return false }
        printHelp(help.text)
        return true
    }

    /// The value of `option`, if given (and removes both); a value it cannot read is a usage
    /// error quoting it and what is accepted.
    mutating func value<T>(_ option: Option<T>) throws(UsageError) -> T? {
        precondition(
            declared?.declares(option.name) ?? true, "\(option.name) is read but not declared by \(subcommand)")
        return try value(option.name, expected: option.expected, option.parse)
    }

    /// Whether `flag` was given (and removes it).
    mutating func flag(_ flag: Flag) -> Bool {
        precondition(declared?.declares(flag.name) ?? true, "\(flag.name) is read but not declared by \(subcommand)")
        return self.flag(flag.name)
    }

    /// Whether `option` (declared by the command) is among the arguments not yet read.
    func contains(_ option: any OptionHelp) -> Bool { remaining.contains(option.name) }

    /// Whether `flag` was given (and removes it); given twice, it is given.
    private mutating func flag(_ flag: String) -> Bool {
        guard remaining.contains(flag) else { return false }
        remaining.removeAll { $0 == flag }
        return true
    }

    /// The value after `option`, if given (and removes both). An option given twice is an
    /// error, not a silent choice between the two.
    private mutating func value(_ option: String) throws(UsageError) -> String? {
        guard let index = remaining.firstIndex(of: option) else { return nil }
        guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
            throw UsageError(description: "\(option) needs a value")
        }
        let value = remaining[index + 1]
        remaining.removeSubrange(index...(index + 1))
        if remaining.contains(option) { throw UsageError(description: "\(option) is given more than once") }
        return value
    }

    /// The value after `option`, parsed by `parse`; `expected` says what is accepted.
    private mutating func value<T>(
        _ option: String, expected: String, _ parse: (String) -> T?
    ) throws(UsageError)
        -> T?
    {
        guard let text = try value(option) else { return nil }
        guard let parsed = parse(text) else {
            throw UsageError(description: "\(option) expects \(expected), got '\(text)'")
        }
        return parsed
    }

    /// The remaining positional arguments (`-` among them: standard input, by convention), and
    /// everything after `--`.
    mutating func rest() -> [String] {
        let isPositional = { (argument: String) in argument == "-" || !argument.hasPrefix("-") }
        let positional = remaining.filter(isPositional)
        remaining.removeAll(where: isPositional)
        defer { afterSeparator = [] }
        return positional + afterSeparator
    }

    /// Fails on anything left over.
    func finish() throws(UsageError) {
        if let first = remaining.first {
            throw UsageError(
                description: first.hasPrefix("-")
                    ? "unknown option '\(first)' for '\(subcommand)'; run '\(tool) \(subcommand) --help'"
                    : "unexpected argument '\(first)' for '\(subcommand)'")
        }
        if let first = afterSeparator.first {
            throw UsageError(description: "unexpected argument '\(first)' for '\(subcommand)'")
        }
    }
}
