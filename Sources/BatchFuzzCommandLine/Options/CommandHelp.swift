/// A command's help, written from what the command declares: its overview, how it is called, the
/// arguments and options it takes (the same ``Option`` values it reads them with), what else a
/// person should know, and its exit statuses.
struct CommandHelp: Sendable {
    var name: String
    var overview: String
    var usage: [String]
    /// Positional arguments: their placeholder and what they are.
    var arguments: [(String, String)] = []
    var options: [any OptionHelp]
    var discussion: [String] = []
    var exitStatus: String

    /// The widest line the help writes.
    static let width = 96

    /// The help as `<command> --help` prints it.
    var text: String {
        var lines = wrapped("OVERVIEW: " + overview, indent: 0) + [""]
        lines += usage.enumerated().map { ($0.offset == 0 ? "USAGE: " : "       ") + "batchfuzz \(name) " + $0.element }
        if !arguments.isEmpty {
            lines += ["", "ARGUMENTS:"] + table(arguments.map { ($0.0, $0.1, 0) })
        }
        lines += ["", "OPTIONS:"]
        lines += table(
            (options + [CommonOptions.help]).map { option in
                (
                    (option.placeholder.isEmpty ? option.name : option.name + " " + option.placeholder), option.help,
                    option.indent
                )
            })
        for paragraph in discussion { lines += [""] + wrapped(paragraph, indent: 0) }
        lines += [""] + wrapped("EXIT STATUS: " + exitStatus, indent: 0)
        return lines.joined(separator: "\n")
    }

    /// Whether `option` is one this command declares.
    func declares(_ option: String) -> Bool {
        option == "--help" || option == "-h" || options.contains { $0.name == option }
    }

    /// Labels in a column, their text wrapped beside them.
    private func table(_ rows: [(label: String, text: String, indent: Int)]) -> [String] {
        let column = min(24, (rows.map { $0.label.count + 2 * $0.indent }.max() ?? 0) + 4)
        return rows.flatMap { row -> [String] in
            let label = String(repeating: "  ", count: row.indent + 1) + row.label
            var text = wrapped(row.text, indent: column)
            let first = String(text[0].dropFirst(column))
            if label.count + 2 <= column {
                text[0] = label + String(repeating: " ", count: column - label.count) + first
                return text
            }
            return [label] + text
        }
    }

    /// `text` in lines of at most ``width`` columns, each after `indent` spaces.
    private func wrapped(_ text: String, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty, pad.count + line.count + 1 + word.count > Self.width {
                lines.append(pad + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(pad + line)
        return lines
    }
}
