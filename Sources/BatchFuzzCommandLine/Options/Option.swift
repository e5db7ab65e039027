import BatchFuzzCore

/// An option a command takes, declared once: its name, the value it takes, what its help says,
/// what it accepts and how its text is read. A command's help is written from its options
/// (``CommandHelp``) and its arguments are read only through them (``Arguments/value(_:)``), so
/// the two cannot drift apart.
struct Option<Value>: OptionHelp {
    let name: String
    /// The value's placeholder in the help (`S`, `DIR`).
    let placeholder: String
    let help: String
    /// What is accepted, for the usage error that quotes a value it cannot read.
    let expected: String
    /// Drawn under the option before it, as one of its settings.
    var indent = 0
    let parse: @Sendable (String) -> Value?

    init(
        _ name: String, _ placeholder: String, expected: String, help: String, indent: Int = 0,
        parse: @escaping @Sendable (String) -> Value?
    ) {
        self.name = name
        self.placeholder = placeholder
        self.expected = expected
        self.help = help
        self.indent = indent
        self.parse = parse
    }
}

extension Option where Value == String {
    /// An option whose value is taken as written (a path, a name).
    init(_ name: String, _ placeholder: String, help: String) {
        self.init(name, placeholder, expected: placeholder, help: help) { $0 }
    }
}

/// An option with no value: given or not.
struct Flag: OptionHelp {
    let name: String
    let help: String
    var placeholder: String { "" }
    var indent = 0
}

/// What the help shows of an option.
protocol OptionHelp: Sendable {
    var name: String { get }
    var placeholder: String { get }
    var help: String { get }
    var indent: Int { get }
}

/// The options every command takes.
enum CommonOptions {
    static let help = Flag(name: "--help", help: "Show this help (also -h).")

    /// How long one case may take before it is a hang (default 10 seconds).
    static func caseTimeout(_ help: String) -> Option<Duration> {
        Option(
            "--case-timeout", "D", expected: "a duration such as 500ms, 10s or 1m, up to 720h", help: help,
            parse: parseDuration)
    }
}
